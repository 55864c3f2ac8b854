/**
 * Reads a schema-valid profile apart in one place: fills what the schema cannot (compiled draw
 * tables, exact payout ratios) and finds the problems a schema cannot see — a draw table that leaves
 * a total without an action, a hand named in the deal that does not exist, a bet on nothing, ...
 * Every problem carries the JSON pointer of the value at fault; load.ts turns it into file:line:col.
 */
import { count, RANKS, type Rank } from '../cards/card.js';
import { type ConditionScope, type Problem, readCondition, readPayout } from './conditions.js';
import { pointerOf } from './errors.js';
import { doesEffect, type Procedure, type RawProcedure, readProcedure } from './procedure.js';
import type {
  Action,
  Bet,
  Counting,
  Decider,
  ExtraCard,
  Hand,
  Penalty,
  Profile,
  Row,
  SettleRule,
  Turn,
} from './types.js';

/**
 * A bet's settle rule read without a problem, for the loader to try on every coup it can meet
 * (src/loader/load.ts, with the rules core's canEverApply): whether a rule can ever settle is a
 * question of the coup's semantics, which live above the language.
 */
export interface RuleToTry {
  readonly rule: SettleRule;
  readonly scope: ConditionScope;
  /** Where the rule's condition is written (a JSON pointer). */
  readonly pointer: string;
  /** The rule's bet and its place in the bet's settle, for the rules before it (which may take its coups). */
  readonly bet: number;
  readonly index: number;
  /** Where each rung of its pay table is written (a JSON pointer to its key), by the rung's value. */
  readonly rungAt?: ReadonlyMap<number, string>;
}

export interface SemanticProblem {
  readonly pointer: string;
  readonly atKey: boolean;
  readonly message: string;
}

/* The YAML shape, as the schema guarantees it (defaults filled). */
type RawRow = Action | Record<string, Action>;
interface RawTurn {
  hand: string;
  decidedBy: Decider;
  against?: string;
  table: Record<string, RawRow>;
}
interface RawSettle {
  when?: Record<string, unknown>;
  result: 'win' | 'push' | 'lose';
  pays?: unknown;
  commission: number;
}
type RawEnd = 'banker-exits' | 'bank-broke' | { fewerCardsThan: number };
interface RawProfile {
  id: string;
  name: string;
  description?: string;
  sources: { document: string; language?: string }[];
  shoe: Profile['shoe'];
  cards: { values: Record<Rank, number>; counting: Counting };
  hands: Hand[];
  deal: { order: string[]; face: 'up' | 'down'; misdeals: boolean; bankerMisdeal?: 'baccara' | 'discard' };
  naturals: { totals: number[]; effect: 'settle-at-once'; mayKeepQuiet?: number[] };
  drawing: {
    maxCards: number;
    turns: RawTurn[];
    extraCards?: { when: Record<string, unknown> }[];
    penalties?: { when: Record<string, unknown>; repays: Penalty['repays'] }[];
  };
  bets: { id: string; name: string; settle: RawSettle[]; covers?: Bet['covers']; stake: Bet['stake'] }[];
  session: Omit<Profile['session'], 'end' | 'coups' | 'bank' | 'result' | 'participants'> & {
    participants: { min: number; max: number | 'as-the-shoe-allows' };
    coups?: number;
    end: RawEnd[];
    bank?: Profile['session']['bank'];
    procedure: RawProcedure;
  };
  result: Omit<Profile['result'], 'banker'> & { banker?: string };
}

/** A key like 3 or 0-5 as the list of numbers it covers. */
function rangeOf(key: string): number[] {
  const [lo, hi = lo] = key.split('-').map(Number) as [number, number?];
  const out: number[] = [];
  for (let n = lo; n <= (hi as number); n++) out.push(n);
  return out;
}

