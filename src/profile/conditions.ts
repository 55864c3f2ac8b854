/**
 * Reads a settle rule's `when` and `pays` (schemas/profile.schema.json #/$defs/condition, payout)
 * into the normalized form the rules core evaluates (src/core/settle.ts), and finds what a schema
 * cannot see: a value no fact can take, a hand that does not exist, a condition that can never hold
 * (tried over every combination of the facts it reads), a ladder rung that is no value of its fact.
 */
import type { CardTest, Condition, CoupFact, HandFact, HandRef, HandTest, Payout, SideResult } from './types.js';

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
  /** Each rank's value (A, 2 … 9, T, J, Q, K), for a card test by value. */
  readonly rankValue?: readonly number[];
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
  if (rule === 'bet')
    return [
      'outcome',
      'side',
      'every',
      'hand',
      ...READS.bet,
      ...CARD_KEYS,
      ...COUP_KEYS,
      ...COUP_CARD_KEYS,
      ...combine,
    ];
  return ['hand', ...(rule === 'penalty' ? ['side'] : []), ...READS[rule], ...combine];
}

/** The hand facts each kind of rule may read (see ConditionScope.rule and HandFact). */
const READS: Record<'bet' | 'extra-card' | 'penalty', readonly HandFact[]> = {
  bet: ['cards', 'total', 'natural', 'pair', 'thirdCard', 'drewOn'],
  'extra-card': ['cards', 'tenValued', 'total'],
  penalty: ['cards', 'total', 'natural', 'thirdCard', 'drewOn', 'tenValued', 'keptQuiet'],
};
const COUP_KEYS = ['margin', 'cardsDealt', 'tieTotal'] as const;
/** A bet's tests of a hand's cards themselves: its first, second or third card; whether they are all one colour. */
const CARD_KEYS = ['first', 'second', 'third', 'colour'] as const;
/** A bet's tests of the coup's cards: how many are red or black; what the two compared hands share. */
const COUP_CARD_KEYS = ['redCards', 'blackCards', 'same'] as const;
const PLACES = ['first', 'second', 'third'] as const;
const COLOURS = ['red', 'black'] as const;
const SUIT_NAMES: Record<string, number> = {
  S: 0,
  spades: 0,
  '♠': 0,
  H: 1,
  hearts: 1,
  '♥': 1,
  D: 2,
  diamonds: 2,
  '♦': 2,
  C: 3,
  clubs: 3,
  '♣': 3,
};
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const PAIR_TIERS: Record<string, readonly number[]> = {
  rank: [1, 2, 3],
  true: [1, 2, 3],
  suited: [2],
  perfect: [2],
  coloured: [3],
  mixed: [1],
  none: [0],
  false: [0],
};
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
  /** The least value where it is not the fact's own (a count of red cards may be 0). */
  least?: number,
): number[] | undefined {
  const span = spanOf(scope, fact);
  const lo = least ?? span[0];
  const hi = span[1];
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

/** A list of values as words: "0", "5 or 6". */
function listWords(is: readonly number[]): string {
  return is.join(' or ');
}

/** Names (or one), each standing for some values (PAIR_TIERS): their values, or a problem. */
function namesOfList(
  raw: unknown,
  names: Readonly<Record<string, readonly number[]>>,
  what: string,
  path: Path,
  problem: Problem,
): number[] | undefined {
  const list = Array.isArray(raw) ? raw : [raw];
  const out = new Set<number>();
  for (const [i, x] of list.entries()) {
    const v = names[String(x)];
    if (v === undefined) {
      problem(
        Array.isArray(raw) ? [...path, i] : path,
        `${JSON.stringify(x)} is not a ${what}: write ${Object.keys(names).join(', ')}, or a list of them`,
      );
      return undefined;
    }
    for (const n of v) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
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

/** One name or a list of names, each of `names` (its index), or a problem naming them. */
function namesOf(
  raw: unknown,
  names: Readonly<Record<string, number>>,
  what: string,
  path: Path,
  problem: Problem,
): number[] | undefined {
  const out: number[] = [];
  const list = Array.isArray(raw) ? raw : [raw];
  list.forEach((x, i) => {
    const n = names[String(x)];
    if (n === undefined)
      problem(
        Array.isArray(raw) ? [...path, i] : path,
        `${JSON.stringify(x)} is not a ${what}: write one of ${Object.keys(names)
          .sort((a, b) => names[a]! - names[b]!)
          .join(', ')}, or a list of them`,
      );
    else out.push(n);
  });
  return out.length === list.length ? [...new Set(out)].sort((a, b) => a - b) : undefined;
}

const RANK_INDEX: Record<string, number> = Object.fromEntries([
  ...RANK_NAMES.map((r, i) => [r, i] as const),
  ['10', 9],
  ['1', 0],
]);
const COLOUR_INDEX: Record<string, number> = { red: 0, black: 1 };

/** A card test of one of a hand's cards: { rank, value, suit, colour } (each a name or a list). */
function readCardOf(
  raw: unknown,
  at: number,
  scope: ConditionScope,
  path: Path,
  problem: Problem,
): { id: string; test: CardTest } | undefined {
  const place = PLACES[at]!;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0) {
    problem(
      path,
      `${place} reads the hand's ${place} card: write its rank, value, suit or colour, e.g. { colour: red }`,
    );
    return undefined;
  }
  const r = raw as Record<string, unknown>;
  const other = Object.keys(r).find((k) => !['rank', 'value', 'suit', 'colour'].includes(k));
  if (other !== undefined) {
    problem([...path, other], `a card has a rank, value, suit and colour; not "${other}"`, true);
    return undefined;
  }
  let rank = r.rank === undefined ? undefined : namesOf(r.rank, RANK_INDEX, 'rank', [...path, 'rank'], problem);
  if (r.value !== undefined) {
    // A card's value spans what a third card's may (0 to the highest card value), without "none".
    const asValue: Problem = (p, m, k) =>
      problem(p, m.replaceAll('thirdCard', "a card's value").replace(', or "none"', ''), k);
    const values = valuesOf(r.value, scope, 'thirdCard', [...path, 'value'], asValue)?.filter((v) => v >= 0);
    if (!values) return undefined;
    const ofValue = (scope.rankValue ?? []).flatMap((v, i) => (values.includes(v) ? [i] : []));
    rank = rank === undefined ? ofValue : rank.filter((x) => ofValue.includes(x));
    if (rank.length === 0) {
      problem(
        [...path, 'value'],
        `no card of ${place === 'third' ? 'a third' : `the ${place}`} place can have both that rank and value`,
      );
      return undefined;
    }
  }
  const suit = r.suit === undefined ? undefined : namesOf(r.suit, SUIT_NAMES, 'suit', [...path, 'suit'], problem);
  const colour =
    r.colour === undefined ? undefined : namesOf(r.colour, COLOUR_INDEX, 'colour', [...path, 'colour'], problem);
  if ((r.rank !== undefined || r.value !== undefined) && rank === undefined) return undefined;
  if ((r.suit !== undefined && !suit) || (r.colour !== undefined && !colour)) return undefined;
  const words = [
    ...(colour ? [colour.map((c) => COLOURS[c]).join(' or ')] : []),
    ...(rank ? [rank.map((x) => RANK_NAMES[x]).join(' or ')] : []),
    ...(suit ? [`of ${suit.map((x) => ['spades', 'hearts', 'diamonds', 'clubs'][x]).join(' or ')}`] : []),
  ];
  return {
    id: `a ${place} card ${words.join(' ')}`,
    test: {
      of: 'card',
      at,
      ...(rank ? { rank } : {}),
      ...(suit ? { suit } : {}),
      ...(colour ? { colour } : {}),
    },
  };
}

/** `same`: what the two compared hands share: total, cards, or { rank | value | suit | colour: first | second | third }. */
function readSame(raw: unknown, scope: ConditionScope, path: Path, problem: Problem): Condition[] | undefined {
  if (scope.resultHands.length !== 2) {
    problem(path, '"same" compares the two compared hands; this profile compares more', true);
    return undefined;
  }
  if (raw === 'total' || raw === 'cards')
    return [
      {
        kind: 'card',
        id: `the same ${raw === 'total' ? 'total' : 'number of cards'} in both hands`,
        hand: undefined,
        test: { of: 'same', at: -1, attr: raw },
      },
    ];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0) {
    problem(
      path,
      '"same" takes total, cards, or what two cards share: { rank: first } (rank, value, suit or colour of the first, second or third card)',
    );
    return undefined;
  }
  const out: Condition[] = [];
  for (const [attr, place] of Object.entries(raw)) {
    if (!['rank', 'value', 'suit', 'colour'].includes(attr)) {
      problem([...path, attr], `two cards may share a rank, value, suit or colour; not "${attr}"`, true);
      continue;
    }
    const at = PLACES.indexOf(place as (typeof PLACES)[number]);
    if (at < 0) {
      problem([...path, attr], `${JSON.stringify(place)} is not a card of a hand: write first, second or third`);
      continue;
    }
    const a = attr as 'rank' | 'value' | 'suit' | 'colour';
    out.push({
      kind: 'card',
      id: `${place} cards of the same ${a} in both hands`,
      hand: undefined,
      test: { of: 'same', at, attr: a, ...(a === 'value' ? { rankClass: scope.rankValue ?? [] } : {}) },
    });
  }
  return out.length === Object.keys(raw).length ? out : undefined;
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
  if (keyOutOfPlace(raw, rule, path, problem)) return undefined;
  readResults(raw, scope, rule, path, problem, parts);
  const factKeys = [
    ...HAND_KEYS,
    ...COUP_KEYS,
    ...(rule === 'bet' ? [...CARD_KEYS, ...COUP_CARD_KEYS] : []),
    'hand',
  ].filter((k) => raw[k] !== undefined);
  if (scope.againstBanker && rule === 'bet' && factKeys.length > 0) {
    problem(
      [...path, factKeys[0]!],
      `"${factKeys[0]}" reads the hands of a coup settled by the highest total; a stake against a bank settles by "side"`,
      true,
    );
    return undefined;
  }
  readHandParts(raw, scope, rule, path, problem, parts);
  if (rule === 'bet') readCoupCards(raw, scope, path, problem, parts);
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

type Rule = NonNullable<ConditionScope['rule']>;

/**
 * A key the condition's rule cannot read, said where it stands: the rules of the table read the facts
 * of one hand (its own; a side's result for a penalty), and a bet never reads what only they read.
 */
function keyOutOfPlace(raw: Record<string, unknown>, rule: Rule, path: Path, problem: Problem): boolean {
  if (rule !== 'bet') {
    const allowed = READS[rule];
    const other = Object.keys(raw).find((k) => !['hand', 'side', 'all', 'any', 'not', ...allowed].includes(k));
    if (other === undefined) return false;
    problem(
      [...path, other],
      `${rule === 'penalty' ? 'a penalty reads its side\'s result ("side") and its own hand' : "an extra card's rule reads the hand that drew"}: ${allowed.join(', ')}; not "${other}"`,
      true,
    );
    return true;
  }
  const tableOnly = HAND_KEYS.find((k) => raw[k] !== undefined && !READS.bet.includes(k));
  if (tableOnly === undefined) return false;
  problem(
    [...path, tableOnly],
    `"${tableOnly}" is read by the rules of the table (drawing.extraCards, drawing.penalties), not by a bet: a coup's odds never see it`,
    true,
  );
  return true;
}

/** The coup's outcome, or a side's (or every side's) result against the bank. */
function readResults(
  raw: Record<string, unknown>,
  scope: ConditionScope,
  rule: Rule,
  path: Path,
  problem: Problem,
  parts: Condition[],
): void {
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
  for (const key of ['side', 'every'] as const) {
    if (raw[key] === undefined) continue;
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
  }
}

/** The tests of one hand's facts (its total, cards, natural, pair, …). */
function readHandTests(raw: Record<string, unknown>, scope: ConditionScope, path: Path, problem: Problem): HandTest[] {
  const tests: HandTest[] = [];
  for (const key of HAND_KEYS) {
    if (raw[key] === undefined) continue;
    const at = [...path, key];
    let is: number[] | undefined;
    if (key === 'natural' || key === 'keptQuiet') is = raw[key] === true ? [1] : [0];
    else if (key === 'pair') is = namesOfList(raw[key], PAIR_TIERS, 'pair', at, problem);
    else is = valuesOf(raw[key], scope, key, at, problem);
    if (key === 'total' && is && raw.natural === true) {
      const never = is.filter((t) => !scope.naturalTotals.includes(t));
      if (never.length === is.length)
        problem(at, `a natural's total is ${scope.naturalTotals.join(' or ')}: no natural totals ${is.join(', ')}`);
    }
    if (is) tests.push({ fact: key, is });
  }
  return tests;
}

/** A bet's tests of the hand's cards themselves (CardTest), read of the same hand. */
function readCardTests(
  raw: Record<string, unknown>,
  keys: readonly (typeof CARD_KEYS)[number][],
  scope: ConditionScope,
  path: Path,
  problem: Problem,
): { id: string; test: CardTest }[] {
  const cardTests: { id: string; test: CardTest }[] = [];
  for (const key of keys) {
    const at = [...path, key];
    if (key === 'colour') {
      const is = namesOf(raw[key], { red: 0, black: 1, mixed: 2 }, 'colour of a hand', at, problem);
      if (is)
        cardTests.push({
          id: `${is.map((c) => ['all cards red', 'all cards black', 'cards of both colours'][c]).join(' or ')}`,
          test: { of: 'colour', is },
        });
    } else {
      const t = readCardOf(raw[key], PLACES.indexOf(key), scope, at, problem);
      if (t) cardTests.push(t);
    }
  }
  return cardTests;
}

/** What the condition reads of a hand, and which hand: its own for the rules of the table, else "hand". */
function readHandParts(
  raw: Record<string, unknown>,
  scope: ConditionScope,
  rule: Rule,
  path: Path,
  problem: Problem,
  parts: Condition[],
): void {
  const tests = readHandTests(raw, scope, path, problem);
  const cardKeys = rule === 'bet' ? CARD_KEYS.filter((k) => raw[k] !== undefined) : [];
  const cardTests = readCardTests(raw, cardKeys, scope, path, problem);
  const missing = tests[0]?.fact ?? cardKeys[0];
  if (tests.length > 0 && rule !== 'bet' && (raw.hand === undefined || raw.hand === 'own')) {
    parts.push({ kind: 'hand', hand: { who: 'own' }, tests });
    return;
  }
  if (missing === undefined && raw.hand === undefined) return;
  if (raw.hand === undefined) {
    problem(
      [...path, missing!],
      `"${missing}" needs "hand": which hand it reads (a hand's id, winner, loser, either or both)`,
      true,
    );
    return;
  }
  if (!HAND_KEYS.some((k) => raw[k] !== undefined) && cardKeys.length === 0) {
    problem(
      [...path, 'hand'],
      `"hand" needs what to read of it: total, cards, natural, pair or thirdCard${rule === 'bet' ? '; its first, second or third card, or colour' : ''}`,
      true,
    );
    return;
  }
  const hand = refOf(raw.hand, scope, [...path, 'hand'], problem);
  // Of the banker's hand a penalty reads what it ended on and how: its total, its cards and the total
  // it drew on (RC-16: his 8 made by drawing, not by a misdeal's fourth card).
  const beyond =
    rule === 'penalty' ? tests.find((t) => t.fact !== 'total' && t.fact !== 'cards' && t.fact !== 'drewOn') : undefined;
  if (hand && beyond)
    problem(
      [...path, beyond.fact],
      `a penalty reads the banker's total, cards and drewOn only, not "${beyond.fact}"`,
      true,
    );
  else if (hand) {
    if (tests.length > 0) parts.push({ kind: 'hand', hand, tests });
    for (const t of cardTests) parts.push({ kind: 'card', id: t.id, hand, test: t.test });
  }
}

/** A bet's tests of the coup's cards: how many red or black cards it dealt, what two hands' cards share. */
function readCoupCards(
  raw: Record<string, unknown>,
  scope: ConditionScope,
  path: Path,
  problem: Problem,
  parts: Condition[],
): void {
  for (const [key, colour] of [
    ['redCards', 0],
    ['blackCards', 1],
  ] as const) {
    if (raw[key] === undefined) continue;
    const is = valuesOf(raw[key], scope, 'cardsDealt', [...path, key], problem, 0);
    if (is)
      parts.push({
        kind: 'card',
        id: `${listWords(is)} ${COLOURS[colour]} cards in the coup`,
        hand: undefined,
        test: { of: 'count', colour, is },
      });
  }
  if (raw.same !== undefined) parts.push(...(readSame(raw.same, scope, [...path, 'same'], problem) ?? []));
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

/**
 * Reads `pays`: one ratio, or a table keyed by a fact ({ by, hand?, table }); `rungAt`, where given,
 * is told where each rung's value is written (its key in the table), for the loader to point at a rung.
 */
export function readPayout(
  raw: unknown,
  scope: ConditionScope,
  path: Path,
  problem: Problem,
  rungAt?: Map<number, Path>,
): Payout | undefined {
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
      else {
        rungs.push({ value, ratio: ratio as string });
        rungAt?.set(value, at);
      }
    }
  }
  rungs.sort((a, b) => b.value - a.value);
  return { kind: 'table', by: t.by, hand, rungs };
}
