/**
 * `baccarat solve`: the equilibrium of a two-hand profile's choices (src/solve/game.ts builds the
 * game, src/solve/equilibrium.ts solves it), said in words, as JSON, and as a policy file
 * (schemas/policy.schema.json) that `odds --policy` and `simulate --policy` read.
 */

import type { CompiledProfile } from '../core/compile.js';
import { CHOICE } from '../core/draw-tables.js';
import { type Fraction, fraction, fractionText, toNumber } from '../core/fraction.js';
import { decisionText } from '../core/policy.js';
import type { Profile } from '../profile/types.js';

const addF = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
const mulF = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);

import { type Decided, type Equilibrium, payoffOf, solveBilinear } from './equilibrium.js';
import { buildGame, type Decks, type Game, type InfoSet, NotSolvable, type Sees } from './game.js';

export { TooLarge } from './equilibrium.js';
export { NotSolvable } from './game.js';

export interface Decision {
  readonly set: InfoSet;
  /** The probability of drawing. */
  readonly draw: Fraction;
  readonly decided: Decided;
  /**
   * What drawing rather than standing here is worth to the decider, the other party playing his
   * equilibrium: per unit staked, over all coups (0 where he mixes). What each choice costs.
   */
  readonly gain: Fraction;
}

/**
 * What `solveProfile` finds: each party's equilibrium draws, the game's value to each, each outcome's
 * probability, and the policy file that plays the equilibrium.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type Solution, solveProfile } from 'baccarat-spec/solve';
 *
 * const solution: Solution = solveProfile(loadProfile('chemin-de-fer-free-banker'), { decks: 'infinite' });
 * if ('text' in solution.policy) console.log(solution.policy.text); // a policy file for loadPolicy
 * ```
 */
export interface Solution {
  readonly game: Game;
  readonly equilibrium: Equilibrium;
  readonly punter: readonly Decision[];
  readonly banker: readonly Decision[];
  /** Expected net per unit the punter stakes, each party's (the punter's is the game's value when zero-sum). */
  readonly value: { readonly punter: Fraction; readonly banker: Fraction };
  /** Each outcome's probability under the equilibrium. */
  readonly outcomes: readonly { readonly id: string; readonly probability: Fraction }[];
  /** The policy file's text, or why the strategies do not fit one. */
  readonly policy: { readonly text: string } | { readonly refused: string };
}

/**
 * How `solveProfile` models the game.
 *
 * @example
 * ```ts
 * import type { SolveOptions } from 'baccarat-spec/solve';
 *
 * const options: SolveOptions = { decks: 'infinite', sees: 'totals', commission: { num: 0n, den: 1n } };
 * ```
 */
export interface SolveOptions {
  /** Decks in the shoe (the profile's by default), or 'infinite': cards drawn with replacement. */
  readonly decks?: Decks;
  /** What each party sees when deciding: the totals only (by default), the cards, or the banker his cards. */
  readonly sees?: Sees;
  /** The banker's commission on his winnings, as an exact fraction (the profile's by default). */
  readonly commission?: Fraction;
}

/**
 * The equilibrium of a two-hand profile's choices (the punter's and the banker's draws), in exact
 * fractions: each party's strategy, the game's value, each outcome's probability, and the policy
 * file that plays it. NotSolvable where the profile has no such game, TooLarge past the search's bound.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { solveProfile } from 'baccarat-spec/solve';
 *
 * const solution = solveProfile(loadProfile('chemin-de-fer-free-banker'), {
 *   decks: 'infinite',
 *   sees: 'totals',
 *   commission: { num: 0n, den: 1n },
 * });
 * solution.punter[0]?.draw; // { num: 9n, den: 11n }
 * ```
 */
