/**
 * A bet's par sheet (a game's math worksheet): for each settle rule and each rung of a pay table, the
 * event in words, what it pays, its card orders and probability and its return (probability × net
 * per unit); then the house edge, the hit frequency, the variance and standard deviation per unit,
 * the element of risk where the bet can push, and the edge at several shoe sizes.
 *
 * Nothing here settles a coup: the rows are the exact walk's counts by the rule and rung that the
 * rules core says settle each key (src/odds/result.ts settleRows, src/core/stakings.ts settlingOf),
 * so a row's count is the same enumeration the house edge is taken from.
 */
import { add, type Fraction, fraction, mul, toNumber } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';
import {
  eventText,
  paysWords,
  type RuleNames,
  repaidWords,
  ruleNamesOf,
  settleItem,
  splitWords,
} from '../core/rule-words.js';
import { type ExactOdds, exactOdds } from '../odds/exact.js';
import type { SettleRow } from '../odds/result.js';
import type { Bet, Profile } from '../profile/types.js';

/** The shoe sizes a par sheet gives the edge at, unless told others (--decks). */
export const PAR_DECKS: readonly number[] = [1, 2, 4, 6, 8];

/**
 * One row of a par sheet: an event of the bet's pay table, what it pays, its card orders, its
 * probability and its return.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type ParRow, parSheet } from 'baccarat-spec/house';
 *
 * const rows: readonly ParRow[] = parSheet(loadProfile('ez-baccarat'), { bet: 'dragon-7' }).bets[0]!.rows;
 * rows.map((r) => `${r.event}: ${r.pays}, ${r.count.num}`); // the 112,633,011,329,024 winning orders among them
 * ```
 */
export interface ParRow {
  /**
   * The event in words, the whole of what is counted: the rule's condition with its pay table's rung
   * ("otherwise, Punto wins by 9"), or what no rule settles ("anything else").
   */
  readonly event: string;
  /** What it pays: "40:1", "1:1 less 5 %", "push", "loses"; a stake split between sides, its net ("+0.5"); a stake its holder repays, "repaid". */
  readonly pays: string;
  /** The net per unit staked on it. */
  readonly net: Fraction;
  /** Card orders (every coup counted as cardsPerCoup ordered cards; whole unless a policy draws with a probability). */
  readonly count: Fraction;
  /** count / total, exact, and as a number. */
  readonly probability: Fraction;
  /** probability × net: the row's part of the expectation. */
  readonly return: Fraction;
}

/** A row's words: its event and what it pays. */
type ParWords = Pick<ParRow, 'event' | 'pays'>;

/**
 * A bet's par sheet: its rows, then its house edge, hit frequency, variance and standard deviation
 * per unit, the element of risk where it can push, and its edge at each shoe size asked.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type ParBet, parSheet } from 'baccarat-spec/house';
 *
 * const dragon: ParBet = parSheet(loadProfile('ez-baccarat'), { bet: 'dragon-7' }).bets[0]!;
 * [dragon.houseEdge, dragon.standardDeviation]; // [0.0761…, 6.0849…]: the published 7.6113 % and 6.0849
 * ```
 */
export interface ParBet {
  readonly id: string;
  readonly name: string;
  readonly side?: string;
  /** Its rules as its rows say them, those that happen: "Banco wins with three cards totalling 7: pays 40:1". */
  readonly settles: string;
  readonly rows: readonly ParRow[];
  /** Expected net per unit staked (the sum of the rows' returns), and -ev as a number. */
  readonly ev: Fraction;
  readonly houseEdge: number;
  /** The probability that the bet wins (its net is positive). */
  readonly hitFrequency: Fraction;
  /** The probability of a push (net 0). */
  readonly pushFrequency: Fraction;
  /** E[net²] − ev², per unit staked, and its square root. */
  readonly variance: Fraction;
  readonly standardDeviation: number;
  /** Where the bet can push: the house edge per unit resolved, -ev / (1 − P(push)). */
  readonly elementOfRisk?: number;
  /** The house edge at each shoe size asked (exact odds counted again per size). */
  readonly byDecks: readonly { readonly decks: number; readonly houseEdge: number; readonly ev: Fraction }[];
}

/**
 * A profile's par sheet (a game's math worksheet): its shoe, the card orders of a coup, and one
 * ParBet per bet (what `baccarat par --json` prints).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type ParSheet, parSheet } from 'baccarat-spec/house';
 *
 * const sheet: ParSheet = parSheet(loadProfile('punto-banco'), { decks: [6, 8] });
 * sheet.bets.map((b) => `${b.name}: ${(100 * b.houseEdge).toFixed(4)} %`);
 * ```
 */
export interface ParSheet {
  readonly profile: string;
  readonly name: string;
  readonly decks: number;
  readonly cardsPerCoup: number;
  readonly total: bigint;
  readonly policy: string | undefined;
  readonly bets: readonly ParBet[];
}

/** The bet of a staking: its id is its bet's, or "<bet> on <side>", "<bet> on <side>, not the holder". */
function betOf(profile: Profile, id: string): Bet | undefined {
  return profile.bets.find((x) => x.id === id) ?? profile.bets.find((x) => id.startsWith(`${x.id} `));
}

/**
 * A row's event and pays in words, from the bet's own rules (src/core/rule-words.ts): the whole
 * condition of the rule and rung that settle its coups, "otherwise, …" after rules that may take
 * some of them first; what no rule settles last. `side`: the side a stake backs (each-against-banker).
 * (test/par-words.test.ts holds these words against the coups each row counts.)
 */
