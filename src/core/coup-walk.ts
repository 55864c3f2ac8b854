/**
 * The coup's flow, written once: after the deal, the naturals (and whether one ends the coup), each
 * draw turn in order with its table cell, the card it draws and, where a draw rule keyed by the
 * cards held gives one (drawing.extraCards, RC-13), an extra card; then the showdown. The compiled
 * kernel plays it on a real shoe (one card at each draw), the exact enumerators and the solver walk
 * it over value classes with their counts (every card a draw may take, each weighed by its copies
 * left, the hands put back as they were after each).
 *
 * What is not the flow stays with its caller: how the deal is walked (card by card, hand pair by
 * hand pair, from a shoe), what a finished coup is counted under (CoupHook: an outcome, a settle
 * key, an information set's group, a record) and who decides a choice the table leaves
 * (ChoiceHook: a policy's weights, path labels, a seeded decider, both ways for a solver).
 */

import {
  type CompiledProfile,
  type PenaltyMemo,
  penaltyAnswer,
  penaltyBankerPart,
  penaltyKey,
  penaltyMemoOf,
} from './compile.js';
import { CHOICE, DRAW, STAND, takesExtraCard } from './draw-tables.js';
import { outcomeIndex } from './result-rules.js';
import { type CoupFacts, DREW_SPAN, emptyFacts } from './settle.js';
import { isTenValuedValue } from './totals.js';

/** Where the cards of a coup come from. */
export interface ChanceSource {
  /** How many kinds of card the next one may be: value classes, or 1 for the next card of a shoe. */
  readonly kinds: number;
  /** Whether the walk tries every kind (then it puts each hand back as it was after trying them). */
  readonly branches: boolean;
  /** The value and ten-valuedness (1 or 0) of the card last taken. */
  readonly value: number;
  readonly ten: number;
  /** Takes a card of kind k for hand h (-1: a card of the deal); returns how many such cards there were (0: none, skip it). */
  take(k: number, h: number): number;
  /** Puts the card of kind k back. */
  putBack(k: number): void;
  /** As take, for the coup's last card: nothing is drawn after it, so it need not come out of the source. */
  peek(k: number, h: number): number;
}

/** What happens at the end of a coup: the walk's hands hold their final cards. */
export interface CoupHook {
  /**
   * A finished coup of this outcome (an index into c.outcomes) that took `used` cards, of weight w;
   * n: the copies of its last card where the coup ended on the last turn's draw, w counting them
   * (1 otherwise), for a hook that weighs in doubles and rounds as it did per card.
   */
  coup(walk: CoupWalk, outcome: number, used: number, w: number, n: number): void;
}

/**
 * A choice the table leaves (a CHOICE cell of turn t, hand h, in column col): the hook answers STAND
 * or DRAW, for the walk to go on that way as if the table had said it, or goes on itself with
 * walk.stand(t, …) and/or walk.draw(t, h, …), with the weights (and used-card slots) it gives them,
 * and answers WENT_ON.
 */
export interface ChoiceHook {
  choose(walk: CoupWalk, t: number, h: number, cell: number, col: number, w: number, used: number): number;
}

/** A choice hook's answer where it went on with the coup itself (both ways, or one weighed). */
export const WENT_ON = -2;

/** A turn no coup reached (CoupWalk.action). */
export const NOT_REACHED = -1;

/** The most combinations of final totals the showdown reads off a table (else outcomeIndex each time). */
const MOST_TOTALS = 1 << 12;

/** Value classes with their counts: each distinct card value and how many cards of the shoe carry it. */
export class ValueClasses implements ChanceSource {
  readonly branches = true;
  readonly kinds: number;
  readonly classValue: Int32Array;
  /** By class, 1 where its cards are ten-valued: a card's value decides it (CompiledProfile.tenValued). */
  readonly classTen: Uint8Array;
  /** The cards of each class still in the shoe. */
  readonly remaining: Float64Array;
  value = 0;
  ten = 0;

  /** `infinite`: cards are drawn with replacement, each class weighed by its count every time. */
  constructor(
    counts: ReadonlyMap<number, number>,
    readonly infinite = false,
  ) {
    this.classValue = Int32Array.from(counts.keys());
    this.classTen = Uint8Array.from(this.classValue, (v) => (isTenValuedValue(v) ? 1 : 0));
    this.remaining = Float64Array.from(counts.values());
    this.kinds = this.classValue.length;
  }

  /** The classes of `decks` full decks, in the order of the card codes' values. */
  static ofDecks(c: CompiledProfile, decks: number): ValueClasses {
    return new ValueClasses(valueCounts(c, Array(13).fill(4 * decks)));
  }

