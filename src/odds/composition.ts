/**
 * Exact odds from any shoe: the next coup's odds from the cards a shoe still holds, as counts by rank
 * (a Composition), where src/odds/exact.ts counts a fresh shoe.
 *
 * Two ways, one walk of the coup (src/core/coup-walk.ts):
 * - exact(comp): the enumerator of exact.ts over the composition's value classes (and its ranks and
 *   suits where the settle rules read pairs), as fractions;
 * - evaluate(comp), in doubles, fast where the bets read card values only: a coup's probability is a
 *   polynomial in the counts. A coup that takes the values v1 … vk in that order has probability
 *   n(v1) (n(v2) - [v2 = v1]) … / N (N-1) … (N-k+1), which depends only on the multiset M of its
 *   values: Π_v (n_v)_{m_v} / (N)_{|M|} (falling factorials). So the walk is run once, at
 *   preparation, over value sequences (every value one copy, drawn with replacement: each distinct
 *   ordered coup once), and each coup's outcome and each bet's net are summed by the multiset of
 *   values it used; then E = Σ_M c_M Π_v (n_v)_{m_v} / (N)_{|M|}, at most C(10 + 6, 6) = 8008
 *   multisets of up to six of ten values for Punto Banco. The weights are computed along a tree of
 *   the multisets (each one its parent with one card more: one product per multiset).
 * Where the rules read the pairs (ranks, suits), a penalty, or a banker against several sides,
 * evaluate is the exact walk in doubles (`fast` is false): see docs/odds.md for its time.
 */
import { type Card, RANKS, SUITS } from '../cards/card.js';
import { type CompiledProfile, codeOf, compileProfile } from '../core/compile.js';
import { type CoupHook, CoupWalk, dealCardByCard, ValueClasses } from '../core/coup-walk.js';
import { type Fraction, toNumber } from '../core/fraction.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { stakingsOf } from '../core/stakings.js';
import type { Profile } from '../profile/types.js';
import { exactOdds, notEnumerableReason } from './exact.js';
import { PolicyChoices } from './policy-choices.js';
import { type ExactOdds, NotEnumerable } from './result.js';

/** The shoe as counts. */
export interface Composition {
  /** Cards of each rank, A, 2 … 9, T, J, Q, K (13 whole numbers). */
  readonly byRank: readonly number[];
  /**
   * Where the suits are known (cards dealt out of a known shoe): cards of each card code, suit * 13 +
   * rank (52 whole numbers, suits S H D C). Without it each rank's cards are spread evenly over the
   * suits (read only by a suited pair).
   */
  readonly byCard?: readonly number[];
}

/** A composition that cannot be: the message says why, for the caller to locate. */
export class CompositionError extends Error {
  override name = 'CompositionError';
}

/** What a composition is made from: counts by rank, cards dealt from a fresh shoe, or a fresh shoe. */
export type CompositionSpec =
  | { readonly remaining: readonly number[] }
  | { readonly dealt: readonly Card[]; readonly decks?: number }
  | { readonly decks?: number };

/** The composition a spec gives, for the profile's decks unless the spec says how many. */
export function compositionOf(profile: Profile, spec: CompositionSpec): Composition {
  if ('remaining' in spec) {
    const counts = spec.remaining;
    if (counts.length !== 13)
      throw new CompositionError(
        `${counts.length} counts given; a shoe needs 13, one per rank A 2 3 4 5 6 7 8 9 T J Q K`,
      );
    counts.forEach((n, r) => {
      if (!Number.isSafeInteger(n) || n < 0)
        throw new CompositionError(`rank ${RANKS[r]} has ${n} cards: a count is a whole number, 0 or more`);
    });
    return { byRank: [...counts] };
  }
  const decks = spec.decks ?? profile.shoe.decks;
  const byCard = Array<number>(52).fill(decks);
  for (const card of 'dealt' in spec ? spec.dealt : []) {
    const code = codeOf(card);
    if (byCard[code] === 0)
      throw new CompositionError(
        `${card} is dealt more times than a shoe of ${decks} deck${decks === 1 ? '' : 's'} holds it (${decks})`,
      );
    byCard[code] = byCard[code]! - 1;
  }
  const byRank = RANKS.map((_, r) => SUITS.reduce((a, _s, suit) => a + byCard[suit * 13 + r]!, 0));
  return { byRank, byCard };
}

