/**
 * The specification itself as a simulation engine: each coup is played by the profile's statechart
 * actor, from the same shoe and with the same choices as the kernel. The chart is built once per
 * profile (Game would rebuild it for every session; it adds refusals, which a driver that sends only
 * events the chart takes does not need, and every event here is checked to have been taken).
 *
 * predictions: each coup is a single-coup actor on the coup's cards.
 * against-the-bank: a session as the chart plays it: the bank is formed (an auction or the first
 * seat), shuffled and cut where the profile says; every coup the punters stake or pass, and the deal
 * is confirmed where misdeals may be declared (none is: see src/kernel/kernel.ts). The chart's shoe
 * is a stacked source that this driver extends with each shuffle the seeded shoe makes, so that
 * when the chart's own rules reshuffle (after every coup, or when too few cards remain for a coup)
 * it takes the very cards the kernel is dealt; both shoes must then have shuffled alike. (This leans
 * on the chart reading the list of shuffles it was given, by reference, at each reshuffle: src/cards/
 * shoe.ts reshuffled. Should that change, the check after each NEXT_COUP says so at once.)
 *
 * A session ends where the chart ends it, and the seeded shoe must agree:
 *   - dealt down (reshuffle never): when too few cards remain, which is where the seeded shoe
 *     starts a new one; a session with a fixed number of coups (the domestic game) ends after them,
 *     where the seeded shoe starts a new session on a fresh shuffle;
 *   - reshuffled after every coup (club baccarat): the shoe never ends a bank, so the bank lives
 *     until it is broke or its banker leaves, which he does after BANK_COUPS coups, or before a coup
 *     the fund or a punter's chips could not cover in full.
 *
 * Stakes: where the end of a bank cannot end the seeded shoe's session (the fund is unlimited, or the
 * shoe is reshuffled every coup), every punter stakes in turn: his own side (the punter's own hand
 * in the domestic game), and one punter of the first side à cheval where the profile has that bet as
 * one stake, the smallest stake the rules allow (the smallest chip) or the largest stake where there
 * is a limit. The chart settles them, pays the penalties and takes the cagnotte; the records compare
 * each stake's result per unit with the kernel's settlement model (record.ts). Elsewhere (a fund that
 * stakes could break) the punters pass, so that the bank's life follows the shoe alone.
 */

import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import type { Card } from '../cards/card.js';
import { type CompiledProfile, cardOf } from '../core/compile.js';
import { compileRules, type Rules } from '../core/rules.js';
import { outcomeIndexOf } from '../core/settle.js';
import type { ChoiceDecider } from '../kernel/choices.js';
import type { SeededShoe } from '../kernel/shoe.js';
import { punterWithBaccara } from '../machines/bank.js';
import { buildMachine, type GameMachine, type StateMeta } from '../machines/build.js';
import type { CoupRecord, GameContext, GameEvent } from '../machines/context.js';
import { metaOf, stateName } from '../machines/game.js';
import { naturalEightToShow } from '../machines/misdeals.js';
import { cellNow, deciderOf, factsOfCoup } from '../machines/rules.js';
import { backsOneSide, coverLeft, smallestStake, stakeIsOptional, stakeTerms } from '../machines/stakes.js';
import { seatsForEachPunter } from '../profile/seating.js';
import type { AgainstTheBank, Bet } from '../profile/types.js';

/** Coups a banker of a bank that the shoe never ends (club baccarat) holds before he leaves. */
export const BANK_COUPS = 40;

type Snapshot = SnapshotFrom<GameMachine>;

export class ChartEngine {
  private readonly machine: GameMachine;
  /** The profile's rules, compiled once with the chart. */
  private readonly rules: Rules;
  private readonly againstTheBank: boolean;
  private readonly freshEveryCoup: boolean;
  /** Where punters stake (see above): the stake, the side bet, the à cheval bet as one stake. */
  private readonly staking: { unit: number; side: Bet; cheval: Bet | undefined } | undefined;
  /** The session in play (against the bank), and the seeded shoe's session it plays. */
  private session: Actor<GameMachine> | undefined;
  private sessionKey = -1;
  /** The shuffles handed to the session's chart (its stacked source), the last one's number in the seeded shoe. */
  private fed: Card[][] = [];
  private fedShuffles = -1;
  private coupsInBank = 0;
  /** RD-15: who must hold the bank when the session's next coup opens. */
  private nextBanker: string | undefined;
  /** The last coup's record, as the chart keeps it. */
  record: CoupRecord | undefined;
  /** The last coup's facts (bits of c.facts), read off the chart's record and rules. */
  facts = 0;
  /** The key of the last coup's facts that its settle rules read (CompiledProfile.keys). */
  key = 0;
  /** RD-15: the hand of the punter who takes the bank after the last coup, if one does. */
  bankTo: string | undefined;

