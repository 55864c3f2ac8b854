/**
 * The designer's bench (the inspector's GET and POST /api/bench): a bet's pay table edited, and its
 * house edge, standard deviation, hit frequency and return read again at once. The card orders by
 * rule and rung (a par sheet's rows, src/odds/result.ts settleRows) do not depend on what a rule
 * pays, so a bet is counted once (on a worker thread, src/inspector/bench-worker.ts) and every edit
 * is only the rows' probabilities times the edited nets, in exact fractions: never a recount. The
 * server, not the page, works the figures out from the rows it keeps: its fractions are exact
 * (BigInt), and the loader that must accept the edited bet as a profile before it is offered is
 * the server's; an edit is a request of a few milliseconds.
 *
 * "Save as profile" is a child profile: `extends:` the profile, and its whole `bets:` list, the
 * edited bet's pays changed and every other bet as the parent has it, so that it is the same game
 * whether a child's bets replace its parent's or merge with them by id.
 */
import { Document, isScalar, visit } from 'yaml';
import { add, type Fraction, fraction, fractionText, mul, toNumber } from '../core/fraction.js';
import type { Policy } from '../core/policy.js';
import { ruleNamesOf, settleItem } from '../core/rule-words.js';
import { keptAfter, ratioOf } from '../core/settle.js';
import { figuresOfRows, rowWords } from '../house/par.js';
import { checkProfileText } from '../loader/load.js';
import { exactOdds } from '../odds/exact.js';
import type { SettleRow } from '../odds/result.js';
import type { Bet, Profile, SettleRule } from '../profile/types.js';

/** What the bench counts once a bet (what the worker posts): its staking, every card order, its rows as text. */
export interface BenchCount {
  /** The staking counted: the bet's own id, or "<bet> on <side>" where it backs one of several sides. */
  readonly id: string;
  readonly bet: string;
  readonly side?: string;
  /** Every card order of a coup, a whole number as text. */
  readonly total: string;
  /** Rule, rung (-1: a fixed payout), net per unit and card orders, the fractions as "n/d" or "n". */
  readonly rows: readonly {
    readonly rule: number;
    readonly rung: number;
    readonly net: string;
    readonly count: string;
  }[];
}

/** A payout the bench can edit: a rule's ratio, a rung of its pay table, or its commission. */
export interface BenchPayout {
  readonly rule: number;
  /** The rung of the rule's pay table; -1 for a fixed ratio or the commission. */
  readonly rung: number;
  readonly kind: 'ratio' | 'commission';
  /** As written: "40:1"; a commission's percentage: "5". */
  readonly value: string;
  /** The event it pays on, in the rules' words: "Banco wins with three cards totalling 7". */
  readonly event: string;
}

/** An edit of a payout: the new ratio of a rule (at a rung), or its new commission. */
export type BenchEdit =
  | { readonly rule: number; readonly rung: number; readonly ratio: string }
  | { readonly rule: number; readonly commission: number };

/** A bet's figures per unit staked, exact (n/d) and as numbers. */
export interface BenchFigures {
  readonly houseEdge: { readonly exact: string; readonly value: number };
  readonly hitFrequency: { readonly exact: string; readonly value: number };
  /** What comes back per unit staked on average: 1 − the house edge. */
  readonly return: { readonly exact: string; readonly value: number };
  readonly standardDeviation: number;
}

/** A bet on the bench: its rules in words, the payouts it can edit, its rows, and its figures as written. */
export interface Bench {
  readonly profile: string;
  readonly bet: { readonly id: string; readonly name: string; readonly staking: string };
  readonly settles: string;
  readonly payouts: readonly BenchPayout[];
  readonly rows: readonly {
    readonly rule: number;
    readonly rung: number;
    readonly event: string;
    readonly pays: string;
    readonly count: string;
    readonly probability: string;
  }[];
  readonly total: string;
  readonly figures: BenchFigures;
}

/** A bet the bench cannot take, or an edit it refuses: the reason in one line. */
export class BenchError extends Error {
  override name = 'BenchError';
}

