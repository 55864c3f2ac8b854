/**
 * The settlement of a finished coup, written once: the facts of the coup, the condition language
 * evaluated over them, and what each rule pays as an exact rational. The chart settles its stakes
 * here (src/machines/rules.ts, bank.ts), the kernel counts coups by the key of their facts and the
 * enumerator folds card orders by the same key (src/kernel/kernel.ts, src/odds/exact.ts): a stake's
 * result per unit is a function of the key, computed here from the same rules.
 *
 * The facts a profile's rules read are chosen when it is compiled (SettleKeys): a profile that reads
 * only the outcome is counted by outcome; one that reads the hands' totals, cards, naturals, third
 * cards or pairs is counted by a key that holds exactly those, so that the counts stay small.
 */

import { type Card, RANKS, SUITS } from '../cards/card.js';
import type {
  Bet,
  CardTest,
  Condition,
  CoupFact,
  HandFact,
  HandRef,
  Payout,
  Profile,
  SettleRule,
  SideResult,
} from '../profile/types.js';
import { decimalFraction, type Fraction, fraction } from './fraction.js';

/** A side's result against the banker, from the side's point of view, in outcome-code order. */
export const SIDE_RESULTS = ['win', 'lose', 'equal'] as const;

/**
 * No pair; a pair by rank whose cards differ in suit (where colours are told apart: a mixed pair, one
 * red and one black); a perfect pair (one rank and suit, `pair: suited`); a coloured pair (one rank and
 * colour, two suits).
 */
export const NO_PAIR = 0;
export const RANK_PAIR = 1;
export const SUITED_PAIR = 2;
export const COLOURED_PAIR = 3;

/** A card's code as the shoe has it: suit * 13 + rank (cards/shoe.ts). */
export function codeOfCard(card: Card): number {
  return SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 13 + RANKS.indexOf(card[0] as (typeof RANKS)[number]);
}

/** A card code's colour (suit * 13 + rank, suits S H D C): 0 red (hearts, diamonds), 1 black. */
export function colourOf(code: number): number {
  const suit = (code / 13) | 0;
  return suit === 1 || suit === 2 ? 0 : 1;
}

/** The most cards a hand's codes are kept for (CoupFacts.card); a hand holds at most four. */
export const CARD_STRIDE = 6;

/**
 * The facts of a finished coup, by hand in the profile's table order. Totals are rankings (their
 * last digit); a hand's natural is the one it held after the deal; third is its third card's value;
 * drewOn the ranking of the total it drew its third card on. tens and quiet are read by the table's
 * own rules (extra cards, penalties), never by a bet's key.
 */
export interface CoupFacts {
  /** Index into the compiled outcomes. */
  outcome: number;
  readonly total: Int32Array;
  readonly cards: Int32Array;
  readonly natural: Int32Array;
  readonly pair: Int32Array;
  readonly third: Int32Array;
  /** -1: the hand drew no third card. */
  readonly drewOn: Int32Array;
  /** How many of the hand's cards are ten-valued (worth 10, or 0 where tens are dropped). */
  readonly tens: Int32Array;
  /** 1 where the hand's holder kept its natural quiet (RC-16; never in a simulated coup). */
  readonly quiet: Int32Array;
  /** Hand h's i-th card's code at h * CARD_STRIDE + i (-1: none), where card tests read them. */
  readonly card: Int32Array;
  /**
   * Where the facts stand for a key (SettleKeys.factsOf): which card tests hold, bit atomAt(id) each;
   * -1 where the card tests read the codes in `card`.
   */
  atoms: number;
  atomAt: ReadonlyMap<string, number> | undefined;
}

export function emptyFacts(hands: number): CoupFacts {
  return {
    outcome: 0,
    total: new Int32Array(hands),
    cards: new Int32Array(hands),
    natural: new Int32Array(hands),
    pair: new Int32Array(hands),
    third: new Int32Array(hands).fill(-1),
    drewOn: new Int32Array(hands).fill(-1),
    tens: new Int32Array(hands),
    quiet: new Int32Array(hands),
    card: new Int32Array(hands * CARD_STRIDE).fill(-1),
    atoms: -1,
    atomAt: undefined,
  };
}

/** The pair of a hand's first two cards from their codes (suit * 13 + rank; see cards/shoe.ts). */
export function pairOf(first: number, second: number): number {
  if (first < 0 || second < 0 || first % 13 !== second % 13) return NO_PAIR;
  if (first === second) return SUITED_PAIR;
  return colourOf(first) === colourOf(second) ? COLOURED_PAIR : RANK_PAIR;
}

/** A card test's atom id: per hand for a hand's test, one for the coup's. */
function atomId(id: string, h: number): string {
  return h < 0 ? id : `${h}|${id}`;
}

/** An attribute of a card code: its rank (0-12), suit (0-3 S H D C), colour (0 red, 1 black). */
function attrOf(code: number, attr: 'rank' | 'suit' | 'colour'): number {
  return attr === 'rank' ? code % 13 : attr === 'suit' ? (code / 13) | 0 : colourOf(code);
}