function listOf(ns: readonly number[]): string {
  // 0,1,2,5 -> "0-2, 5"
  const sorted = [...ns].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

type HandCheck = (id: string, path: (string | number)[], what: string) => void;

/** What a draw table is read against: the two-card totals, the naturals, the third card's values. */
interface Totals {
  readonly twoCardTotals: ReadonlySet<number>;
  readonly naturals: ReadonlySet<number>;
  /** The two-card totals that reach a draw turn: every one that is not a natural. */
  readonly undecided: readonly number[];
  readonly thirdValues: readonly number[];
}

export function normalize(
  raw: unknown,
  file: string,
): { profile?: Profile; problems: SemanticProblem[]; rulesToTry?: RuleToTry[] } {
  const p = raw as RawProfile;
  const problems: SemanticProblem[] = [];
  const rulesToTry: RuleToTry[] = [];
  const problem = (path: (string | number)[], message: string, atKey = false) =>
    problems.push({ pointer: pointerOf(path), atKey, message });

  const checkHand = readHands(p, problem);
  const totals = readTotals(p, problem);
  const turns = p.drawing.turns.map((t, ti) => readTurn(p, t, ti, totals, checkHand, problem));
  const scope = readResult(p, checkHand, problem);
  const { extraCards, penalties, mayKeepQuiet } = readTableRules(p, scope, totals.naturals, problem);
  const { bets, betIds } = readBets(p, scope, problem, () => problems.length, rulesToTry);
  const { bank } = p.session;
  const { end, participants } = readSession(p, problem, betIds, extraCards.length > 0);
  const procedure = readProcedure(p.session.procedure, p.id);
  checkProcedure(p, procedure, problem);

  if (problems.length > 0) return { problems };
  return {
    problems,
    rulesToTry,
    profile: {
      id: p.id,
      name: p.name,
      description: p.description ?? '',
      sources: p.sources,
      file,
      shoe: { ...p.shoe, stopCard: p.shoe.stopCard },
      cards: p.cards,
      hands: p.hands,
      deal: p.deal,
      naturals: { totals: p.naturals.totals, effect: p.naturals.effect, mayKeepQuiet },
      drawing: { maxCards: p.drawing.maxCards, turns, extraCards, penalties },
      result: { ...p.result, banker: p.result.banker },
      bets,
      session: { ...p.session, participants, coups: p.session.coups, end, bank, procedure },
    },
  };
}

/** Hands, and every place that names one (the deal, the result); the check for the others. */
function readHands(p: RawProfile, problem: Problem): HandCheck {
  const handIds = new Set<string>();
  p.hands.forEach((h, i) => {
    if (handIds.has(h.id)) problem(['hands', i, 'id'], `hand "${h.id}" is defined twice`);
    handIds.add(h.id);
  });
  const known = `the hands are ${[...handIds].join(', ')}`;
  const checkHand = (id: string, path: (string | number)[], what: string) => {
    if (!handIds.has(id)) problem(path, `${what} "${id}", which is not a hand of this profile: ${known}`);
  };
  for (const [i, h] of p.deal.order.entries()) checkHand(h, ['deal', 'order', i], 'the deal order names');
  for (const h of handIds) {
    if (!p.deal.order.includes(h)) problem(['deal', 'order'], `hand "${h}" gets no card in the deal order`);
  }
  const perHand = new Map<string, number>();
  for (const h of p.deal.order) perHand.set(h, (perHand.get(h) ?? 0) + 1);
  // Naturals are two-card totals and the draw tables are keyed by them: the deal gives two cards.
  const wrong = [...perHand].filter(([, n]) => n !== 2).map(([h, n]) => `${h} gets ${n}`);
  if (p.deal.order.every((h) => handIds.has(h)) && wrong.length > 0) {
    problem(['deal', 'order'], `every hand gets two cards in the deal: ${wrong.join(', ')}`);
  }
  if (p.drawing.maxCards < 3) {
    problem(
      ['drawing', 'maxCards'],
      `a hand holds its two cards and a third drawn by its turn: maxCards must be at least 3, not ${p.drawing.maxCards}`,
    );
  }
  p.result.hands.forEach((h, i) => {
    checkHand(h, ['result', 'hands', i], 'the result compares');
    if (p.result.hands.indexOf(h) !== i) problem(['result', 'hands', i], `hand "${h}" is compared twice`);
  });
  // A side's hand plays against the banker: its players, stakes and decider come from result.hands.
  if (p.result.scheme === 'each-against-banker') {
    p.hands.forEach((h, i) => {
      if ((h.holder === 'side' || h.holder === 'each-punter') && !p.result.hands.includes(h.id)) {
        problem(
          ['hands', i, 'holder'],
          `"${h.id}" is held by ${h.holder === 'side' ? 'a side' : 'each punter'}, but result.hands does not list it among the sides that play the banker`,
        );
      }
    });
  }
  return checkHand;
}

/** Which totals can reach a draw turn: every two-card total that is not a natural. */
function readTotals(p: RawProfile, problem: Problem): Totals {
  const values = p.cards.values;
  const distinctValues = [...new Set(RANKS.map((r) => values[r]))];
  const twoCardTotals = new Set<number>();
  for (const a of distinctValues) for (const b of distinctValues) twoCardTotals.add(count([a, b], p.cards.counting));
  const naturals = new Set(p.naturals.totals);
  p.naturals.totals.forEach((t, i) => {
    if (!twoCardTotals.has(t))
      problem(
        ['naturals', 'totals', i],
        `${t} cannot be made with two cards of this profile: a natural is a two-card total`,
      );
  });
  const undecided = [...twoCardTotals].filter((t) => !naturals.has(t));
  const thirdValues = [...new Set(distinctValues)];
  return { twoCardTotals, naturals, undecided, thirdValues };
}

/** A draw turn: its hand, whose third card it reads, and its table's rows by total. */
function readTurn(p: RawProfile, t: RawTurn, ti: number, known: Totals, checkHand: HandCheck, problem: Problem): Turn {
  const { twoCardTotals, naturals, undecided, thirdValues } = known;
  const turnHands = new Set(p.drawing.turns.slice(0, ti).map((o) => o.hand));
  const at = ['drawing', 'turns', ti];
  checkHand(t.hand, [...at, 'hand'], 'the turn names');
  if (turnHands.has(t.hand)) problem([...at, 'hand'], `hand "${t.hand}" has two turns`);
  if (t.against !== undefined) {
    checkHand(t.against, [...at, 'against'], 'the table reads the third card of');
    if (t.against === t.hand) problem([...at, 'against'], "a table cannot read its own hand's third card");
    else if (!turnHands.has(t.against)) {
      problem([...at, 'against'], `"${t.against}" has no turn before "${t.hand}": its third card is not known yet`);
    }
  }
  const againstTurn = p.drawing.turns.find((o) => o.hand === t.against);
  const againstCanStand = againstTurn
    ? Object.values(againstTurn.table).some((r) => typeof r !== 'string' || r !== 'draw')
    : true;

  const rows: (Row | undefined)[] = [];
  const covered = new Map<number, string>();
  // JS lists integer-like keys ("5") before others ("0-5"); read rows by their lower bound instead,
  // so a problem is reported on the row a reader meets second, as in a table written in order.
  const byLowerBound = Object.entries(t.table).sort(
    ([a], [b]) => parseInt(a, 10) - parseInt(b, 10) || a.length - b.length,
  );
  if (t.against === undefined && byLowerBound.some(([, r]) => typeof r !== 'string')) {
    problem([...at, 'table'], 'a row keyed by a third card needs "against": the hand whose third card it reads', true);
  }
  for (const [key, raw] of byLowerBound) {
    const totals = rangeOf(key);
    const keyPath = [...at, 'table', key];
    if (totals[0] === undefined) {
      problem(keyPath, `"${key}" is an empty range: write the lower total first`, true);
      continue;
    }
    for (const total of totals) {
      const before = covered.get(total);
      if (before !== undefined) problem(keyPath, `total ${total} already has a row ("${before}")`, true);
      covered.set(total, key);
      if (naturals.has(total) && p.naturals.effect === 'settle-at-once') {
        problem(keyPath, `total ${total} is a natural: the coup settles at once and no hand draws`, true);
      } else if (!twoCardTotals.has(total)) {
        problem(keyPath, `total ${total} cannot be made with two cards of this profile`, true);
      }
    }
    const row = readRow(t, key, raw, keyPath, thirdValues, againstCanStand, problem);
    for (const total of totals) rows[total] = row;
  }
  const uncovered = undecided.filter((total) => !covered.has(total));
  if (uncovered.length > 0) {
    problem(
      [...at, 'table'],
      `the table leaves total${uncovered.length > 1 ? 's' : ''} ${listOf(uncovered)} without an action`,
      true,
    );
  }
  return { hand: t.hand, decidedBy: t.decidedBy, against: t.against, rows };
}

/** A row of a draw table: one action, or one per value of the other hand's third card (and "stood"). */
function readRow(
  t: RawTurn,
  key: string,
  raw: RawRow,
  keyPath: (string | number)[],
  thirdValues: readonly number[],
  againstCanStand: boolean,
  problem: Problem,
): Row {
  if (typeof raw === 'string') {
    if (raw === 'choice' && t.decidedBy === 'nobody') {
      problem(keyPath, `"choice" needs someone to choose: set decidedBy (side-player, banker or largest-stake)`);
    }
    return { kind: 'fixed', action: raw };
  }
  const byValue: (Action | undefined)[] = [];
  let stood: Action | undefined;
  const seen = new Map<number, string>();
  const cells = Object.entries(raw).sort(([a], [b]) =>
    a === 'stood' ? -1 : b === 'stood' ? 1 : parseInt(a, 10) - parseInt(b, 10) || a.length - b.length,
  );
  for (const [vk, action] of cells) {
    if (action === 'choice' && t.decidedBy === 'nobody') {
      problem(
        [...keyPath, vk],
        `"choice" needs someone to choose: set decidedBy (side-player, banker or largest-stake)`,
      );
    }
    if (vk === 'stood') {
      stood = action;
      continue;
    }
    const vs = rangeOf(vk);
    if (vs[0] === undefined) problem([...keyPath, vk], `"${vk}" is an empty range: write the lower value first`, true);
    for (const v of vs) {
      if (seen.has(v)) problem([...keyPath, vk], `third-card value ${v} already has a cell ("${seen.get(v)}")`, true);
      else if (!thirdValues.includes(v)) problem([...keyPath, vk], `no card of this profile has the value ${v}`, true);
      seen.set(v, vk);
      byValue[v] = action;
    }
  }
  const missing = thirdValues.filter((v) => byValue[v] === undefined);
  if (missing.length > 0) {
    problem(
      keyPath,
      `row ${key} leaves the third-card value${missing.length > 1 ? 's' : ''} ${listOf(missing)} without an action`,
    );
  }
  if (stood === undefined && againstCanStand) {
    problem(keyPath, `row ${key} has no "stood" cell for when "${t.against}" takes no card`);
  }
  return { kind: 'by-third-card', byValue, stood };
}

/** The result: its outcomes and banker checked, and the scope every condition of the profile is read in. */
function readResult(p: RawProfile, checkHand: HandCheck, problem: Problem): ConditionScope {
  const eachAgainstBanker = p.result.scheme === 'each-against-banker';
  const outcomes = new Set([...p.result.hands, p.result.equal]);
  const maxValue = Math.max(...RANKS.map((r) => p.cards.values[r]));
  const scope: ConditionScope = {
    handIds: p.hands.map((h) => h.id),
    outcomes: [...outcomes],
    resultHands: p.result.hands,
    equal: p.result.equal,
    againstBanker: p.result.scheme === 'each-against-banker',
    mostCards: p.drawing.maxCards + ((p.drawing.extraCards ?? []).length > 0 ? 1 : 0),
    maxValue,
    naturalTotals: p.naturals.totals,
    rankValue: RANKS.map((r) => p.cards.values[r]),
    ...(p.result.banker !== undefined ? { banker: p.result.banker } : {}),
  };
  if (eachAgainstBanker) {
    if (p.result.banker === undefined)
      problem(['result'], 'each-against-banker needs "banker": the hand the sides play against', true);
    else {
      checkHand(p.result.banker, ['result', 'banker'], 'the result names as banker');
      if (p.result.hands.includes(p.result.banker))
        problem(['result', 'banker'], `"${p.result.banker}" cannot be both the banker and a side`);
    }
  } else {
    if (p.result.hands.length < 2) problem(['result', 'hands'], 'highest-total compares at least two hands');
    if (p.result.banker !== undefined)
      problem(
        ['result', 'banker'],
        '"banker" has no meaning for highest-total: the hands are compared with each other',
        true,
      );
    if (p.result.hands.includes(p.result.equal)) {
      problem(['result', 'equal'], `"${p.result.equal}" is already a hand: name the equal outcome otherwise`);
    }
  }
  return scope;
}

/**
 * The rules of the table written in the condition language: extra cards (RC-13), penalties
 * (RC-15, RC-16), and the naturals a holder may keep quiet (RC-16).
 */
function readTableRules(p: RawProfile, scope: ConditionScope, naturals: ReadonlySet<number>, problem: Problem) {
  const eachAgainstBanker = p.result.scheme === 'each-against-banker';
  const extraCards: ExtraCard[] = [];
  (p.drawing.extraCards ?? []).forEach((x, i) => {
    const when = readCondition(x.when, { ...scope, rule: 'extra-card' }, ['drawing', 'extraCards', i, 'when'], problem);
    if (when) extraCards.push({ when });
  });
  const penalties: Penalty[] = [];
  (p.drawing.penalties ?? []).forEach((x, i) => {
    if (!eachAgainstBanker) {
      problem(
        ['drawing', 'penalties', i],
        "a penalty is paid by a side's holder: it needs the result scheme each-against-banker",
      );
      return;
    }
    const when = readCondition(x.when, { ...scope, rule: 'penalty' }, ['drawing', 'penalties', i, 'when'], problem);
    if (when) penalties.push({ when, repays: x.repays });
  });
  const mayKeepQuiet = p.naturals.mayKeepQuiet ?? [];
  mayKeepQuiet.forEach((t, i) => {
    if (!naturals.has(t))
      problem(
        ['naturals', 'mayKeepQuiet', i],
        `${t} is not a natural of this profile: naturals are ${p.naturals.totals.join(', ')}`,
      );
  });
  if (mayKeepQuiet.length > 0 && (!eachAgainstBanker || p.naturals.effect !== 'settle-at-once')) {
    problem(
      ['naturals', 'mayKeepQuiet'],
      "a natural is kept quiet by a side's holder at a table where a natural shown settles the coup: it needs each-against-banker and the effect settle-at-once",
    );
  }
  return { extraCards, penalties, mayKeepQuiet };
}

/**
 * The bets and their settle rules; each rule read without a problem at a table of predictions is
 * one for the loader to try (problemCount tells whether reading it found one).
 */
function readBets(
  p: RawProfile,
  scope: ConditionScope,
  problem: Problem,
  problemCount: () => number,
  rulesToTry: RuleToTry[],
) {
  const eachAgainstBanker = p.result.scheme === 'each-against-banker';
  const betIds = new Set<string>();
  const bets: Bet[] = p.bets.map((b, bi) => {
    if (betIds.has(b.id)) problem(['bets', bi, 'id'], `bet "${b.id}" is defined twice`);
    betIds.add(b.id);
    if (eachAgainstBanker && b.covers === undefined) {
      problem(
        ['bets', bi],
        `bet "${b.id}" needs "covers" (own-side, either-side or both-sides): each-against-banker settles stakes by side`,
        true,
      );
    }
    if (!eachAgainstBanker && b.covers !== undefined)
      problem(['bets', bi, 'covers'], '"covers" has no meaning for highest-total: a bet names its outcome', true);
    if (!eachAgainstBanker && b.stake !== 'chosen')
      problem(['bets', bi, 'stake'], `a ${b.stake} stake needs a bank (result scheme each-against-banker)`);
    if (b.covers === 'both-sides-as-one' && b.settle.some((r) => r.when?.side !== undefined)) {
      problem(
        ['bets', bi, 'settle'],
        'a stake on both sides as one settles by "every" (win, lose, equal), not by one side',
        true,
      );
    }
    if (b.covers !== 'both-sides-as-one' && b.settle.some((r) => r.when?.every !== undefined)) {
      problem(
        ['bets', bi, 'settle'],
        '"every" settles only a stake on both sides as one (covers: both-sides-as-one)',
        true,
      );
    }
    if (b.covers?.startsWith('both-sides') && p.result.hands.length !== 2) {
      problem(['bets', bi, 'covers'], `"${b.covers}" needs exactly two sides in result.hands`);
    }
    const settle: SettleRule[] = b.settle.map((raw, si) => {
      const at = ['bets', bi, 'settle', si];
      const before = problemCount();
      const when = raw.when === undefined ? undefined : readCondition(raw.when, scope, [...at, 'when'], problem);
      if (raw.when === undefined && si < b.settle.length - 1) {
        problem(
          [...at],
          'a rule without "when" settles every coup that reaches it: the rules after it are never used',
          true,
        );
      }
      if (raw.result === 'win' && raw.pays === undefined) problem(at, 'a winning rule needs "pays" (e.g. "1:1")');
      if (raw.result !== 'win' && raw.pays !== undefined)
        problem([...at, 'pays'], `"pays" has no meaning when the result is ${raw.result}`);
      if (raw.result !== 'win' && raw.commission)
        problem([...at, 'commission'], `a commission is taken on a profit: a ${raw.result} has none`);
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(String(raw.commission))) {
        problem(
          [...at, 'commission'],
          `a commission is a percentage with at most two decimals (e.g. 5, 2.5, 1.25), not ${raw.commission}`,
        );
      }
      const rungAt = new Map<number, (string | number)[]>();
      const pays =
        raw.result === 'win' && raw.pays !== undefined
          ? readPayout(raw.pays, scope, [...at, 'pays'], problem, rungAt)
          : undefined;
      const rule: SettleRule = { when, result: raw.result, pays, commission: raw.commission };
      if (problemCount() === before && !eachAgainstBanker) {
        const rungs =
          pays?.kind === 'table' ? new Map([...rungAt].map(([v, path]) => [v, pointerOf(path)])) : undefined;
        rulesToTry.push({ rule, scope, pointer: pointerOf([...at, 'when']), bet: bi, index: si, rungAt: rungs });
      }
      return rule;
    });
    return { id: b.id, name: b.name, settle, covers: b.covers, stake: b.stake };
  });
  return { bets, betIds };
}