  constructor(
    readonly c: CompiledProfile,
    private readonly choices: ChoiceDecider,
  ) {
    const profile = c.profile;
    if (profile.hands.some((h) => h.holder === 'each-punter'))
      throw new Error(`${profile.name}: seat the table before playing it (src/kernel/seats.ts)`);
    this.rules = compileRules(profile);
    this.machine = buildMachine(profile, this.rules);
    this.againstTheBank = profile.session.betting.scheme === 'against-the-bank';
    this.freshEveryCoup = profile.shoe.reshuffle === 'after-every-coup';
    const betting = profile.session.betting;
    const bank = profile.session.bank;
    if (betting.scheme === 'against-the-bank' && (bank?.fund === 'unlimited' || this.freshEveryCoup)) {
      const side = profile.bets.find((b) => b.stake === 'chosen' && backsOneSide(b));
      const cheval = profile.bets.find((b) => b.stake === 'chosen' && b.covers === 'both-sides-as-one');
      if (side) this.staking = { unit: stakeUnit(betting), side, cheval };
    }
  }

  /** Plays the shoe's next coup (after shoe.nextCoup()); returns the outcome's index. */
  play(shoe: SeededShoe): number {
    const actor = this.againstTheBank ? this.sessionFor(shoe) : this.singleCoup(shoe);
    this.playToTheEnd(actor);
    const snap = actor.getSnapshot();
    const record = this.againstTheBank ? snap.context.coup : snap.context.history.at(-1);
    if (record?.outcome === undefined)
      throw new Error(`the chart could not finish the coup (it is at "${stateName(snap)}")`);
    this.record = record;
    this.readFacts(snap.context, record);
    const o = outcomeIndexOf(this.c.profile, record.outcome);
    if (o < 0) throw new Error(`the chart's outcome "${record.outcome}" is none of the compiled outcomes`);
    return o;
  }

  private singleCoup(shoe: SeededShoe): Actor<GameMachine> {
    const cards = Array.from(shoe.cards.subarray(shoe.top, shoe.top + this.c.cardsPerCoup), cardOf);
    const actor = createActor(this.machine, {
      input: { participants: [], singleCoup: true, quiet: true, shoe: { kind: 'stacked', shuffles: [cards] } },
    });
    actor.start();
    return actor;
  }

  private sessionFor(shoe: SeededShoe): Actor<GameMachine> {
    let session = this.session;
    if (session && this.freshEveryCoup) {
      // The shoe never ends this bank: it ends broke (the chart), or its banker leaves (the driver).
      const snap = session.getSnapshot();
      if (snap.status === 'active' && this.bankerLeaves(snap.context)) send(session, { type: 'EXIT' });
      if (session.getSnapshot().status !== 'active') session = undefined;
    } else if (session && shoe.sessions !== this.sessionKey) {
      // The seeded shoe begins a new session: the chart's must end here, for too few cards (dealt
      // down to the end), or because its coups are played.
      if (session.getSnapshot().status === 'active') {
        session.send({ type: 'NEXT_COUP' });
        const after = session.getSnapshot();
        if (after.status === 'active' || after.context.bank?.ended !== 'fewer-cards') {
          throw new Error(
            `the seeded shoe starts a new session but the chart's goes on (at "${stateName(after)}", ended: ${after.context.bank?.ended})`,
          );
        }
      }
      session = undefined;
    } else if (session && session.getSnapshot().status !== 'active') {
      const ended = session.getSnapshot().context.bank?.ended ?? 'its coups are played';
      throw new Error(
        `the chart ended the session (${ended}) where the seeded shoe goes on with ${shoe.cards.length - shoe.top} cards`,
      );
    }
    if (session) return this.nextCoup(session, shoe);

    // A new session on the seeded shoe's cards from the top.
    this.fed = [Array.from(shoe.cards.subarray(shoe.top), cardOf)];
    this.fedShuffles = shoe.shuffles;
    this.sessionKey = shoe.sessions;
    this.coupsInBank = 1;
    this.nextBanker = undefined;
    const next = createActor(this.machine, {
      input: { participants: this.seats(), quiet: true, shoe: { kind: 'stacked', shuffles: this.fed } },
    });
    next.start();
    this.session = next;
    return next;
  }