/**
 * Whether a card test holds on the cards of the coup (hand h; -1 for a test of the coup): the one
 * reader of the cards' ranks, suits and colours, for the chart, the kernel and the enumerator alike.
 */
export function cardTestHolds(s: SettleShape, t: CardTest, f: CoupFacts, h: number): boolean {
  const card = f.card;
  switch (t.of) {
    case 'card': {
      const code = card[h * CARD_STRIDE + t.at]!;
      if (code < 0) return false;
      return (
        (t.rank === undefined || t.rank.includes(code % 13)) &&
        (t.suit === undefined || t.suit.includes((code / 13) | 0)) &&
        (t.colour === undefined || t.colour.includes(colourOf(code)))
      );
    }
    case 'colour': {
      let seen = 0; // bit 1: a red card, bit 2: a black one
      for (let i = 0; i < CARD_STRIDE && card[h * CARD_STRIDE + i]! >= 0; i++)
        seen |= 1 << colourOf(card[h * CARD_STRIDE + i]!);
      return t.is.includes(seen === 1 ? 0 : seen === 2 ? 1 : 2);
    }
    case 'count': {
      let n = 0;
      for (let i = 0; i < card.length; i++) if (card[i]! >= 0 && colourOf(card[i]!) === t.colour) n++;
      return t.is.includes(n);
    }
    case 'same': {
      const [a, b] = s.resultHands as [number, number];
      if (t.attr === 'total') return f.total[a] === f.total[b];
      if (t.attr === 'cards') return f.cards[a] === f.cards[b];
      const x = card[a * CARD_STRIDE + t.at]!;
      const y = card[b * CARD_STRIDE + t.at]!;
      if (x < 0 || y < 0) return false;
      if (t.attr === 'value') return t.rankClass![x % 13] === t.rankClass![y % 13];
      return attrOf(x, t.attr) === attrOf(y, t.attr);
    }
  }
}

/** Whether a card test needs the cards (an atom of the key), rather than facts the key holds already. */
export function readsCards(t: CardTest): boolean {
  return !(t.of === 'same' && (t.attr === 'total' || t.attr === 'cards'));
}

/** How a profile's outcomes and hands stand, for reading facts. */
export interface SettleShape {
  readonly hands: readonly string[];
  /**
   * How many outcomes a coup can have: the compared hands and the equal outcome (highest-total), or
   * every combination of the sides' results, 3^sides (each-against-banker): a number that a full
   * domestic table (33 sides) makes far too large to list.
   */
  readonly outcomeCount: number;
  /** The outcome ids (outcomeIdsOf), listed on first use; only a table of few sides can list them. */
  readonly outcomes: readonly string[];
  /** highest-total: the compared hands' indices; each-against-banker: the sides'. */
  readonly resultHands: readonly number[];
  readonly againstBanker: boolean;
}

/** The winning hand's index, or -1 on the equal outcome (and on a bank's table). */
export function winnerOf(s: SettleShape, f: CoupFacts): number {
  return !s.againstBanker && f.outcome < s.resultHands.length ? s.resultHands[f.outcome]! : -1;
}

/** The losing hand of two compared hands, or -1 on a tie. */
export function loserOf(s: SettleShape, f: CoupFacts): number {
  const w = winnerOf(s, f);
  if (w < 0 || s.resultHands.length !== 2) return -1;
  return s.resultHands[0] === w ? s.resultHands[1]! : s.resultHands[0]!;
}

export function coupFact(s: SettleShape, f: CoupFacts, fact: CoupFact): number {
  if (fact === 'cardsDealt') {
    let n = 0;
    for (let h = 0; h < f.cards.length; h++) n += f.cards[h]!;
    return n;
  }
  const w = winnerOf(s, f);
  if (fact === 'tieTotal') return !s.againstBanker && w < 0 ? f.total[s.resultHands[0]!]! : -1;
  // margin: the winner's total less the best of the other compared hands.
  if (w < 0) return 0;
  let best = 0;
  for (const h of s.resultHands) if (h !== w && f.total[h]! > best) best = f.total[h]!;
  return f.total[w]! - best;
}

export function handFact(f: CoupFacts, h: number, fact: HandFact): number {
  switch (fact) {
    case 'total':
      return f.total[h]!;
    case 'cards':
      return f.cards[h]!;
    case 'natural':
      return f.natural[h]!;
    case 'pair':
      return f.pair[h]!;
    case 'thirdCard':
      return f.third[h]!;
    case 'drewOn':
      return f.drewOn[h]!;
    case 'tenValued':
      return f.tens[h]!;
    case 'keptQuiet':
      return f.quiet[h]!;
  }
}

/**
 * The hands a reference names on this coup (none: the winner of a tie). 'own' is the hand the rule
 * is about (an extra card's hand that drew, a penalty's side), -1 where none is.
 */
function handsOf(s: SettleShape, f: CoupFacts, ref: HandRef, own = -1): number[] {
  switch (ref.who) {
    case 'own':
      return own < 0 ? [] : [own];
    case 'hand':
      return [s.hands.indexOf(ref.id)];
    case 'winner': {
      const w = winnerOf(s, f);
      return w < 0 ? [] : [w];
    }
    case 'loser': {
      const l = loserOf(s, f);
      return l < 0 ? [] : [l];
    }
    default:
      return [...s.resultHands];
  }
}

