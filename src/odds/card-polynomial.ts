/**
 * A bet that reads the colours or suits of drawn cards, counted by falling factorials per value and
 * colour (or suit) instead of by walking more kinds of card.
 *
 * In a coup, the cards whose values the walk takes have colours too; the draws and the showdown read
 * only the values. So the coup's flow is walked once, over value sequences (every value one copy,
 * drawn with replacement: each distinct ordered coup once, whatever the shoe), and at each finished
 * coup every way of giving its read cards a class (value by colour, or by suit) is tried: each way is
 * a key the settle rules read (its card tests' bits), and it weighs, in a shoe of n_f cards of class
 * f and n_v of value v,
 *
 *     Π_f (n_f)_{k_f} · Π_v (n_v − Σ_{f ⊂ v} k_f)_{u_v}
 *
 * (falling factorials), k_f its read cards of class f, u_v its cards of value v that nothing reads.
 * That depends on the coup only through the multiset of those classes and values (its "term"), so
 * the walk sums each term's coups by settle key once; any shoe's counts are then the terms' weights
 * times their sums: every shoe size of a par sheet, and any composition by card, without walking
 * again. Exact: the weights are whole numbers, the sums BigInt.
 *
 * What it takes: two hands, no holder's penalty, no choice left to a policy, no pair read (the pairs
 * are split off the deal by src/odds/exact.ts's DealCards, fast already), and card tests that read
 * a drawn card's colour or suit (a third card, a hand's colours, the coup's red cards). Elsewhere the
 * walk of exact.ts counts as before.
 */
import type { CompiledProfile } from '../core/compile.js';
import type { SlotShape } from '../core/coup-count.js';
import { type CoupHook, CoupWalk, dealCardByCard, ValueClasses } from '../core/coup-walk.js';
import { reachableChoices } from '../core/policy.js';
import { CARD_STRIDE, type CoupFacts, colourOf, emptyFacts } from '../core/settle.js';
import { PolicyChoices } from './policy-choices.js';
import { suitPools } from './suit-symmetry.js';

/** The most ways a coup's read cards may be classed (past it, the walk of exact.ts counts). */
const MOST_WAYS = 4096;

/** Whether a compiled group of bets is counted here (see the file's comment), and with which classes. */
export function cardPolynomialClasses(c: CompiledProfile): FineClasses | undefined {
  const r = c.keys.reads;
  if (c.hands.length !== 2 || c.penaltyFact >= 0 || r.pair > 0 || r.atoms.length === 0) return undefined;
  if (r.rank || !(r.suit || r.colour) || reachableChoices(c).length > 0) return undefined;
  // A finished coup's code (CardPolynomial.coup) must stay exact in doubles: its settle key's part times 2^36 at most.
  if (c.keys.showSize >= 2 ** 16 || CARD_STRIDE > 7) return undefined;
  const fine = fineClasses(c);
  // Every read card of a six-card coup classed: a bound on the ways tried at each finished coup.
  const most = Math.max(...fine.ofValue.map((f) => f.length));
  return most ** c.cardsPerCoup <= MOST_WAYS ? fine : undefined;
}

/** The classes of card the tests tell apart within each value: by colour, or by suit. */
export interface FineClasses {
  /** By class: its value class (ValueClasses' order) and the card codes it holds. */
  readonly valueOfClass: readonly number[];
  readonly codes: readonly (readonly number[])[];
  /** By value class: its classes. */
  readonly ofValue: readonly (readonly number[])[];
}

