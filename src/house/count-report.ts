/**
 * The countability report (`baccarat count`), and the file a slice of its simulation writes
 * (`count --shard k/n --out`), which `baccarat merge` adds up. The report is a function of the exact
 * part (effects of removal, tags) and of the simulation's whole-number accumulators only, so a merged
 * run prints exactly what the unsharded run prints.
 */

import { cardGlyph, RANKS, SUITS } from '../cards/card.js';
import { add, type Fraction, fraction, fractionText, toNumber } from '../core/fraction.js';
import type { ExactOdds } from '../odds/exact.js';
import { COLUMNS, textWidth, wrap, wrapText } from '../text/width.js';
import { bettingCorrelation, deriveTags, type Effects, imbalanceOf } from './count.js';
import {
  type CountRun,
  type CountTally,
  figuresOf,
  type Interval,
  type StrategyFigures,
  type StrategyTally,
} from './count-sim.js';
import { type CountVerdict, verdictOf } from './count-verdict.js';
import { percent } from './table.js';

/** The exact part of the report, as plain JSON. */
export interface CountExact {
  readonly profile: string;
  readonly name: string;
  readonly bet: string;
  readonly decks: number;
  /** The fresh shoe's expectation per unit, exact and as a number. */
  readonly ev: string;
  readonly houseEdge: number;
  readonly effects: readonly {
    readonly group: string;
    readonly ranks: string;
    /** Where the bet's groups split the suits (it reads colours or suits): the group's, as S H D C written together. */
    readonly suits?: string;
    readonly cards: number;
    readonly effect: number;
    readonly effectExact: string;
    /** The shoe without the card: the bet's winning card orders (its rows of positive net) out of all of them. */
    readonly winningOrders: string;
    readonly total: string;
  }[];
  readonly tags: {
    readonly derived: readonly number[];
    readonly derivedScale: number;
    readonly derivedCorrelation: number;
    readonly derivedBalanced: boolean;
    /** The tags the simulation counts with: --tags, or the derived ones. */
    readonly used: readonly number[];
    readonly usedCorrelation: number;
    readonly usedBalanced: boolean;
    readonly given: boolean;
  };
}

export function countExact(e: Effects, given: readonly number[] | undefined): CountExact {
  const derived = deriveTags(e.groups);
  const used = given ?? derived.tags;
  const bet = e.fresh.bets.find((b) => b.id === e.bet)!;
  return {
    profile: e.profile.id,
    name: e.profile.name,
    bet: e.bet,
    decks: e.decks,
    ev: fractionText(e.ev),
    // 0, not −0, for an even bet (JSON writes −0 as 0: a slice read back would be another run).
    houseEdge: bet.houseEdge === 0 ? 0 : bet.houseEdge,
    effects: e.groups.map((g) => ({
      group: g.name,
      ranks: g.ranks.map((r) => RANKS[r]).join(''),
      ...(g.suits ? { suits: g.suits.map((x) => SUITS[x]).join('') } : {}),
      cards: g.cards,
      effect: toNumber(g.effect),
      effectExact: fractionText(g.effect),
      winningOrders: fractionText(winsOf(g.odds, e.bet)),
      total: g.odds.total.toString(),
    })),
    tags: {
      derived: derived.tags,
      derivedScale: derived.scale,
      derivedCorrelation: derived.correlation,
      derivedBalanced: imbalanceOf(e.groups, derived.tags) === 0,
      used,
      usedCorrelation: bettingCorrelation(e.groups, used),
      usedBalanced: imbalanceOf(e.groups, used) === 0,
      given: given !== undefined,
    },
  };
}

/** The card orders on which a bet wins (its rows of positive net). */
function winsOf(odds: ExactOdds, bet: string): Fraction {
  const rows = odds.bets.find((b) => b.id === bet)?.rows?.() ?? [];
  return rows.filter((r) => r.net.num > 0n).reduce((a, r) => add(a, r.count), fraction(0n));
}

/**
 * The tags a simulation counts with, from one per group: one per rank A … K, or, where the groups
 * split the suits, one per card code (suit × 13 + rank, suits S H D C: 52); undefined where the groups
 * hold some card twice or none (a slice's file edited, which count-shard.ts says so of).
 */
export function cardTags(exact: CountExact): number[] | undefined {
  const bySuit = exact.effects.some((g) => g.suits !== undefined);
  const tags = Array<number | undefined>(bySuit ? 52 : 13).fill(undefined);
  for (const [i, g] of exact.effects.entries())
    for (const r of g.ranks.split('')) {
      const rank = RANKS.indexOf(r as (typeof RANKS)[number]);
      for (const s of bySuit ? (g.suits ?? SUITS.join('')).split('') : ['']) {
        const at = bySuit ? SUITS.indexOf(s as (typeof SUITS)[number]) * 13 + rank : rank;
        if (rank < 0 || at < 0 || tags[at] !== undefined) return undefined;
        tags[at] = exact.tags.used[i]!;
      }
    }
  return tags.every((t) => t !== undefined) ? (tags as number[]) : undefined;
}