/**
 * Whether a condition holds for a coup: the one evaluator of the language, for a bet's settle rule,
 * an extra card's draw rule and a holder's penalty alike. side and every: a stake's side result and
 * every covered side's; own: the hand the rule is about (HandRef 'own').
 */
export function holds(
  s: SettleShape,
  c: Condition | undefined,
  f: CoupFacts,
  side?: SideResult,
  every?: SideResult,
  own = -1,
): boolean {
  if (c === undefined) return true;
  if (f.atoms >= 0 && (c.kind === 'all' || c.kind === 'any' || c.kind === 'not')) {
    // A condition of card tests alone, where the facts stand for a key: its bit.
    const bit = f.atomAt!.get(condId(c));
    if (bit !== undefined) return ((f.atoms >> bit) & 1) === 1;
  }
  switch (c.kind) {
    case 'all':
      return c.of.every((x) => holds(s, x, f, side, every, own));
    case 'any':
      return c.of.some((x) => holds(s, x, f, side, every, own));
    case 'not':
      return !holds(s, c.of, f, side, every, own);
    case 'outcome':
      return c.is.includes(s.outcomes[f.outcome]!);
    case 'side':
      return side !== undefined && c.is.includes(side);
    case 'every':
      return every !== undefined && c.is.includes(every);
    case 'coup':
      return c.is.includes(coupFact(s, f, c.fact));
    case 'hand': {
      const hands = handsOf(s, f, c.hand, own);
      const fits = (h: number) => c.tests.every((t) => t.is.includes(handFact(f, h, t.fact)));
      if (hands.length === 0) return false;
      return c.hand.who === 'both' ? hands.every(fits) : hands.some(fits);
    }
    case 'card': {
      const hands = c.hand ? handsOf(s, f, c.hand, own) : [-1];
      const fits = (h: number) => {
        if (f.atoms < 0 || !readsCards(c.test)) return cardTestHolds(s, c.test, f, h);
        return ((f.atoms >> f.atomAt!.get(atomId(c.id, h))!) & 1) === 1;
      };
      if (hands.length === 0) return false;
      return c.hand?.who === 'both' ? hands.every(fits) : hands.some(fits);
    }
  }
}

/* ---------- payouts, exact ---------- */

/** "0.54:1", "19:20", "30:1" as the exact profit per unit staked. */
export function ratioOf(text: string): Fraction {
  const [profit, stake] = text.split(':').map((x) => decimalText(x)) as [Fraction, Fraction];
  return fraction(profit.num * stake.den, profit.den * stake.num);
}

/** A decimal as written ("0.54") as an exact fraction. */
export function decimalText(text: string): Fraction {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new RangeError(`"${text}" is not a decimal number`);
  const frac = m[2] ?? '';
  return fraction(BigInt(m[1]! + frac), 10n ** BigInt(frac.length));
}

/** The ratio a winning rule pays on this coup, or undefined where its table has no rung for it. */
export function paysOn(s: SettleShape, pays: Payout | undefined, f: CoupFacts): string | undefined {
  if (pays === undefined) return undefined;
  if (pays.kind === 'ratio') return pays.ratio;
  const value = factValue(s, f, pays.by, pays.hand);
  return value === undefined ? undefined : pays.rungs.find((r) => r.value === value)?.ratio;
}

/** A pay table's fact on this coup (undefined: the hand it reads is not there, as a tie's winner). */
export function factValue(
  s: SettleShape,
  f: CoupFacts,
  by: CoupFact | HandFact,
  hand: HandRef | undefined,
): number | undefined {
  if (by === 'margin' || by === 'cardsDealt' || by === 'tieTotal') return coupFact(s, f, by);
  const h = handsOf(s, f, hand ?? { who: 'winner' })[0];
  return h === undefined ? undefined : handFact(f, h, by);
}

/** Whether a rule applies to the coup: its condition holds and, for a pay table, a rung fits. */
export function applies(s: SettleShape, r: SettleRule, f: CoupFacts, side?: SideResult, every?: SideResult): boolean {
  if (!holds(s, r.when, f, side, every)) return false;
  return r.result !== 'win' || r.pays?.kind !== 'table' || paysOn(s, r.pays, f) !== undefined;
}

/** The first rule that applies; none: the stake is lost. */
export function ruleOf(
  s: SettleShape,
  rules: readonly SettleRule[],
  f: CoupFacts,
  side?: SideResult,
  every?: SideResult,
): SettleRule | undefined {
  return rules.find((r) => applies(s, r, f, side, every));
}

/** The part of a profit the bettor keeps after the commission (a percentage, decimals exact). */
export function keptAfter(commission: number): Fraction {
  const pct = decimalFraction(commission);
  return fraction(100n * pct.den - pct.num, 100n * pct.den);
}

/**
 * The gross profit per unit staked of the rule that settles the coup (before commission), 0 on a
 * push, -1 on a loss or no rule.
 */
