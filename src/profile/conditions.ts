/**
 * Reads a settle rule's `when` and `pays` (schemas/profile.schema.json #/$defs/condition, payout)
 * into the normalized form the rules core evaluates (src/core/settle.ts), and finds what a schema
 * cannot see: a value no fact can take, a hand that does not exist, a condition that can never hold
 * (tried over every combination of the facts it reads), a ladder rung that is no value of its fact.
 */
import type { Condition, CoupFact, HandFact, HandRef, HandTest, Payout, SideResult } from './types.js';

type Path = (string | number)[];
export type Problem = (path: Path, message: string, atKey?: boolean) => void;

/** What the condition reader needs to know of the profile. */
export interface ConditionScope {
  readonly handIds: readonly string[];
  readonly outcomes: readonly string[];
  readonly resultHands: readonly string[];
  readonly equal: string;
  readonly againstBanker: boolean;
  /** Cards a hand can hold: from the deal's two to the most (with an extra card, drawing.extraCards). */
  readonly mostCards: number;
  readonly maxValue: number;
  readonly naturalTotals: readonly number[];
  /** The banker's hand (result.banker), which a penalty may name beside its own. */
  readonly banker?: string;
  /**
   * Whose condition it is: a bet's settle rule (the default); an extra card's draw rule, which reads
   * the hand that drew (its cards, ten-valued cards and total); a penalty, which reads the side's
   * result and its own hand. The rules of the table name their hand 'own' (or no hand at all).
   */
  readonly rule?: 'bet' | 'extra-card' | 'penalty';
}

const HAND_KEYS = ['cards', 'total', 'natural', 'pair', 'thirdCard', 'drewOn', 'tenValued', 'keptQuiet'] as const;

/**
 * The keys a condition may write, by the kind of rule it belongs to (the language table of docs/profile-language.md
 * lists each where it may stand): a bet reads every fact a coup's odds know; an extra card's rule,
 * the hand that drew; a penalty, its side's result and its own hand.
 */
export function conditionKeysOf(rule: 'bet' | 'extra-card' | 'penalty'): readonly string[] {
  const combine = ['all', 'any', 'not'];
  if (rule === 'bet') return ['outcome', 'side', 'every', 'hand', ...READS.bet, ...COUP_KEYS, ...combine];
  return ['hand', ...(rule === 'penalty' ? ['side'] : []), ...READS[rule], ...combine];
}

/** The hand facts each kind of rule may read (see ConditionScope.rule and HandFact). */
const READS: Record<'bet' | 'extra-card' | 'penalty', readonly HandFact[]> = {
  bet: ['cards', 'total', 'natural', 'pair', 'thirdCard', 'drewOn'],
  'extra-card': ['cards', 'tenValued', 'total'],
  penalty: ['cards', 'total', 'natural', 'thirdCard', 'drewOn', 'tenValued', 'keptQuiet'],
};
const COUP_KEYS = ['margin', 'cardsDealt', 'tieTotal'] as const;
const REFS = ['winner', 'loser', 'either', 'both'] as const;

/** The values a fact can take, for range checks and for the words of a problem. */
function spanOf(scope: ConditionScope, fact: HandFact | CoupFact): [number, number] {
  switch (fact) {
    case 'total':
    case 'tieTotal':
      return [fact === 'tieTotal' ? 0 : 0, 9];
    case 'margin':
      return [0, 9];
    case 'cards':
      return [2, scope.mostCards];
    case 'cardsDealt':
      return [2 * scope.handIds.length, scope.mostCards * scope.handIds.length];
    case 'thirdCard':
      return [0, scope.maxValue];
    case 'drewOn':
      return [0, 9];
    case 'tenValued':
      return [0, scope.mostCards];
    case 'natural':
    case 'keptQuiet':
      return [0, 1];
    case 'pair':
      return [0, 2];
  }
}