  take(k: number): number {
    const n = this.remaining[k]!;
    if (n === 0) return 0;
    this.value = this.classValue[k]!;
    this.ten = this.classTen[k]!;
    if (!this.infinite) this.remaining[k] = n - 1;
    return n;
  }

  putBack(k: number): void {
    if (!this.infinite) this.remaining[k] = this.remaining[k]! + 1;
  }

  peek(k: number): number {
    const n = this.remaining[k]!;
    if (n === 0) return 0;
    this.value = this.classValue[k]!;
    this.ten = this.classTen[k]!;
    return n;
  }
}

/**
 * How many cards of each value a shoe holds, from its cards of each rank (A, 2 … 9, T, J, Q, K), in
 * the order of the card codes' values (a class is kept where it has no card left: take skips it).
 */
export function valueCounts(c: CompiledProfile, byRank: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (let r = 0; r < 13; r++) counts.set(c.cardValue[r]!, (counts.get(c.cardValue[r]!) ?? 0) + byRank[r]!);
  return counts;
}

/**
 * The deal card by card, in deal order, over value classes: every card each place may take, weighed
 * by its count, the class dealt at place i kept in classAt[i] (for what reads the dealt cards'
 * ranks or values); `done(w)` for each whole deal of weight w, the hands as dealt.
 */
export function dealCardByCard(
  walk: CoupWalk,
  source: ChanceSource,
  classAt: Int32Array,
  done: (w: number) => void,
  i = 0,
  w = 1,
): void {
  const deal = walk.c.deal;
  if (i === deal.length) {
    done(w);
    return;
  }
  const h = deal[i]!;
  const t0 = walk.total[h]!;
  const held0 = walk.held[h]!;
  const tens0 = walk.tens[h]!;
  for (let k = 0; k < source.kinds; k++) {
    const n = source.take(k, -1); // -1: a card of the deal, not a draw
    if (n === 0) continue;
    walk.dealCard(h, source.value, source.ten);
    classAt[i] = k;
    dealCardByCard(walk, source, classAt, done, i + 1, w * n);
    walk.setHand(h, t0, held0, tens0);
    source.putBack(k);
  }
}

export class CoupWalk {
  /** Each hand's total, card count, third card's value (-1 without one), ten-valued cards, and the total it drew its third card on (-1: none). */
  readonly total: Int32Array;
  readonly held: Int32Array;
  readonly third: Int32Array;
  readonly tens: Int32Array;
  readonly drewOn: Int32Array;
  /** How many hands held a natural after the deal. */
  naturals = 0;
  /** 1 where hand h held a natural after the deal (by hand: a full domestic table has 34 hands, more than a bit mask holds). */
  readonly naturalOf: Uint8Array;
  /** Bit h set when hand h changed since penaltyBits last read it (-1: every hand, a new deal). */
  changed = -1;
  /** With `trace`: per turn STAND, DRAW or NOT_REACHED, whether the table forced it, the hand's total then (a choice's action is its hook's to write). */
  readonly action: Int8Array;
  readonly forced: Uint8Array;
  readonly totalAtTurn: Int32Array;
  /** The weight of a turn that takes no decision between ways: the choices' common scale (1 without one). */
  readonly scale: number;
  /** scale to the number of turns: a coup a natural ends passes every turn at that weight. */
  private readonly scaleT: number;
  private readonly turns: number;
  /** The outcome by the final totals where no hand holds a natural (index: totals, the first hand least significant), or empty. */
  private readonly plainOutcome: Int32Array;
  /** By hand: its total's weight in plainOutcome's index (span^h). */
  private readonly stride: Int32Array;
  // RC-15, the holder's penalties: each side's penalty key less its result, the bits by outcome
  // while no side's hand changes (valid where bitsAt's generation is the current one).
  private readonly memo: PenaltyMemo | undefined;
  private readonly facts: CoupFacts;
  private readonly sideKey: Int32Array;
  /** The hands whose change changes a penalty's answer: the sides', and the banker's where a penalty reads it (RC-16). */
  private readonly watched: number;
  /** RC-16: the banker's part of every side's penalty key (penaltyBankerPart; 0 where no penalty reads his hand). */
  private bankerPart = 0;
  private readonly resultOf: Int32Array;
  private readonly bitsAt: Int32Array;
  private readonly bitsGen: Int32Array;
  private gen = 0;

