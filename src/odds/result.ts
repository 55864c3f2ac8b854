/**
 * What an exact count of a profile's coups gives (src/odds/exact.ts card by card for two hands,
 * src/odds/three-hands.ts hand by hand for a banker against sides), and why a profile cannot be
 * counted, and the record a walk's finished counts make: one module both walks read, so neither
 * imports the other's file for them; and the shoe as counts, which both take.
 */
import type { CompiledProfile } from '../core/compile.js';
import type { CoupCounts } from '../core/coup-count.js';
import { type Fraction, fraction } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';
import type { Settling } from '../core/stakings.js';
import type { Profile } from '../profile/types.js';

/**
 * The shoe as counts: what `compositionOf` gives, and what a `ShoeOdds` evaluates.
 *
 * @example
 * ```ts
 * import { loadProfile, parseCards } from 'baccarat-spec';
 * import { type Composition, compositionOf } from 'baccarat-spec/odds';
 *
 * const shoe: Composition = compositionOf(loadProfile('punto-banco'), { dealt: parseCards('9H 8S 2C') });
 * shoe.byRank;                                   // [32, 31, 32, …]: A, 2 … K, a 2, an 8 and a 9 out of 8 decks
 * ```
 */
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

/**
 * A profile whose coups cannot be counted exactly (say, a shoe too large for the count): the message says why;
 * simulate it instead.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { exactOdds, NotEnumerable } from 'baccarat-spec/odds';
 *
 * try {
 *   exactOdds(loadProfile('my-house.yaml'));
 * } catch (e) {
 *   if (e instanceof NotEnumerable) console.error(e.message);
 * }
 * ```
 */
export class NotEnumerable extends Error {
  override name = 'NotEnumerable';
}

/**
 * What `exactOdds` counts: each outcome's card orders and each bet's exact expectation per unit staked, with its
 * house edge.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type ExactOdds, exactOdds } from 'baccarat-spec/odds';
 *
 * const odds: ExactOdds = exactOdds(loadProfile('punto-banco'));
 * odds.outcomes.find((o) => o.id === 'tie')?.count; // { num: 475627426473216n, den: 1n }
 * ```
 */
export interface ExactOdds {
  readonly profile: Profile;
  readonly decks: number;
  readonly cards: number;
  readonly cardsPerCoup: number;
  /** N (N-1) … (N - cardsPerCoup + 1): every coup counted as that many ordered cards. */
  readonly total: bigint;
  /** In outcomeIds order; whole numbers unless a policy draws with a probability. */
  readonly outcomes: readonly { readonly id: string; readonly count: Fraction }[];
  readonly bets: readonly {
    readonly id: string;
    readonly name: string;
    /** The side the stake backs, where the bet backs one of several (a banker against two tableaux). */
    readonly side?: string;
    /** How it settles, in words. */
    readonly settles: string;
    /** The expected net result per unit staked. */
    readonly ev: Fraction;
    /** -ev, as a number. */
    readonly houseEdge: number;
    /**
     * The card orders by what settled the stake: its settle rule and pay-table rung, with the net per
     * unit it gives (a par sheet's rows); worked out on first call. Sums to `total`.
     */
    readonly rows?: () => readonly SettleRow[];
  }[];
  readonly policy: string | undefined;
  /**
   * The bets too fine to count exactly (each counted alone, src/odds/bet-groups.ts), with why: the
   * others are in `bets`.
   */
  readonly refused?: readonly { readonly id: string; readonly name: string; readonly reason: string }[];
  /**
   * Where the shoe counted is not a fresh one (src/odds/composition.ts): its cards of each rank, A,
   * 2 … 9, T, J, Q, K; `cards` is their sum.
   */
  readonly composition?: readonly number[];
  /**
   * RC-15, where the profile has a holder's penalty (counted hand by hand: three-hands.ts): each
   * side's penalty, the card orders that incur it (whole numbers unless a policy draws with a
   * probability), and what the holder repays per unit another punter stakes on his side, by bet.
   * The stakes of those punters are among `bets` ("side on right, not the holder").
   */
  readonly penalties?: readonly {
    readonly id: string;
    readonly side: string;
    readonly count: Fraction;
    readonly repays: readonly { readonly bet: string; readonly perUnit: Fraction }[];
  }[];
}

/** The odds' record from a walk's finished counts: each outcome's card orders, the bets given. */
export function oddsResult(
  c: CompiledProfile,
  counts: CoupCounts,
  bets: ExactOdds['bets'],
  policy: Policy | undefined,
  penalties?: ExactOdds['penalties'],
): ExactOdds {
  return {
    profile: c.profile,
    decks: c.decks,
    cards: counts.cards,
    cardsPerCoup: c.cardsPerCoup,
    total: counts.total,
    outcomes: c.outcomes.map((id, o) => ({ id, count: counts.outcomeCount(o) })),
    bets,
    ...(penalties ? { penalties } : {}),
    policy: policy?.file,
  };
}

/** One row of a bet's settlement: a rule (and rung) of its settle list, its net per unit and its card orders. */
export interface SettleRow {
  /** The rule's index in the bet's settle list; -1: none applies (the stake is lost), or a stake split between sides. */
  readonly rule: number;
  /** The rung of the rule's pay table; -1 for a fixed payout. */
  readonly rung: number;
  readonly net: Fraction;
  /** Card orders (whole unless a policy draws with a probability). */
  readonly count: Fraction;
}

/**
 * A walk's counts by the rule and rung that settle a stake on each key (settlingOf: the rules core's
 * one ruleOf, as the nets are made), each row's net read off the same key; worked out once, on first call.
 */
export function settleRows(
  counts: CoupCounts,
  settling: (key: number) => Settling,
  netOfKey: (key: number) => Fraction,
): () => readonly SettleRow[] {
  let rows: SettleRow[] | undefined;
  return () => {
    if (rows) return rows;
    const by = new Map<string, { rule: number; rung: number; net: Fraction; n: bigint }>();
    for (const [key, n] of counts.byKey) {
      if (n === 0n) continue;
      const { rule, rung } = settling(key);
      const net = netOfKey(key);
      const id = `${rule}|${rung}|${net.num}/${net.den}`;
      const had = by.get(id);
      if (had) had.n += n;
      else by.set(id, { rule, rung, net, n });
    }
    // In the settle list's order (a rule's rungs in their order); what no rule settles last.
    const place = (x: { rule: number }) => (x.rule < 0 ? Number.MAX_SAFE_INTEGER : x.rule);
    rows = [...by.values()]
      .sort((a, b) => place(a) - place(b) || a.rung - b.rung || Number(b.net.num * a.net.den - a.net.num * b.net.den))
      .map(({ rule, rung, net, n }) => ({ rule, rung, net, count: fraction(n, counts.scaleT) }));
    return rows;
  };
}