/** The bet a bench names: its id, or a staking's ("banco on right"). */
function betNamed(profile: Profile, id: string): Bet {
  const bet = profile.bets.find((b) => b.id === id) ?? profile.bets.find((b) => id.startsWith(`${b.id} `));
  if (!bet)
    throw new BenchError(
      `${profile.name} has no bet "${id}": its bets are ${profile.bets.map((b) => b.id).join(', ')}`,
    );
  return bet;
}

/**
 * The one exact count the bench needs of a bet: its rows by rule and rung. `id` is a bet's id or
 * a staking's; a bet of several stakings (a side named) is counted on the first unless one is named.
 * Throws NotEnumerable or a PolicyError as exactOdds does.
 */
export function benchCount(profile: Profile, id: string, policy: Policy | undefined): BenchCount {
  const bet = betNamed(profile, id);
  const odds = exactOdds(profile, { policy, bets: [bet.id] });
  const staking = odds.bets.find((b) => b.id === id) ?? odds.bets.find((b) => b.id.startsWith(`${bet.id} `));
  const refused = odds.refused?.find((r) => r.id === bet.id);
  if (!staking) throw new BenchError(`${bet.name} cannot be counted exactly: ${refused?.reason ?? 'no staking of it'}`);
  return {
    id: staking.id,
    bet: bet.id,
    ...(staking.side !== undefined ? { side: staking.side } : {}),
    total: odds.total.toString(),
    rows: (staking.rows?.() ?? []).map((r) => ({
      rule: r.rule,
      rung: r.rung,
      net: fractionText(r.net),
      count: fractionText(r.count),
    })),
  };
}

const fractionOf = (text: string): Fraction => {
  const [num, den] = text.split('/');
  return fraction(BigInt(num!), BigInt(den ?? '1'));
};

/** The net per unit a rule gives at a rung: its ratio less its commission on a win, 0 on a push, -1 on a loss. */
function netAt(rule: SettleRule, rung: number): Fraction {
  if (rule.result === 'push') return fraction(0n);
  if (rule.result === 'lose') return fraction(-1n);
  const pays = rule.pays;
  const ratio = pays?.kind === 'table' ? pays.rungs[rung]?.ratio : pays?.ratio;
  if (ratio === undefined) return fraction(-1n);
  return mul(ratioOf(ratio), keptAfter(rule.commission));
}

const same = (a: Fraction, b: Fraction) => a.num * b.den === b.num * a.den;

/**
 * Each row's net from the rules given: a rule's row from its pays (the rules edited), the row no rule
 * settles as counted. Refuses a bet whose rows are not each one rule's pays (a stake split between
 * sides, one its holder repays): the bench would need the sides' rows, not the stake's.
 */
function netsOf(bet: Bet, count: BenchCount, rules: readonly SettleRule[]): Fraction[] {
  return count.rows.map((r) => {
    const counted = fractionOf(r.net);
    if (r.rule < 0) {
      if (!same(counted, fraction(-1n)))
        throw new BenchError(
          `${bet.name}'s stake is settled by more than one rule's pays (a stake split between sides, or one its holder repays): the bench edits a bet each of whose coups one rule settles`,
        );
      return counted;
    }
    // The rows were counted by the rules as written: a rule that does not give its row's net is a bug.
    if (!same(netAt(bet.settle[r.rule]!, r.rung), counted))
      throw new Error(`${count.id}: row ${r.rule}/${r.rung} nets ${r.net}, not its rule's pays`);
    return netAt(rules[r.rule]!, r.rung);
  });
}

/** House edge, hit frequency, return and deviation of rows of these card orders and nets. */
function figuresOf(count: BenchCount, nets: readonly Fraction[]): BenchFigures {
  const total = BigInt(count.total);
  const { ev, hit, variance } = figuresOfRows(
    count.rows.map((r, i) => {
      const c = fractionOf(r.count);
      return { probability: fraction(c.num, c.den * total), net: nets[i]! };
    }),
  );
  const edge = mul(fraction(-1n), ev);
  const back = add(fraction(1n), ev);
  return {
    houseEdge: { exact: fractionText(edge), value: toNumber(edge) },
    hitFrequency: { exact: fractionText(hit), value: toNumber(hit) },
    return: { exact: fractionText(back), value: toNumber(back) },
    standardDeviation: Math.sqrt(toNumber(variance)),
  };
}