function fineClasses(c: CompiledProfile): FineClasses {
  const r = c.keys.reads;
  const values = [...new Set(Array.from(c.cardValue.slice(0, 13)))];
  const sign = (code: number) => (r.suit ? Math.floor(code / 13) : colourOf(code));
  const byKey = new Map<string, number[]>();
  for (let code = 0; code < 52; code++) {
    const key = `${values.indexOf(c.cardValue[code]!)}|${sign(code)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), code]);
  }
  const codes = [...byKey.values()];
  const valueOfClass = codes.map((g) => values.indexOf(c.cardValue[g[0]!]!));
  const ofValue = values.map((_, v) => valueOfClass.flatMap((x, f) => (x === v ? [f] : [])));
  return { valueOfClass, codes, ofValue };
}

/**
 * A source of one copy of every value, drawn with replacement, that keeps the coup's cards in order
 * with their hands (the deal's by place, each draw as taken, the last turn's peeked card).
 */
class ValueOrders extends ValueClasses {
  readonly drawnClass: Int32Array;
  readonly drawnHand: Int32Array;
  drawn = 0;
  peekClass = -1;
  peekHand = -1;

  constructor(c: CompiledProfile) {
    const ones = new Map<number, number>();
    for (const v of c.cardValue) ones.set(v, 1);
    super(ones, true);
    this.drawnClass = new Int32Array(c.cardsPerCoup);
    this.drawnHand = new Int32Array(c.cardsPerCoup);
  }

  override take(k: number, h = -1): number {
    this.peekHand = -1;
    if (h >= 0) {
      this.drawnClass[this.drawn] = k;
      this.drawnHand[this.drawn++] = h;
    }
    return super.take(k);
  }

  override putBack(k: number): void {
    this.peekHand = -1;
    // The walk puts back the last card it took: a draw's while one is out, else a card of the deal.
    if (this.drawn > 0) this.drawn--;
    super.putBack(k);
  }

  override peek(k: number, h = -1): number {
    this.peekClass = k;
    this.peekHand = h;
    return super.peek(k);
  }
}

/**
 * A finished coup of the walk as the classing of its cards needs it: its settle key's part without the
 * card tests (show), cards used, and its cards by how they are read. A coup's cards in a hand that
 * only a hand's colours or the coup's red cards read are alike in any order: they are kept as a
 * multiset (a group), so coups that differ only in their order are classed once.
 */
interface Finished {
  readonly show: number;
  readonly used: number;
  /** Each card read one by one (a card test of it): its place in CoupFacts.card and its value class. */
  readonly single: readonly (readonly [number, number])[];
  /** Each hand's cards read as a group: their places, and their value classes (sorted). */
  readonly groups: readonly { readonly places: readonly number[]; readonly values: readonly number[] }[];
  /** The places of the cards nothing reads, and their value classes. */
  readonly unread: readonly (readonly [number, number])[];
  /** Card counts of each hand. */
  readonly held: readonly number[];
  /** The walk's weight of all the coups it stands for. */
  w: number;
}

/**
 * The terms of a group of bets' coups (see the file's comment): prepared once by one walk, then
 * counted for any shoe (`reached`), in the slots exact.ts's finisher takes (key * slots + cards used).
 * Terms come in two forms: `even`, for a shoe whose every value's cards are spread evenly over its
 * classes (a fresh shoe, a shoe by rank), where a term's classes within a value may be relabelled
 * by their counts (the weight is the same), and exact by class, for a shoe of known cards (made on
 * first asking).
 */
export class CardPolynomial implements CoupHook {
  readonly slots: number;
  private readonly M: number;
  private readonly F: number;
  private readonly K: number;
  private readonly finished = new Map<number, Finished>();
  // A finished coup's cards as placed: each hand's count, the single cards', each group's, the unread ones'.
  private readonly held: Int32Array;
  private nSingle = 0;
  private nUnread = 0;
  private readonly nGrouped: Int32Array;
  private readonly singlePlace: Int32Array;
  private readonly singleValue: Int32Array;
  private readonly unreadPlace: Int32Array;
  private readonly unreadValue: Int32Array;
  private readonly groupPlace: Int32Array[];
  private readonly groupValue: Int32Array[];
  private readonly forms = new Map<boolean, Terms>();
  // The walk's scratch.
  private readonly source: ValueOrders;
  private readonly facts: CoupFacts;
  private readonly dealClass: Int32Array;
  private readonly readAt: (hand: number, i: number) => 0 | 1 | 2;
  private readonly groupOf: (hand: number) => number;
  /** The card tests' bits by the read cards and the hands' sizes (see classEach). */
  private readonly bitsOf = new Map<number, number>();
  /** Suit symmetry where the classes are suits: each suit's pool (-1: told apart), and the suits a classing has taken. */
  private readonly pools: Int8Array | undefined;
  private readonly suitTaken = new Int32Array(4);

  constructor(
    private readonly c: CompiledProfile,
    private readonly fine: FineClasses,
  ) {
    const M = c.cardsPerCoup;
    this.M = M;
    this.F = fine.valueOfClass.length;
    this.source = new ValueOrders(c);
    this.K = this.source.kinds;
    this.facts = emptyFacts(c.hands.length);
    this.dealClass = new Int32Array(c.deal.length);
    ({ readAt: this.readAt, groupOf: this.groupOf } = readPositions(c));
    this.pools = c.keys.reads.suit ? suitPools(c, Array(13).fill(4), undefined) : undefined;
    this.held = new Int32Array(c.hands.length);
    this.nGrouped = new Int32Array(c.hands.length);
    this.singlePlace = new Int32Array(M);
    this.singleValue = new Int32Array(M);
    this.unreadPlace = new Int32Array(M);
    this.unreadValue = new Int32Array(M);
    this.groupPlace = c.hands.map(() => new Int32Array(M));
    this.groupValue = c.hands.map(() => new Int32Array(M));
    const choices = new PolicyChoices(c, undefined, 1, M, c.keys.size, false);
    this.slots = choices.slots;
    const walk = new CoupWalk(c, this.source, this, choices, choices.D);
    dealCardByCard(walk, this.source, this.dealClass, () => walk.play(1, c.deal.length));
  }

  /** A finished coup of the walk, added to those its cards are read alike with. */
  coup(walk: CoupWalk, outcome: number, used: number, w: number): void {
    const { c, source, held } = this;
    held.fill(0);
    this.nSingle = 0;
    this.nUnread = 0;
    this.nGrouped.fill(0);
    for (let i = 0; i < c.deal.length; i++) this.place(c.deal[i]!, this.dealClass[i]!);
    for (let j = 0; j < source.drawn; j++) this.place(source.drawnHand[j]!, source.drawnClass[j]!);
    if (used > c.deal.length + source.drawn && source.peekHand >= 0) this.place(source.peekHand, source.peekClass);
    const show = walk.showKey(outcome);
    // Its code: the settle key's part, the cards used and held, then the values: the single cards'
    // in order, each group's and the unread ones' sorted (how many of each, the hands' sizes say).
    let code = show * 8 + used;
    for (let h = 0; h < held.length; h++) code = code * (CARD_STRIDE + 1) + held[h]!;
    for (let i = 0; i < this.nSingle; i++) code = code * 16 + this.singleValue[i]!;
    for (let g = 0; g < this.nGrouped.length; g++) {
      const values = this.groupValue[g]!;
      sortSmall(values, this.nGrouped[g]!);
      for (let i = 0; i < this.nGrouped[g]!; i++) code = code * 16 + values[i]!;
    }
    sortSmall(this.unreadValue, this.nUnread);
    for (let i = 0; i < this.nUnread; i++) code = code * 16 + this.unreadValue[i]!;
    const had = this.finished.get(code);
    if (had) had.w += w;
    else this.finished.set(code, this.finishedNow(show, used, w));
  }

  /** Hand h's next card, of value class k, kept by how the card tests read it. */
  private place(h: number, k: number): void {
    const i = this.held[h]!++;
    const at = h * CARD_STRIDE + i;
    const read = this.readAt(h, i);
    if (read === 1) {
      this.singlePlace[this.nSingle] = at;
      this.singleValue[this.nSingle++] = k;
    } else if (read === 2) {
      const g = this.groupOf(h);
      this.groupPlace[g]![this.nGrouped[g]!] = at;
      this.groupValue[g]![this.nGrouped[g]!++] = k;
    } else {
      this.unreadPlace[this.nUnread] = at;
      this.unreadValue[this.nUnread++] = k;
    }
  }

  /** The coup now placed, as a Finished (its group's and unread places in any order: their tests do not read it). */
  private finishedNow(show: number, used: number, w: number): Finished {
    const single = Array.from(
      { length: this.nSingle },
      (_, i) => [this.singlePlace[i]!, this.singleValue[i]!] as const,
    );
    const groups = this.groupValue.map((values, g) => ({
      places: Array.from(this.groupPlace[g]!.subarray(0, this.nGrouped[g]!)),
      values: Array.from(values.subarray(0, this.nGrouped[g]!)),
    }));
    const unread = Array.from(
      { length: this.nUnread },
      (_, i) => [this.unreadPlace[i]!, this.unreadValue[i]!] as const,
    );
    return { show, used, single, groups, unread, held: Array.from(this.held), w };
  }

  /** The terms of one form, made on first asking: every finished coup's every way of classing its read cards. */
  private terms(even: boolean): Terms {
    let terms = this.forms.get(even);
    if (!terms) {
      terms = new Terms(this.F, this.K, this.M, this.fine);
      for (const x of this.finished.values()) this.classEach(x, terms, even);
      this.forms.set(even, terms);
    }
    return terms;
  }

  /**
   * Each way of classing a finished coup's read cards: a card read alone, each class of its value; a
   * group's cards of one value, each split of them over its value's classes (as many ways as the
   * multinomial says); each with its settle key, added to its term.
   */
  private classEach(x: Finished, terms: Terms, even: boolean): void {
    const { facts: f, fine, c } = this;
    const keys = c.keys;
    f.card.fill(-1);
    for (let h = 0; h < x.held.length; h++) f.cards[h] = x.held[h]!;
    for (const [at, k] of x.unread) f.card[at] = fine.codes[fine.ofValue[k]![0]!]![0]!;
    // The choices, in order: each single card's class, then each group's split of each of its values.
    const choices: { readonly options: readonly (readonly number[])[]; readonly places: readonly number[] }[] = [];
    for (const [at, k] of x.single) choices.push({ options: fine.ofValue[k]!.map((cl) => [cl]), places: [at] });
    for (const g of x.groups)
      for (let i = 0; i < g.values.length; ) {
        let j = i;
        while (j < g.values.length && g.values[j] === g.values[i]) j++;
        choices.push({ options: splitsOf(fine.ofValue[g.values[i]!]!, j - i), places: g.places.slice(i, j) });
        i = j;
      }
    const picked: number[] = [];
    const items: number[] = [];
    // Suits no test tells apart, in an even shoe: taken in order of first appearance (a new one
    // weighed by the suits of its pool not yet taken), where every card is read alone.
    const pools = even && x.groups.every((g) => g.places.length === 0) ? this.pools : undefined;
    const taken = this.suitTaken;
    const readPlaces = [...x.single.map(([at]) => at), ...x.groups.flatMap((g) => g.places)];
    const heldCode = x.held.reduce((a, n) => a * (CARD_STRIDE + 1) + n, 0);
    const go = (i: number, ways: number) => {
      if (i === choices.length) {
        // The card tests read only the read cards (and how many each hand holds): their bits kept by them,
        // where they are few (past four, the tests are quicker than the keeping).
        let bits: number | undefined;
        if (readPlaces.length > 4) bits = keys.atomBits(f);
        else {
          let memo = heldCode;
          for (const at of readPlaces) memo = memo * 53 + f.card[at]! + 1;
          bits = this.bitsOf.get(memo);
          if (bits === undefined) {
            bits = keys.atomBits(f);
            this.bitsOf.set(memo, bits);
          }
        }
        const key = x.show + keys.showSize * keys.pairStates * bits;
        items.length = 0;
        for (const cl of picked) items.push(cl);
        for (const [, k] of x.unread) items.push(this.F + k);
        terms.add(items, even, key * this.slots + x.used, x.w * ways);
        return;
      }
      const { options, places } = choices[i]!;
      for (const option of options) {
        let times = 1;
        let suit = -1;
        if (pools && option.length === 1) {
          suit = Math.floor(fine.codes[option[0]!]![0]! / 13);
          const pool = pools[suit]!;
          if (pool >= 0 && taken[suit] === 0) {
            // Of its pool's suits not yet taken, the first stands for them all.
            let first = true;
            times = 0;
            for (let o = 0; o < 4; o++)
              if (pools[o] === pool && taken[o] === 0) {
                if (o < suit) first = false;
                times++;
              }
            if (!first) continue;
          }
          taken[suit]!++;
        }
        // A group's split: its classes in order (one per card), weighed by the orders of its cards.
        places.forEach((at, p) => {
          f.card[at] = fine.codes[option[p]!]![0]!;
        });
        const before = picked.length;
        picked.push(...option);
        go(i + 1, ways * orders(option) * times);
        picked.length = before;
        if (suit >= 0) taken[suit]!--;
      }
    };
    go(0, 1);
  }

  /**
   * Each slot's card orders for a shoe of these cards by card code: the terms' sums times their
   * weights, exact (what CoupCounts takes), and the shape its slots are laid out in.
   */
  reached(byCard: readonly number[]): { reached: Map<number, bigint>; shape: SlotShape } {
    // Even: each value's cards spread alike over its classes (so relabelling them keeps a term's weight).
    const inClass = this.fine.codes.map((codes) => codes.reduce((a, code) => a + byCard[code]!, 0));
    const even = this.fine.ofValue.every((classes) => classes.every((f) => inClass[f] === inClass[classes[0]!]));
    const N = byCard.reduce((a, x) => a + x, 0);
    return {
      reached: this.terms(even).reached(this.table(byCard)),
      shape: { N, M: this.M, slots: this.slots, outcomes: this.c.outcomes.length, scaleT: 1n },
    };
  }

  /** A shoe's n − j by class and by value (0 where below none), j = 0 … M: the factors' table. */
  private table(byCard: readonly number[]): Float64Array {
    const { F, K, M } = this;
    const table = new Float64Array((F + K) * (M + 1));
    const valueCount = new Array<number>(K).fill(0);
    this.fine.codes.forEach((codes, f) => {
      const n = codes.reduce((a, code) => a + byCard[code]!, 0);
      valueCount[this.fine.valueOfClass[f]!]! += n;
      for (let j = 0; j <= M; j++) table[f * (M + 1) + j] = Math.max(0, n - j);
    });
    for (let v = 0; v < K; v++)
      for (let j = 0; j <= M; j++) table[(F + v) * (M + 1) + j] = Math.max(0, valueCount[v]! - j);
    return table;
  }
}

/** Sorts the first n of a few numbers, in place. */
function sortSmall(a: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const x = a[i]!;
    let j = i;
    while (j > 0 && a[j - 1]! > x) {
      a[j] = a[j - 1]!;
      j--;
    }
    a[j] = x;
  }
}

/** Every way of giving m cards of one value classes of it, as a sorted list of classes (one per card). */
function splitsOf(classes: readonly number[], m: number): number[][] {
  if (m === 0) return [[]];
  const out: number[][] = [];
  const go = (from: number, left: number, acc: number[]) => {
    if (left === 0) return void out.push([...acc]);
    for (let i = from; i < classes.length; i++) go(i, left - 1, [...acc, classes[i]!]);
  };
  go(0, m, []);
  return out;
}

/** The orders of a sorted list of classes: m! / Π (copies of each)!. */
function orders(sorted: readonly number[]): number {
  let n = 1;
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    run = sorted[i] === sorted[i - 1] ? run + 1 : 1;
    n = (n * (i + 1)) / run;
  }
  return n;
}

/**
 * The terms of one form: by term (a multiset of read cards' classes and unread cards' values, coded
 * as a number), its factors and its sums by slot.
 */
class Terms {
  private readonly termOf = new Map<number, number>();
  private readonly factors: Int32Array[] = [];
  private readonly sums: Map<number, number>[] = [];
  private readonly counts: Int32Array;
  private readonly sorted: Int32Array;

  constructor(
    private readonly F: number,
    private readonly K: number,
    private readonly M: number,
    private readonly fine: FineClasses,
  ) {
    this.counts = new Int32Array(F);
    this.sorted = new Int32Array(M);
  }

  get count(): number {
    return this.sums.length;
  }

  /**
   * A way of classing a coup (items: read cards' classes, then F + the values of the unread ones)
   * and its coups, added to its term; `even`: each value's classes relabelled by their counts, most
   * first (in an even shoe the weight is the same).
   */
  add(items: number[], even: boolean, slot: number, coups: number): void {
    const { F, K } = this;
    if (even) {
      const counts = this.counts;
      for (const it of items) if (it < F) counts[it]!++;
      for (let i = 0; i < items.length; i++) {
        const it = items[i]!;
        if (it >= F) continue;
        const classes = this.fine.ofValue[this.fine.valueOfClass[it]!]!;
        // Its rank among its value's classes by count (ties by class): the class it is relabelled to.
        let rank = 0;
        for (const o of classes) if (counts[o]! > counts[it]! || (counts[o] === counts[it] && o < it)) rank++;
        items[i] = -1 - classes[rank]!;
      }
      for (let i = 0; i < items.length; i++) if (items[i]! < 0) items[i] = -1 - items[i]!;
      counts.fill(0);
    }
    const sorted = this.sorted;
    const n = items.length;
    for (let i = 0; i < n; i++) sorted[i] = items[i]!;
    sortSmall(sorted, n);
    let code = 0;
    for (let i = 0; i < n; i++) code = code * (F + K + 1) + sorted[i]! + 1;
    let t = this.termOf.get(code);
    if (t === undefined) {
      t = this.sums.push(new Map()) - 1;
      this.termOf.set(code, t);
      this.factors.push(this.factorsOf(Array.from(sorted.subarray(0, n))));
    }
    const sums = this.sums[t]!;
    sums.set(slot, (sums.get(slot) ?? 0) + coups);
  }

  /**
   * A term's factors (items sorted): for a class f read k times, n_f, n_f − 1, … (table index
   * f * (M + 1) + j); for a value v unread u times after s of its cards read, n_v − s, n_v − s − 1, …
   * (index (F + v) * (M + 1) + s + j).
   */
  private factorsOf(items: readonly number[]): Int32Array {
    const { F, K, M } = this;
    const readOfValue = new Array<number>(K).fill(0);
    const factors: number[] = [];
    items.forEach((item, i) => {
      let j = 0;
      while (i - j - 1 >= 0 && items[i - j - 1] === item) j++;
      if (item < F) {
        readOfValue[this.fine.valueOfClass[item]!]!++;
        factors.push(item * (M + 1) + j);
      } else factors.push(item * (M + 1) + j + readOfValue[item - F]!);
    });
    return Int32Array.from(factors);
  }

  /** Each slot's card orders in the shoe whose factors `table` holds. */
  reached(table: Float64Array): Map<number, bigint> {
    const out = new Map<number, bigint>();
    for (let t = 0; t < this.factors.length; t++) {
      const factors = this.factors[t]!;
      let wd = 1;
      for (let i = 0; i < factors.length; i++) wd *= table[factors[i]!]!;
      if (wd === 0) continue;
      // A product of at most six factors of at most 416 is exact in doubles (416^6 < 2^53); past it, BigInt.
      let w = 1n;
      if (wd <= Number.MAX_SAFE_INTEGER) w = BigInt(wd);
      else for (let i = 0; i < factors.length; i++) w *= BigInt(table[factors[i]!]!);
      for (const [slot, n] of this.sums[t]!) out.set(slot, (out.get(slot) ?? 0n) + w * BigInt(n));
    }
    return out;
  }
}

/**
 * How the card tests read each of a hand's cards (by its place in the hand, 0 first): 1 alone (a
 * card test of that card, the cards compared across the compared hands), 2 in a group with the
 * hand's others (a hand's colours, the coup's red cards: their order does not count), 0 not at all.
 */
function readPositions(c: CompiledProfile): {
  readAt: (hand: number, i: number) => 0 | 1 | 2;
  groupOf: (hand: number) => number;
} {
  const single = c.hands.map(() => new Set<number>());
  const grouped = c.hands.map(() => false);
  let byHand = false;
  for (const a of c.keys.reads.atoms)
    for (const { hand, test: t } of a.leaves) {
      if (t.of === 'card') single[hand]!.add(t.at);
      else if (t.of === 'same') for (const h of c.resultHands) single[h]!.add(t.at);
      else if (t.of === 'colour') {
        grouped[hand] = true;
        byHand = true;
      } else grouped.fill(true);
    }
  // A card a test reads alone is classed alone; the others of a hand its colours read, as a group of
  // the hand's; where only the coup's red cards are read, of the coup's.
  return {
    readAt: (hand, i) => (single[hand]!.has(i) ? 1 : grouped[hand] ? 2 : 0),
    groupOf: (hand) => (byHand ? hand : 0),
  };
}

/**
 * A group's polynomial (compiled at any shoe size: the walk reads no count, and the keys are the same
 * at every size), or undefined where it is not counted here.
 */
export function cardPolynomialOf(c: CompiledProfile): CardPolynomial | undefined {
  const fine = cardPolynomialClasses(c);
  return fine ? new CardPolynomial(c, fine) : undefined;
}