export function grossOf(s: SettleShape, rule: SettleRule | undefined, f: CoupFacts): Fraction {
  if (!rule || rule.result === 'lose') return fraction(-1n);
  if (rule.result === 'push') return fraction(0n);
  return ratioOf(paysOn(s, rule.pays, f)!);
}

/** The net result per unit staked: the profit less commission on a win, 0 on a push, -1 on a loss. */
export function netOf(s: SettleShape, rule: SettleRule | undefined, f: CoupFacts): Fraction {
  const gross = grossOf(s, rule, f);
  if (rule?.result !== 'win' || rule.commission === 0) return gross;
  const kept = keptAfter(rule.commission);
  return fraction(gross.num * kept.num, gross.den * kept.den);
}

/** Whole chips: an exact amount rounded down (the payer's favour: RC-05, RM-09, CF-12). */
export function floorOf(f: Fraction): number {
  const q = f.num / f.den;
  return Number(f.num < 0n && q * f.den !== f.num ? q - 1n : q);
}

export function timesStake(f: Fraction, stake: number): Fraction {
  return fraction(f.num * BigInt(stake), f.den);
}

/* ---------- what a profile's rules read, and the key of a coup's facts ---------- */

interface Reads {
  total: boolean;
  cards: boolean;
  natural: boolean;
  third: boolean;
  drewOn: boolean;
  /** 0: no pair read; 2: pairs by rank only (none / pair); 3: suited pairs too; 4: coloured and mixed pairs too. */
  pair: number;
  /**
   * The card tests that need the cards, each as the hands it is read of (-1: the coup's); or a whole
   * condition of card tests alone (`cond`: an all, any or not of them, read as one), whose tests are
   * its leaves. A bet that names every suit at two cards keys one bit for the condition, not eight.
   */
  atoms: Atom[];
  /** What the card tests read of a card, beside its value. */
  rank: boolean;
  suit: boolean;
  colour: boolean;
}

/** A card test, or a condition of card tests alone, as one bit of a coup's key; leaves: the card tests it reads, by hand. */
interface Atom {
  readonly id: string;
  readonly hand: number;
  readonly test?: CardTest;
  readonly cond?: Condition;
  readonly leaves: readonly { readonly hand: number; readonly test: CardTest }[];
}

/** A condition of card tests alone (no hand read off the outcome): one atom of a coup's key. */
function cardsOnly(c: Condition): boolean {
  if (c.kind === 'card')
    return readsCards(c.test) && (c.hand === undefined || !['winner', 'loser', 'own'].includes(c.hand.who));
  if (c.kind === 'all' || c.kind === 'any') return c.of.every(cardsOnly);
  return c.kind === 'not' && cardsOnly(c.of);
}

/** The atom id of a condition of card tests alone, the same for the same words wherever written. */
const condIds = new WeakMap<Condition, string>();
function condId(c: Condition): string {
  let id = condIds.get(c);
  if (id === undefined) {
    id = `cards|${JSON.stringify(c)}`;
    condIds.set(c, id);
  }
  return id;
}

/** No fact read beyond the outcome. */
function readsNothing(): Reads {
  return {
    total: false,
    cards: false,
    natural: false,
    third: false,
    drewOn: false,
    pair: 0,
    atoms: [],
    rank: false,
    suit: false,
    colour: false,
  };
}

/**
 * What the settle rules of `bets` (the profile's own unless given) read of a coup, as the keys of a
 * profile with those bets read it (SettleKeys.reads): nothing beyond the outcome against a banker,
 * whose sides are each settled on their result. With one bet, what that bet alone reads, without a
 * profile of it to compile (src/odds/bet-groups.ts).
 */
export function readsOfBets(profile: Profile, shape: SettleShape, bets: readonly Bet[] = profile.bets): Reads {
  return shape.againstBanker ? readsNothing() : readsOf(bets, shape);
}