  constructor(
    readonly c: CompiledProfile,
    readonly source: ChanceSource,
    private readonly onCoup: CoupHook,
    private readonly onChoice: ChoiceHook,
    scale = 1,
    private readonly trace = false,
  ) {
    const H = c.hands.length;
    const T = c.turnHand.length;
    this.total = new Int32Array(H);
    this.held = new Int32Array(H);
    this.third = new Int32Array(H).fill(-1);
    this.tens = new Int32Array(H);
    this.drewOn = new Int32Array(H).fill(-1);
    this.naturalOf = new Uint8Array(H);
    this.action = new Int8Array(trace ? T : 0).fill(NOT_REACHED);
    this.forced = new Uint8Array(trace ? T : 0);
    this.totalAtTurn = new Int32Array(trace ? T : 0);
    this.scale = scale;
    this.turns = T;
    let scaleT = 1;
    for (let t = 0; t < T; t++) scaleT *= scale;
    this.scaleT = scaleT;
    const span = c.totalSpan;
    this.plainOutcome = new Int32Array(span ** H <= MOST_TOTALS ? span ** H : 0);
    this.stride = Int32Array.from({ length: H }, (_, h) => (this.plainOutcome.length > 0 ? span ** h : 0));
    for (let i = 0; i < this.plainOutcome.length; i++) {
      const totals = Int32Array.from({ length: H }, (_, h) => Math.floor(i / span ** h) % span);
      this.plainOutcome[i] = outcomeIndex(c, totals, new Uint8Array(H)); // no hand on a natural
    }
    const S = c.resultHands.length;
    const O = c.outcomeCount;
    this.memo = c.penaltyFact >= 0 ? penaltyMemoOf(c) : undefined;
    this.facts = emptyFacts(H);
    this.sideKey = new Int32Array(S);
    this.watched = this.memo
      ? c.resultHands.reduce((a, h) => a | (1 << h), 0) | (this.memo.readsBanker ? 1 << c.bankerHand : 0)
      : 0;
    // By outcome and side: the side's result (digit r of the outcome in base 3, the first side the most significant).
    this.resultOf = this.memo
      ? Int32Array.from({ length: O * S }, (_, i) => Math.floor(Math.floor(i / S) / 3 ** (S - 1 - (i % S))) % 3)
      : new Int32Array(0);
    this.bitsAt = new Int32Array(this.memo ? O : 0);
    this.bitsGen = new Int32Array(this.memo ? O : 0).fill(-1);
  }

  /** A hand's total with a card of value v added to t: by its last digit where the profile counts so. */
  totalWith(t: number, v: number): number {
    return this.c.unitsDigit ? (t + v) % 10 : t + v;
  }

  /** Empties every hand for a new deal. */
  clear(): void {
    const { total, held, third, tens, drewOn } = this;
    for (let h = 0; h < total.length; h++) {
      total[h] = 0;
      held[h] = 0;
      third[h] = -1;
      tens[h] = 0;
      drewOn[h] = -1;
    }
    if (this.trace) for (let t = 0; t < this.turns; t++) this.action[t] = NOT_REACHED;
  }

  /** A card of the deal (value v, ten 1 where ten-valued) to hand h. */
  dealCard(h: number, v: number, ten: number): void {
    this.total[h] = this.totalWith(this.total[h]!, v);
    this.tens[h] = this.tens[h]! + ten;
    if (++this.held[h]! === 3) this.third[h] = v;
  }

  /** Sets hand h as a deal walker puts it back (or deals it two cards at once). */
  setHand(h: number, total: number, held: number, tens: number): void {
    this.total[h] = total;
    this.held[h] = held;
    this.tens[h] = tens;
    if (held < 3) this.third[h] = -1;
  }

  /**
   * The deal is over, of weight w, having taken `used` cards: the naturals, then the turns, or the
   * showdown where a natural ends the coup.
   */
  play(w: number, used: number): void {
    const { c, total, held, naturalOf } = this;
    let naturals = 0;
    for (let h = 0; h < held.length; h++) {
      const n = held[h] === 2 && c.natural[total[h]!] === 1 ? 1 : 0;
      naturalOf[h] = n;
      naturals += n;
    }
    this.naturals = naturals;
    this.changed = -1;
    // A natural ends the coup; where it stops only its own hand, only the banker's does.
    const coupEnds = c.naturalStopsOwnHand ? c.bankerHand >= 0 && naturalOf[c.bankerHand] === 1 : naturals !== 0;
    if (coupEnds) this.onCoup.coup(this, this.outcome(), used, w * this.scaleT, 1);
    else this.turn(0, w, used);
  }