export function rowWords(n: RuleNames, bet: Bet | undefined, side: string | undefined, row: SettleRow): ParWords {
  const settle = bet?.settle ?? [];
  const rule = row.rule >= 0 ? settle[row.rule] : undefined;
  if (!rule) {
    if (row.net.num === -row.net.den) return { event: 'anything else', pays: 'loses' };
    // A stake split between sides (à cheval) has no single rule: its row is a net, made of the sides' results.
    if (bet?.covers === 'both-sides')
      return { event: splitWords(n, settle, row.net), pays: row.net.num === 0n ? 'push' : netText(row.net) };
    // A stake on a side that lost and that its holder's penalty repays (RC-15).
    return { event: repaidWords(n, side ?? ''), pays: row.net.num === 0n ? 'repaid' : netText(row.net) };
  }
  return { event: eventText(n, settle, row.rule, row.rung, side), pays: paysWords(rule, row.rung) };
}

/** A net per unit in words: "+40", "−1", "+0.95". */
function netText(f: Fraction): string {
  const x = toNumber(f);
  return `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x)}`;
}

/**
 * The bet's rules as its sheet's header says them: its rows that happen (every row counts some card
 * orders), each event with what it pays, in their order; what no rule settles goes without saying.
 */
function headerOf(rows: readonly ParWords[]): string {
  const said = rows.filter((r, i) => !(i === rows.length - 1 && r.event === 'anything else'));
  return said.map((r) => settleItem(r.event, r.pays)).join('; ') || 'never wins';
}

/** The par sheet of one bet, from its exact odds (rows) and its edges at other shoe sizes. */
export function parBet(odds: ExactOdds, bet: ExactOdds['bets'][number], byDecks: ParBet['byDecks']): ParBet {
  const names = ruleNamesOf(odds.profile);
  const of = betOf(odds.profile, bet.id);
  const total = fraction(odds.total);
  const rows: ParRow[] = (bet.rows?.() ?? []).map((r) => {
    const probability = fraction(r.count.num, r.count.den * odds.total);
    return {
      ...rowWords(names, of, bet.side, r),
      net: r.net,
      count: r.count,
      probability,
      return: mul(probability, r.net),
    };
  });
  let hit = fraction(0n);
  let push = fraction(0n);
  let second = fraction(0n);
  let ev = fraction(0n);
  for (const r of rows) {
    if (r.net.num > 0n) hit = add(hit, r.probability);
    if (r.net.num === 0n) push = add(push, r.probability);
    second = add(second, mul(r.probability, mul(r.net, r.net)));
    ev = add(ev, r.return);
  }
  // The rows are the walk's counts: they add up to every card order, and to the bet's expectation.
  const counted = rows.reduce((a, r) => add(a, r.count), fraction(0n));
  if (counted.num * total.den !== total.num * counted.den || ev.num * bet.ev.den !== bet.ev.num * ev.den)
    throw new Error(`${bet.id}: the par sheet's rows do not add up to the exact odds`); // a bug, never a profile's fault
  const variance = add(second, mul(fraction(-1n), mul(ev, ev)));
  return {
    id: bet.id,
    name: bet.name,
    ...(bet.side !== undefined ? { side: bet.side } : {}),
    settles: headerOf(rows),
    rows,
    ev,
    houseEdge: -toNumber(ev),
    hitFrequency: hit,
    pushFrequency: push,
    variance,
    standardDeviation: Math.sqrt(toNumber(variance)),
    ...(push.num > 0n ? { elementOfRisk: -toNumber(ev) / (1 - toNumber(push)) } : {}),
    byDecks,
  };
}

/**
 * The par sheet of a profile's bets (or of one, `bet`), at its own shoe size, with the edge at each
 * of `decks` (1, 2, 4, 6 and 8 unless given; the profile's own size reuses its count), exact: every
 * card order counted. A profile whose tables leave choices needs a `policy`.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { parSheet } from 'baccarat-spec/house';
 *
 * const [dragon] = parSheet(loadProfile('ez-baccarat'), { bet: 'dragon-7' }).bets;
 * dragon!.hitFrequency;                          // the exact fraction: 2.2534 % of coups win 40:1
 * ```
 */
export function parSheet(
  profile: Profile,
  opts: { bet?: string; decks?: readonly number[]; policy?: Policy } = {},
): ParSheet {
  const odds = exactOdds(profile, { policy: opts.policy });
  const sizes = opts.decks ?? PAR_DECKS;
  const others = new Map<number, ExactOdds>([[odds.decks, odds]]);
  for (const d of sizes) if (!others.has(d)) others.set(d, exactOdds(profile, { decks: d, policy: opts.policy }));
  const chosen = odds.bets.filter(
    (b) => opts.bet === undefined || b.id === opts.bet || b.id.startsWith(`${opts.bet} `),
  );
  return {
    profile: profile.id,
    name: profile.name,
    decks: odds.decks,
    cardsPerCoup: odds.cardsPerCoup,
    total: odds.total,
    policy: odds.policy,
    bets: chosen.map((b) => {
      const at = odds.bets.indexOf(b);
      const byDecks = sizes.map((d) => {
        const x = others.get(d)!.bets[at]!;
        return { decks: d, houseEdge: x.houseEdge, ev: x.ev };
      });
      return parBet(odds, b, byDecks);
    }),
  };
}