/** The payouts of a bet the bench can edit, in its rules' order: each win's ratio (or each rung's), then its commission. */
function payoutsOf(profile: Profile, bet: Bet, side: string | undefined): BenchPayout[] {
  const names = ruleNamesOf(profile);
  const word = (rule: number, rung: number) =>
    rowWords(names, bet, side, { rule, rung, net: fraction(0n), count: fraction(0n) }).event;
  return bet.settle.flatMap((r, rule): BenchPayout[] => {
    if (r.result !== 'win' || r.pays === undefined) return [];
    const ratios: BenchPayout[] =
      r.pays.kind === 'table'
        ? r.pays.rungs.map((g, rung) => ({ rule, rung, kind: 'ratio', value: g.ratio, event: word(rule, rung) }))
        : [{ rule, rung: -1, kind: 'ratio', value: r.pays.ratio, event: word(rule, -1) }];
    return [...ratios, { rule, rung: -1, kind: 'commission', value: String(r.commission), event: word(rule, -1) }];
  });
}

/**
 * The bench of a bet from its count: its rules in words, what can be edited, the rows (card orders,
 * exact), and the figures of its pays as written.
 *
 * @example
 * ```ts
 * const ez = loadProfile('ez-baccarat');
 * const bench = benchOf(ez, benchCount(ez, 'dragon-7', undefined));
 * bench.figures.houseEdge.value; // 0.0761…: the published 7.6113 %
 * ```
 */
export function benchOf(profile: Profile, count: BenchCount): Bench {
  const bet = betNamed(profile, count.bet);
  const names = ruleNamesOf(profile);
  const total = BigInt(count.total);
  const rows = count.rows.map((r) => {
    const words = rowWords(names, bet, count.side, {
      ...r,
      net: fractionOf(r.net),
      count: fractionOf(r.count),
    } as SettleRow);
    const c = fractionOf(r.count);
    return {
      rule: r.rule,
      rung: r.rung,
      ...words,
      count: r.count,
      probability: fractionText(fraction(c.num, c.den * total)),
    };
  });
  return {
    profile: profile.id,
    bet: { id: bet.id, name: bet.name, staking: count.id },
    settles:
      rows
        .filter((r) => r.rule >= 0)
        .map((r) => settleItem(r.event, r.pays))
        .join('; ') || 'never wins',
    payouts: payoutsOf(profile, bet, count.side),
    rows,
    total: count.total,
    figures: figuresOf(count, netsOf(bet, count, bet.settle)),
  };
}

/** A ratio as a profile writes one ("45:1", "0.5:1"): the schema's pattern, and a stake that is not nothing. */
const RATIO = /^[0-9]{1,6}(\.[0-9]{1,4})?:[0-9]{1,6}(\.[0-9]{1,4})?$/;

/** The bet's rules with the edits made; each edit checked: its rule and rung there, its ratio or commission one a profile takes. */
export function editedRules(bet: Bet, edits: readonly BenchEdit[]): SettleRule[] {
  const rules = bet.settle.map((r) => ({ ...r }));
  for (const e of edits) {
    const rule = rules[e.rule];
    const at = `${bet.name}, rule ${e.rule + 1}`;
    if (!Number.isInteger(e.rule) || rule === undefined || rule.result !== 'win' || rule.pays === undefined)
      throw new BenchError(`${bet.name} has no winning rule ${e.rule + 1}: its payouts are those the bench lists`);
    if ('commission' in e) {
      const c = e.commission;
      if (typeof c !== 'number' || !(c >= 0 && c <= 100) || Math.round(c * 100) !== c * 100)
        throw new BenchError(
          `${at}: a commission of ${JSON.stringify(c)} is not one: a percentage from 0 to 100, at most two decimals`,
        );
      rule.commission = c;
      continue;
    }
    const ratio = typeof e.ratio === 'string' ? e.ratio.trim() : '';
    if (!RATIO.test(ratio) || /^0+(\.0+)?$/.test(ratio.split(':')[1]!))
      throw new BenchError(`${at}: ${JSON.stringify(e.ratio)} is not a payout: write profit:stake, e.g. 45:1`);
    const pays = rule.pays;
    if (pays.kind === 'table') {
      if (!Number.isInteger(e.rung) || pays.rungs[e.rung] === undefined)
        throw new BenchError(`${at} has no rung ${e.rung + 1} in its pay table`);
      rule.pays = { ...pays, rungs: pays.rungs.map((g, i) => (i === e.rung ? { ...g, ratio } : g)) };
    } else rule.pays = { kind: 'ratio', ratio };
  }
  return rules;
}