  /** Turn t and those after it, then the showdown. */
  turn(t: number, w: number, used: number): void {
    const { c, trace, scale, turns } = this;
    // The turns that draw no card follow in this loop; a draw or a choice goes on from its own call.
    for (; t < turns; t++, w *= scale) {
      const h = c.turnHand[t]!;
      if (this.naturalOf[h] === 1) continue; // a hand on a natural takes no turn
      const total = this.total[h]!;
      if (trace) {
        this.totalAtTurn[t] = total;
        this.forced[t] = 1;
      }
      if (this.held[h]! >= c.maxCards) {
        if (trace) this.action[t] = STAND;
        continue;
      }
      const a = c.turnAgainst[t]!;
      const col = a < 0 || this.third[a]! < 0 ? 0 : this.third[a]! + 1;
      const cell = (t * c.totalSpan + total) * c.columns + col; // cellIndex, inline in the hot loop
      let act = c.cells[cell]!;
      if (act === CHOICE) {
        if (trace) this.forced[t] = 0;
        act = this.onChoice.choose(this, t, h, cell, col, w, used);
        if (act === WENT_ON) return;
      } else if (act !== STAND && act !== DRAW) throw new Error(`${c.hands[h]} on ${total} has no cell in its table`); // excluded by the loader
      if (trace) this.action[t] = act;
      if (act === STAND) continue;
      if (this.source.branches) {
        this.draw(t, h, w * scale, used);
        return;
      }
      used = this.drawOne(h, used); // a real shoe: one card, and the turns after it in this loop
    }
    this.onCoup.coup(this, this.outcome(), used, w, 1);
  }

  /** Turn t's hand stands: the turns after it. */
  stand(t: number, w: number, used: number): void {
    this.turn(t + 1, w, used);
  }

  /** Turn t's hand h draws a card (and, where drawing.extraCards gives one, another), then the turns after it. */
  draw(t: number, h: number, w: number, used: number): void {
    const { total, held, third, tens, drewOn, source } = this;
    if (!source.branches) {
      this.turn(t + 1, w, this.drawOne(h, used));
      return;
    }
    const t0 = total[h]!;
    const held0 = held[h]!;
    const third0 = third[h]!;
    const tens0 = tens[h]!;
    const drewOn0 = drewOn[h]!;
    // The last turn's draws are the walk's leaves where no extra card may follow: each ends the coup,
    // so none is taken out of the source (peek), and where no hand holds a natural each card's
    // outcome is read off the totals' table directly.
    const leaf = t === this.turns - 1 && !this.c.fourthCard;
    const plain = leaf && this.naturals === 0 && this.plainOutcome.length > 0;
    const stride = this.stride[h]!;
    const base = plain ? this.totalsIndex() - t0 * stride : 0;
    const kinds = source.kinds;
    for (let k = 0; k < kinds; k++) {
      const n = leaf ? source.peek(k, h) : source.take(k, h);
      if (n === 0) continue;
      this.takeCard(h, t0, held0, tens0, source.value, source.ten);
      if (leaf) {
        this.onCoup.coup(
          this,
          plain ? this.plainOutcome[base + total[h]! * stride]! : this.outcome(),
          used + 1,
          w * n,
          n,
        );
        continue;
      }
      if (this.takesExtra(h)) this.draw(t, h, w * n, used + 1);
      else this.turn(t + 1, w * n, used + 1);
      source.putBack(k);
    }
    total[h] = t0;
    held[h] = held0;
    third[h] = third0;
    tens[h] = tens0;
    drewOn[h] = drewOn0;
    this.changed |= 1 << h;
  }

  /** A source of one card a draw (a real shoe): hand h's card, and another where a draw rule gives it; returns the cards used. */
  private drawOne(h: number, used: number): number {
    const source = this.source;
    do {
      source.take(0, h);
      this.takeCard(h, this.total[h]!, this.held[h]!, this.tens[h]!, source.value, source.ten);
      used++;
    } while (this.takesExtra(h));
    return used;
  }

  /** Hand h, which held held0 cards for t0 with tens0 ten-valued, takes a card of value v (ten: 1 where ten-valued). */
  private takeCard(h: number, t0: number, held0: number, tens0: number, v: number, ten: number): void {
    this.held[h] = held0 + 1;
    if (held0 === 2) {
      this.drewOn[h] = t0; // RC-15 reads the total a hand drew its third card on
      this.third[h] = v;
    }
    this.total[h] = this.totalWith(t0, v);
    this.tens[h] = tens0 + ten;
    this.changed |= 1 << h;
  }

  /**
   * Whether hand h, having just drawn, takes one card more in the same turn: a draw rule keyed by the
   * cards held (drawing.extraCards; RC-13: three ten-valued cards take a fourth).
   */
  private takesExtra(h: number): boolean {
    return this.c.fourthCard && takesExtraCard(this.c, this.held[h]!, this.tens[h]!, this.total[h]!);
  }