/** The betting scheme: its bets are the profile's, and it needs the matching result and, against the bank, a bank. */
function readBetting(p: RawProfile, problem: Problem, betIds: ReadonlySet<string>): void {
  const eachAgainstBanker = p.result.scheme === 'each-against-banker';
  const { betting, bank } = p.session;
  if (betting.scheme === 'predictions') {
    betting.on.forEach((id, i) => {
      if (!betIds.has(id))
        problem(
          ['session', 'betting', 'on', i],
          `"${id}" is not a bet of this profile: bets are ${[...betIds].join(', ')}`,
        );
    });
    betting.sideBets.forEach((id, i) => {
      if (!betIds.has(id))
        problem(
          ['session', 'betting', 'sideBets', i],
          `"${id}" is not a bet of this profile: bets are ${[...betIds].join(', ')}`,
        );
      else if (betting.on.includes(id))
        problem(['session', 'betting', 'sideBets', i], `"${id}" is already a main prediction (session.betting.on)`);
    });
    (betting.sideBetRules ?? []).forEach((rules, r) => {
      const at = ['session', 'betting', 'sideBetRules', r];
      const id = rules.bet;
      if (!betting.sideBets.includes(id))
        problem(
          [...at, 'bet'],
          `"${id}" is not a side bet of this profile (session.betting.sideBets: ${betting.sideBets.join(', ') || 'none'})`,
        );
      else if ((betting.sideBetRules ?? []).findIndex((x) => x.bet === id) !== r)
        problem([...at, 'bet'], `"${id}" has its stake rules twice: write them in one entry`);
      (rules.needs ?? []).forEach((main, i) => {
        if (!betting.on.includes(main))
          problem(
            [...at, 'needs', i],
            `"${main}" is not a main prediction (session.betting.on: ${betting.on.join(', ')})`,
          );
      });
    });
    if (eachAgainstBanker)
      problem(
        ['session', 'betting', 'scheme'],
        'predictions are made on an outcome: they need the result scheme highest-total',
      );
  } else {
    if (!eachAgainstBanker)
      problem(['session', 'betting', 'scheme'], 'betting against the bank needs the result scheme each-against-banker');
    if (bank === undefined)
      problem(['session'], 'betting against the bank needs "bank": who holds it and how he is chosen', true);
    // RD-03: each punter stakes; a fund could be covered before the last of them had his turn.
    if (betting.everyPunterStakes && bank !== undefined && bank.fund !== 'unlimited') {
      problem(
        ['session', 'betting', 'everyPunterStakes'],
        `every punter stakes only against a bank whose fund is unlimited, not ${bank.fund}: a fund could be covered before every punter had staked`,
      );
    }
  }
}

