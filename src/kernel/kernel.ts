/**
 * The compiled coup: the profile's chart played on typed arrays, with nothing allocated per coup.
 * The deal is taken in order from a real shoe; the rest of the coup's flow (the natural check, each
 * draw turn with its table cell and, where a draw rule keyed by the cards held gives one, an extra
 * card; the showdown) is the core's one walk (src/core/coup-walk.ts) with the shoe as its chance
 * source, following the chart's steps one for one. The kernel keeps
 * a record of the last coup in typed arrays so that a test can hold it against the chart's own record
 * (test/kernel-conformance.test.ts).
 *
 * What a person at the table may declare and the rules never cause is not played: no coup is
 * misdealt (RC-17), and a holder always shows a natural 8 (RC-16; see unsupportedReason). Who sits
 * where, the fund and the stakes are the chart's: a stake's result per unit depends on the coup's
 * outcome and its facts only (src/simulate/stats.ts).
 */
import type { CompiledProfile } from '../core/compile.js';
import { type ChanceSource, type ChoiceHook, type CoupHook, CoupWalk } from '../core/coup-walk.js';
import { DRAW, STAND } from '../core/draw-tables.js';
import { CARD_STRIDE, type CoupFacts, emptyFacts, NO_PAIR, pairOf } from '../core/settle.js';
import { sideTakingTheBank } from '../core/totals.js';
import type { ChoiceDecider } from './choices.js';

export { NOT_REACHED } from '../core/coup-walk.js';

/** The chance source of a real shoe: the next card at each draw, written into the coup's record. */
class ShoeCards implements ChanceSource {
  readonly kinds = 1;
  readonly branches = false;
  value = 0;
  ten = 0;
  private cards: Uint8Array = new Uint8Array(0);
  private top = 0;
  /** Cards taken since the coup began. */
  used = 0;

  constructor(
    private readonly c: CompiledProfile,
    readonly dealtCard: Uint8Array,
    readonly dealtHand: Uint8Array,
  ) {}

  /** The coup's cards are shoe[top…], the first `dealt` of them dealt. */
  start(cards: Uint8Array, top: number, dealt: number): void {
    this.cards = cards;
    this.top = top;
    this.used = dealt;
  }

  take(_k: number, h: number): number {
    const card = this.cards[this.top + this.used]!;
    this.dealtCard[this.used] = card;
    this.dealtHand[this.used] = h;
    this.used++;
    this.value = this.c.cardValue[card]!;
    this.ten = this.c.tenValued[card]!;
    return 1;
  }

  putBack(): void {}

  peek(k: number, h: number): number {
    return this.take(k, h);
  }
}

export class CoupKernel implements CoupHook, ChoiceHook {
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
  /** The last coup's outcome, an index into c.outcomes. */
  private outcome = 0;
  private readonly coupFacts: CoupFacts;
  /** By hand, the places in the deal of its first two cards (-1: not both in the deal). */
  private readonly pairAt: Int16Array;
  /** The coup's flow (src/core/coup-walk.ts) on the cards of the shoe. */
  private readonly walk: CoupWalk;
  private readonly shoe: ShoeCards;

  constructor(
    readonly c: CompiledProfile,
    private readonly choices: ChoiceDecider,
  ) {
    const hands = c.hands.length;
    this.dealtCard = new Uint8Array(c.cardsPerCoup);
    this.dealtHand = new Uint8Array(c.cardsPerCoup);
    this.shoe = new ShoeCards(c, this.dealtCard, this.dealtHand);
    this.walk = new CoupWalk(c, this.shoe, this, this, 1, true);
    ({ total: this.total, held: this.held, third: this.third, tens: this.tens, drewOn: this.drewOn } = this.walk);
    ({ action: this.action, forced: this.forced, totalAtTurn: this.totalAtTurn } = this.walk);
    this.coupFacts = emptyFacts(hands);
    this.pairAt = new Int16Array(2 * hands).fill(-1);
    for (let h = 0; h < hands; h++) {
      const places = [...c.deal.keys()].filter((i) => c.deal[i] === h);
      if (places.length >= 2) this.pairAt.set([places[0]!, places[1]!], 2 * h);
    }
  }

  /** 1 where hand h held a natural after the deal. */
  get naturalOf(): Uint8Array {
    return this.walk.naturalOf;
  }

  /** Plays one coup from the cards at shoe[top…]; returns the outcome's index in c.outcomes. */
  play(shoe: Uint8Array, top: number): number {
    const { walk, dealtCard, dealtHand } = this;
    const { deal, cardValue, tenValued } = this.c;
    walk.clear();
    // The deal: the shoe's next cards in deal order.
    for (let i = 0; i < deal.length; i++) {
      const h = deal[i]!;
      const card = shoe[top + i]!;
      dealtCard[i] = card;
      dealtHand[i] = h;
      walk.dealCard(h, cardValue[card]!, tenValued[card]!);
    }
    this.shoe.start(shoe, top, deal.length);
    walk.play(1, deal.length);
    return this.outcome;
  }

  /** A choice the table leaves: the policy's decider answers it. */
  choose(_walk: CoupWalk, _t: number, _h: number, cell: number): number {
    return this.choices.draws(cell) ? DRAW : STAND;
  }

  /** The coup is over: its outcome, its facts and its key. */
  coup(_walk: CoupWalk, outcome: number): void {
    const c = this.c;
    this.cardsUsed = this.shoe.used;
    this.outcome = outcome;
    if (c.facts.length > 0) this.findFacts(outcome);
    if (c.keys.readsMore) this.key = this.keyOf(outcome);
  }

  /**
   * The key of the coup's facts (src/core/settle.ts SettleKeys): each hand's total by its last digit,
   * its cards, its natural after the deal, its third card's value and its first two cards' pair.
   */
  private keyOf(outcome: number): number {
    const keys = this.c.keys;
    const f = this.coupFacts;
    const { held, dealtCard, dealtHand } = this;
    let key = this.walk.showKey(outcome);
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
    if (keys.reads.atoms.length > 0) {
      // The card tests read every card of the coup, each hand's in the order it took them.
      f.card.fill(-1);
      const n = new Int32Array(held.length);
      for (let i = 0; i < this.cardsUsed; i++) {
        const h = dealtHand[i]!;
        if (n[h]! < CARD_STRIDE) f.card[h * CARD_STRIDE + n[h]!] = dealtCard[i]!;
        n[h]!++;
      }
      key += keys.showSize * keys.pairStates * keys.atomBits(f);
    }
    return key;
  }

  /**
   * The coup's facts beyond its outcome, as the chart's rules state them. A holder's penalty
   * (drawing.penalties, RC-15): the rules core's penalty question for each side, read off the coup's
   * facts (CoupWalk.penaltyBits), as the chart's applyPenalties asks it. RD-15 (punterWithBaccara):
   * the first punter in deal order whose hand ends on baccara takes the bank, unless the banker's
   * hand does too.
   */
  private findFacts(outcome: number): void {
    const c = this.c;
    const total = this.total;
    const sides = c.resultHands.length;
    let facts = 0;
    if (c.penaltyFact >= 0) facts |= this.walk.penaltyBits(outcome) << c.penaltyFact;
    this.bankTo = -1;
    if (c.bankPassFact >= 0) {
      const r = sideTakingTheBank(total[c.bankerHand]!, sides, (s) => total[c.resultHands[s]!]!);
      if (r >= 0) {
        this.bankTo = c.resultHands[r]!;
        facts |= 1 << c.bankPassFact;
      }
    }
    this.facts = facts;
  }
}