/** 7, [6, 7], "4-9" as the list of values; undefined and a problem where it is none of those. */
function valuesOf(
  raw: unknown,
  scope: ConditionScope,
  fact: HandFact | CoupFact,
  path: Path,
  problem: Problem,
): number[] | undefined {
  const [lo, hi] = spanOf(scope, fact);
  const out: number[] = [];
  const one = (x: unknown, at: Path): void => {
    if ((fact === 'thirdCard' || fact === 'drewOn') && x === 'none') {
      out.push(-1);
      return;
    }
    if (typeof x === 'string' && /^\d{1,2}-\d{1,2}$/.test(x)) {
      const [a, b] = x.split('-').map(Number) as [number, number];
      if (a > b) problem(at, `the range "${x}" runs backwards: write it as "${b}-${a}"`);
      for (let n = a; n <= b; n++) one(n, at);
      return;
    }
    if (typeof x !== 'number' || !Number.isInteger(x)) {
      problem(
        at,
        `${fact} takes a whole number, a list of them or a range such as "4-9"${fact === 'thirdCard' || fact === 'drewOn' ? ', or "none"' : ''}, not ${JSON.stringify(x)}`,
      );
      return;
    }
    if (x < lo || x > hi) {
      problem(at, `no coup has ${fact} ${x} in this profile: it runs from ${lo} to ${hi}`);
      return;
    }
    out.push(x);
  };
  if (Array.isArray(raw)) for (const [i, x] of raw.entries()) one(x, [...path, i]);
  else one(raw, path);
  return out.length > 0 ? [...new Set(out)] : undefined;
}

function refOf(raw: unknown, scope: ConditionScope, path: Path, problem: Problem): HandRef | undefined {
  const rule = scope.rule ?? 'bet';
  if (rule !== 'bet') {
    if (raw === 'own') return { who: 'own' };
    // RC-16: a penalty may ask what the banker's hand ended on (his 8 made by drawing).
    if (rule === 'penalty' && scope.banker !== undefined && raw === scope.banker) return { who: 'hand', id: raw };
    problem(
      path,
      rule === 'penalty'
        ? `a penalty reads its own side's hand or the banker's: write hand: own (or leave "hand" out) or hand: ${scope.banker ?? 'the banker'}`
        : 'an extra card\'s rule reads the hand that drew: write hand: own, or leave "hand" out',
    );
    return undefined;
  }
  if ((REFS as readonly unknown[]).includes(raw)) {
    if (raw === 'loser' && scope.resultHands.length !== 2)
      problem(path, '"loser" names the losing hand of two compared hands; this profile compares more');
    return { who: raw as (typeof REFS)[number] };
  }
  if (typeof raw === 'string' && scope.handIds.includes(raw)) return { who: 'hand', id: raw };
  problem(
    path,
    `"${String(raw)}" is not a hand of this profile: name one of ${scope.handIds.join(', ')}, or winner, loser, either, both`,
  );
  return undefined;
}