  /** The session's next coup: the chart shuffles where its rules say, which must be where the seeded shoe did. */
  private nextCoup(session: Actor<GameMachine>, shoe: SeededShoe): Actor<GameMachine> {
    if (shoe.shuffles !== this.fedShuffles) {
      this.fed.push(Array.from(shoe.cards, cardOf));
      this.fedShuffles = shoe.shuffles;
    }
    send(session, { type: 'NEXT_COUP' });
    const snap = session.getSnapshot();
    if (snap.status !== 'active') {
      throw new Error(
        `the chart ended the session (${snap.context.bank?.ended}) where the shoe still holds ${shoe.cards.length - shoe.top} cards`,
      );
    }
    if (snap.context.shoe.shuffles !== this.fed.length) {
      throw new Error(
        `before coup ${snap.context.coup.number} the chart has shuffled ${snap.context.shoe.shuffles} times, the seeded shoe ${this.fed.length}`,
      );
    }
    if (this.nextBanker !== undefined && snap.context.bank?.banker !== this.nextBanker) {
      throw new Error(`the bank should have passed to ${this.nextBanker}; ${snap.context.bank?.banker} holds it`);
    }
    this.coupsInBank++;
    return session;
  }

  /**
   * The participants, counter-clockwise from the banker. One punter for each hand where each punter
   * holds one, seated so that the deal gives punter-k the hand of his name; three punters a side
   * where they stake (so that a side always has a punter besides its holder); otherwise one a side.
   */
  private seats(): string[] {
    const profile = this.c.profile;
    const sides = profile.result.hands;
    if (profile.session.bank?.sides === 'each-punter') return ['banker', ...seatsForEachPunter(sides)];
    const { min, max } = profile.session.participants;
    const count = this.staking ? Math.min(max, 1 + 3 * sides.length) : Math.max(min, 1 + sides.length);
    return ['banker', ...Array.from({ length: count - 1 }, (_, i) => `punter ${i + 1}`)];
  }

  /**
   * The banker of a bank the shoe never ends leaves after BANK_COUPS coups, or before a coup whose
   * stakes his fund could not cover in full or a punter's chips could not make (with what he may owe
   * as a holder): every stake is then whole, and every penalty due is paid.
   */
  private bankerLeaves(ctx: GameContext): boolean {
    const bank = ctx.bank!;
    if (this.coupsInBank >= BANK_COUPS) return true;
    if (!this.staking) return false;
    const punters = ctx.participants.length - 1;
    const needed = this.staking.unit * punters;
    if (!bank.unlimited && bank.fund < needed) return true;
    return (
      !this.c.profile.session.negativeScores && ctx.participants.some((p) => p.id !== bank.banker && p.score < needed)
    );
  }

  /** Answers whatever the chart waits for until the coup is over (the phase its meta says: src/driver/table.ts). */
  private playToTheEnd(actor: Actor<GameMachine>): void {
    for (let step = 0; step < 1000; step++) {
      const snap = actor.getSnapshot();
      if (snap.status !== 'active') return;
      const meta = metaOf(snap)!;
      if (meta.phase === 'coup-over') return;
      send(actor, this.answer(snap, meta));
    }
    throw new Error('the chart keeps waiting: the coup never ends');
  }

