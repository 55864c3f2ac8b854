/**
 * The compiled coup: the profile's chart played on typed arrays, with nothing allocated per coup.
 * It follows the chart's steps one for one (the deal in order, the natural check, each draw turn with
 * its table cell, the showdown), and keeps a record of the last coup in typed arrays so that a test
 * can hold it against the chart's own record (test/kernel-conformance.test.ts).
 */
import { CHOICE, DRAW, STAND, outcomeIndex, type CompiledProfile } from './compile.js';
import type { ChoiceDecider } from './choices.js';

export const NOT_REACHED = -1;

export class CoupKernel {
  /** Each hand's total, card count, and third card's value (-1 without one). */
  readonly total: Int32Array;
  readonly held: Int32Array;
  readonly third: Int32Array;
  /** The last coup's cards in the order dealt, and the hand each went to. */
  readonly dealtCard: Uint8Array;
  readonly dealtHand: Uint8Array;
  cardsUsed = 0;
  /** Bit h set when hand h held a natural after the deal. */
  naturals = 0;
  /** Per turn: STAND, DRAW or NOT_REACHED; whether the table forced it; the hand's total then. */
  readonly action: Int8Array;
  readonly forced: Uint8Array;
  readonly totalAtTurn: Int32Array;

  constructor(
    readonly c: CompiledProfile,
    private readonly choices: ChoiceDecider,
  ) {
    const hands = c.hands.length;
    this.total = new Int32Array(hands);
    this.held = new Int32Array(hands);
    this.third = new Int32Array(hands);
    this.dealtCard = new Uint8Array(c.cardsPerCoup);
    this.dealtHand = new Uint8Array(c.cardsPerCoup);
    this.action = new Int8Array(c.turnHand.length);
    this.forced = new Uint8Array(c.turnHand.length);
    this.totalAtTurn = new Int32Array(c.turnHand.length);
  }

  /** Plays one coup from the cards at shoe[top…]; returns the outcome's index in c.outcomes. */
  play(shoe: Uint8Array, top: number): number {
    const c = this.c;
    const { total, held, third, dealtCard, dealtHand, action, forced, totalAtTurn } = this;
    const { cardValue, deal, natural, cells, turnHand, turnAgainst, unitsDigit, maxCards, totalSpan, columns } = c;
    total.fill(0);
    held.fill(0);
    third.fill(-1);
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
      if (++held[h]! === 3) third[h] = v;
    }

    let naturals = 0;
    for (let h = 0; h < held.length; h++) {
      if (held[h] === 2 && natural[total[h]!] === 1) naturals |= 1 << h;
    }
    this.naturals = naturals;

    // A natural ends the coup; where it stops only its own hand, only the banker's does.
    const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && (naturals >> c.bankerHand) & 1 : naturals !== 0;
    if (!coupEnds) {
      for (let t = 0; t < turnHand.length; t++) {
        const h = turnHand[t]!;
        if ((naturals >> h) & 1) continue; // a hand on a natural takes no turn
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
          const sum = total[h]! + v;
          total[h] = unitsDigit && sum >= 10 ? sum - 10 : sum;
          if (++held[h]! === 3) third[h] = v;
        }
      }
    }
    this.cardsUsed = used;

    return outcomeIndex(c, total, naturals);
  }
}

