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
import { withBetsOnly } from '../profile/bets.js';
import type { Profile } from '../profile/types.js';
import { type BetColumn, type ColumnSum, columnSum } from './bet-column.js';
import { groupsOf } from './bet-groups.js';
import { exactOdds, notEnumerableReason } from './exact.js';
import { handByHand } from './limits.js';
import { PolicyChoices } from './policy-choices.js';
import { type Composition, type ExactOdds, NotEnumerable } from './result.js';

export type { Composition } from './result.js';

/**
 * A composition that cannot be (a negative count, a card dealt more often than the shoe holds it, a
 * shoe too short for a coup): the message says why, for the caller to locate.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { CompositionError, compositionOf } from 'baccarat-spec/odds';
 *
 * try {
 *   compositionOf(loadProfile('punto-banco'), { remaining: [1, 2, 3] });
 * } catch (e) {
 *   if (e instanceof CompositionError) console.error(e.message); // 3 counts given; a shoe needs 13, …
 * }
 * ```
 */
export class CompositionError extends Error {
  override name = 'CompositionError';
}

/**
 * What a composition is made from: counts by rank (`remaining`, A, 2 … 9, T, J, Q, K), the very
 * cards the shoe holds (`cards`), cards dealt from a fresh shoe (`dealt`, of the profile's decks or
 * `decks`), or a fresh shoe (`{}` or `{ decks }`).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type CompositionSpec, compositionOf } from 'baccarat-spec/odds';
 *
 * const tensOut: CompositionSpec = { remaining: [32, 32, 32, 32, 32, 32, 32, 32, 32, 0, 0, 0, 0] };
 * compositionOf(loadProfile('punto-banco'), tensOut);
 * ```
 */
export type CompositionSpec =
  | { readonly remaining: readonly number[] }
  | { readonly cards: readonly Card[] }
  | { readonly dealt: readonly Card[]; readonly decks?: number }
  | { readonly decks?: number };

/**
 * The composition a spec gives, for the profile's decks unless the spec says how many; CompositionError
 * where it cannot be.
 *
 * @example
 * ```ts
 * import { loadProfile, parseCards } from 'baccarat-spec';
 * import { compositionOf, exactOdds } from 'baccarat-spec/odds';
 *
 * const profile = loadProfile('punto-banco');
 * const composition = compositionOf(profile, { dealt: parseCards('5H 5D 5C 5S') });
 * exactOdds(profile, { composition }).bets.map((b) => b.ev); // each bet's exact expectation from that shoe
 * ```
 */
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
  if ('cards' in spec) {
    const byCard = Array<number>(52).fill(0);
    for (const card of spec.cards) byCard[codeOf(card)]!++;
    return { byRank: byRankOf(byCard), byCard };
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
  return { byRank: byRankOf(byCard), byCard };
}

/** Counts by rank from counts by card code. */
function byRankOf(byCard: readonly number[]): number[] {
  return RANKS.map((_, r) => SUITS.reduce((a, _s, suit) => a + byCard[suit * 13 + r]!, 0));
}

/** The cards a composition holds. */
export function cardsIn(comp: Composition): number {
  return comp.byRank.reduce((a, n) => a + n, 0);
}

/**
 * The next coup's odds in doubles: each outcome's probability, each bet's expected net per unit
 * staked, by id (what `ShoeOdds.evaluate` gives).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { compositionOf, prepareShoeOdds, type ShoeEstimate } from 'baccarat-spec/odds';
 *
 * const profile = loadProfile('punto-banco');
 * const next: ShoeEstimate = prepareShoeOdds(profile).evaluate(compositionOf(profile, {}));
 * next.outcomes.banco;                           // 0.4585974…: Banco wins the next coup of a fresh shoe
 * ```
 */
export interface ShoeEstimate {
  readonly outcomes: Record<string, number>;
  readonly bets: Record<string, number>;
}

/**
 * A profile's odds prepared for any shoe (`prepareShoeOdds`): `evaluate` in doubles, fast where the
 * bets read card values only (`fast`), and `exact` in fractions.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { compositionOf, prepareShoeOdds, type ShoeOdds } from 'baccarat-spec/odds';
 *
 * const profile = loadProfile('ez-baccarat');
 * const odds: ShoeOdds = prepareShoeOdds(profile);
 * odds.fast;                                     // true: the bets read card values only
 * odds.exact(compositionOf(profile, { decks: 1 })).total; // card orders of a one-deck coup
 * ```
 */