/** The cards a composition holds. */
export function cardsIn(comp: Composition): number {
  return comp.byRank.reduce((a, n) => a + n, 0);
}

/** A composition's counts as the text of --remaining: A..K, comma-separated. */
export function compositionText(comp: Composition): string {
  return comp.byRank.join(',');
}

/** The next coup's odds in doubles: each outcome's probability, each bet's expected net per unit staked. */
export interface ShoeEstimate {
  readonly outcomes: Record<string, number>;
  readonly bets: Record<string, number>;
}

export interface ShoeOdds {
  readonly profile: Profile;
  /** False where evaluate is the exact walk in doubles (the bets read ranks or suits, or not two hands). */
  readonly fast: boolean;
  /** The odds from a composition, in doubles. */
  evaluate(comp: Composition): ShoeEstimate;
  /** The exact fractions, as exactOdds gives them for a fresh shoe (with the composition said). */
  exact(comp: Composition): ExactOdds;
}

/**
 * The odds of a profile (under its policy, where its tables leave choices) prepared for any shoe:
 * the walk over value sequences, once, where the bets read card values only. Throws NotEnumerable
 * where the profile cannot be counted at all.
 */
export function prepareShoeOdds(profile: Profile, opts: { policy?: Policy; decks?: number } = {}): ShoeOdds {
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  const c = compileProfile(profile, opts.decks);
  requirePolicy(c, opts.policy);
  const exact = (comp: Composition) => {
    requireShoe(c, comp);
    return exactOdds(profile, { decks: opts.decks, policy: opts.policy, composition: comp });
  };
  const twoHands = profile.hands.length === 2 && c.penaltyFact < 0 && c.keys.reads.pair === 0;
  if (!twoHands) return { profile, fast: false, evaluate: (comp) => estimateOf(exact(comp)), exact };
  const poly = new ValuePolynomial(c, opts.policy);
  return {
    profile,
    fast: true,
    evaluate: (comp) => {
      requireShoe(c, comp);
      return poly.evaluate(comp.byRank);
    },
    exact,
  };
}

/** Refuses a composition that is not 13 whole counts, or too small for a coup. */
function requireShoe(c: CompiledProfile, comp: Composition): void {
  compositionOf(c.profile, { remaining: comp.byRank });
  const N = cardsIn(comp);
  if (N < c.cardsPerCoup)
    throw new CompositionError(
      `a shoe of ${N} card${N === 1 ? '' : 's'} is too short for a coup of ${c.profile.name}, which may take ${c.cardsPerCoup}`,
    );
}

/** Exact odds in doubles. */
export function estimateOf(o: ExactOdds): ShoeEstimate {
  const total = o.total;
  return {
    outcomes: Object.fromEntries(
      o.outcomes.map((x) => [x.id, toNumber({ num: x.count.num, den: x.count.den * total })]),
    ),
    bets: Object.fromEntries(o.bets.map((b) => [b.id, toNumber(b.ev)])),
  };
}

/**
 * A source of one copy of every value, drawn with replacement: the walk meets each distinct ordered
 * coup once, and this source keeps the multiset of values it has taken (as a code: Σ m_k · base^k).
 */
class ValueSequences extends ValueClasses {
  code = 0;
  /** The cards taken (the coup's, but for a peeked last card). */
  taken = 0;
  /** The class the last peek looked at (the coup's last card, not taken). */
  peeked = 0;
  readonly pow: Float64Array;

  constructor(c: CompiledProfile, base: number) {
    const ones = new Map<number, number>();
    for (const v of c.cardValue) ones.set(v, 1);
    super(ones, true);
    this.pow = Float64Array.from({ length: this.kinds }, (_, k) => base ** k);
  }

  override take(k: number): number {
    this.code += this.pow[k]!;
    this.taken++;
    return super.take(k);
  }