  /** The event that moves the chart on from where it waits, as this table plays it. */
  private answer(snap: Snapshot, meta: StateMeta): GameEvent {
    const ctx = snap.context;
    if (meta.hand !== undefined) return this.choose(ctx, meta.hand);
    const profile = this.c.profile;
    const bank = ctx.bank;
    const banker = bank?.banker ?? ctx.participants[0]?.id ?? '';
    const chips = (id: string) => ctx.participants.find((p) => p.id === id)?.score ?? 0;
    switch (meta.phase) {
      case 'forming-the-bank':
        // The banker announces all his chips; an auction then closes.
        return bank!.bids.length === 0 || meta.onward === undefined
          ? { type: 'BID', participant: banker, fund: chips(banker) }
          : meta.onward;
      case 'shuffling': {
        // After the stakes (RC-07) the croupier has shuffled: a punter cuts. Otherwise the banker
        // shuffles last, and a punter cuts next.
        const afterTheStakes = profile.session.procedure.phases.some((p) => p.enter.includes('the croupier shuffles'));
        const cut: GameEvent = {
          type: 'CUT',
          by: afterTheStakes ? bank!.order[0]! : ctx.participants.find((p) => p.id !== banker)!.id,
        };
        return afterTheStakes || snap.can(cut) ? cut : { type: 'SHUFFLE', by: banker };
      }
      case 'betting':
        return bank ? this.stakeOrPass(ctx) : meta.onward!;
      case 'calling-banco':
      case 'ready-to-deal':
      case 'checking-the-deal':
        // The table's own way on: the banco calls closed, the deal, the deal confirmed (RC-17: a
        // simulated deal is never misdealt).
        if (meta.onward) return meta.onward;
        break;
      case 'naturals':
        // RC-16: the holder shows his natural 8 (a policy cannot keep it quiet: compile.ts).
        return { type: 'SHOW_NATURAL', by: bank!.active[naturalEightToShow(profile, ctx)!]! };
    }
    throw new Error(`the chart waits at "${stateName(snap)}", which the simulation's driver does not know`);
  }

  /** The punter in turn stakes as the table's plan says (see above), or passes. */
  private stakeOrPass(ctx: GameContext): GameEvent {
    const bank = ctx.bank!;
    const punter = bank.order[bank.turn]!;
    const plan = this.staking;
    const profile = this.c.profile;
    // RD-03: where every punter stakes, one without a plan's stake makes the table's smallest.
    const pass: GameEvent = stakeIsOptional(profile)
      ? { type: 'PASS', participant: punter }
      : { type: 'BET', participant: punter, bet: profile.bets[0]!.id, amount: smallestStake(profile) };
    if (!plan) return pass;
    const first = bank.sides[profile.result.hands[0]!];
    const bet = plan.cheval && first && first.length > 1 && first.at(-1) === punter ? plan.cheval : plan.side;
    const amount = plan.unit;
    if (coverLeft(ctx) < amount || stakeTerms(profile, ctx, punter, bet.id, amount) !== null) return pass;
    return { type: 'BET', participant: punter, bet: bet.id, amount };
  }

  /** The chart rests in a turn only where the table leaves a choice: answer it from the policy. */
  private choose(ctx: GameContext, hand: string): GameEvent {
    const profile = this.c.profile;
    const by = deciderOf(profile, ctx, hand) ?? profile.drawing.turns.find((t) => t.hand === hand)!.decidedBy;
    return { type: this.choices.draws(cellNow(this.c, this.c.profile, ctx, hand)) ? 'DRAW' : 'STAND', by };
  }

  /**
   * The coup's facts as the chart shows them: a side whose holder paid RC-15's penalty (the side a
   * reimbursed stake backs), the punter to whom RD-15 passes the bank (the chart's own guard; the
   * next coup checks that he holds it), the key of the facts its settle rules read (the same facts
   * its settlement reads).
   */
  private readFacts(ctx: GameContext, record: CoupRecord): void {
    const c = this.c;
    let facts = 0;
    // The key of the facts the settle rules read, from the chart's record (the rules core's keyOf).
    this.key = c.keys.readsMore ? c.keys.keyOf(factsOfCoup(this.rules, record, record.outcome!)) : 0;
    if (c.penaltyFact >= 0) {
      for (const p of record.penalties ?? []) {
        const side = record.wagers.find((w) => w.participant === p.to && w.hand !== undefined)?.hand;
        const r = side === undefined ? -1 : c.profile.result.hands.indexOf(side);
        if (r >= 0) facts |= 1 << (c.penaltyFact + r);
      }
    }
    this.bankTo = undefined;
    if (c.bankPassFact >= 0) {
      const to = punterWithBaccara(c.profile, ctx);
      this.nextBanker = to ?? ctx.bank?.banker;
      if (to !== undefined) {
        this.bankTo = Object.entries(ctx.bank!.sides).find(([, players]) => players.includes(to))?.[0];
        facts |= 1 << c.bankPassFact;
      }
    }
    this.facts = facts;
  }
}

/** The stake a driver's punter makes: the smallest chip, within the largest stake allowed. */
function stakeUnit(betting: AgainstTheBank): number {
  const chip = betting.chips && betting.chips.length > 0 ? Math.min(...betting.chips) : undefined;
  return Math.min(chip ?? betting.maxStake ?? 1, betting.maxStake ?? Number.POSITIVE_INFINITY);
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