export interface ShoeOdds {
  readonly profile: Profile;
  /** False where evaluate is the exact walk in doubles (the bets read ranks or suits, or not two hands). */
  readonly fast: boolean;
  /** The odds from a composition, in doubles. */
  evaluate(comp: Composition): ShoeEstimate;
  /**
   * One bet's expected net per unit from a composition, in doubles: `evaluate(comp).bets[id]`, in a
   * fraction of its time, where there is a faster way to it than every bet and outcome (the fast
   * path: the bet's columns summed into one before any shoe); absent where there is none.
   */
  evaluateBet?(comp: Composition, id: string): number;
  /** The exact fractions, as exactOdds gives them for a fresh shoe (with the composition said). */
  exact(comp: Composition): ExactOdds;
}

/**
 * The odds of a profile (under its policy, where its tables leave choices) prepared for any shoe:
 * the walk over value sequences, once, where the bets read card values only (at most a second); then
 * each composition's odds in microseconds (docs/odds.md says how long). Throws NotEnumerable where the
 * profile cannot be counted at all.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { compositionOf, prepareShoeOdds } from 'baccarat-spec/odds';
 *
 * const profile = loadProfile('punto-banco');
 * const shoe = prepareShoeOdds(profile);
 * const remaining = [32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32].map((n, r) => (r === 4 ? n - 12 : n));
 * shoe.evaluate(compositionOf(profile, { remaining })).bets.banco; // Banco's expectation with twelve fives out
 * ```
 */
export function prepareShoeOdds(
  profile: Profile,
  opts: { policy?: Policy; decks?: number; bets?: readonly string[] } = {},
): ShoeOdds {
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  // Each group of bets on the cards it reads (src/odds/bet-groups.ts), as exactOdds counts them.
  const groups = handByHand(profile) ? [profile.bets.map((b) => b.id)] : groupsOf(profile, opts.bets);
  if (groups.length === 1) return prepareGroup(profile, withBetsOnly(profile, groups[0]!), opts);
  const parts = groups.map((g) => prepareGroup(profile, withBetsOnly(profile, g), opts));
  const order = profile.bets.map((b) => b.id);
  return {
    profile,
    fast: parts.every((p) => p.fast),
    evaluate: (comp) => {
      const each = parts.map((p) => p.evaluate(comp));
      const bets: Record<string, number> = {};
      for (const id of order) for (const e of each) if (id in e.bets) bets[id] = e.bets[id]!;
      return { outcomes: each[0]!.outcomes, bets };
    },
    exact: (comp) => exactOdds(profile, { decks: opts.decks, policy: opts.policy, composition: comp, bets: opts.bets }),
  };
}

/** One group's odds prepared: `profile` the whole, `group` it with the group's bets alone. */
function prepareGroup(profile: Profile, group: Profile, opts: { policy?: Policy; decks?: number }): ShoeOdds {
  const c = compileProfile(group, opts.decks);
  requirePolicy(c, opts.policy);
  const exact = (comp: Composition) => {
    requireShoe(c, comp);
    return { ...exactOdds(group, { decks: opts.decks, policy: opts.policy, composition: comp }), profile };
  };
  // The fast path reads card values only: not a pair's ranks, nor a card test's ranks, suits or colours.
  const twoHands =
    group.hands.length === 2 && c.penaltyFact < 0 && c.keys.reads.pair === 0 && c.keys.reads.atoms.length === 0;
  if (!twoHands) return { profile, fast: false, evaluate: (comp) => estimateOf(exact(comp)), exact };
  const poly = new ValuePolynomial(c, opts.policy);
  return {
    profile,
    fast: true,
    evaluate: (comp) => {
      requireShoe(c, comp);
      return poly.evaluate(comp.byRank);
    },
    evaluateBet: (comp, id) => {
      requireShoe(c, comp);
      return poly.evaluateBet(comp.byRank, id);
    },
    exact,
  };
}