function readsOf(bets: readonly Bet[], shape: SettleShape): Reads {
  const r = readsNothing();
  const fact = (f: CoupFact | HandFact, values?: readonly number[]) => {
    if (f === 'total' || f === 'margin' || f === 'tieTotal') r.total = true;
    else if (f === 'cards' || f === 'cardsDealt') r.cards = true;
    else if (f === 'natural') r.natural = true;
    else if (f === 'thirdCard') r.third = true;
    else if (f === 'drewOn') r.drewOn = true;
    else if (f === 'pair') {
      // Pairs told apart as the tests need: by rank alone, perfect or not, or by colour too.
      const v = values ?? [SUITED_PAIR];
      const has = (p: number) => v.includes(p);
      const states = has(RANK_PAIR) === has(COLOURED_PAIR) ? (has(SUITED_PAIR) === has(RANK_PAIR) ? 2 : 3) : 4;
      r.pair = Math.max(r.pair, states);
    }
  };
  /** What a card test reads of a card (its atom is the caller's to add). */
  const reads = (t: CardTest) => {
    if (t.of === 'card') {
      r.rank ||= t.rank !== undefined;
      r.suit ||= t.suit !== undefined;
      r.colour ||= t.colour !== undefined;
    } else if (t.of === 'same') {
      r.rank ||= t.attr === 'rank';
      r.suit ||= t.attr === 'suit';
      r.colour ||= t.attr === 'colour';
    } else r.colour = true;
  };
  const handsOfCard = (c: Extract<Condition, { kind: 'card' }>) =>
    c.hand === undefined ? [-1] : handIndices(shape, c.hand);
  const card = (c: Extract<Condition, { kind: 'card' }>) => {
    const t = c.test;
    if (!readsCards(t)) {
      fact(t.of === 'same' && t.attr === 'cards' ? 'cards' : 'total');
      return;
    }
    reads(t);
    for (const h of handsOfCard(c))
      if (!r.atoms.some((a) => a.id === atomId(c.id, h)))
        r.atoms.push({ id: atomId(c.id, h), hand: h, test: t, leaves: [{ hand: h, test: t }] });
  };
  const leavesOf = (c: Condition): { hand: number; test: CardTest }[] =>
    c.kind === 'card'
      ? handsOfCard(c).map((hand) => ({ hand, test: c.test }))
      : c.kind === 'all' || c.kind === 'any'
        ? c.of.flatMap(leavesOf)
        : c.kind === 'not'
          ? leavesOf(c.of)
          : [];
  const walk = (c: Condition | undefined): void => {
    if (!c) return;
    // A compound condition of card tests alone is one bit of the key, whatever number of tests it holds.
    if ((c.kind === 'all' || c.kind === 'any' || c.kind === 'not') && cardsOnly(c)) {
      const leaves = leavesOf(c);
      for (const l of leaves) reads(l.test);
      if (!r.atoms.some((a) => a.id === condId(c))) r.atoms.push({ id: condId(c), hand: -1, cond: c, leaves });
      return;
    }
    if (c.kind === 'all' || c.kind === 'any') c.of.forEach(walk);
    else if (c.kind === 'not') walk(c.of);
    else if (c.kind === 'coup') fact(c.fact);
    else if (c.kind === 'hand') {
      // A winner or a loser is read off the totals (the outcome is one of the key's parts).
      for (const t of c.tests) fact(t.fact, t.is);
    } else if (c.kind === 'card') card(c);
  };
  for (const bet of bets) {
    for (const rule of bet.settle) {
      walk(rule.when);
      if (rule.pays?.kind === 'table') fact(rule.pays.by);
    }
  }
  return r;
}

/** Every hand a reference may name on some coup (a bet's references: a hand, the winner, the loser, either, both). */
function handIndices(s: SettleShape, ref: HandRef): number[] {
  return ref.who === 'hand' ? [s.hands.indexOf(ref.id)] : [...s.resultHands];
}

/** drewOn's values in a shape code: -1 (no third card) and the last digits 0-9. */
export const DREW_SPAN = 11;

/**
 * The key of a coup's facts: the outcome, then for each hand the facts the rules read, then (the most
 * significant, so that the enumerator can add them at the end of the deal) each hand's pair. Without
 * any fact beyond the outcome, the key is the outcome.
 */
export class SettleKeys {
  readonly reads: Reads;
  /** The number of keys; equal to the outcomes' when the rules read nothing more. */
  readonly size: number;
  /** The keys without the pairs: a key is showKey + showSize * pairKey. */
  readonly showSize: number;
  readonly pairStates: number;
  /**
   * A hand's cards, natural, third card and the total it drew on as one code:
   * ((cards * 2 + natural) * thirdSpan + third + 1) * DREW_SPAN + drewOn + 1 (see shapeCode).
   */
  readonly thirdSpan: number;
  /**
   * By that code, the index of the hand's shape among the consistent ones the rules tell apart (a
   * natural holds two cards, a third card and the total it was drawn on come with three), or -1
   * where no hand can be so.
   */
  readonly shapeIndex: Int32Array;
  /** Each shape the rules tell apart: its cards, natural, third card's value and the total it drew on. */
  private readonly shapes: readonly {
    readonly cards: number;
    readonly natural: number;
    readonly third: number;
    readonly drewOn: number;
  }[];
  /**
   * By hand, two weights: of its shape's index and of its total, in the key without pairs (0 where
   * the rules read neither). The kernel and the enumerator compute a key as showKey does.
   */
  readonly weights: Int32Array;
  private readonly handSpan: number;
  /** Each card test's bit in the key's atoms (see CoupFacts.atoms). */
  readonly atomAt: ReadonlyMap<string, number>;

