/**
 * The compiled coup: the profile's chart played on typed arrays, with nothing allocated per coup.
 * It follows the chart's steps one for one (the deal in order, the natural check, each draw turn with
 * its table cell and, where a draw rule keyed by the cards held gives one, an extra card; the showdown), and keeps
 * a record of the last coup in typed arrays so that a test can hold it against the chart's own record
 * (test/kernel-conformance.test.ts).
 *
 * What a person at the table may declare and the rules never cause is not played: no coup is
 * misdealt (RC-17), and a holder always shows a natural 8 (RC-16; see unsupportedReason). Who sits
 * where, the fund and the stakes are the chart's: a stake's result per unit depends on the coup's
 * outcome and its facts only (src/kernel/stats.ts).
 */
import { CHOICE, DRAW, STAND, outcomeIndex, penaltyAnswer, penaltyKey, penaltyMemoOf, takesExtraCard, type CompiledProfile, type PenaltyMemo } from '../core/compile.js';
import type { ChoiceDecider } from './choices.js';
import { type CoupFacts, DREW_SPAN, emptyFacts, NO_PAIR, pairOf } from '../core/settle.js';

export const NOT_REACHED = -1;

export class CoupKernel {
  /** Each hand's total, card count, third card's value (-1 without one), ten-valued cards, and the total it drew its third card on (-1: none). */
  readonly total: Int32Array;
  readonly held: Int32Array;
  readonly third: Int32Array;
  readonly tens: Int32Array;
  readonly drewOn: Int32Array;
  /** The last coup's cards in the order dealt, and the hand each went to. */
  readonly dealtCard: Uint8Array;
  readonly dealtHand: Uint8Array;
  cardsUsed = 0;
  /** 1 where hand h held a natural after the deal (by hand: a full domestic table has 34 hands, more than a bit mask holds). */
  readonly naturalOf: Uint8Array;
  /** Per turn: STAND, DRAW or NOT_REACHED; whether the table forced it; the hand's total then. */
  readonly action: Int8Array;
  readonly forced: Uint8Array;
  readonly totalAtTurn: Int32Array;
  /** Bit f set when the coup has fact f of c.facts (a side's penalty, the bank passing, a settle condition). */
  facts = 0;
  /** RD-15: the hand of the punter who takes the bank (he made baccara, the banker did not), or -1. */
  bankTo = -1;
  /** The key of the coup's facts that settles every stake, where the rules read more than the outcome. */
  key = 0;
  private readonly coupFacts: CoupFacts;
  /** Whether a rule reads how many ten-valued cards a hand holds (an extra card's or a penalty's). */
  private readonly countTens: boolean;
  /** The rules core's remembered answers of the profile's penalties (penaltiesOn). */
  private readonly penaltyMemo: PenaltyMemo | undefined;
  /** By hand, the places in the deal of its first two cards (-1: not both in the deal). */
  private readonly pairAt: Int16Array;

  constructor(
    readonly c: CompiledProfile,
    private readonly choices: ChoiceDecider,
  ) {
    const hands = c.hands.length;
    this.total = new Int32Array(hands);
    this.held = new Int32Array(hands);
    this.third = new Int32Array(hands);
    this.tens = new Int32Array(hands);
    this.naturalOf = new Uint8Array(hands);
    this.drewOn = new Int32Array(hands);
    this.dealtCard = new Uint8Array(c.cardsPerCoup);
    this.dealtHand = new Uint8Array(c.cardsPerCoup);
    this.action = new Int8Array(c.turnHand.length);
    this.forced = new Uint8Array(c.turnHand.length);
    this.totalAtTurn = new Int32Array(c.turnHand.length);
    this.coupFacts = emptyFacts(hands);
    this.penaltyMemo = c.penaltyFact >= 0 ? penaltyMemoOf(c) : undefined;
    this.countTens = c.fourthCard || (this.penaltyMemo?.read[6] ?? 0) === 1;
    this.pairAt = new Int16Array(2 * hands).fill(-1);
    for (let h = 0; h < hands; h++) {
      const places = [...c.deal.keys()].filter((i) => c.deal[i] === h);
      if (places.length >= 2) this.pairAt.set([places[0]!, places[1]!], 2 * h);
    }
  }