/**
 * A slice of a count's simulation (`countShard`): the run it belongs to, the exact part, its shoes
 * and its whole-number accumulators; `shardJson` writes it, `parseShard` reads it back, `mergeShards`
 * adds slices up.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type CountShard, countShard } from 'baccarat-spec/house';
 *
 * const slice: CountShard = countShard(loadProfile('ez-baccarat'), { bet: 'dragon-7', shoes: 30 }, { k: 2, n: 3 });
 * [slice.tally.from, slice.tally.to];            // [10, 20]: shoes 10 to 19 of the run
 * ```
 */
export interface CountShard {
  readonly format: typeof SHARD_FORMAT;
  readonly profileHash: string;
  /** The policy: where it was read, and a hash of its decisions (slices merge by the hash, wherever the file was). */
  readonly policy: { readonly file: string; readonly hash: string } | null;
  readonly run: CountRun;
  /** A shoe's cards and the fewest and most a coup takes: what bounds the coups a slice's shoes deal. */
  readonly shoe: { readonly cards: number; readonly leastPerCoup: number; readonly mostPerCoup: number };
  /** Why the bound was not simulated, where it was not. */
  readonly noBound: string | null;
  readonly exact: CountExact;
  readonly tally: CountTally;
}

/**
 * The format of a slice's file (schemas/shard.schema.json); 2 since the policy is held by its hash
 * and the shoe's bounds are written, 3 since each bet is counted alone and its groups may split the
 * suits (the run's tags one per card).
 */
export const SHARD_FORMAT = 'baccarat-count-shard/3';

const tallyJson = (t: StrategyTally) => ({
  hands: t.hands,
  net: t.net.toString(),
  netSq: t.netSq.toString(),
  shoeSq: t.shoeSq.toString(),
  ev: t.ev.toString(),
  evSq: t.evSq.toString(),
  shoeEvSq: t.shoeEvSq.toString(),
});

/**
 * A slice as the text of its file (JSON, its accumulators as decimal strings): what `baccarat count
 * --shard k/n --out <file>` writes and `parseShard` or `baccarat merge` reads.
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { loadProfile } from 'baccarat-spec';
 * import { countShard, shardJson } from 'baccarat-spec/house';
 *
 * const options = { bet: 'panda-8', shoes: 1000, seed: 9 };
 * writeFileSync('part-1.json', shardJson(countShard(loadProfile('ez-baccarat'), options, { k: 1, n: 2 })));
 * ```
 */
export function shardJson(s: CountShard): string {
  const t = s.tally;
  return `${JSON.stringify(
    {
      ...s,
      tally: {
        from: t.from,
        to: t.to,
        coups: t.coups,
        unit: t.unit,
        count: tallyJson(t.count),
        ...(t.bound ? { bound: tallyJson(t.bound) } : {}),
      },
    },
    null,
    2,
  )}\n`;
}

/**
 * The countability report (`countability`, `mergeShards`; what `baccarat count --json` prints): the
 * exact part — each group's effect of removal with its winning orders, the tags derived and used, their
 * balance and betting correlation — and, where shoes were dealt, the simulation: the counter's figures
 * and the bound's, each with 95 % intervals; then the verdict (src/house/count-verdict.ts).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type CountReport, countability } from 'baccarat-spec/house';
 *
 * const report: CountReport = countability(loadProfile('ez-baccarat'), { bet: 'dragon-7', shoes: 100 });
 * report.exact.effects.map((g) => `${g.group} ${g.effect}`);
 * report.simulation?.count.gainPer100;           // { mean, ci95 }: units won per 100 coups dealt
 * report.verdict.text;                           // 'countable: a counter gains …', its one line
 * ```
 */
export interface CountReport {
  readonly exact: CountExact;
  readonly simulation?: {
    readonly seed: number;
    readonly shoes: number;
    readonly cut: number;
    readonly burn: number;
    readonly at: number;
    readonly coups: number;
    readonly count: StrategyFigures;
    /** Betting only where the shoe's exact expectation is positive; null where not simulated (why). */
    readonly bound: StrategyFigures | { readonly notSimulated: string };
  };
  /** Whether the bet can be counted, in one line (src/house/count-verdict.ts). */
  readonly verdict: CountVerdict;
}

/** The report of the exact part and, where shoes were dealt, of the simulation's accumulators; `shoe` is CountShard's. */
export function countReport(
  exact: CountExact,
  shoe: CountShard['shoe'],
  run?: CountRun,
  tally?: CountTally,
  noBound?: string,
): CountReport {
  const inputs = { houseEdge: exact.houseEdge, effects: exact.effects, shoe };
  if (!run || !tally) return { exact, verdict: verdictOf(inputs) };
  const simulation = {
    seed: run.seed,
    shoes: run.shoes,
    cut: run.cut,
    burn: run.burn,
    at: run.at,
    coups: tally.coups,
    count: figuresOf(tally, tally.count, run.bound),
    bound: tally.bound
      ? figuresOf(tally, tally.bound, true)
      : { notSimulated: noBound ?? 'not asked for (--no-bound)' },
  };
  return { exact, simulation, verdict: verdictOf({ ...inputs, simulation }) };
}

