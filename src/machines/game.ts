/**
 * A session as its users drive it: the actor of the profile's chart, plus refusals that say why.
 * XState ignores an event its current state does not take; a person at the table needs to hear the
 * reason, and to see that nothing changed. `send` answers either { accepted: true } or the reason.
 */
import { createActor, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate';
import { checkComposition } from '../cards/shoe.js';
import type { Profile } from '../profile/types.js';
import { buildMachine, STATE, type GameMachine } from './build.js';
import type { GameContext, GameEvent, GameInput } from './context.js';
import { betRefusal, choiceRefusal, dealRefusal } from './rules.js';

export type Verdict = { readonly accepted: true } | { readonly accepted: false; readonly reason: string };
export type GameSnapshot = SnapshotFrom<GameMachine>;

export class SessionError extends Error {
  override name = 'SessionError';
}

/** Checks a session's input against the profile before any chart starts. */
export function checkInput(profile: Profile, input: GameInput): void {
  const { min, max } = profile.session.participants;
  const n = input.participants.length;
  if (input.singleCoup) {
    if (n > 0) throw new SessionError('a single coup is played without participants: nobody bets');
  } else if (n < min || n > max) {
    throw new SessionError(`${profile.name} takes ${min} to ${max} participants, not ${n}`);
  }
  const seen = new Set<string>();
  for (const p of input.participants) {
    if (seen.has(p)) throw new SessionError(`participant "${p}" is named twice`);
    seen.add(p);
  }
  if (input.shoe.kind === 'stacked') {
    for (const cards of input.shoe.shuffles) {
      try {
        checkComposition(cards, profile.shoe.decks);
      } catch (e) {
        throw new SessionError(`the stacked shoe cannot be dealt: ${(e as Error).message}`);
      }
    }
  }
  if (input.dealer !== undefined && !seen.has(input.dealer)) {
    throw new SessionError(`the dealer "${input.dealer}" is not one of the participants (${input.participants.join(', ')})`);
  }
}

/** The name of the innermost active state, e.g. "turn of banco" or "card 3 to punto". */
export function stateName(snapshot: GameSnapshot): string {
  let v: unknown = snapshot.value;
  let name = '';
  while (v !== null && typeof v === 'object') {
    const [k, inner] = Object.entries(v as Record<string, unknown>)[0]!;
    name = k;
    v = inner;
  }
  return typeof v === 'string' ? v : name;
}

const choicesOf = (p: Profile) => p.drawing.turns.some((t) => t.rows.some((r) => r && (r.kind === 'fixed' ? r.action === 'choice' : [...r.byValue, r.stood].includes('choice'))));

/** Why `event` cannot be taken by this snapshot: the same rule functions the guards use. */
export function refusalReason(profile: Profile, snapshot: GameSnapshot, event: GameEvent): string {
  const ctx: GameContext = snapshot.context;
  const state = stateName(snapshot);
  if (snapshot.status === 'done') {
    return state === STATE.outOfCards ? 'the shoe ran out of cards: this session has no more coups' : `the session is over after ${ctx.coupsToPlay} coup${ctx.coupsToPlay > 1 ? 's' : ''}`;
  }
  switch (event.type) {
    case 'BET':
      if (state !== STATE.bets) return `bets are taken only before the deal; coup ${ctx.coup.number} is at "${state}"`;
      return betRefusal(profile, ctx, event.participant, event.bet) ?? 'the bet is not allowed';
    case 'DEAL':
      if (state !== STATE.bets) return `coup ${ctx.coup.number} is already dealt (at "${state}")`;
      return dealRefusal(profile, ctx) ?? 'the deal is not allowed now';
    case 'NEXT_COUP':
      return `coup ${ctx.coup.number} is not over: it is at "${state}"`;
    case 'DRAW':
    case 'STAND': {
      if (!choicesOf(profile)) {
        return `${profile.name} leaves no draw to anyone's choice: the draw table decides every third card`;
      }
      const hand = state.startsWith('turn of ') ? state.slice('turn of '.length) : undefined;
      if (!hand) return `no hand is waiting for a decision (the coup is at "${state}")`;
      return choiceRefusal(profile, ctx, hand, event.by) ?? 'the decision is not allowed now';
    }
  }
}

export class Game {
  readonly machine: GameMachine;
  readonly actor;

  constructor(
    readonly profile: Profile,
    input: GameInput,
    options: { inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void) } = {},
  ) {
    checkInput(profile, input);
    this.machine = buildMachine(profile);
    this.actor = createActor(this.machine, { input, ...(options.inspect ? { inspect: options.inspect } : {}) });
    this.actor.start();
  }

  get snapshot(): GameSnapshot {
    return this.actor.getSnapshot();
  }

  get context(): GameContext {
    return this.snapshot.context;
  }

  get state(): string {
    return stateName(this.snapshot);
  }

  /** Sends the event if the rules allow it now; otherwise says why and changes nothing. */
  send(event: GameEvent): Verdict {
    const before = this.snapshot;
    if (before.status !== 'active' || !before.can(event)) {
      return { accepted: false, reason: refusalReason(this.profile, before, event) };
    }
    this.actor.send(event);
    return { accepted: true };
  }
}