export function solveProfile(profile: Profile, opts: SolveOptions = {}): Solution {
  const game = buildGame(profile, opts);
  if (game.punter.length === 0 && game.banker.length === 0) {
    throw new NotSolvable(
      `${profile.name}: nothing to solve: every draw is decided by the table, no coup reaches a choice`,
    );
  }
  const equilibrium = solveBilinear(game.punterPayoff, game.bankerPayoff, {
    punter: game.punter.length,
    banker: game.banker.length,
  });
  const { x, y } = equilibrium;
  const gainOfPunter = (i: number) =>
    [...game.punterPayoff.D[i]!].reduce((v, [j, d]) => addF(v, mulF(d, y[j]!)), game.punterPayoff.b[i]!);
  const gainOfBanker = (j: number) =>
    game.bankerPayoff.D.reduce(
      (v, row, i) => (row.has(j) ? addF(v, mulF(row.get(j)!, x[i]!)) : v),
      game.bankerPayoff.c[j]!,
    );
  const punter = game.punter
    .map((set, i) => ({ set, draw: x[i]!, decided: equilibrium.xHow[i]!, gain: gainOfPunter(i) }))
    .sort(bySituation);
  const banker = game.banker
    .map((set, j) => ({ set, draw: y[j]!, decided: equilibrium.yHow[j]!, gain: gainOfBanker(j) }))
    .sort(bySituation);
  const value = {
    punter: payoffOf(game.punterPayoff, equilibrium.x, equilibrium.y),
    banker: payoffOf(game.bankerPayoff, equilibrium.x, equilibrium.y),
  };
  const outcomes = game.outcomes.map((o) => ({
    id: o.id,
    probability: payoffOf(o.probability, equilibrium.x, equilibrium.y),
  }));
  if (game.zeroSum && value.punter.num !== -value.banker.num)
    throw new Error('a zero-sum game whose payoffs do not add up to zero'); // a bug
  return { game, equilibrium, punter, banker, value, outcomes, policy: policyOf(game, [...punter, ...banker]) };
}

/** By total, then cards, then the other hand's case (stood first). */
function bySituation(a: Decision, b: Decision): number {
  const x = a.set;
  const y = b.set;
  const third = (s: InfoSet) => (s.third === undefined || s.third === 'stood' ? -1 : s.third);
  return x.total - y.total || (x.cards ?? []).join().localeCompare((y.cards ?? []).join()) || third(x) - third(y);
}

const percentText = (p: Fraction, digits = 4) => `${(toNumber(p) * 100).toFixed(digits)} %`;

/** Keys of equal neighbours merged into ranges: [[0,'draw'],[1,'draw'],[2,'stand']] -> 0-1: draw, 2: stand. */
function ranges(entries: [number, string][]): [string, string][] {
  const out: [string, string][] = [];
  for (let n = 0; n < entries.length; ) {
    let end = n;
    while (
      end + 1 < entries.length &&
      entries[end + 1]![1] === entries[n]![1] &&
      entries[end + 1]![0] === entries[end]![0] + 1
    )
      end++;
    const [lo, d] = entries[n]!;
    out.push([end > n ? `${lo}-${entries[end]![0]}` : String(lo), d]);
    n = end + 1;
  }
  return out;
}

/**
 * The decisions as a policy: one decision per choice cell of the tables (a total, and the other
 * hand's third card where the table reads it). Where a party sees his cards and plays two hands of one
 * total differently, no policy file holds the strategy: the reason is returned instead.
 */
function policyOf(game: Game, decisions: readonly Decision[]): Solution['policy'] {
  const c: CompiledProfile = game.compiled;
  const byCell = new Map<number, Decision[]>();
  for (const d of decisions) byCell.set(d.set.cell, [...(byCell.get(d.set.cell) ?? []), d]);
  const chanceAt = (cell: number): string | { refused: string } => {
    const ds = byCell.get(cell) ?? [];
    if (ds.length === 0) return 'stand'; // a choice no coup reaches: any decision reads the same
    const first = ds[0]!.draw;
    const other = ds.find((d) => d.draw.num * first.den !== first.num * d.draw.den);
    if (other) {
      const s = ds[0]!.set;
      return {
        refused: `the ${s.party} plays his ${s.total} by its cards (${cardsText(ds[0]!.set)}: ${decisionText(first)}, ${cardsText(other.set)}: ${decisionText(other.draw)}), which a policy keyed by totals cannot hold; solve --sees totals gives one`,
      };
    }
    return decisionText(first);
  };
  const lines: string[] = [];
  const turns = game.profile.drawing.turns;
  for (let t = 0; t < turns.length; t++) {
    const turn = turns[t]!;
    const rows: string[] = [];
    for (let total = 0; total < c.totalSpan; total++) {
      const base = (t * c.totalSpan + total) * c.columns;
      if (turn.against === undefined) {
        if (c.cells[base] !== CHOICE) continue;
        const d = chanceAt(base);
        if (typeof d !== 'string') return d;
        rows.push(`    ${total}: ${d}`);
        continue;
      }
      const parts: string[] = [];
      if (c.cells[base] === CHOICE) {
        const d = chanceAt(base);
        if (typeof d !== 'string') return d;
        parts.push(`stood: ${d}`);
      }
      const values: [number, string][] = [];
      for (let col = 1; col < c.columns; col++) {
        if (c.cells[base + col] !== CHOICE || !c.cardValue.includes(col - 1)) continue;
        const d = chanceAt(base + col);
        if (typeof d !== 'string') return d;
        values.push([col - 1, d]);
      }
      for (const [key, d] of ranges(values)) parts.push(`${key}: ${d}`);
      if (parts.length > 0) rows.push(`    ${total}: { ${parts.join(', ')} }`);
    }
    if (rows.length > 0) lines.push(`  ${turn.hand}:`, ...rows);
  }
  const text = [
    `# Written by baccarat solve (schemas/policy.schema.json): ${modelText(game)}.`,
    `profile: ${game.profile.id}`,
    `description: The equilibrium found by baccarat solve (${game.decks === 'infinite' ? 'cards drawn with replacement' : `${game.decks} decks`}, ${commissionText(game)}).`,
    'choices:',
    ...lines,
    '',
  ].join('\n');
  return { text };
}