  override putBack(k: number): void {
    this.code -= this.pow[k]!;
    this.taken--;
  }

  override peek(k: number): number {
    this.peeked = k;
    return super.peek(k);
  }
}

/**
 * The coefficients c_M of the file's comment, by multiset of values M, for each outcome and each bet
 * that reads more than the outcome; a bet settled on the outcome alone is its nets times the
 * outcomes' probabilities.
 */
class ValuePolynomial implements CoupHook {
  /** The multisets of up to M values as a tree, parents first: each node its parent with one card of class cls. */
  private readonly parent: Int32Array;
  private readonly cls: Int32Array;
  /** The copies of cls the parent already holds (the falling factorial's next factor is n - held). */
  private readonly held: Int32Array;
  private readonly size: Int32Array;
  private readonly nodeOfCode = new Map<number, number>();
  /** The value of each rank's class. */
  private readonly classOfRank: Int32Array;
  /** Columns: the O outcomes, then the bets that read more than the outcome. */
  private readonly columns: number;
  private readonly O: number;
  /** The nodes with coefficients, and theirs: [row * columns + column]. */
  private rowNode: Int32Array;
  private coef: Float64Array;
  /** By bet: its column (-1: by outcome), and its nets by outcome where it has none. */
  private readonly betColumn: Int32Array;
  private readonly betNet: Float64Array[];
  private readonly betIds: string[];
  private readonly outcomeIds: readonly string[];
  // Scratch of evaluate.
  private readonly prod: Float64Array;
  private readonly count: Float64Array;
  private readonly inv: Float64Array;
  private readonly acc: Float64Array;
  // Preparation only.
  private readonly source: ValueSequences;
  private readonly walk: CoupWalk;
  private readonly readsMore: boolean;
  private readonly keyNets = new Map<number, Float64Array>();
  private readonly netOfKey: ((key: number) => Fraction)[];
  private sums = new Map<number, Float64Array>();
  private readonly allColumns: number;

  constructor(c: CompiledProfile, policy: Policy | undefined) {
    const M = c.cardsPerCoup;
    this.source = new ValueSequences(c, M + 1);
    const K = this.source.kinds;
    this.classOfRank = Int32Array.from({ length: 13 }, (_, r) => this.source.classValue.indexOf(c.cardValue[r]!));
    // The tree of multisets, by size: a child adds a class at least its parent's last.
    const parent = [-1];
    const cls = [-1];
    const held = [0];
    const size = [0];
    const counts: number[][] = [Array(K).fill(0)];
    this.nodeOfCode.set(0, 0);
    for (let i = 0; i < parent.length; i++) {
      if (size[i] === M) continue;
      for (let k = Math.max(0, cls[i]!); k < K; k++) {
        const m = [...counts[i]!];
        held.push(m[k]!);
        m[k]!++;
        counts.push(m);
        parent.push(i);
        cls.push(k);
        size.push(size[i]! + 1);
        this.nodeOfCode.set(
          m.reduce((a, n, j) => a + n * this.source.pow[j]!, 0),
          parent.length - 1,
        );
      }
    }
    this.parent = Int32Array.from(parent);
    this.cls = Int32Array.from(cls);
    this.held = Int32Array.from(held);
    this.size = Int32Array.from(size);
    this.prod = new Float64Array(parent.length);
    this.count = new Float64Array(K);
    this.inv = new Float64Array(M + 1);

    const O = c.outcomes.length;
    this.O = O;
    this.outcomeIds = c.outcomes;
    const stakings = stakingsOf(c);
    this.betIds = stakings.map((s) => s.id);
    this.readsMore = c.keys.readsMore;
    this.netOfKey = stakings.map((s) => s.netByKey ?? ((key: number) => s.net[key % O]!));
    this.allColumns = O + stakings.length;
    const choices = new PolicyChoices(c, policy, 1, M, c.keys.size, false);
    this.walk = new CoupWalk(c, this.source, this, choices, choices.D);
    dealCardByCard(this.walk, this.source, new Int32Array(c.deal.length), () => this.walk.play(1, c.deal.length));

    // A bet whose net is the same on every key of an outcome is settled by the outcome: no column.
    const scale = 1 / Number(choices.scaleT);
    this.betNet = stakings.map(() => new Float64Array(O));
    this.betColumn = new Int32Array(stakings.length).fill(-1);
    const seen = stakings.map(() => new Float64Array(O).fill(Number.NaN));
    const byOutcome = stakings.map(() => true);
    for (const [key, nets] of this.keyNets) {
      stakings.forEach((_, b) => {
        const o = key % O;
        if (Number.isNaN(seen[b]![o]!)) seen[b]![o] = nets[b]!;
        else if (seen[b]![o] !== nets[b]) byOutcome[b] = false;
      });
    }
    let columns = O;
    stakings.forEach((_, b) => {
      if (!byOutcome[b]) this.betColumn[b] = columns++;
      else this.betNet[b]!.set(seen[b]!.map((x) => (Number.isNaN(x) ? 0 : x)));
    });
    this.columns = columns;
    this.acc = new Float64Array(columns);
    const rows = [...this.sums];
    this.rowNode = Int32Array.from(rows, ([node]) => node);
    this.coef = new Float64Array(rows.length * columns);
    rows.forEach(([, sums], row) => {
      for (let o = 0; o < O; o++) this.coef[row * columns + o] = sums[o]! * scale;
      stakings.forEach((_, b) => {
        const col = this.betColumn[b]!;
        if (col >= 0) this.coef[row * columns + col] = sums[O + b]! * scale;
      });
    });
    this.sums = new Map();
  }