/** Refuses a composition that is not 13 whole counts (and 52 by card, adding up to them), or too small for a coup. */
export function requireShoe(c: CompiledProfile, comp: Composition): void {
  // One pass over the counts, allocating nothing (a simulation's bound asks before every coup);
  // where they are not whole, compositionOf says which is not.
  const { byRank, byCard } = comp;
  let whole = byRank.length === 13;
  let N = 0;
  for (let r = 0; whole && r < 13; r++) {
    whole = Number.isSafeInteger(byRank[r]) && byRank[r]! >= 0;
    N += byRank[r]!;
  }
  if (!whole) compositionOf(c.profile, { remaining: byRank });
  if (byCard) {
    let fits = byCard.length === 52;
    for (let r = 0; fits && r < 13; r++) {
      let sum = 0;
      for (let s = 0; fits && s < 4; s++) {
        fits = Number.isSafeInteger(byCard[s * 13 + r]) && byCard[s * 13 + r]! >= 0;
        sum += byCard[s * 13 + r]!;
      }
      fits &&= sum === byRank[r];
    }
    if (!fits)
      throw new CompositionError(
        'the counts by card are not 52 whole numbers, 0 or more, adding up to the counts by rank',
      );
  }
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
 * The coefficients c_M of the file's comment, by multiset of values M, for each outcome and either
 * each bet that reads more than the outcome or each event that moves some bet's net off its net on
 * the outcome alone, whichever are fewer (EZ Baccarat: a Banco three-card 7, which pushes Banco and
 * pays Dragon 7, and a Punto three-card 8, which pays Panda 8: two events for three bets). A bet is
 * then its nets on the outcomes times their probabilities, plus its column, or plus each event's
 * change to its net times the event's probability.
 */
class ValuePolynomial implements CoupHook {
  /**
   * The multisets of up to M values as a tree, by size, parents first: each node its parent with one
   * card of a class k at least its parent's last, whose factor in Π_v (n_v)_{m_v} is n_k - j, j the
   * copies of k the parent holds: factor[node] = k * (M + 1) + j, an index into evaluate's table.
   */
  private readonly parent: Int32Array;
  private readonly factor: Int32Array;
  /** The first node of each size 0 … M, and M + 1's: the nodes' count. */
  private readonly sizeStart: Int32Array;
  private readonly nodeOfCode = new Map<number, number>();
  private readonly M: number;
  private readonly K: number;
  /** The class of each rank's value. */
  private readonly classOfRank: Int32Array;
  /**
   * Columns: the outcomes but the last (whose probability is 1 less the others'), then the bets that
   * read more than the outcome, in groups (groupWidth): evaluate sums a group in one pass over the
   * nodes, in local sums (a loop over the columns, its sums in an array, took three times as long).
   */
  private readonly columns: number;
  private readonly O: number;
  /** By group, node and column: its coefficient, [groupBase + node * width + column % 4] (the policy's scale divided out). */
  private readonly coef: Float64Array;
  /** By bet: its nets by outcome, and the columns added to them, each times its factor. */
  private readonly betNet: Float64Array[];
  private readonly betTerms: { readonly column: number; readonly times: number }[][];
  private readonly betIds: string[];
  private readonly outcomeIds: readonly string[];
  // Scratch of evaluate.
  private readonly prod: Float64Array;
  private readonly count: Float64Array;
  private readonly table: Float64Array;
  private readonly inverse: Float64Array;
  private readonly acc: Float64Array;
  /** The groups of columns summed a pass: their widths (4, the last 2 or 4) and where their coefficients start. */
  private readonly groupWidth: Int32Array;
  private readonly groupBase: Int32Array;
  // Preparation only: by node, [node * width + column], the outcomes then every bet.
  private readonly source: ValueSequences;
  private readonly readsMore: boolean;
  private readonly keyNets = new Map<number, { readonly nets: Float64Array; readonly event: number }>();
  private readonly netOfKey: ((key: number) => Fraction)[];
  private readonly width: number;
  private sums: Float64Array;
  /** By outcome, each bet's net on the outcome alone (the facts of its key that fit it: two cards, no natural). */
  private readonly baseNets: Float64Array[];
  /** Each event (a change to the bets' nets off baseNets, by bet) and its coefficients by node. */
  private readonly eventOf = new Map<string, number>();
  private readonly eventChange: Float64Array[] = [];
  private readonly eventSums: Float64Array[] = [];
  /** By bet: its expectation as one column, by node, and a net (evaluateBet); compacted once asked for. */
  private readonly betOne: readonly { readonly base: number; readonly coef: Float64Array }[];
  private readonly betColumns = new Map<string, ColumnSum>();

  constructor(c: CompiledProfile, policy: Policy | undefined) {
    const M = c.cardsPerCoup;
    this.M = M;
    this.source = new ValueSequences(c, M + 1);
    const K = this.source.kinds;
    this.K = K;
    this.classOfRank = Int32Array.from({ length: 13 }, (_, r) => this.source.classValue.indexOf(c.cardValue[r]!));
    const parent = [-1];
    const last = [0];
    const factor = [0];
    const size = [0];
    const counts: number[][] = [Array(K).fill(0)];
    const sizeStart = [0];
    this.nodeOfCode.set(0, 0);
    for (let i = 0; i < parent.length; i++) {
      if (size[i] === M) continue;
      if (sizeStart.length === size[i]! + 1) sizeStart.push(parent.length);
      for (let k = last[i]!; k < K; k++) {
        const m = [...counts[i]!];
        factor.push(k * (M + 1) + m[k]!);
        m[k]!++;
        counts.push(m);
        parent.push(i);
        last.push(k);
        size.push(size[i]! + 1);
        this.nodeOfCode.set(
          m.reduce((a, n, j) => a + n * this.source.pow[j]!, 0),
          parent.length - 1,
        );
      }
    }
    sizeStart.push(parent.length);
    const nodes = parent.length;
    this.parent = Int32Array.from(parent);
    this.factor = Int32Array.from(factor);
    this.sizeStart = Int32Array.from(sizeStart);
    this.prod = new Float64Array(nodes);
    this.count = new Float64Array(K);
    this.table = new Float64Array(K * (M + 1));
    this.inverse = new Float64Array(M + 1);

    const O = c.outcomes.length;
    this.O = O;
    this.outcomeIds = c.outcomes;
    const stakings = stakingsOf(c);
    this.betIds = stakings.map((s) => s.id);
    this.readsMore = c.keys.readsMore;
    this.netOfKey = stakings.map((s) => s.netByKey ?? ((key: number) => s.net[key % O]!));
    this.width = O + stakings.length;
    this.sums = new Float64Array(nodes * this.width);
    this.baseNets = Array.from({ length: O }, (_, o) => Float64Array.from(this.netOfKey, (f) => toNumber(f(o))));
    // The one walk of the coup, over value sequences (no card counts: every distinct coup once).
    const choices = new PolicyChoices(c, policy, 1, M, c.keys.size, false);
    const walk = new CoupWalk(c, this.source, this, choices, choices.D);
    dealCardByCard(walk, this.source, new Int32Array(c.deal.length), () => walk.play(1, c.deal.length));

    // A bet whose net is the same on every key of an outcome is settled by the outcome: no column.
    const seen = stakings.map(() => new Float64Array(O).fill(Number.NaN));
    const byOutcome = stakings.map(() => true);
    for (const [key, { nets }] of this.keyNets) {
      const o = key % O;
      for (let b = 0; b < stakings.length; b++) {
        if (Number.isNaN(seen[b]![o]!)) seen[b]![o] = nets[b]!;
        else if (seen[b]![o] !== nets[b]) byOutcome[b] = false;
      }
    }
    // Each column's coefficients by node: the outcomes but the last, then the bets' or the events'.
    const from: ((node: number) => number)[] = Array.from(
      { length: O - 1 },
      (_, o) => (i: number) => this.sums[i * this.width + o]!,
    );
    const reading = byOutcome.filter((x) => !x).length;
    if (this.eventChange.length < reading) {
      this.betNet = stakings.map((_, b) => Float64Array.from(this.baseNets, (nets) => nets[b]!));
      this.betTerms = stakings.map(() => []);
      this.eventChange.forEach((change, e) => {
        const column = from.push((i) => this.eventSums[e]![i]!) - 1;
        change.forEach((times, b) => {
          if (times !== 0) this.betTerms[b]!.push({ column, times });
        });
      });
    } else {
      this.betNet = stakings.map((_, b) =>
        byOutcome[b] ? seen[b]!.map((x) => (Number.isNaN(x) ? 0 : x)) : new Float64Array(O),
      );
      this.betTerms = stakings.map((_, b) =>
        byOutcome[b] ? [] : [{ column: from.push((i) => this.sums[i * this.width + O + b]!) - 1, times: 1 }],
      );
    }
    const columns = from.length;
    this.columns = columns;
    const scale = 1 / Number(choices.scaleT);
    // Groups of four columns, the last of two where two or fewer are left (padded with zeros).
    const widths: number[] = [];
    for (let left = columns; left > 0; left -= 4) widths.push(left <= 2 ? 2 : 4);
    this.groupWidth = Int32Array.from(widths);
    this.groupBase = Int32Array.from(widths, (_, g) => widths.slice(0, g).reduce((a, x) => a + x, 0) * nodes);
    const padded = widths.reduce((a, x) => a + x, 0);
    this.coef = new Float64Array(padded * nodes);
    for (let col = 0; col < columns; col++) {
      const g = col >> 2;
      const wide = widths[g]!;
      for (let i = 0; i < nodes; i++) this.coef[this.groupBase[g]! + wide * i + (col & 3)] = from[col]!(i) * scale;
    }
    this.acc = new Float64Array(padded);
    this.betOne = stakings.map((_, b) => this.oneColumn(b, scale));
    this.sums = new Float64Array(0);
    this.eventSums.length = 0;
    this.keyNets.clear();
  }

  /** A coup of the preparation's walk: its weight added to its multiset's outcome and bets. */
  coup(walk: CoupWalk, outcome: number, used: number, w: number): void {
    const { source, sums, width, O } = this;
    // The leaf's last card was peeked, not taken: it is in the coup's multiset all the same.
    const code = source.code + (used > source.taken ? source.pow[source.peeked]! : 0);
    const node = this.nodeOfCode.get(code)!;
    const at = node * width;
    sums[at + outcome] = sums[at + outcome]! + w;
    const key = this.readsMore ? walk.showKey(outcome) : outcome;
    const known = this.keyNets.get(key) ?? this.newKey(key, outcome);
    const nets = known.nets;
    for (let b = 0; b < nets.length; b++) sums[at + O + b] = sums[at + O + b]! + w * nets[b]!;
    if (known.event >= 0) {
      const events = this.eventSums[known.event]!;
      events[node] = events[node]! + w;
    }
  }

  /** A key met for the first time: its bets' nets, and the event its change off the outcome's nets makes (-1: none). */
  private newKey(key: number, outcome: number): { readonly nets: Float64Array; readonly event: number } {
    const nets = Float64Array.from(this.netOfKey, (f) => toNumber(f(key)));
    const change = nets.map((x, b) => x - this.baseNets[outcome]![b]!);
    let event = -1;
    if (change.some((x) => x !== 0)) {
      const id = change.join(',');
      event = this.eventOf.get(id) ?? -1;
      if (event < 0) {
        event = this.eventChange.push(change) - 1;
        this.eventSums.push(new Float64Array(this.prod.length));
        this.eventOf.set(id, event);
      }
    }
    const known = { nets, event };
    this.keyNets.set(key, known);
    return known;
  }

  /** The factors n_k - j of the composition's value counts, and 1 / (N)_s for each size s. */
  private factorsOf(byRank: readonly number[]): void {
    const { count, table, inverse, M, K } = this;
    count.fill(0);
    let N = 0;
    for (let r = 0; r < 13; r++) {
      count[this.classOfRank[r]!] = count[this.classOfRank[r]!]! + byRank[r]!;
      N += byRank[r]!;
    }
    for (let k = 0; k < K; k++) for (let j = 0; j <= M; j++) table[k * (M + 1) + j] = count[k]! - j;
    let orders = 1;
    for (let s = 1; s <= M; s++) {
      orders *= N - s + 1;
      inverse[s] = 1 / orders;
    }
  }

  evaluate(byRank: readonly number[]): ShoeEstimate {
    const { acc, columns, O } = this;
    // Each multiset's Π_v (n_v)_{m_v} (its parent's times one factor), computed in the first pass;
    // each column's Σ_M c_M Π_v (n_v)_{m_v} / (N)_{|M|}, a group of columns a pass, by size (one
    // division a size).
    this.factorsOf(byRank);
    this.prod[0] = 1;
    for (let g = 0, col = 0; col < columns; g++) {
      if (this.groupWidth[g] === 2) this.pass2(col, this.groupBase[g]!, g === 0);
      else this.pass4(col, this.groupBase[g]!, g === 0);
      col += this.groupWidth[g]!;
    }
    // The last outcome's probability: the rest of 1 (its column is left out).
    let rest = 1;
    for (let o = 0; o < O - 1; o++) rest -= acc[o]!;
    const outcomeAt = (o: number) => (o === O - 1 ? rest : acc[o]!);
    const outcomes: Record<string, number> = {};
    for (let o = 0; o < O; o++) outcomes[this.outcomeIds[o]!] = outcomeAt(o);
    const bets: Record<string, number> = {};
    for (let b = 0; b < this.betIds.length; b++) {
      let e = 0;
      for (let o = 0; o < O; o++) e += outcomeAt(o) * this.betNet[b]![o]!;
      for (const { column, times } of this.betTerms[b]!) e += acc[column]! * times;
      bets[this.betIds[b]!] = e;
    }
    return { outcomes, bets };
  }

  /**
   * One bet's expectation (evaluateBet of ShoeOdds): its column, Σ_M k_M Π_v (n_v)_{m_v} / (N)_{|M|},
   * in one pass over the multisets it needs, plus its net where every column is 0 (src/odds/bet-column.ts).
   */
  evaluateBet(byRank: readonly number[], id: string): number {
    const sum = this.columnOf(id);
    this.factorsOf(byRank);
    return sum(this.table, this.inverse);
  }

  /**
   * A bet's expectation as one column (at preparation, from the walk's sums): since the
   * probabilities of a multiset's coups add up to its weight, E = c + Σ_M k_M Π_v (n_v)_{m_v} /
   * (N)_{|M|} with k_M the weight of M's coups times their net less c, whatever c. Of the bet's nets,
   * c is the one that leaves the fewest multisets a coefficient (Dragon 7's loss: only the multisets
   * of a three-card 7 keep one); the sums are whole weights, so a whole net leaves exact zeros.
   */
  private oneColumn(b: number, scale: number): { readonly base: number; readonly coef: Float64Array } {
    const { sums, width, O } = this;
    const nodes = this.prod.length;
    const weight = new Float64Array(nodes);
    for (let i = 0; i < nodes; i++) for (let o = 0; o < O; o++) weight[i] = weight[i]! + sums[i * width + o]!;
    const nets = new Set<number>();
    for (const { nets: n } of this.keyNets.values()) nets.add(n[b]!);
    let best = { base: 0, coef: new Float64Array(nodes), kept: Infinity };
    for (const c of nets) {
      const coef = Float64Array.from(weight, (w, i) => sums[i * width + O + b]! - c * w);
      const kept = coef.reduce((a, x) => a + (x === 0 ? 0 : 1), 0);
      if (kept < best.kept) best = { base: c, coef, kept };
    }
    return { base: best.base, coef: best.coef.map((x) => x * scale) };
  }

  /**
   * A bet's one column compacted, the first time it is asked for: only the multisets it needs are
   * kept (a coefficient, or a descendant with one); its sum, placed where it is summed.
   */
  private columnOf(id: string): ColumnSum {
    const known = this.betColumns.get(id);
    if (known) return known;
    const b = this.betIds.indexOf(id);
    if (b < 0) throw new RangeError(`no bet ${id}; the bets are ${this.betIds.join(', ')}`);
    const { parent, factor, sizeStart, M } = this;
    const { base, coef: k } = this.betOne[b]!;
    const nodes = this.prod.length;
    // Needed: a multiset with a coefficient, or the parent of one needed (children follow parents).
    const needed = new Uint8Array(nodes);
    needed[0] = 1;
    for (let i = nodes - 1; i > 0; i--) if (needed[i] || k[i] !== 0) needed[i] = needed[parent[i]!] = 1;
    // The sizes 0 … M - 2, renumbered in the tree's order.
    const renumbered = new Int32Array(nodes).fill(-1);
    const inner: number[] = [];
    const starts = [0];
    for (let s = 0; s <= M - 2; s++) {
      if (s > 0) starts.push(inner.length);
      for (let i = sizeStart[s]!; i < sizeStart[s + 1]!; i++) if (needed[i]) renumbered[i] = inner.push(i) - 1;
    }
    starts.push(inner.length);
    // Size M - 1, each multiset with its children of size M.
    const leavesOf = new Map<number, number[]>();
    for (let i = sizeStart[M]!; i < nodes; i++)
      if (k[i] !== 0) leavesOf.set(parent[i]!, [...(leavesOf.get(parent[i]!) ?? []), i]);
    const lastNodes: number[] = [];
    const leafStart = [0];
    const leaves: number[] = [];
    for (let q = sizeStart[M - 1]!; q < sizeStart[M]!; q++) {
      if (!needed[q]) continue;
      lastNodes.push(q);
      leaves.push(...(leavesOf.get(q) ?? []));
      leafStart.push(leaves.length);
    }
    const column: BetColumn = {
      base,
      parent: Int32Array.from(inner, (i) => (i === 0 ? 0 : renumbered[parent[i]!]!)),
      factor: Int32Array.from(inner, (i) => factor[i]!),
      coef: Float64Array.from(inner, (i) => k[i]!),
      sizeStart: Int32Array.from(starts),
      prod: new Float64Array(inner.length),
      lastParent: Int32Array.from(lastNodes, (q) => renumbered[parent[q]!]!),
      lastFactor: Int32Array.from(lastNodes, (q) => factor[q]!),
      lastCoef: Float64Array.from(lastNodes, (q) => k[q]!),
      leafStart: Int32Array.from(leafStart),
      leafFactor: Int32Array.from(leaves, (i) => factor[i]!),
      leafCoef: Float64Array.from(leaves, (i) => k[i]!),
    };
    const sum = columnSum(column, M, this.table.length);
    this.betColumns.set(id, sum);
    return sum;
  }

  /**
   * Columns col and col + 1 (coefficients from base): each size's dot product with the products,
   * divided by (N)_size; `first`: the pass that computes the products.
   */
  private pass2(col: number, base: number, first: boolean): void {
    const { prod, parent, factor, table, coef, sizeStart, inverse, M } = this;
    let s0 = 0;
    let s1 = 0;
    for (let s = 1; s <= M; s++) {
      let d0 = 0;
      let d1 = 0;
      for (let i = sizeStart[s]!, end = sizeStart[s + 1]!, at = base + i * 2; i < end; i++, at += 2) {
        const p = first ? prod[parent[i]!]! * table[factor[i]!]! : prod[i]!;
        prod[i] = p;
        d0 += p * coef[at]!;
        d1 += p * coef[at + 1]!;
      }
      s0 += d0 * inverse[s]!;
      s1 += d1 * inverse[s]!;
    }
    this.acc[col] = s0;
    this.acc[col + 1] = s1;
  }

  /** As pass2, four columns. */
  private pass4(col: number, base: number, first: boolean): void {
    const { prod, parent, factor, table, coef, sizeStart, inverse, M } = this;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let s = 1; s <= M; s++) {
      let d0 = 0;
      let d1 = 0;
      let d2 = 0;
      let d3 = 0;
      for (let i = sizeStart[s]!, end = sizeStart[s + 1]!, at = base + i * 4; i < end; i++, at += 4) {
        const p = first ? prod[parent[i]!]! * table[factor[i]!]! : prod[i]!;
        prod[i] = p;
        d0 += p * coef[at]!;
        d1 += p * coef[at + 1]!;
        d2 += p * coef[at + 2]!;
        d3 += p * coef[at + 3]!;
      }
      s0 += d0 * inverse[s]!;
      s1 += d1 * inverse[s]!;
      s2 += d2 * inverse[s]!;
      s3 += d3 * inverse[s]!;
    }
    this.acc[col] = s0;
    this.acc[col + 1] = s1;
    this.acc[col + 2] = s2;
    this.acc[col + 3] = s3;
  }
}