  /** Plays one coup from the cards at shoe[top…]; returns the outcome's index in c.outcomes. */
  play(shoe: Uint8Array, top: number): number {
    const c = this.c;
    const { total, held, third, tens, drewOn, dealtCard, dealtHand, action, forced, totalAtTurn } = this;
    const { cardValue, tenValued, deal, natural, cells, turnHand, turnAgainst, unitsDigit, maxCards, totalSpan, columns } = c;
    // Ten-valued cards are counted only where a rule reads them (an extra card's, a penalty's).
    const countTens = this.countTens;
    const fourthCard = c.fourthCard;
    for (let h = 0; h < total.length; h++) {
      total[h] = 0;
      held[h] = 0;
      third[h] = -1;
      tens[h] = 0;
      drewOn[h] = -1;
    }
    action.fill(NOT_REACHED);
    let used = 0;

    for (let i = 0; i < deal.length; i++) {
      const h = deal[i]!;
      const card = shoe[top + used]!;
      const v = cardValue[card]!;
      dealtCard[used] = card;
      dealtHand[used] = h;
      used++;
      const t = total[h]! + v;
      total[h] = unitsDigit && t >= 10 ? t - 10 : t;
      if (countTens) tens[h]! += tenValued[card]!;
      if (++held[h]! === 3) third[h] = v;
    }

    const naturalOf = this.naturalOf;
    let naturals = 0; // how many hands hold one
    for (let h = 0; h < held.length; h++) {
      const n = held[h] === 2 && natural[total[h]!] === 1 ? 1 : 0;
      naturalOf[h] = n;
      naturals += n;
    }

    // A natural ends the coup; where it stops only its own hand, only the banker's does.
    const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && naturalOf[c.bankerHand] === 1 : naturals !== 0;
    if (!coupEnds) {
      for (let t = 0; t < turnHand.length; t++) {
        const h = turnHand[t]!;
        if (naturalOf[h] === 1) continue; // a hand on a natural takes no turn
        totalAtTurn[t] = total[h]!;
        forced[t] = 1;
        if (held[h]! >= maxCards) {
          action[t] = STAND;
          continue;
        }
        const a = turnAgainst[t]!;
        const col = a < 0 || third[a]! < 0 ? 0 : third[a]! + 1;
        const cell = (t * totalSpan + total[h]!) * columns + col;
        let act = cells[cell]!;
        if (act === CHOICE) {
          forced[t] = 0;
          act = this.choices.draws(cell) ? DRAW : STAND;
        } else if (act !== DRAW && act !== STAND) {
          throw new Error(`${c.hands[h]} on ${total[h]} has no cell in its table`); // excluded by the loader
        }
        action[t] = act;
        if (act === DRAW) {
          const card = shoe[top + used]!;
          const v = cardValue[card]!;
          dealtCard[used] = card;
          dealtHand[used] = h;
          used++;
          if (held[h] === 2) drewOn[h] = total[h]!;
          const sum = total[h]! + v;
          total[h] = unitsDigit && sum >= 10 ? sum - 10 : sum;
          if (countTens) tens[h]! += tenValued[card]!;
          if (++held[h]! === 3) third[h] = v;
          // A draw rule keyed by the cards held (drawing.extraCards; RC-13: three ten-valued cards
          // take a fourth). The chart deals it while the shoe holds a card; here one always lies
          // within the coup's cards (cardsPerCoup counts it, and the seeded shoe keeps that many).
          if (fourthCard && takesExtraCard(c, held[h]!, tens[h]!, total[h]!)) {
            const extra = shoe[top + used]!;
            dealtCard[used] = extra;
            dealtHand[used] = h;
            used++;
            const more = total[h]! + cardValue[extra]!;
            total[h] = unitsDigit && more >= 10 ? more - 10 : more;
            tens[h]! += tenValued[extra]!;
            held[h]!++;
          }
        }
      }
    }
    this.cardsUsed = used;

    const outcome = outcomeIndex(c, total, naturalOf);
    if (c.facts.length > 0) this.findFacts(outcome);
    if (c.keys.readsMore) this.key = this.keyOf(outcome);
    return outcome;
  }