  constructor(
    readonly shape: SettleShape,
    profile: Profile,
    mostCards: number,
    maxValue: number,
  ) {
    this.reads = readsOfBets(profile, shape);
    const r = this.reads;
    this.thirdSpan = maxValue + 2;
    this.shapeIndex = new Int32Array((mostCards + 1) * 2 * this.thirdSpan * DREW_SPAN).fill(-1);
    const shapes: { cards: number; natural: number; third: number; drewOn: number }[] = [];
    for (let cards = 2; cards <= mostCards; cards++) {
      for (let natural = 0; natural < 2; natural++) {
        for (let third = -1; third <= maxValue; third++) {
          for (let drewOn = -1; drewOn < DREW_SPAN - 1; drewOn++) {
            // Where the rules do not read drewOn, a record that leaves it out (-1) keys as any other.
            if ((natural === 1 && cards !== 2) || third >= 0 !== cards >= 3 || (r.drewOn && drewOn >= 0 !== cards >= 3))
              continue;
            // What the rules read of it: hands alike in all of that share one shape.
            const seen = {
              cards: r.cards ? cards : third >= 0 ? 3 : 2,
              natural: r.natural ? natural : 0,
              third: r.third ? third : -1,
              drewOn: r.drewOn ? drewOn : -1,
            };
            if (!r.cards && !r.third && !r.drewOn) seen.cards = 2;
            let i = shapes.findIndex(
              (x) =>
                x.cards === seen.cards &&
                x.natural === seen.natural &&
                x.third === seen.third &&
                x.drewOn === seen.drewOn,
            );
            if (i < 0) i = shapes.push(seen) - 1;
            this.shapeIndex[this.shapeCode(cards, natural, third, drewOn)] = i;
          }
        }
      }
    }
    this.shapes = shapes;
    this.handSpan = shapes.length * (r.total ? 10 : 1);
    const H = shape.hands.length;
    this.showSize = shape.outcomeCount * this.handSpan ** H;
    this.pairStates = r.pair === 0 ? 1 : r.pair ** H;
    this.atomAt = new Map(r.atoms.map((a, i) => [a.id, i]));
    this.size = this.showSize * this.pairStates * 2 ** r.atoms.length;
    this.weights = new Int32Array(2 * H);
    // A key that is the outcome alone weighs no hand (a full domestic table's 3^33 outcomes would
    // not fit the weights, and need not).
    for (let h = 0; h < H && this.handSpan > 1; h++) {
      const unit = shape.outcomeCount * this.handSpan ** h;
      this.weights[2 * h] = unit * (r.total ? 10 : 1);
      this.weights[2 * h + 1] = r.total ? unit : 0;
    }
  }

  /** Whether a coup's facts beyond its outcome settle any stake. */
  get readsMore(): boolean {
    return this.size > this.shape.outcomeCount;
  }

  /** The code of a hand's cards, natural, third card and the total it drew on (see shapeIndex). */
  shapeCode(cards: number, natural: number, third: number, drewOn: number): number {
    return ((cards * 2 + natural) * this.thirdSpan + third + 1) * DREW_SPAN + drewOn + 1;
  }

  /**
   * The key of the facts without their pairs: the outcome plus, for each hand, the index of its
   * shape and its total (by its last digit) times their weights.
   */
  showKey(f: CoupFacts): number {
    const w = this.weights;
    let key = f.outcome;
    for (let h = 0; h < f.total.length; h++) {
      const shape = this.shapeIndex[this.shapeCode(f.cards[h]!, f.natural[h]!, f.third[h]!, f.drewOn[h]!)]!;
      if (shape < 0)
        throw new Error(
          `no hand holds ${f.cards[h]} cards with natural ${f.natural[h]}, third card ${f.third[h]} drawn on ${f.drewOn[h]}`,
        ); // a bug, never a profile's fault
      key += shape * w[2 * h]! + f.total[h]! * w[2 * h + 1]!;
    }
    return key;
  }

  /** The pairs' part of the key: each hand's pair state, as the rules tell them apart, the first hand least significant. */
  pairKey(pairs: ArrayLike<number>): number {
    const states = this.reads.pair;
    if (states === 0) return 0;
    let key = 0;
    for (let h = pairs.length - 1; h >= 0; h--) {
      const p = pairs[h]!;
      key = key * states + (states === 4 ? p : p === SUITED_PAIR && states === 3 ? SUITED_PAIR : p === NO_PAIR ? 0 : 1);
    }
    return key;
  }

  /** The card tests' part of the key: bit i where the i-th card test holds on the coup's cards. */
  atomBits(f: CoupFacts): number {
    if (f.atoms >= 0) return f.atoms;
    let bits = 0;
    this.reads.atoms.forEach((a, i) => {
      if (a.cond ? holds(this.shape, a.cond, f) : cardTestHolds(this.shape, a.test!, f, a.hand)) bits |= 1 << i;
    });
    return bits;
  }

  keyOf(f: CoupFacts): number {
    return this.showKey(f) + this.showSize * (this.pairKey(f.pair) + this.pairStates * this.atomBits(f));
  }

  /** The facts a key stands for; the facts the rules do not read take a value that fits the others. */
  factsOf(key: number, into: CoupFacts = emptyFacts(this.shape.hands.length)): CoupFacts {
    const r = this.reads;
    const O = this.shape.outcomeCount;
    into.atoms = Math.floor(key / (this.showSize * this.pairStates));
    into.atomAt = this.atomAt;
    let pairKey = Math.floor(key / this.showSize) % this.pairStates;
    let rest = key % this.showSize;
    into.outcome = rest % O;
    rest = Math.floor(rest / O);
    for (let h = 0; h < this.shape.hands.length; h++) {
      let part = rest % this.handSpan;
      rest = Math.floor(rest / this.handSpan);
      into.total[h] = r.total ? part % 10 : 0;
      if (r.total) part = Math.floor(part / 10);
      const s = this.shapes[part]!;
      into.cards[h] = s.cards;
      into.natural[h] = s.natural;
      into.third[h] = s.third;
      into.drewOn[h] = s.drewOn;
      into.pair[h] = r.pair === 0 ? 0 : pairKey % r.pair;
      if (r.pair !== 0) pairKey = Math.floor(pairKey / r.pair);
    }
    return into;
  }
}

