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
import { type ExactOdds, exactOdds, NotEnumerable, notEnumerableReason } from '../odds/exact.js';
import { favoursThePlayer } from '../odds/favourable.js';
import { mostDecks } from '../odds/limits.js';
import type { SettleRow } from '../odds/result.js';
import type { Bet, Profile } from '../profile/types.js';

/** The shoe sizes a par sheet gives the edge at, unless told others (--by-decks). */
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
  /** Where its house edge is negative and the house pays it (src/odds/favourable.ts): `par` warns of it. */
  readonly favoursThePlayer?: true;
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
 * const sheet: ParSheet = parSheet(loadProfile('punto-banco'), { decks: 6, byDecks: [6, 8] });
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
  /** The bets too fine to count exactly, with why (each bet is counted on its own: the others are in bets). */
  readonly refused?: ExactOdds['refused'];
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
/**
 * A bet's figures from its rows (each a probability and the net per unit it gives): the expectation,
 * the probabilities of a win (net above 0) and of a push (net 0), and the variance E[net²] − ev²;
 * exact. The par sheet reads them off the rows counted; the designer's bench off the same rows with
 * the nets its edited pays give (src/inspector/bench.ts).
 */
export function figuresOfRows(rows: readonly { readonly probability: Fraction; readonly net: Fraction }[]): {
  ev: Fraction;
  hit: Fraction;
  push: Fraction;
  variance: Fraction;
} {
  let hit = fraction(0n);
  let push = fraction(0n);
  let second = fraction(0n);
  let ev = fraction(0n);
  for (const r of rows) {
    if (r.net.num > 0n) hit = add(hit, r.probability);
    if (r.net.num === 0n) push = add(push, r.probability);
    second = add(second, mul(r.probability, mul(r.net, r.net)));
    ev = add(ev, mul(r.probability, r.net));
  }
  return { ev, hit, push, variance: add(second, mul(fraction(-1n), mul(ev, ev))) };
}

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
  const { ev, hit, push, variance } = figuresOfRows(rows);
  // The rows are the walk's counts: they add up to every card order, and to the bet's expectation.
  const counted = rows.reduce((a, r) => add(a, r.count), fraction(0n));
  if (counted.num * total.den !== total.num * counted.den || ev.num * bet.ev.den !== bet.ev.num * ev.den)
    throw new Error(`${bet.id}: the par sheet's rows do not add up to the exact odds`); // a bug, never a profile's fault
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
 * What a par sheet is counted for: its bets, its shoe, the shoes of its edge-by-decks line, the
 * policy of its choices, and who is told as it counts.
 */
export interface ParOptions {
  /** One bet, by its id or a staking's ("side on right"): every bet without it. */
  readonly bet?: string;
  /** The shoe the sheet is counted at, every figure and row of it (the profile's decks unless given). */
  readonly decks?: number;
  /**
   * The shoe sizes of the edge-by-decks line: PAR_DECKS unless given (those the profile's exact odds
   * count: src/odds/limits.ts mostDecks); the sheet's own reuses its count.
   */
  readonly byDecks?: readonly number[];
  /** Who draws where the tables leave a choice: a profile whose tables leave one needs it. */
  readonly policy?: Policy;
  /**
   * Told as each exact count starts (one a shoe size: the sheet's, then the others of byDecks), with
   * the counts done before it and the counts in all, and once more when all are done (done = total):
   * what a progress line shows (src/cli/progress.ts). The rows of the bets are read off the sheet's
   * own count, in no time beside it.
   */
  readonly progress?: (done: number, total: number, what: string) => void;
}

/**
 * The par sheet of a profile's bets (or of one, `bet`), at `decks` decks (the profile's own unless
 * given), with the edge at each of `byDecks` (1, 2, 4, 6 and 8 unless given), exact: every card order
 * counted. A profile whose tables leave choices needs a `policy`. Throws NotEnumerable where a shoe
 * asked for is beyond exact odds (src/odds/limits.ts says the most decks a profile takes).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { parSheet } from 'baccarat-spec/house';
 *
 * const [dragon] = parSheet(loadProfile('ez-baccarat'), { bet: 'dragon-7' }).bets;
 * dragon!.hitFrequency;                          // the exact fraction: 2.2534 % of coups win 40:1
 * const six = parSheet(loadProfile('punto-banco'), { decks: 6, byDecks: [6, 8] });
 * six.decks;                                     // 6: every row and figure of a 6-deck shoe
 * ```
 */
export function parSheet(profile: Profile, opts: ParOptions = {}): ParSheet {
  const own = opts.decks ?? profile.shoe.decks;
  // A profile beyond exact odds is refused as exactOdds refuses it (NotEnumerable), before its limit is read.
  const reason = notEnumerableReason(profile);
  if (reason) throw new NotEnumerable(reason);
  const most = mostDecks(profile);
  const sizes = opts.byDecks ?? PAR_DECKS.filter((d) => d <= most);
  // Each shoe counted once: the sheet's own first.
  const counted = [...new Set([own, ...sizes])];
  const odds = new Map<number, ExactOdds>();
  for (const [i, d] of counted.entries()) {
    opts.progress?.(i, counted.length, `counting ${d} deck${d === 1 ? '' : 's'}`);
    // One bet asked for: only its walk is made (src/odds/bet-groups.ts), never another bet's.
    odds.set(d, exactOdds(profile, { decks: d, policy: opts.policy, bets: opts.bet ? [opts.bet] : undefined }));
  }
  opts.progress?.(counted.length, counted.length, 'done');
  const sheet = odds.get(own)!;
  const chosen = sheet.bets.filter(
    (b) => opts.bet === undefined || b.id === opts.bet || b.id.startsWith(`${opts.bet} `),
  );
  const bets = chosen.map((b) => {
    const byDecks = sizes.flatMap((d) => {
      const x = odds.get(d)!.bets.find((y) => y.id === b.id);
      return x ? [{ decks: d, houseEdge: x.houseEdge, ev: x.ev }] : [];
    });
    const par = parBet(sheet, b, byDecks);
    return favoursThePlayer(profile, par.houseEdge) ? { ...par, favoursThePlayer: true as const } : par;
  });
  return {
    profile: profile.id,
    name: profile.name,
    decks: sheet.decks,
    cardsPerCoup: sheet.cardsPerCoup,
    total: sheet.total,
    policy: sheet.policy,
    bets,
    ...(sheet.refused ? { refused: sheet.refused } : {}),
  };
}