/** Reads one `when` object; every key given must hold (all of them). */
export function readCondition(
  raw: Record<string, unknown>,
  scope: ConditionScope,
  path: Path,
  problem: Problem,
): Condition | undefined {
  const parts: Condition[] = [];
  const rule = scope.rule ?? 'bet';
  const results = (key: 'side' | 'every') => {
    const v = raw[key];
    const is = (Array.isArray(v) ? v : [v]) as SideResult[];
    if (!scope.againstBanker)
      problem(
        [...path, key],
        `"${key}" settles a stake against a bank (result scheme each-against-banker); this profile settles by "outcome"`,
        true,
      );
    else if (rule === 'extra-card')
      problem([...path, key], `an extra card is drawn before any result: "${key}" has no meaning here`, true);
    else if (rule === 'penalty' && key === 'every')
      problem([...path, key], 'a penalty reads its own side\'s result: write "side"', true);
    parts.push({ kind: key, is });
  };
  // The rules of the table read the facts of one hand: its own; a side's result for a penalty.
  if (rule !== 'bet') {
    const allowed = READS[rule];
    const other = Object.keys(raw).find((k) => !['hand', 'side', 'all', 'any', 'not', ...allowed].includes(k));
    if (other !== undefined) {
      problem(
        [...path, other],
        `${rule === 'penalty' ? 'a penalty reads its side\'s result ("side") and its own hand' : "an extra card's rule reads the hand that drew"}: ${allowed.join(', ')}; not "${other}"`,
        true,
      );
      return undefined;
    }
  } else {
    const tableOnly = HAND_KEYS.find((k) => raw[k] !== undefined && !READS.bet.includes(k));
    if (tableOnly !== undefined) {
      problem(
        [...path, tableOnly],
        `"${tableOnly}" is read by the rules of the table (drawing.extraCards, drawing.penalties), not by a bet: a coup's odds never see it`,
        true,
      );
      return undefined;
    }
  }
  if (raw.outcome !== undefined) {
    const is = (Array.isArray(raw.outcome) ? raw.outcome : [raw.outcome]) as string[];
    if (scope.againstBanker)
      problem([...path, 'outcome'], 'each-against-banker settles by "side" (win, lose, equal), not by outcome', true);
    else {
      is.forEach((o, i) => {
        if (!scope.outcomes.includes(o))
          problem(
            Array.isArray(raw.outcome) ? [...path, 'outcome', i] : [...path, 'outcome'],
            `"${o}" is not an outcome of this profile: outcomes are ${scope.outcomes.join(', ')}`,
          );
      });
    }
    parts.push({ kind: 'outcome', is });
  }
  if (raw.side !== undefined) results('side');
  if (raw.every !== undefined) results('every');

  const factKeys = [...HAND_KEYS, ...COUP_KEYS, 'hand'].filter((k) => raw[k] !== undefined);
  if (scope.againstBanker && rule === 'bet' && factKeys.length > 0) {
    problem(
      [...path, factKeys[0]!],
      `"${factKeys[0]}" reads the hands of a coup settled by the highest total; a stake against a bank settles by "side"`,
      true,
    );
    return undefined;
  }
  const tests: HandTest[] = [];
  for (const key of HAND_KEYS) {
    if (raw[key] === undefined) continue;
    const at = [...path, key];
    let is: number[] | undefined;
    if (key === 'natural' || key === 'keptQuiet') is = raw[key] === true ? [1] : [0];
    else if (key === 'pair') is = raw[key] === 'suited' ? [2] : raw[key] === 'none' ? [0] : [1, 2];
    else is = valuesOf(raw[key], scope, key, at, problem);
    if (key === 'total' && is && raw.natural === true) {
      const never = is.filter((t) => !scope.naturalTotals.includes(t));
      if (never.length === is.length)
        problem(at, `a natural's total is ${scope.naturalTotals.join(' or ')}: no natural totals ${is.join(', ')}`);
    }
    if (is) tests.push({ fact: key, is });
  }
  if (tests.length > 0 && rule !== 'bet' && (raw.hand === undefined || raw.hand === 'own')) {
    parts.push({ kind: 'hand', hand: { who: 'own' }, tests });
  } else if (tests.length > 0 || raw.hand !== undefined) {
    if (raw.hand === undefined)
      problem(
        [...path, tests[0]!.fact],
        `"${tests[0]!.fact}" needs "hand": which hand it reads (a hand's id, winner, loser, either or both)`,
        true,
      );
    else if (!HAND_KEYS.some((k) => raw[k] !== undefined))
      problem([...path, 'hand'], '"hand" needs what to read of it: total, cards, natural, pair or thirdCard', true);
    else {
      const hand = refOf(raw.hand, scope, [...path, 'hand'], problem);
      // Of the banker's hand a penalty reads what it ended on: its total and its cards (RC-16).
      const beyond = rule === 'penalty' ? tests.find((t) => t.fact !== 'total' && t.fact !== 'cards') : undefined;
      if (hand && beyond)
        problem(
          [...path, beyond.fact],
          `a penalty reads the banker's total and cards only, not "${beyond.fact}"`,
          true,
        );
      else if (hand) parts.push({ kind: 'hand', hand, tests });
    }
  }
  for (const key of COUP_KEYS) {
    if (raw[key] === undefined) continue;
    const is = valuesOf(raw[key], scope, key, [...path, key], problem);
    if (is) parts.push({ kind: 'coup', fact: key, is });
  }
  for (const key of ['all', 'any'] as const) {
    const list = raw[key];
    if (list === undefined) continue;
    const of = (list as Record<string, unknown>[]).map((c, i) => readCondition(c, scope, [...path, key, i], problem));
    if (of.every((c): c is Condition => c !== undefined)) parts.push({ kind: key, of });
  }
  if (raw.not !== undefined) {
    const of = readCondition(raw.not as Record<string, unknown>, scope, [...path, 'not'], problem);
    if (of) parts.push({ kind: 'not', of });
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { kind: 'all', of: parts };
}

const RATIO = /^(\d{1,6})(\.\d{1,4})?:(\d{1,6})(\.\d{1,4})?$/;

function ratioProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || !RATIO.test(text)) {
    return `${JSON.stringify(text)} is not a payout: write profit:stake, each a number of at most six digits and four decimals (e.g. "1:1", "8:1", "0.54:1", "19:20")`;
  }
  if (/^0+(\.0+)?$/.test(text.split(':')[1]!))
    return `"${text}" stakes nothing: the stake side of a payout is more than 0`;
  return undefined;
}