/* ---------- words ---------- */

const listText = (ns: readonly number[]) => {
  const sorted = [...ns].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(
      i === j ? `${sorted[i]}` : j === i + 1 ? `${sorted[i]} or ${sorted[j]}` : `${sorted[i]} to ${sorted[j]}`,
    );
    i = j + 1;
  }
  return parts.join(' or ');
};

function refText(ref: HandRef, own?: string): string {
  return ref.who === 'hand'
    ? ref.id
    : ref.who === 'either'
      ? 'either hand'
      : ref.who === 'both'
        ? 'both hands'
        : ref.who === 'own'
          ? (own ?? 'the hand')
          : ref.who;
}

const SIDE_WORDS: Record<SideResult, string> = { win: 'won', lose: 'lost', equal: 'tied' };
const PAIR_WORDS = ['no', 'mixed', 'suited', 'coloured'];

function testText(t: { fact: HandFact; is: readonly number[] }): string {
  switch (t.fact) {
    case 'total':
      return `a total of ${listText(t.is)}`;
    case 'cards':
      return `${listText(t.is)} cards`;
    case 'natural':
      return t.is.includes(1) ? 'a natural' : 'no natural';
    case 'thirdCard':
      return t.is.includes(-1) && t.is.length === 1
        ? 'no third card'
        : `a third card of ${listText(t.is.filter((v) => v >= 0))}`;
    case 'pair':
      if (t.is.includes(NO_PAIR)) return 'no pair';
      if (t.is.length === 3) return 'a pair';
      return `a ${t.is.map((p) => PAIR_WORDS[p]).join(' or ')} pair`;
    case 'drewOn':
      return t.is.includes(-1) && t.is.length === 1
        ? 'no third card'
        : `a third card drawn on ${listText(t.is.filter((v) => v >= 0))}`;
    case 'tenValued':
      return `${listText(t.is)} ten-valued cards`;
    case 'keptQuiet':
      return t.is.includes(1) ? 'its natural kept quiet' : 'no natural kept quiet';
  }
}

/** A hand test as what the hand did, for the rules of the table (see conditionText). */
function deedText(t: { fact: HandFact; is: readonly number[] }): string {
  switch (t.fact) {
    case 'drewOn':
      return t.is.includes(-1) && t.is.length === 1
        ? 'drew no third card'
        : `drew on ${listText(t.is.filter((v) => v >= 0))}`;
    case 'keptQuiet':
      return t.is.includes(1) ? 'kept his natural quiet' : 'showed his natural';
    default:
      return `held ${testText(t)}`;
  }
}

/**
 * A condition of the rules of the table in words (an extra card's, a holder's penalty's), with
 * `own`, the hand the rule is about, by name: "right lost and right drew on 6 to 9". A bet's rules
 * are said by src/core/rule-words.ts, for a par sheet, the odds and the variant pages alike.
 */
export function conditionText(c: Condition | undefined, own?: string): string {
  if (c === undefined) return 'any coup';
  const text = (x: Condition) => conditionText(x, own);
  switch (c.kind) {
    case 'all':
      return c.of.map(text).join(' and ');
    case 'any':
      return `(${c.of.map(text).join(' or ')})`;
    case 'not':
      return `not ${text(c.of)}`;
    case 'outcome':
    case 'side':
      if (c.kind === 'side' && own !== undefined)
        return `${own} ${c.is.map((r) => SIDE_WORDS[r as SideResult]).join(' or ')}`;
      return c.kind === 'side' ? `side ${c.is.join(' or ')}` : c.is.join(' or ');
    case 'every':
      return `every side ${c.is.join(' or ')}`;
    case 'coup':
      return c.fact === 'margin'
        ? `a margin of ${listText(c.is)}`
        : c.fact === 'cardsDealt'
          ? `${listText(c.is)} cards dealt`
          : `a tie on ${listText(c.is)}`;
    case 'card':
      return c.hand ? `${refText(c.hand, own)} with ${c.id}` : c.id;
    case 'hand': {
      // A rule of the table about its own hand reads as what the hand did: "right drew on 6 to 9".
      if (own !== undefined && c.hand.who === 'own') return `${own} ${c.tests.map(deedText).join(' and ')}`;
      const tests = c.tests.map(testText).join(' and ');
      return `${refText(c.hand, own)} with ${tests}`;
    }
  }
}

/** A rule's settlement in words, as `play` shows it for one coup: "win 1:1 less 5 %", "push", "lose". */
export function settledText(s: SettleShape, rule: SettleRule | undefined, f: CoupFacts): string {
  if (!rule || rule.result === 'lose') return 'lose';
  if (rule.result === 'push') return 'push';
  return `win ${paysOn(s, rule.pays, f)}${rule.commission ? ` less ${rule.commission} %` : ''}`;
}