function cardsText(s: InfoSet): string {
  return s.cards ? s.cards.join('+') : String(s.total);
}

function commissionText(g: Game): string {
  return g.commission.num === 0n
    ? 'no commission'
    : `the house takes ${toNumber(g.commission) * 100} % of the banker's winnings`;
}

function seesText(g: Game, party: 'punter' | 'banker'): string {
  const cards = g.sees === 'cards' || (g.sees === 'banker-cards' && party === 'banker');
  const own = cards ? 'the values of his two cards' : 'his total';
  const turn = g.profile.drawing.turns.find((t) => (t.decidedBy === 'banker') === (party === 'banker'));
  const against = turn?.against === undefined ? '' : ` and the ${turn.against}'s third card (or that he stood)`;
  return `the ${party} sees ${own}${against}`;
}

/** Who sees what, how the cards are drawn, and the commission: the model, in one sentence. */
export function modelText(g: Game): string {
  const shoe =
    g.decks === 'infinite'
      ? 'cards drawn with replacement (each rank 1/13)'
      : `${g.decks} deck${g.decks > 1 ? 's' : ''} dealt without replacement (${g.decks * 52} cards)`;
  const kind = g.zeroSum ? 'a zero-sum game' : 'a bimatrix game (not zero-sum): one Nash equilibrium';
  return `${shoe}; ${seesText(g, 'punter')}; ${seesText(g, 'banker')}; ${commissionText(g)}: ${kind}`;
}

/** 2^k x 2^m, as the literature writes the size of the game. */
export function pureStrategies(k: number, m: number): string {
  const power = (n: number) => (n === 0 ? '1' : n === 1 ? '2' : `2^${n}`);
  return `${power(k)} x ${power(m)}`;
}

function situation(s: InfoSet, against: string | undefined): string {
  const own = s.cards ? `${s.total} (${s.cards.join('+')})` : String(s.total);
  if (s.third === undefined) return `${s.hand} on ${own}`;
  return s.third === 'stood'
    ? `${s.hand} on ${own} when ${against} stood`
    : `${s.hand} on ${own} against ${against}'s third card ${s.third}`;
}