/**
 * The session's rules checked against the rest of the profile: the betting scheme and its result
 * scheme, the bank, who holds each hand and decides each turn, how the session ends, and how many
 * may sit (RD-01: as the shoe allows).
 */
function readSession(
  p: RawProfile,
  problem: Problem,
  betIds: ReadonlySet<string>,
  drawsExtra: boolean,
): { end: Profile['session']['end']; participants: Profile['session']['participants'] } {
  const { bank } = p.session;
  readBetting(p, problem, betIds);
  const templates = p.hands.filter((h) => h.holder === 'each-punter');
  if (templates.length > 1) problem(['hands'], 'only one hand may be held by each punter', true);
  if (templates.length === 1 && bank?.sides !== 'each-punter') {
    problem(['hands'], `"${templates[0]!.id}" is held by each punter: the bank needs sides: each-punter`, true);
  }
  if (bank?.sides === 'each-punter' && templates.length === 0) {
    problem(['session', 'bank', 'sides'], '"each-punter" needs a hand held by each punter (holder: each-punter)');
  }
  if (bank?.sides === 'one-side' && p.result.hands.length !== 1) {
    problem(
      ['session', 'bank', 'sides'],
      `"one-side" needs exactly one side in result.hands, not ${p.result.hands.length}`,
    );
  }
  if (
    bank?.sides === 'halves-from-banker-right' &&
    p.result.scheme === 'each-against-banker' &&
    p.result.hands.length !== 2
  ) {
    problem(
      ['session', 'bank', 'sides'],
      `"halves-from-banker-right" needs two sides in result.hands, not ${p.result.hands.length}`,
    );
  }
  const holders = new Map(p.hands.map((h) => [h.id, h.holder]));
  p.drawing.turns.forEach((t, ti) => {
    if (t.decidedBy === 'side-player' && holders.get(t.hand) !== 'side' && holders.get(t.hand) !== 'each-punter') {
      problem(
        ['drawing', 'turns', ti, 'decidedBy'],
        `"side-player" decides only for a hand held by a side: "${t.hand}" is held by ${holders.get(t.hand) ?? 'nobody'}`,
      );
    }
    if (t.decidedBy === 'banker' && bank === undefined)
      problem(['drawing', 'turns', ti, 'decidedBy'], '"banker" decides only where the session has a bank');
    // Nobody stakes on the banker's own hand: there is no largest stake to decide for it.
    if (t.decidedBy === 'largest-stake' && holders.get(t.hand) === 'banker') {
      problem(
        ['drawing', 'turns', ti, 'decidedBy'],
        `"largest-stake" decides for a hand the punters stake on: "${t.hand}" is the banker's own hand (decidedBy banker)`,
      );
    }
  });
  const end = { bankerExits: false, bankBroke: false, fewerCardsThan: undefined as number | undefined };
  p.session.end.forEach((e, i) => {
    if (e === 'banker-exits' || e === 'bank-broke') {
      if (bank === undefined) problem(['session', 'end', i], `"${e}" needs a bank`);
      if (e === 'banker-exits') end.bankerExits = true;
      else end.bankBroke = true;
    } else end.fewerCardsThan = e.fewerCardsThan;
  });
  if (
    p.session.coups === undefined &&
    !end.bankerExits &&
    end.fewerCardsThan === undefined &&
    p.shoe.stopCard === undefined
  ) {
    problem(
      ['session'],
      'the session never ends: give "coups", a shoe stopCard, or "end" with banker-exits or fewerCardsThan',
      true,
    );
  }
  // RD-01: where the rules set no limit, the shoe does: the most hands (the banker's included) a
  // full shoe can always deal a coup to, each taking as many cards as a hand ever can.
  let participants: Profile['session']['participants'];
  if (p.session.participants.max === 'as-the-shoe-allows') {
    const cards = p.shoe.decks * 52;
    const cardsPerHand = p.drawing.maxCards + (drawsExtra ? 1 : 0);
    participants = {
      min: p.session.participants.min,
      max: Math.floor(cards / cardsPerHand),
      shoeLimit: { cards, cardsPerHand },
    };
    if (templates.length === 0) {
      problem(
        ['session', 'participants', 'max'],
        '"as-the-shoe-allows" counts a hand per participant: it needs a hand held by each punter (holder: each-punter)',
      );
    }
  } else participants = { min: p.session.participants.min, max: p.session.participants.max };
  if (participants.min > participants.max) {
    const why = participants.shoeLimit
      ? `, the most a shoe of ${participants.shoeLimit.cards} cards can always deal to`
      : '';
    problem(['session', 'participants'], `min (${participants.min}) is more than max (${participants.max}${why})`);
  }
  return { end, participants };
}