/* ---------- the chart's coup as facts ---------- */

/** The most sides whose outcomes are listed one by one (3^8 = 6,561 ids); a fuller table is read side by side. */
export const MOST_LISTED_SIDES = 8;

/**
 * The outcome ids, named as the chart names them. highest-total: each compared hand, then the equal
 * outcome. each-against-banker: every combination of the sides' results, the first side varying
 * slowest ("right win, left lose"); only for a table of at most MOST_LISTED_SIDES sides.
 */
export function outcomeIdsOf(profile: Profile): string[] {
  if (profile.result.scheme === 'highest-total') return [...profile.result.hands, profile.result.equal];
  const sides = profile.result.hands;
  if (sides.length > MOST_LISTED_SIDES) {
    throw new Error(
      `${sides.length} sides have 3^${sides.length} outcomes: too many to list; read them side by side (outcomeIdOf, sideResultOf)`,
    ); // a bug, never a profile's fault
  }
  let ids = [''];
  for (const side of sides) {
    ids = ids.flatMap((prefix) => SIDE_RESULTS.map((r) => `${prefix}${prefix ? ', ' : ''}${side} ${r}`));
  }
  return ids;
}

/** each-against-banker: side s's result code (0 win, 1 lose, 2 equal) in outcome o, digit s in base 3, the first side slowest. */
export function sideResultOf(sides: number, o: number, s: number): number {
  return Math.floor(o / 3 ** (sides - 1 - s)) % 3;
}

/** The id of outcome o, as outcomeIdsOf would list it, without listing the others. */
export function outcomeIdOf(profile: Profile, o: number): string {
  if (profile.result.scheme === 'highest-total') return outcomeIdsOf(profile)[o]!;
  const sides = profile.result.hands;
  return sides.map((side, s) => `${side} ${SIDE_RESULTS[sideResultOf(sides.length, o, s)]!}`).join(', ');
}

/** The index of an outcome id (outcomeIdsOf's order), or -1 for none; a full table's too, without listing them. */
export function outcomeIndexOf(profile: Profile, id: string): number {
  if (profile.result.scheme === 'highest-total') return outcomeIdsOf(profile).indexOf(id);
  const sides = profile.result.hands;
  const parts = id.split(', ');
  if (parts.length !== sides.length) return -1;
  let o = 0;
  for (let s = 0; s < sides.length; s++) {
    const code = SIDE_RESULTS.findIndex((r) => parts[s] === `${sides[s]} ${r}`);
    if (code < 0) return -1;
    o = o * 3 + code;
  }
  return o;
}

/** The profile's shape as the settle rules read it: its hands, its outcomes and their count. */
export function settleShapeOf(profile: Profile): SettleShape {
  const hands = profile.hands.map((h) => h.id);
  const againstBanker = profile.result.scheme === 'each-against-banker';
  let outcomes: string[] | undefined;
  return {
    hands,
    outcomeCount: againstBanker ? 3 ** profile.result.hands.length : profile.result.hands.length + 1,
    get outcomes() {
      outcomes ??= outcomeIdsOf(profile);
      return outcomes;
    },
    resultHands: profile.result.hands.map((h) => hands.indexOf(h)),
    againstBanker,
  };
}

/**
 * The facts of a coup as the chart records it: each hand's cards and total, the hands that held a
 * natural after the deal, the outcome. `value` reads a card's points.
 */
export function factsOfRecord(
  rules: { readonly profile: Profile; readonly shape: SettleShape },
  hands: Readonly<Record<string, { readonly cards: readonly Card[]; readonly total: number }>>,
  naturals: readonly string[],
  outcome: string,
  value: (card: Card) => number,
  /** By hand, the total it drew its third card on (none: it drew none); the hands kept quiet. */
  table: { readonly drewOn?: Readonly<Record<string, number>>; readonly keptQuiet?: readonly string[] } = {},
): CoupFacts {
  const { profile, shape } = rules;
  const f = emptyFacts(shape.hands.length);
  f.outcome = Math.max(0, outcomeIndexOf(profile, outcome));
  shape.hands.forEach((id, h) => {
    const { cards, total } = hands[id]!;
    f.total[h] = total % 10;
    f.cards[h] = cards.length;
    f.natural[h] = naturals.includes(id) ? 1 : 0;
    f.third[h] = cards[2] === undefined ? -1 : value(cards[2]);
    const drewOn = table.drewOn?.[id];
    f.drewOn[h] = drewOn === undefined || cards.length < 3 ? -1 : drewOn % 10;
    f.tens[h] = cards.filter((c) => value(c) % 10 === 0).length;
    f.quiet[h] = table.keptQuiet?.includes(id) ? 1 : 0;
    cards.forEach((card, i) => {
      if (i < CARD_STRIDE) f.card[h * CARD_STRIDE + i] = codeOfCard(card);
    });
    const [a, b] = cards;
    f.pair[h] = a === undefined || b === undefined ? NO_PAIR : pairOf(codeOfCard(a), codeOfCard(b));
  });
  return f;
}