export function solutionText(s: Solution, ms: number): string {
  const g = s.game;
  const turns = g.profile.drawing.turns;
  const k = g.punter.length;
  const m = g.banker.length;
  const lines = [
    `${g.profile.name}: ${k > 0 && m > 0 ? "the equilibrium of the punter's and the banker's draws" : `the ${k > 0 ? 'punter' : 'banker'} alone chooses: his optimal draws (a one-player optimisation)`}`,
  ];
  lines.push(`model: ${modelText(g)}`);
  lines.push(
    `size: the punter ${k} information set${k === 1 ? '' : 's'}, the banker ${m}: ${pureStrategies(k, m)} pure strategies; left open once dominated draws are set aside: punter ${s.equilibrium.contested.punter}, banker ${s.equilibrium.contested.banker}`,
  );
  const mixes: string[] = [];
  for (const [party, ds] of [
    ['punter', s.punter],
    ['banker', s.banker],
  ] as const) {
    if (ds.length === 0) continue;
    const turn = turns[ds[0]!.set.turn]!;
    lines.push('', party === 'punter' ? `punter (${g.punterDecider}) draws:` : 'banker draws:');
    if (turn.against === undefined) {
      const w = Math.max(...ds.map((d) => situation(d.set, undefined).length));
      for (const d of ds) lines.push(`  ${situation(d.set, undefined).padEnd(w)}  ${decisionWord(d)}`);
      continue;
    }
    // A grid: a row per total (or two cards), a column per case of the other hand.
    const columns = [
      'stood',
      ...Array.from({ length: g.compiled.columns - 1 }, (_, v) => v).filter((v) => g.compiled.cardValue.includes(v)),
    ];
    const rowKey = (d: Decision) => (d.set.cards ? `${d.set.total} (${d.set.cards.join('+')})` : String(d.set.total));
    const rows = new Map<string, Map<string, Decision>>();
    for (const d of ds) {
      const row = rows.get(rowKey(d)) ?? new Map<string, Decision>();
      row.set(String(d.set.third), d);
      rows.set(rowKey(d), row);
    }
    const w = Math.max(...[...rows.keys()].map((r) => r.length), 'total'.length);
    lines.push(
      `  ${'total'.padEnd(w)}  ${columns.map((col) => String(col).padStart(col === 'stood' ? 5 : 2)).join(' ')}    (${turn.against}'s third card)`,
    );
    for (const [key, row] of [...rows].sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true }))) {
      const cells = columns.map((col) => {
        const d = row.get(String(col));
        const mark = d === undefined ? '·' : d.draw.num === d.draw.den ? 'D' : d.draw.num === 0n ? 'S' : '*';
        if (d && mark === '*')
          mixes.push(
            `  ${situation(d.set, turn.against)}: draws with probability ${fractionText(d.draw)} (${percentText(d.draw)})`,
          );
        return mark.padStart(col === 'stood' ? 5 : 2);
      });
      lines.push(`  ${key.padEnd(w)}  ${cells.join(' ')}`);
    }
    lines.push('  D draws, S stands, * mixes (below), · decided by the table');
  }
  if (mixes.length > 0) lines.push('', 'mixes:', ...mixes);
  lines.push('', `outcomes under it: ${s.outcomes.map((o) => `${o.id} ${percentText(o.probability)}`).join(', ')}`);
  if (g.zeroSum)
    lines.push(
      `value of the game (the punter's expected net per unit staked): ${fractionText(s.value.punter)} (${percentText(s.value.punter)})`,
    );
  else {
    lines.push(
      `the punter's expected net per unit staked: ${fractionText(s.value.punter)} (${percentText(s.value.punter)})`,
    );
    lines.push(
      `the banker's, after the house's share:     ${fractionText(s.value.banker)} (${percentText(s.value.banker)})`,
    );
  }
  if ('refused' in s.policy) lines.push(`no policy file: ${s.policy.refused}`);
  lines.push('', `computed in ${ms.toFixed(1)} ms`);
  return lines.join('\n');
}

function decisionWord(d: Decision): string {
  if (d.draw.num === d.draw.den) return 'draws';
  if (d.draw.num === 0n)
    return d.decided === 'indifferent' ? 'stands (indifferent: no payoff depends on it)' : 'stands';
  return `draws with probability ${fractionText(d.draw)} (${percentText(d.draw)})`;
}

/**
 * A solution as JSON (what `baccarat solve --json` prints): the model, the strategies, the values, exact
 * fractions as text.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { solutionJson, solveProfile } from 'baccarat-spec/solve';
 *
 * JSON.stringify(solutionJson(solveProfile(loadProfile('chemin-de-fer-free-banker'), { decks: 'infinite' })));
 * ```
 */
export function solutionJson(s: Solution): object {
  const g = s.game;
  const entry = (d: Decision) => ({
    hand: d.set.hand,
    total: d.set.total,
    ...(d.set.cards ? { cards: d.set.cards } : {}),
    ...(d.set.third === undefined ? {} : { third: d.set.third }),
    draw: fractionText(d.draw),
    decided: d.decided,
    gain: fractionText(d.gain),
  });
  return {
    profile: g.profile.id,
    model: {
      decks: g.decks,
      replacement: g.decks === 'infinite',
      sees: g.sees,
      punter: seesText(g, 'punter'),
      banker: seesText(g, 'banker'),
      commission: fractionText(g.commission),
      zeroSum: g.zeroSum,
      text: modelText(g),
    },
    size: {
      punter: g.punter.length,
      banker: g.banker.length,
      pureStrategies: pureStrategies(g.punter.length, g.banker.length),
      contested: s.equilibrium.contested,
    },
    strategies: { punter: s.punter.map(entry), banker: s.banker.map(entry) },
    outcomes: Object.fromEntries(s.outcomes.map((o) => [o.id, fractionText(o.probability)])),
    value: {
      punter: fractionText(s.value.punter),
      banker: fractionText(s.value.banker),
      ...(g.zeroSum ? { game: fractionText(s.value.punter) } : {}),
    },
    ...('text' in s.policy ? { policy: s.policy.text } : { policy: null, policyRefused: s.policy.refused }),
  };
}
