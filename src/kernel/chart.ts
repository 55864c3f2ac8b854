/**
 * The specification itself as a simulation engine: each coup is played by the profile's statechart
 * actor, from the same shoe and with the same choices as the kernel. The chart is built once per
 * profile (Game would rebuild it for every session; it adds refusals, which a driver that sends only
 * events the chart takes does not need, and every event here is checked to have been taken).
 *
 * predictions: each coup is a single-coup actor on the coup's cards.
 * against-the-bank: a session on one shoe, as the chart plays it: the bank is formed (an auction or
 * the first seat), shuffled and cut where the profile says; every coup the punters pass (a stake
 * moves chips, never cards); the session goes on until the chart ends it because too few cards
 * remain, which must be exactly where the seeded shoe starts a new one.
 */
import { createActor, type Actor } from 'xstate';
import { buildMachine, STATE, type GameMachine } from '../machines/build.js';
import type { CoupRecord, GameContext, GameEvent } from '../machines/context.js';
import { stateName } from '../machines/game.js';
import { deciderOf } from '../machines/rules.js';
import { valueOf } from '../machines/totals.js';
import type { ChoiceDecider } from './choices.js';
import { cardOf, cellIndex, type CompiledProfile } from './compile.js';
import type { SeededShoe } from './shoe.js';

export class ChartEngine {
  private readonly machine: GameMachine;
  private readonly againstTheBank: boolean;
  /** The session in play (against the bank) and the shuffle its shoe came from. */
  private session: Actor<GameMachine> | undefined;
  private sessionShoe = -1;
  /** The last coup's record, as the chart keeps it. */
  record: CoupRecord | undefined;

  constructor(
    readonly c: CompiledProfile,
    private readonly choices: ChoiceDecider,
  ) {
    this.machine = buildMachine(c.profile);
    this.againstTheBank = c.profile.session.betting.scheme === 'against-the-bank';
  }

  /** Plays the shoe's next coup (after shoe.nextCoup()); returns the outcome's index. */
  play(shoe: SeededShoe): number {
    const actor = this.againstTheBank ? this.sessionFor(shoe) : this.singleCoup(shoe);
    this.playToTheEnd(actor);
    const snap = actor.getSnapshot();
    const record = this.againstTheBank ? snap.context.coup : snap.context.history.at(-1);
    if (record?.outcome === undefined) throw new Error(`the chart could not finish the coup (it is at "${stateName(snap)}")`);
    this.record = record;
    return this.c.outcomes.indexOf(record.outcome);
  }

  private singleCoup(shoe: SeededShoe): Actor<GameMachine> {
    const cards = Array.from(shoe.cards.subarray(shoe.top, shoe.top + this.c.cardsPerCoup), cardOf);
    const actor = createActor(this.machine, { input: { participants: [], singleCoup: true, shoe: { kind: 'stacked', shuffles: [cards] } } });
    actor.start();
    return actor;
  }

  private sessionFor(shoe: SeededShoe): Actor<GameMachine> {
    const session = this.session;
    if (session && this.sessionShoe === shoe.shuffles) {
      send(session, { type: 'NEXT_COUP' });
      if (session.getSnapshot().status !== 'active') {
        throw new Error(`the chart ended the session (${session.getSnapshot().context.bank?.ended}) where the shoe still holds ${shoe.cards.length - shoe.top} cards`);
      }
      return session;
    }
    if (session) {
      // The seeded shoe is spent: the chart must end the session here, for too few cards.
      session.send({ type: 'NEXT_COUP' });
      const ended = session.getSnapshot().context.bank?.ended;
      if (ended !== 'fewer-cards') throw new Error(`the seeded shoe was renewed but the chart's session goes on (ended: ${ended})`);
    }
    const { min } = this.c.profile.session.participants;
    const seats = Math.max(min, 1 + this.c.profile.result.hands.length);
    const participants = ['banker', ...Array.from({ length: seats - 1 }, (_, i) => `punter ${i + 1}`)];
    const cards = Array.from(shoe.cards.subarray(shoe.top), cardOf);
    const next = createActor(this.machine, { input: { participants, shoe: { kind: 'stacked', shuffles: [cards] } } });
    next.start();
    this.session = next;
    this.sessionShoe = shoe.shuffles;
    return next;
  }

  /** Answers whatever the chart waits for until the coup is over. */
  private playToTheEnd(actor: Actor<GameMachine>): void {
    for (let step = 0; step < 1000; step++) {
      const snap = actor.getSnapshot();
      const name = stateName(snap);
      if (snap.status !== 'active' || name === STATE.coupOver) return;
      send(actor, this.answer(snap.context, name));
    }
    throw new Error('the chart keeps waiting: the coup never ends');
  }

  /** The event that moves the chart on from `state`, as a table with passing punters plays it. */
  private answer(ctx: GameContext, state: string): GameEvent {
    const profile = this.c.profile;
    const bank = ctx.bank;
    const t = profile.drawing.turns.findIndex((turn) => STATE.turn(turn.hand) === state);
    if (t >= 0) return this.choose(ctx, t);
    const banker = bank?.banker ?? ctx.participants[0]?.id ?? '';
    const chips = (id: string) => ctx.participants.find((p) => p.id === id)?.score ?? 0;
    switch (state) {
      case STATE.auction:
        return bank!.bids.length === 0 ? { type: 'BID', participant: banker, fund: chips(banker) } : { type: 'CLOSE_AUCTION' };
      case STATE.opening:
        return { type: 'BID', participant: banker, fund: chips(banker) };
      case STATE.shuffling:
        return { type: 'SHUFFLE', by: banker };
      case STATE.cutting:
        return { type: 'CUT', by: ctx.participants.find((p) => p.id !== banker)!.id };
      case STATE.banco:
        return { type: 'CLOSE_BANCO' };
      case STATE.bets:
        return bank ? { type: 'PASS', participant: bank.order[bank.turn]! } : { type: 'DEAL' };
      case STATE.ready:
        return { type: 'DEAL' };
      default:
        throw new Error(`the chart waits at "${state}", which the simulation's driver does not know`);
    }
  }

  /** The chart rests in a turn only where the table leaves a choice: answer it from the policy. */
  private choose(ctx: GameContext, t: number): GameEvent {
    const profile = this.c.profile;
    const turn = profile.drawing.turns[t]!;
    const hands = ctx.coup.hands;
    const third = turn.against === undefined ? undefined : hands[turn.against]!.cards[2];
    const col = third === undefined ? 0 : valueOf(profile, third) + 1;
    const cell = cellIndex(this.c, t, hands[turn.hand]!.total, col);
    const by = deciderOf(profile, ctx, turn.hand) ?? turn.decidedBy;
    return { type: this.choices.draws(cell) ? 'DRAW' : 'STAND', by };
  }
}

/** Sends an event the chart must take; one it ignores is a disagreement worth stopping for. */
function send(actor: Actor<GameMachine>, event: GameEvent): void {
  const before = actor.getSnapshot();
  actor.send(event);
  const after = actor.getSnapshot();
  if (after.status === 'error') throw after.error;
  // An event no transition takes leaves the very same snapshot.
  if (after === before) throw new Error(`the chart does not take ${JSON.stringify(event)} at "${stateName(before)}"`);
}