const signed = (x: number, digits: number) => `${x < 0 ? '−' : x > 0 ? '+' : ''}${Math.abs(x).toFixed(digits)}`;
// Without an interval (fewer than two values) the text shows —, as simulate's does.
const pm = (i: Interval, digits: number) =>
  `${signed(i.mean, digits)} ± ${i.ci95 === null ? '—' : i.ci95.toFixed(digits)}`;
const pmPct = (i: Interval) =>
  `${signed(i.mean * 100, 3)} % ± ${i.ci95 === null ? '—' : `${(i.ci95 * 100).toFixed(3)} %`}`;

function strategyLines(f: StrategyFigures): string[] {
  // A figure's line wraps under its value, 25 columns in.
  return [
    `    coups bet            ${f.handsBet} (${pmPct(f.shareBet)} of coups dealt)`,
    `    gain per shoe        ${pm(f.gainPerShoe, 4)} units`,
    `    gain per 100 coups   ${pm(f.gainPer100, 4)} units`,
    `    result when betting  ${pmPct(f.resultWhenBetting)} per unit bet`,
    ...(f.evWhenBetting
      ? [`    exact ev when bet    ${pmPct(f.evWhenBetting)} per unit bet (the shoe's exact expectation, averaged)`]
      : []),
    ...(f.exactGainPerShoe
      ? [`    exact gain per shoe  ${pm(f.exactGainPerShoe, 4)} units (each coup bet at the shoe's exact expectation)`]
      : []),
  ].flatMap((l) => wrap(l, COLUMNS, ' '.repeat(25)));
}

/** A group's cards as the table shows them: its ranks, and its colour or suit where the groups split them. */
function cardsLabel(g: CountExact['effects'][number]): string {
  if (g.suits === undefined) return g.ranks;
  if (g.suits.length === 2) return `${g.suits === 'HD' ? 'red' : 'black'} ${g.ranks}`;
  return `${g.ranks}${cardGlyph(`A${g.suits as (typeof SUITS)[number]}`).slice(1)}`;
}

/** The report as text for a terminal: a line past COLUMNS wraps, indented two past its own; the verdict ends it. */
export function countText(r: CountReport): string {
  const x = r.exact;
  const tags = (t: readonly number[]) => t.map((v) => (v > 0 ? `+${v}` : `${v}`)).join(' ');
  const split = x.effects.some((g) => g.suits !== undefined);
  const head = split ? 'cards of' : 'ranks';
  const w = Math.max(...x.effects.map((g) => textWidth(cardsLabel(g))), head.length);
  const pad = (label: string) => label + ' '.repeat(w - textWidth(label));
  const lines = [
    `${x.name}, ${x.bet}: countability, ${x.decks} decks (house edge ${percent(x.houseEdge)})`,
    '',
    `effect of removal: the change in the bet's expectation per unit when one card leaves a fresh shoe`,
    `${pad(head)}  cards     effect  derived tag${x.tags.given ? '  given tag' : ''}`,
    ...x.effects.map(
      (g, i) =>
        `${pad(cardsLabel(g))}  ${String(g.cards).padStart(5)}  ${`${signed(g.effect * 100, 4)} %`.padStart(10)}  ${String(x.tags.derived[i]).padStart(11)}${x.tags.given ? String(x.tags.used[i]).padStart(11) : ''}`,
    ),
    '',
    x.tags.derivedScale === 0
      ? `derived tags ${tags(x.tags.derived)}: every effect is 0, and so is every tag`
      : `derived tags ${tags(x.tags.derived)}: ${x.tags.derivedBalanced ? 'balanced' : 'unbalanced'}, betting correlation ${x.tags.derivedCorrelation.toFixed(4)} (the effects scaled to at most ${x.tags.derivedScale}, rounded, balanced)`,
  ];
  if (x.tags.given)
    lines.push(
      `given tags   ${tags(x.tags.used)}: ${x.tags.usedBalanced ? 'balanced' : 'unbalanced'}, betting correlation ${x.tags.usedCorrelation.toFixed(4)}`,
    );
  const s = r.simulation;
  if (s) {
    lines.push(
      '',
      `simulation: ${s.shoes} shoes from seed ${s.seed}, each dealt to a cut card ${s.cut} cards from the end (${s.burn} burnt), ${s.coups} coups; 95 % intervals`,
      `  counting (tags ${tags(x.tags.used)}), betting 1 unit at a true count of ${s.at} or more:`,
      ...strategyLines(s.count),
    );
    if ('notSimulated' in s.bound) lines.push(`  the bound: ${s.bound.notSimulated}`);
    else
      lines.push(
        '  the bound, betting 1 unit only when the exact expectation of the shoe is positive:',
        ...strategyLines(s.bound),
      );
  }
  lines.push('', r.verdict.text);
  return wrapText(lines.join('\n'));
}