  /** A coup of the preparation's walk: its weight added to its multiset's outcome and bets. */
  coup(walk: CoupWalk, outcome: number, used: number, w: number): void {
    const source = this.source;
    // The leaf's last card was peeked, not taken: it is in the coup's multiset all the same.
    const code = source.code + (used > source.taken ? source.pow[source.peeked]! : 0);
    const node = this.nodeOfCode.get(code)!;
    let sums = this.sums.get(node);
    if (!sums) {
      sums = new Float64Array(this.allColumns);
      this.sums.set(node, sums);
    }
    sums[outcome] = sums[outcome]! + w;
    const key = this.readsMore ? walk.showKey(outcome) : outcome;
    let nets = this.keyNets.get(key);
    if (!nets) {
      nets = Float64Array.from(this.netOfKey, (f) => toNumber(f(key)));
      this.keyNets.set(key, nets);
    }
    for (let b = 0; b < nets.length; b++) sums[this.O + b] = sums[this.O + b]! + w * nets[b]!;
  }

  evaluate(byRank: readonly number[]): ShoeEstimate {
    const { count, inv, prod, parent, cls, held, size, acc, columns, coef, rowNode, O } = this;
    count.fill(0);
    let N = 0;
    for (let r = 0; r < 13; r++) {
      count[this.classOfRank[r]!] = count[this.classOfRank[r]!]! + byRank[r]!;
      N += byRank[r]!;
    }
    for (let s = 1; s < inv.length; s++) inv[s] = 1 / (N - s + 1);
    // Each multiset's Π_v (n_v)_{m_v} / (N)_{|M|}, one factor more than its parent's.
    prod[0] = 1;
    for (let i = 1; i < prod.length; i++) prod[i] = prod[parent[i]!]! * (count[cls[i]!]! - held[i]!) * inv[size[i]!]!;
    acc.fill(0);
    for (let row = 0, at = 0; row < rowNode.length; row++) {
      const p = prod[rowNode[row]!]!;
      for (let col = 0; col < columns; col++, at++) acc[col] = acc[col]! + p * coef[at]!;
    }
    const outcomes: Record<string, number> = {};
    for (let o = 0; o < O; o++) outcomes[this.outcomeIds[o]!] = acc[o]!;
    const bets: Record<string, number> = {};
    this.betIds.forEach((id, b) => {
      const col = this.betColumn[b]!;
      if (col >= 0) bets[id] = acc[col]!;
      else {
        let e = 0;
        for (let o = 0; o < O; o++) e += acc[o]! * this.betNet[b]![o]!;
        bets[id] = e;
      }
    });
    return { outcomes, bets };
  }
}