/**
 * The procedure checked against the rest of the profile: its effects need what they act on (a fund
 * bid for needs chips; the bank passing to the right, an announced bank and one side), and the
 * deal's phases (a misdeal checked, a natural 8 to show) need the phases the procedure gives them.
 */
function checkProcedure(p: RawProfile, procedure: Procedure, problem: Problem): void {
  const bank = p.session.bank;
  const at = ['session', 'procedure'];
  const does = (effect: string) => doesEffect(procedure, effect);
  // BB-02.5: a fund is announced, and bid at an auction, from the bidder's own chips; with none,
  // nobody can ever bank.
  if (bank !== undefined && p.session.startingScore <= 0) {
    if (bank.fund !== 'unlimited') {
      problem(
        ['session', 'startingScore'],
        `an announced bank is put up from the banker's chips: startingScore must be more than ${p.session.startingScore} (or the bank's fund unlimited)`,
      );
    } else if (does('the highest bid banks')) {
      problem(
        ['session', 'startingScore'],
        `the bank is auctioned for the fund each bidder can cover from his chips: startingScore must be more than ${p.session.startingScore} (or the first seat banks)`,
      );
    }
  }
  // CF-02, CF-13: the bank passes seat by seat, and each new banker announces a bank of his own.
  if (does('the bank passes to the right') && (!does('the banker puts up his bank') || bank?.fund === 'unlimited')) {
    problem(
      at,
      'the bank passing to the right goes seat by seat, each new banker announcing his own bank: the procedure needs "the banker puts up his bank" and the bank a fund announced',
    );
  }
  if (does('the bank passes to the right') && p.result.hands.length !== 1) {
    problem(at, "the bank passes on the banker's loss only where one hand plays the banker");
  }
  // The phases the coup leads to (coup over, checking the deal, a natural to show) are checked with
  // the procedure made whole (src/loader/procedure.ts, phasesTheCoupLeadsTo).
  if (p.deal.bankerMisdeal !== undefined && !p.deal.misdeals)
    problem(['deal', 'bankerMisdeal'], 'an extra card to the banker is a misdeal: it needs deal.misdeals: true', true);
  // A table of predictions has no bank: the words that act on one are refused where they are written
  // (src/loader/procedure.ts bankWordProblems, NEEDS_A_BANK).
}