  /** The finished coup's outcome, an index into c.outcomes. */
  outcome(): number {
    if (this.naturals !== 0 || this.plainOutcome.length === 0) return outcomeIndex(this.c, this.total, this.naturalOf);
    return this.plainOutcome[this.totalsIndex()]!;
  }

  /** The hands' totals as an index into plainOutcome. */
  private totalsIndex(): number {
    const { total } = this;
    const span = this.c.totalSpan;
    let i = 0;
    for (let h = total.length - 1; h >= 0; h--) i = i * span + total[h]!;
    return i;
  }

  /**
   * The key of the finished coup's facts without its pairs, as SettleKeys.showKey computes it from
   * the same tables: each hand's total by its last digit, its cards, its natural, its third card.
   */
  showKey(outcome: number): number {
    const { c, total, held, third, drewOn } = this;
    const { shapeIndex, thirdSpan, weights } = c.keys;
    const ranking = c.ranking;
    let key = outcome;
    for (let h = 0; h < held.length; h++) {
      const drew = drewOn[h]! < 0 ? -1 : ranking[drewOn[h]!]!;
      const shape =
        shapeIndex[((held[h]! * 2 + this.naturalOf[h]!) * thirdSpan + third[h]! + 1) * DREW_SPAN + drew + 1]!;
      key += shape * weights[2 * h]! + ranking[total[h]!]! * weights[2 * h + 1]!;
    }
    return key;
  }

  /** The finished coup's facts as the rules core reads them (CoupFacts). */
  factsOf(outcome: number, f: CoupFacts = this.facts): CoupFacts {
    const { c, total, held, third, tens, drewOn } = this;
    for (let h = 0; h < held.length; h++) {
      f.total[h] = c.ranking[total[h]!]!;
      f.cards[h] = held[h]!;
      f.natural[h] = this.naturalOf[h]!;
      f.third[h] = third[h]!;
      f.drewOn[h] = drewOn[h]! < 0 ? -1 : c.ranking[drewOn[h]!]!;
      f.tens[h] = tens[h]!;
      f.quiet[h] = 0; // a holder always shows his natural (RC-16)
    }
    f.outcome = outcome;
    return f;
  }

  /**
   * RC-15: the sides whose holder incurs a penalty (bit r for side r) in the finished coup of this
   * outcome, as the rules core answers them: each side's question is keyed by its result and the
   * facts of its hand the penalties read (penaltyKey), answered the first time it is met
   * (penaltyAnswer). A side's key less its result is kept until its hand changes: most coups end on
   * the banker's draw, which changes no side's hand (nor the answer, unless a penalty reads the
   * banker's hand: RC-16's 8 made by drawing).
   */
  penaltyBits(outcome: number): number {
    const memo = this.memo!;
    const { c, sideKey } = this;
    const { ranking, resultHands } = c;
    const S = resultHands.length;
    if ((this.changed & this.watched) !== 0) {
      for (let r = 0; r < S; r++) {
        const h = resultHands[r]!;
        if ((this.changed >> h) & 1) {
          const drew = this.drewOn[h]! < 0 ? -1 : ranking[this.drewOn[h]!]!;
          // Natural: the hand's own; kept quiet: never (a holder always shows his natural, RC-16).
          sideKey[r] = penaltyKey(
            memo.read,
            0,
            drew,
            this.naturalOf[h]!,
            0,
            this.held[h]!,
            ranking[this.total[h]!]!,
            this.third[h]!,
            this.tens[h]!,
          );
        }
      }
      if (memo.readsBanker)
        this.bankerPart = penaltyBankerPart(
          memo,
          this.held[c.bankerHand]!,
          ranking[this.total[c.bankerHand]!]!,
          this.drewOn[c.bankerHand]! < 0 ? -1 : ranking[this.drewOn[c.bankerHand]!]!,
        );
      this.changed = 0;
      this.gen++;
    }
    if (this.bitsGen[outcome] === this.gen) return this.bitsAt[outcome]!;
    let bits = 0;
    for (let r = 0; r < S; r++) {
      const result = this.resultOf[outcome * S + r]!;
      const key = sideKey[r]! + this.bankerPart + result;
      let known = memo.table[key]!;
      if (known === 0) known = penaltyAnswer(c, memo, key, this.factsOf(outcome), result, resultHands[r]!);
      if (known === 2) bits |= 1 << r;
    }
    this.bitsAt[outcome] = bits;
    this.bitsGen[outcome] = this.gen;
    return bits;
  }
}