/** Reads `pays`: one ratio, or a table keyed by a fact ({ by, hand?, table }). */
export function readPayout(raw: unknown, scope: ConditionScope, path: Path, problem: Problem): Payout | undefined {
  if (typeof raw === 'string') {
    const wrong = ratioProblem(raw);
    if (wrong) problem(path, wrong);
    return { kind: 'ratio', ratio: raw };
  }
  const t = raw as { by: CoupFact | HandFact; hand?: string; table: Record<string, unknown> };
  if (scope.againstBanker) {
    problem(
      [...path, 'by'],
      'a pay table reads the facts of a coup settled by the highest total; a stake against a bank is paid one ratio',
      true,
    );
    return undefined;
  }
  const handFact = (HAND_KEYS as readonly string[]).includes(t.by);
  let hand: HandRef | undefined;
  if (handFact) {
    if (t.by === 'natural' || t.by === 'pair')
      problem([...path, 'by'], `a pay table is keyed by a number: "${t.by}" is a yes or no; write one rule for each`);
    hand = t.hand === undefined ? { who: 'winner' } : refOf(t.hand, scope, [...path, 'hand'], problem);
    if (hand && (hand.who === 'either' || hand.who === 'both'))
      problem([...path, 'hand'], `a pay table reads one hand: "${hand.who}" names two`);
  } else if (t.hand !== undefined)
    problem([...path, 'hand'], `"${t.by}" is a fact of the whole coup: "hand" has no meaning here`, true);
  const rungs: { value: number; ratio: string }[] = [];
  for (const [key, ratio] of Object.entries(t.table)) {
    const at = [...path, 'table', key];
    const values = valuesOf(/^\d+$/.test(key) ? Number(key) : key, scope, t.by, at, (p, m) => problem(p, m, true));
    const wrong = ratioProblem(ratio);
    if (wrong) problem(at, wrong);
    for (const value of values ?? []) {
      if (rungs.some((r) => r.value === value)) problem(at, `${t.by} ${value} has two rungs in this table`, true);
      else rungs.push({ value, ratio: ratio as string });
    }
  }
  rungs.sort((a, b) => b.value - a.value);
  return { kind: 'table', by: t.by, hand, rungs };
}