  /**
   * The key of the coup's facts (src/core/settle.ts SettleKeys): each hand's total by its last digit,
   * its cards, its natural after the deal, its third card's value and its first two cards' pair.
   */
  private keyOf(outcome: number): number {
    const c = this.c;
    const keys = c.keys;
    const f = this.coupFacts;
    const { total, held, third, drewOn, dealtCard, dealtHand } = this;
    // The key without pairs, as SettleKeys.showKey computes it from the same tables.
    const { shapeIndex, thirdSpan, weights } = keys;
    let key = outcome;
    for (let h = 0; h < held.length; h++) {
      const drew = drewOn[h]! < 0 ? -1 : c.ranking[drewOn[h]!]!;
      const shape = shapeIndex[((held[h]! * 2 + this.naturalOf[h]!) * thirdSpan + third[h]! + 1) * DREW_SPAN + drew + 1]!;
      key += shape * weights[2 * h]! + c.ranking[total[h]!]! * weights[2 * h + 1]!;
    }
    if (keys.pairStates > 1) {
      // Each hand's first two cards: at their places in the deal where the deal gives both,
      // otherwise the first two in the order dealt.
      const at = this.pairAt;
      for (let h = 0; h < held.length; h++) {
        if (at[2 * h + 1]! >= 0) {
          f.pair[h] = pairOf(dealtCard[at[2 * h]!]!, dealtCard[at[2 * h + 1]!]!);
          continue;
        }
        let first = -1;
        f.pair[h] = NO_PAIR;
        for (let i = 0; i < this.cardsUsed; i++) {
          if (dealtHand[i] !== h) continue;
          if (first < 0) first = dealtCard[i]!;
          else {
            f.pair[h] = pairOf(first, dealtCard[i]!);
            break;
          }
        }
      }
      key += keys.showSize * keys.pairKey(f.pair);
    }
    return key;
  }

  /** The coup's facts as the rules core reads them (CoupFacts), from the kernel's arrays. */
  private fillFacts(outcome: number): void {
    const c = this.c;
    const f = this.coupFacts;
    const { total, held, third, tens, drewOn } = this;
    for (let h = 0; h < held.length; h++) {
      f.total[h] = c.ranking[total[h]!]!;
      f.cards[h] = held[h]!;
      f.natural[h] = this.naturalOf[h]!;
      f.third[h] = third[h]!;
      f.drewOn[h] = drewOn[h]! < 0 ? -1 : c.ranking[drewOn[h]!]!;
      f.tens[h] = tens[h]!;
      f.quiet[h] = 0; // a simulated holder always shows his natural (RC-16)
    }
    f.outcome = outcome;
  }

  /**
   * The coup's facts beyond its outcome, as the chart's rules state them. A holder's penalty
   * (drawing.penalties, RC-15): the rules core's penaltiesOn reads each penalty's condition over the
   * coup's facts, as the chart's applyPenalties does. RD-15 (punterWithBaccara): the first punter in
   * deal order whose hand ends on baccara takes the bank, unless the banker's hand does too.
   */
  private findFacts(outcome: number): void {
    const c = this.c;
    const { total, held, third, tens, drewOn } = this;
    const sides = c.resultHands.length;
    let facts = 0;
    if (c.penaltyFact >= 0) {
      // The rules core's penalty question for each side, keyed by its result and its hand's facts;
      // the coup's facts are written out only where the core has not met that key yet.
      const memo = this.penaltyMemo!;
      const { table, read } = memo;
      const { ranking, resultHands } = c;
      let rest = outcome;
      let filled = false;
      for (let r = sides - 1; r >= 0; r--) {
        const h = resultHands[r]!;
        const result = rest % 3;
        rest = (rest - result) / 3;
        const drew = drewOn[h]! < 0 ? -1 : ranking[drewOn[h]!]!;
        const key = penaltyKey(read, result, drew, this.naturalOf[h]!, 0, held[h]!, ranking[total[h]!]!, third[h]!, tens[h]!);
        let known = table[key]!;
        if (known === 0) {
          if (!filled) this.fillFacts(outcome);
          filled = true;
          known = penaltyAnswer(c, memo, key, this.coupFacts, result, h);
        }
        if (known === 2) facts |= 1 << (c.penaltyFact + r);
      }
    }
    this.bankTo = -1;
    if (c.bankPassFact >= 0 && c.ranking[total[c.bankerHand]!] !== 0) {
      for (let r = 0; r < sides; r++) {
        const h = c.resultHands[r]!;
        if (c.ranking[total[h]!] === 0) {
          this.bankTo = h;
          facts |= 1 << c.bankPassFact;
          break;
        }
      }
    }
    this.facts = facts;
  }
}

