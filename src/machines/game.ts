/**
 * A session as its users drive it: the actor of the profile's chart, plus refusals that say why.
 * XState ignores an event its current state does not take; a person at the table needs to hear the
 * reason, and to see that nothing changed. `send` answers either { accepted: true } or the reason.
 */
import { createActor, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate';
import { checkComposition } from '../cards/shoe.js';
import { compileRules, type Rules } from '../core/rules.js';
import { PerProfile } from '../profile/per-profile.js';
import { seatedProfile } from '../profile/seating.js';
import type { Profile } from '../profile/types.js';
import { buildMachine, type GameMachine, STATE, type StateMeta } from './build.js';
import type { GameContext, GameEvent, GameInput } from './context.js';
import { CROUPIER, nameProblem } from './participants.js';
import { CHECKS } from './procedure/checks.js';
import { cellVerdict, nearestFailure } from './procedure/verdict.js';
import { deciderOf } from './rules.js';
import { coverLeft } from './stakes.js';
import { type TableView, viewFor } from './view.js';

/**
 * A move's answer: taken, or refused with the reason (and nothing changed). A refusal names, where
 * the procedure's table gives the move, the rule that refuses it and what of its cell failed: the
 * role (who may make it), the phase (when), or the condition; `what` says which, in the table's words.
 *
 * @example
 * ```ts
 * import { loadProfile, Table, type Verdict } from 'baccarat-spec';
 *
 * const table = new Table(loadProfile('punto-banco'), { participants: ['ann', 'bob'], shoe: { kind: 'seeded', seed: 1 } });
 * const verdict: Verdict = table.apply({ type: 'DEAL' });
 * if (!verdict.accepted) console.log(verdict.reason); // the cards are dealt only once every participant has bet: …
 * if (!verdict.accepted) console.log(verdict.rule, verdict.failed, verdict.what); // PB-02.5 condition every participant has bet
 * ```
 */
export type Verdict =
  | { readonly accepted: true }
  | {
      readonly accepted: false;
      readonly reason: string;
      readonly rule?: string;
      readonly failed?: 'role' | 'phase' | 'condition' | 'effect';
      readonly what?: string;
    };

/** A refusal as a line: its reason, then its rule and what failed ("… [RC-04: the condition, …]"). */
export function refusalLine(v: Extract<Verdict, { accepted: false }>): string {
  return v.rule === undefined ? v.reason : `${v.reason} [${v.rule}: the ${v.failed}, ${v.what}]`;
}
export type GameSnapshot = SnapshotFrom<GameMachine>;

/**
 * A session that cannot start: a seating the profile does not take (too many or too few participants, a name
 * twice, a dealer not seated) or a stacked shoe it cannot deal.
 *
 * @example
 * ```ts
 * import { loadProfile, SessionError, Table } from 'baccarat-spec';
 *
 * try {
 *   new Table(loadProfile('punto-banco'), { participants: ['ann', 'ann'], shoe: { kind: 'seeded', seed: 1 } });
 * } catch (e) {
 *   if (e instanceof SessionError) console.error(e.message); // participant "ann" is named twice
 * }
 * ```
 */
export class SessionError extends Error {
  override name = 'SessionError';
}

/** RD-01: why a table without a limit of its own seats no more than it does (its shoe), if so. */
export function shoeLimitReason(profile: Profile): string | undefined {
  const { shoeLimit, max } = profile.session.participants;
  return (
    shoeLimit &&
    `${shoeLimit.cards} cards can always deal a coup to at most ${max} hands of up to ${shoeLimit.cardsPerHand} cards, the banker's included`
  );
}

/** Checks a session's input against the profile before any chart starts. */
export function checkInput(profile: Profile, input: GameInput): void {
  const { min, max } = profile.session.participants;
  const n = input.participants.length;
  // A single coup may have bettors (the kit's payouts without a session, docs/adapter-protocol.md):
  // they only own its bets, however many the table would seat.
  if (!input.singleCoup && (n < min || n > max)) {
    // RD-01: a table without a limit of its own is limited by its shoe; say so.
    const limit = shoeLimitReason(profile);
    const why = limit && n > max ? `: ${limit}` : '';
    throw new SessionError(`${profile.name} takes ${min} to ${max} participants, not ${n}${why}`);
  }
  const seen = new Set<string>();
  for (const p of input.participants) {
    if (seen.has(p)) throw new SessionError(`participant "${p}" is named twice`);
    // The croupier is a role of the procedure, not a seat: his moves name him (SHUFFLE, CUT).
    if (p.toLowerCase() === CROUPIER) throw new SessionError(nameProblem(p)!);
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
    throw new SessionError(
      `the dealer "${input.dealer}" is not one of the participants (${input.participants.join(', ')})`,
    );
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

const choicesOf = (p: Profile) =>
  p.drawing.turns.some((t) =>
    t.rows.some((r) => r && (r.kind === 'fixed' ? r.action === 'choice' : [...r.byValue, r.stood].includes('choice'))),
  );

/**
 * Each state node's own event types, kept: a chart's nodes and their transitions are fixed once it is
 * built, and XState works `ownEvents` out anew at every read (a refusal's reason asks for them).
 */
const ownEventsOf = new WeakMap<GameSnapshot['_nodes'][number], readonly string[]>();

/** The event types the active states take now (the innermost state and its parents). */
export function acceptedEvents(snapshot: GameSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes) {
    let own = ownEventsOf.get(node);
    if (own === undefined) {
      own = node.ownEvents.filter((t) => !t.startsWith('xstate.'));
      ownEventsOf.set(node, own);
    }
    for (const t of own) types.add(t);
  }
  return [...types];
}

/** When each move belongs, for a move made at the wrong moment. */
const WHEN: Record<GameEvent['type'], string> = {
  BID: 'funds are announced before the bank is formed',
  CLOSE_AUCTION: 'the auction closes before the bank is formed',
  SHUFFLE: 'the cards are shuffled when the bank is formed, and the banker shuffles last',
  CUT: 'the cut comes once, after the banker has shuffled',
  BANCO: 'banco is called before any other bet of a coup',
  CLOSE_BANCO: 'the banker closes the banco calls before the bets of a coup',
  BET: 'bets are taken only before the deal',
  PASS: 'a punter passes in his turn to bet, before the deal',
  DEAL: 'the cards are dealt once the bets are made',
  DRAW: "a third card is asked for in a hand's turn to draw",
  STAND: 'a hand stands in its turn to draw',
  NEXT_COUP: 'the next coup opens once the coup in play is over',
  EXIT: 'the banker leaves between coups',
  PASS_BANK: 'the banker passes the bank between coups, after a coup he did not lose',
  SHOW_NATURAL: 'a natural 8 is shown, or kept quiet, right after the deal',
  KEEP_QUIET: 'a natural 8 is shown, or kept quiet, right after the deal',
  MISDEAL: 'a misdeal is declared after the deal, before any natural is shown',
  KEEP: 'a holder keeps two of his cards only after a misdeal to his side',
  WITHDRAW: 'stakes are withdrawn only after a misdeal to the banker',
  DECLINE_CARDS: 'the loser of a banco declines the cards before the deal of the next coup',
  CONFIRM_DEAL: 'the deal is confirmed once it is on the table, before any natural is shown',
};

/**
 * Where a person asks to draw or stand after the table already decided his hand (a side on 0-4
 * draws, on 6-7 stands, with no one asked): the table's word, not "not your turn".
 */
function forcedFor(profile: Profile, ctx: GameContext, by: string): string | undefined {
  const d = ctx.coup.decisions.find((x) => x.forced && deciderOf(profile, ctx, x.hand) === by);
  return d && `${d.hand} on ${d.total} must ${d.action}: the draw table leaves no choice`;
}

/** Why `event` cannot be taken by this snapshot: the same rule functions the guards use. */
export function refusalReason(rules: Rules, snapshot: GameSnapshot, event: GameEvent): string {
  return refusalOf(rules, snapshot, event).reason;
}

type Refusal = Omit<Extract<Verdict, { accepted: false }>, 'accepted'>;

/** The refusal of `event` by this snapshot: its reason, and the rule and what failed where the table says. */
export function refusalOf(rules: Rules, snapshot: GameSnapshot, event: GameEvent): Refusal {
  const reason = plainRefusal(rules, snapshot, event);
  return typeof reason === 'string' ? { reason } : reason;
}

function plainRefusal(rules: Rules, snapshot: GameSnapshot, event: GameEvent): string | Refusal {
  const { profile } = rules;
  const ctx: GameContext = snapshot.context;
  const state = stateName(snapshot);
  if (snapshot.status === 'done') {
    if (state === STATE.outOfCards) return 'the shoe ran out of cards: this session has no more coups';
    const ended = ctx.bank?.ended;
    if (ended)
      return `the bank is closed (${ended === 'bank-broke' ? 'the bank is broke' : ended === 'fewer-cards' ? 'too few cards remained' : 'the banker left'}): the session is over`;
    const n = ctx.history.length;
    return `the session is over after ${n} coup${n === 1 ? '' : 's'}`;
  }
  if ((event.type === 'DRAW' || event.type === 'STAND') && !choicesOf(profile)) {
    return `${profile.name} leaves no draw to anyone's choice: the draw table decides every third card`;
  }
  // The banker leaves after a coup, whenever he asks (BB-07.1).
  const leave = event.type === 'EXIT' ? CHECKS['the banker may leave']!({ rules, ctx, event, state }, undefined) : null;
  if (leave !== null) return leave;
  // RC-17's misdeals are a rule of the profile (deal.misdeals); a table without it plays every deal as it lies.
  if (event.type === 'MISDEAL' && !profile.deal.misdeals)
    return `${profile.name} has no misdeal rule: the deal is played as it lies`;
  if (!(event.type in WHEN)) {
    return `"${String(event.type)}" is not a move of ${profile.name}: moves now are ${acceptedEvents(snapshot).join(', ') || 'none'}`;
  }
  const verdict = cellVerdict(rules, ctx, state, event);
  if (!acceptedEvents(snapshot).includes(event.type) || ('failures' in verdict && verdict.failures.length === 0)) {
    return { reason: outOfPhase(rules, snapshot, event), ...phaseOfMove(profile, event) };
  }
  if ('cell' in verdict) return `${event.type} is not allowed at "${state}"`;
  if ((event.type === 'DRAW' || event.type === 'STAND') && verdict.failures[0]?.failed === 'role') {
    const forced = forcedFor(profile, ctx, event.by);
    if (forced) return forced;
  }
  const nearest = nearestFailure(verdict.failures)!;
  return { reason: nearest.reason, rule: nearest.cell.rule, failed: nearest.failed, what: nearest.what };
}

/** Where a move is made, by the procedure's cells: RC-04, the phase, "BID at choosing the banker". */
function phaseOfMove(profile: Profile, event: GameEvent): Omit<Refusal, 'reason'> {
  const cells = profile.session.procedure.moves.filter((c) => c.move === event.type);
  if (cells.length === 0) return {};
  const rule = [...new Set(cells.map((c) => c.rule))].join(', ');
  const phases = [...new Set(cells.map((c) => c.phase))].map((p) => `"${p}"`).join(' or ');
  return { rule, failed: 'phase', what: `${event.type} is made at ${phases}` };
}

/** Why a move is not made in this state at all: when it belongs, or the table's word. */
function outOfPhase(rules: Rules, snapshot: GameSnapshot, event: GameEvent): string {
  const { profile } = rules;
  const ctx = snapshot.context;
  const state = stateName(snapshot);
  const early = [STATE.auction, STATE.shuffling, STATE.cutting] as string[];
  if ((event.type === 'BET' || event.type === 'PASS') && ctx.bank) {
    if (early.includes(state)) return 'bets open once the bank is formed and the cards are cut';
    if (state === STATE.banco) return 'banco calls come first: the banker closes them before other bets are taken';
    if (
      state === STATE.ready &&
      ctx.coup.wagers.some((w) => profile.bets.find((b) => b.id === w.bet)?.stake === 'whole-fund')
    ) {
      return 'a banco holds the fund: no other bets this coup';
    }
    if (state === STATE.ready && coverLeft(ctx) <= 0) return 'the fund is fully covered: no more bets';
  }
  if (event.type === 'DRAW' || event.type === 'STAND') {
    const forced = forcedFor(profile, ctx, event.by);
    if (forced) return forced;
  }
  return `${WHEN[event.type as GameEvent['type']]}; coup ${ctx.coup.number} is at "${state}"`;
}

/**
 * A profile's chart is a definition, the same for every session (XState keeps a session's state in
 * its actor, never in the machine): built once per profile, and once per seating of a table, so
 * that a thousand coups of `play --batch` or the steps of a feature build one chart, not a thousand.
 */
const machines = new WeakMap<Profile, { rules: Rules; machine: GameMachine }>();
const seatings = new PerProfile<number, Profile>();

function seated(profile: Profile, punters: number): Profile {
  return seatings.get(profile, punters, () => seatedProfile(profile, punters));
}

/** The profile's rules, compiled once, and its chart over them. */
function machineOf(profile: Profile): { rules: Rules; machine: GameMachine } {
  let built = machines.get(profile);
  if (!built) {
    const rules = compileRules(profile);
    built = { rules, machine: buildMachine(profile, rules) };
    machines.set(profile, built);
  }
  return built;
}

/**
 * The chart a fork's actor runs: the profile's own, taking the snapshot it starts from as it is.
 * XState's restoreSnapshot is for a persisted snapshot (JSON): it finds the state nodes again and
 * walks the whole context for child actors to revive, a third of a fork's time; a live snapshot of
 * this chart, which invokes and spawns no actor, has its nodes and nothing to revive.
 */
const forkLogics = new WeakMap<GameMachine, GameMachine>();

function forkLogic(machine: GameMachine): GameMachine {
  let logic = forkLogics.get(machine);
  if (!logic) {
    logic = Object.create(machine, { restoreSnapshot: { value: (snapshot: GameSnapshot) => snapshot } }) as GameMachine;
    forkLogics.set(machine, logic);
  }
  return logic;
}

export class Game {
  readonly machine: GameMachine;
  readonly actor;

  readonly profile: Profile;
  /** The profile's rules, compiled once with its chart: what the chart's guards and actions read. */
  readonly rules: Rules;

  constructor(
    profile: Profile,
    input: GameInput,
    options: {
      inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void);
      /** The session as another game of the same seating left it (`fork`): its chart is not rebuilt. */
      from?: GameSnapshot;
    } = {},
  ) {
    if (!options.from) checkInput(profile, input);
    // One hand per punter (the domestic game): the chart is built for this table's punters.
    this.profile = seated(profile, Math.max(0, input.participants.length - 1));
    ({ rules: this.rules, machine: this.machine } = machineOf(this.profile));
    this.actor = createActor(options.from ? forkLogic(this.machine) : this.machine, {
      input,
      ...(options.from ? { snapshot: options.from } : {}),
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    // An action that throws stops the actor; without a listener XState rethrows it later, on a
    // timer, where no caller can tell which move it was. send() throws it at once instead.
    this.actor.subscribe({ error: () => {} });
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

  /** The table as one person sees it (a participant's name, or 'onlooker'). */
  viewFor(viewer: string): TableView {
    return viewFor(this.profile, this.context, viewer);
  }

  /** Sends the event if the rules allow it now; otherwise says why and changes nothing. */
  send(event: GameEvent): Verdict {
    const before = this.snapshot;
    if (before.status !== 'active' || !before.can(event)) {
      return { accepted: false, ...refusalOf(this.rules, before, event) };
    }
    this.actor.send(event);
    const after = this.snapshot;
    if (after.status === 'error') throw after.error instanceof Error ? after.error : new Error(String(after.error));
    return { accepted: true };
  }
}

/** The meta of the innermost active state that has one (a card of the deal is in 'dealing'). */
export function metaOf(snapshot: GameSnapshot): StateMeta | undefined {
  const nodes = snapshot._nodes;
  for (let i = nodes.length - 1; i >= 0; i--) {
    const meta = nodes[i]!.meta as StateMeta | undefined;
    if (meta !== undefined) return meta;
  }
  return undefined;
}