/** The figures of a bet counted, its pays edited: nothing counted again. */
export function benchFigures(profile: Profile, count: BenchCount, edits: readonly BenchEdit[]): BenchFigures {
  const bet = betNamed(profile, count.bet);
  return figuresOf(count, netsOf(bet, count, editedRules(bet, edits)));
}

/** A saved profile: its file's name and its YAML, which the loader has taken. */
export interface BenchProfile {
  readonly file: string;
  readonly text: string;
}

/** YAML of a profile, its ratios quoted as the bundled profiles write them ("45:1": no YAML 1.1 reader takes it for a number). */
function yamlOf(doc: Record<string, unknown>): string {
  const yaml = new Document(doc);
  visit(yaml, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && node.value.includes(':')) node.type = 'QUOTE_DOUBLE';
    },
  });
  return yaml.toString({ lineWidth: 0 });
}

/** A rule as a profile writes it (the loader's resolved form), its pays and commission those of `rule`. */
function writtenRule(written: Record<string, unknown>, rule: SettleRule): Record<string, unknown> {
  if (rule.result !== 'win' || rule.pays === undefined) return written;
  const was = written.pays;
  // A pay table is written back one key a rung (a range key "4-6" may now pay differently on each).
  const pays =
    rule.pays.kind === 'ratio'
      ? rule.pays.ratio
      : {
          ...(typeof was === 'object' && was !== null ? was : {}),
          table: Object.fromEntries(rule.pays.rungs.map((g) => [String(g.value), g.ratio])),
        };
  return { ...written, pays, commission: rule.commission };
}

/**
 * The child profile of a bet's edited pays: `extends` the profile, every bet of its resolved
 * `bets` (the loader's, defaults filled) as it is but the edited one, whose rules pay as edited.
 * Checked by the loader before it is offered: a child it refuses is a BenchError with its problem.
 * `resolvedBets`: the profile's bets as the loader resolves its file (LoadResult.resolved.bets).
 */
export function benchProfile(
  profile: Profile,
  resolvedBets: readonly Record<string, unknown>[],
  betId: string,
  edits: readonly BenchEdit[],
): BenchProfile {
  const bet = betNamed(profile, betId);
  const rules = editedRules(bet, edits);
  const changed = payoutsOf(profile, { ...bet, settle: rules }, undefined).filter(
    (p, i) => p.value !== payoutsOf(profile, bet, undefined)[i]!.value,
  );
  const what = changed.map((p) => `${p.kind === 'ratio' ? p.value : `${p.value} % commission`} where ${p.event}`);
  const bets = resolvedBets.map((b) =>
    b.id !== bet.id
      ? b
      : { ...b, settle: (b.settle as Record<string, unknown>[]).map((r, i) => writtenRule(r, rules[i]!)) },
  );
  const id = `${profile.id}-bench`;
  const doc = {
    extends: profile.id,
    id,
    name: `${profile.name}, ${bet.name} as edited`,
    description: `${profile.name}, ${bet.name} ${what.length > 0 ? `paying ${what.join('; ')}` : 'as its parent pays it'}.`,
    bets,
  };
  const text = [
    `# ${profile.name}, ${bet.name}'s pays edited on the inspector's bench. Every bet is listed, the`,
    "# others as the parent has them: the same game whether bets replace the parent's or merge by id.",
    yamlOf(doc),
  ].join('\n');
  const file = `${id}.yaml`;
  const checked = checkProfileText(text, file);
  const loaded = checked.profile?.bets.find((b) => b.id === bet.id);
  if (!loaded) {
    const p = checked.problems[0];
    throw new BenchError(
      `the edited profile is not valid: ${p ? `${p.pointer} ${p.message}` : 'the loader lost the bet'}`,
    );
  }
  if (JSON.stringify(loaded.settle) !== JSON.stringify(rules))
    throw new Error(`${bet.id}: the saved profile's bet does not pay as edited`); // a bug of the writer's
  return { file, text };
}
