/**
 * A bet's settle rules in words, written once: each rule's event (and each rung of its pay table's)
 * as the whole of what is counted, "Banco wins with three cards totalling 7", "either hand's first
 * two cards a suited pair", "otherwise, Punto wins by 9"; and what it pays. A par sheet is the
 * document a game committee approves: its rows and header (src/house/par.ts), the odds' "settles"
 * (stakings.ts describeStaking), the variant pages' tables and the inspector's panel
 * (src/diagram/tables.ts, src/inspector/rules.ts) all read these words, so that none of them drops a
 * part of a condition. The rules of the table (an extra card, a holder's penalty) keep their own
 * words (settle.ts conditionText).
 *
 * The outcome is said by the hands' names ("Punto wins", "a tie"); a rule after others that may take
 * some of its coups first reads "otherwise, …" (where two rules cannot meet one coup, by what their
 * conditions name at their top, it needs no "otherwise").
 */
import type { CardTest, Condition, HandRef, HandTest, Profile, SettleRule, SideResult } from '../profile/types.js';
import type { Fraction } from './fraction.js';
import { conditionText, emptyFacts, netOf, ruleOf, type SettleShape, SIDE_RESULTS, settleShapeOf } from './settle.js';

/** What a profile's rules are said with: its hands' names and its outcomes. */
export interface RuleNames {
  /** Each hand's name, by its id. */
  readonly name: ReadonlyMap<string, string>;
  /** highest-total: the compared hands; each-against-banker: the sides. */
  readonly compared: readonly string[];
  /** highest-total: the equal outcome's id. */
  readonly equal: string;
  /** each-against-banker: the banker's name ("the Banker"). */
  readonly banker: string;
  readonly shape: SettleShape;
  readonly profile: Profile;
}

/** The names a profile's rules are said with. */
export function ruleNamesOf(profile: Profile): RuleNames {
  const name = new Map(profile.hands.map((h) => [h.id, h.name]));
  const banker = profile.result.banker;
  return {
    name,
    compared: profile.result.hands,
    equal: profile.result.equal,
    banker: `the ${banker === undefined ? 'banker' : (name.get(banker) ?? banker)}`,
    shape: settleShapeOf(profile),
    profile,
  };
}

/* ---------- numbers, cards ---------- */

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];

/** Values as a list: "7", "8 or 9", "0 to 5"; `word` says each (numbers of cards as words: "two or three"). */
function listOf(ns: readonly number[], word: (n: number) => string = String): string {
  const sorted = [...new Set(ns)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(
      i === j
        ? word(sorted[i]!)
        : j === i + 1
          ? `${word(sorted[i]!)} or ${word(sorted[j]!)}`
          : `${word(sorted[i]!)} to ${word(sorted[j]!)}`,
    );
    i = j + 1;
  }
  return parts.join(' or ');
}

const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** "three cards", "two or three cards", "one card". */
function cardsWords(is: readonly number[]): string {
  return `${listOf(is, numberWord)} card${is.length === 1 && is[0] === 1 ? '' : 's'}`;
}

/** Words joined as a list: "a", "a and b", "a, b and c" (with `or`: "a, b or c"). */
function joined(items: readonly string[], word = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}

const RANK_WORDS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const SUIT_WORDS = ['spade', 'heart', 'diamond', 'club'];
const COLOUR_WORDS = ['red', 'black'];
const article = (word: string) => (/^(ace|8)/.test(word) ? `an ${word}` : `a ${word}`);

/** One card as a card test has it: "red", "a spade", "a queen or king of spades", "a red 7". */
function cardNoun(t: { rank?: readonly number[]; suit?: readonly number[]; colour?: readonly number[] }): string {
  const colour = t.colour?.map((c) => COLOUR_WORDS[c]!).join(' or ');
  const suits = t.suit?.map((s) => `${SUIT_WORDS[s]}s`);
  if (t.rank) {
    const ranks = joined(
      t.rank.map((r) => RANK_WORDS[r]!),
      'or',
    );
    const noun = colour ? `${colour} ${ranks}` : ranks;
    return `${article(noun)}${suits ? ` of ${joined(suits, 'or')}` : ''}`;
  }
  if (t.suit) {
    const noun = joined(
      t.suit.map((s) => SUIT_WORDS[s]!),
      'or',
    );
    return article(colour ? `${colour} ${noun}` : noun);
  }
  return colour ?? 'any card';
}

/** A hand's cards by colour (0 all red, 1 all black, 2 both): "all red", "of both colours". */
function colourWords(is: readonly number[]): string {
  return joined(
    is.map((c) => ['all red', 'all black', 'of both colours'][c]!),
    'or',
  );
}

/** The first two cards' pair as the tests tell them (0 none, 1 mixed, 2 suited, 3 coloured). */
function pairWords(is: readonly number[]): string {
  const has = (p: number) => is.includes(p);
  if (has(1) && has(2) && has(3)) return has(0) ? 'a pair or not' : 'a pair';
  if (is.length === 1 && has(0)) return 'not a pair';
  const kinds = joined(
    [1, 2, 3].filter(has).map((p) => ['', 'mixed', 'suited', 'coloured'][p]!),
    'or',
  );
  return `${has(0) ? 'not a pair, or ' : ''}a ${kinds} pair`;
}

/* ---------- a hand's facts ---------- */

/**
 * What a hand holds, after "with": "three cards totalling 7", "a natural 8 or 9", "a third card worth
 * 8", "no third card"; undefined where its tests read only its pair (said of its first two cards).
 */
function holdingWords(tests: readonly HandTest[]): string | undefined {
  const is = (f: HandTest['fact']) => tests.find((t) => t.fact === f)?.is;
  const cards = is('cards');
  const total = is('total');
  const natural = is('natural');
  const out: string[] = [];
  // A natural of a total: "a natural 8"; its two cards go without saying.
  const naturalOf = natural?.length === 1 && natural[0] === 1 && total !== undefined;
  if (cards && total && !naturalOf) out.push(`${cardsWords(cards)} totalling ${listOf(total)}`);
  else if (cards) out.push(cardsWords(cards));
  else if (total && !naturalOf) out.push(`a total of ${listOf(total)}`);
  if (natural) out.push(natural.includes(1) ? (naturalOf ? `a natural ${listOf(total!)}` : 'a natural') : 'no natural');
  const drawn = (values: readonly number[], what: string) => {
    const some = values.filter((v) => v >= 0);
    const none = values.includes(-1) ? 'no third card' : '';
    return some.length === 0 ? none : `${none ? `${none} or ` : ''}a third card ${what} ${listOf(some)}`;
  };
  const third = is('thirdCard');
  if (third) out.push(drawn(third, 'worth'));
  const drewOn = is('drewOn');
  if (drewOn) out.push(drawn(drewOn, 'drawn on'));
  const tens = is('tenValued');
  if (tens) out.push(`${listOf(tens, numberWord)} ten-valued card${tens.length === 1 && tens[0] === 1 ? '' : 's'}`);
  const quiet = is('keptQuiet');
  if (quiet) out.push(quiet.includes(1) ? 'its natural kept quiet' : 'its natural shown');
  return out.length > 0 ? out.join(' and ') : undefined;
}

/** What a condition says of one hand (or of the winner, either hand, …): its facts, and what its cards show. */
interface HandWords {
  readonly ref: HandRef;
  tests: HandTest[];
  /** What its cards show, by the cards read: one place (0 first …), several, or all ('all'). */
  readonly shows: { readonly at: readonly number[] | 'all'; readonly text: string }[];
}

const refKey = (ref: HandRef) => (ref.who === 'hand' ? `hand ${ref.id}` : ref.who);

function subjectOf(n: RuleNames, ref: HandRef): string {
  if (ref.who === 'hand') return n.name.get(ref.id) ?? ref.id;
  return {
    winner: 'the winning hand',
    loser: 'the losing hand',
    either: 'either hand',
    both: 'both hands',
    own: 'the hand',
  }[ref.who];
}

function possessiveOf(n: RuleNames, ref: HandRef): string {
  return ref.who === 'both' ? "each hand's" : `${subjectOf(n, ref)}'s`;
}

const PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** The cards read: "first card", "first two cards", "cards". */
function placeWords(at: readonly number[] | 'all'): string {
  if (at === 'all') return 'cards';
  if (at.length === 1) return `${PLACES[at[0]!]} card`;
  if (at.every((p, i) => p === i)) return `first ${numberWord(at.length)} cards`;
  return `${joined(at.map((p) => PLACES[p]!))} cards`;
}

/**
 * A hand's words: "Banco with three cards totalling 7, all red", "either hand's first two cards a
 * suited pair"; with `lead` (the outcome said of the hand: "Banco wins"), "Banco wins with …".
 */
function handText(n: RuleNames, g: HandWords, lead?: string): string {
  const holding = holdingWords(g.tests.filter((t) => t.fact !== 'pair'));
  const pair = g.tests.find((t) => t.fact === 'pair');
  const shows = [...g.shows, ...(pair ? [{ at: [0, 1], text: pairWords(pair.is) }] : [])];
  // One clause per cards read: "first two cards of one suit, each a queen or king, and not a pair".
  const byPlace: { at: readonly number[] | 'all'; texts: string[] }[] = [];
  for (const s of shows) {
    const key = JSON.stringify(s.at);
    const had = byPlace.find((x) => JSON.stringify(x.at) === key);
    if (had) had.texts.push(s.text);
    else byPlace.push({ at: s.at, texts: [s.text] });
  }
  const clause = (x: (typeof byPlace)[number]) =>
    `${placeWords(x.at)} ${x.texts.length > 2 ? `${x.texts.slice(0, -1).join(', ')}, and ${x.texts.at(-1)}` : joined(x.texts)}`;
  let text: string;
  let rest = byPlace;
  if (lead !== undefined) text = holding ? `${lead} with ${holding}` : lead;
  else if (holding) text = `${subjectOf(n, g.ref)} with ${holding}`;
  else if (byPlace.length > 0) {
    text = `${possessiveOf(n, g.ref)} ${clause(byPlace[0]!)}`;
    rest = byPlace.slice(1);
  } else text = subjectOf(n, g.ref);
  const its = g.ref.who === 'both' ? "each hand's" : 'its';
  // After what the hand holds, its cards' colour reads as theirs: "with three cards totalling 7, all red".
  for (const x of rest) text += `, ${x.at === 'all' && holding ? joined(x.texts) : `${its} ${clause(x)}`}`;
  return text;
}

/* ---------- a condition ---------- */

function flatten(c: Condition): Condition[] {
  return c.kind === 'all' ? c.of.flatMap(flatten) : [c];
}

/** What not a single test of a named hand reads: the test's other values ("not a pair", "no natural"). */
function complementOf(c: Condition): Condition | undefined {
  if (c.kind !== 'not' || c.of.kind !== 'hand' || c.of.hand.who !== 'hand' || c.of.tests.length !== 1) return undefined;
  const t = c.of.tests[0]!;
  const domain = { pair: [0, 1, 2, 3], natural: [0, 1], total: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }[t.fact as string];
  if (!domain) return undefined;
  return { kind: 'hand', hand: c.of.hand, tests: [{ fact: t.fact, is: domain.filter((v) => !t.is.includes(v)) }] };
}

/**
 * An any whose alternatives differ only in the suit of the same cards of one hand ("the first and
 * second card of spades, or of hearts, …"): those cards of one suit; undefined for any other any.
 */
function oneSuitOf(c: Condition): { ref: HandRef; at: number[]; text: string[] } | undefined {
  if (c.kind !== 'any' || c.of.length < 2) return undefined;
  let ref: HandRef | undefined;
  let at: string | undefined;
  let rest: string | undefined;
  const suits: number[] = [];
  for (const alt of c.of) {
    const parts = flatten(alt);
    const tests: Extract<CardTest, { of: 'card' }>[] = [];
    for (const p of parts) {
      if (p.kind !== 'card' || p.hand === undefined || p.test.of !== 'card' || p.test.suit?.length !== 1)
        return undefined;
      if (ref !== undefined && refKey(ref) !== refKey(p.hand)) return undefined;
      ref = p.hand;
      tests.push(p.test);
    }
    const suit = tests[0]?.suit?.[0];
    const places = JSON.stringify(tests.map((t) => t.at).sort());
    const others = JSON.stringify(tests.map((t) => [t.rank, t.colour]));
    const same = tests.every(
      (t) =>
        t.suit![0] === suit &&
        JSON.stringify([t.rank, t.colour]) === JSON.stringify([tests[0]!.rank, tests[0]!.colour]),
    );
    if (suit === undefined || tests.length < 2 || !same || suits.includes(suit)) return undefined;
    if ((at !== undefined && at !== places) || (rest !== undefined && rest !== others)) return undefined;
    at = places;
    rest = others;
    suits.push(suit);
  }
  const first = flatten(c.of[0]!)[0] as Extract<Condition, { kind: 'card' }>;
  const t = first.test as Extract<CardTest, { of: 'card' }>;
  const text = [
    suits.length === 4
      ? 'of one suit'
      : `of one suit, ${joined(
          [...suits].sort().map((s) => `${SUIT_WORDS[s]}s`),
          'or',
        )}`,
  ];
  if (t.rank || t.colour) text.push(`each ${cardNoun({ rank: t.rank, colour: t.colour })}`);
  return { ref: ref!, at: JSON.parse(at!) as number[], text };
}

/** What a condition's parts say, sorted: its outcome, its hands, the coup's facts, the rest. */
interface Said {
  outcome: readonly string[] | undefined;
  readonly hands: HandWords[];
  readonly coup: Map<string, readonly number[]>;
  /** Words of the coup's cards ("no red card dealt") and of parts said as they are (any, not, side). */
  readonly others: string[];
}

/** Sorts a conjunction's parts: one HandWords per hand it reads, its tests merged. */
function said(n: RuleNames, parts: readonly Condition[], side: string | undefined): Said {
  const s: Said = { outcome: undefined, hands: [], coup: new Map(), others: [] };
  const handOf = (ref: HandRef) => {
    const had = s.hands.find((x) => refKey(x.ref) === refKey(ref));
    if (had) return had;
    const g: HandWords = { ref, tests: [], shows: [] };
    s.hands.push(g);
    return g;
  };
  for (const raw of parts) {
    const p = complementOf(raw) ?? raw;
    const suited = oneSuitOf(p);
    if (suited) {
      handOf(suited.ref).shows.push(...suited.text.map((text) => ({ at: suited.at, text })));
      continue;
    }
    switch (p.kind) {
      case 'outcome':
        s.outcome = s.outcome ? s.outcome.filter((o) => p.is.includes(o)) : p.is;
        break;
      case 'hand': {
        const g = handOf(p.hand);
        for (const t of p.tests) {
          const had = g.tests.find((x) => x.fact === t.fact);
          g.tests = had
            ? g.tests.map((x) => (x === had ? { fact: t.fact, is: x.is.filter((v) => t.is.includes(v)) } : x))
            : [...g.tests, t];
        }
        break;
      }
      case 'coup':
        s.coup.set(p.fact, p.is);
        break;
      case 'card':
        if (p.hand && (p.test.of === 'card' || p.test.of === 'colour'))
          handOf(p.hand).shows.push(
            p.test.of === 'card'
              ? { at: [p.test.at], text: cardNoun(p.test) }
              : { at: 'all', text: colourWords(p.test.is) },
          );
        else s.others.push(coupCardsWords(p.test));
        break;
      default: {
        const text = conditionWords(n, p, side);
        s.others.push(p.kind === 'any' || p.kind === 'not' ? `(${text})` : text);
      }
    }
  }
  // The same test of a hand's first and second cards: "its first two cards each red".
  for (const g of s.hands) {
    const one = g.shows.find((x) => x.at !== 'all' && x.at.length === 1 && x.at[0] === 0);
    const two = g.shows.find((x) => x !== one && x.at !== 'all' && x.at.length === 1 && x.at[0] === 1);
    if (one && two && one.text === two.text) {
      g.shows.splice(g.shows.indexOf(one), 1, { at: [0, 1], text: `each ${one.text}` });
      g.shows.splice(g.shows.indexOf(two), 1);
    }
  }
  return s;
}

/** A test of the coup's cards: "no red card dealt", "both hands' first cards of the same rank". */
function coupCardsWords(t: CardTest): string {
  if (t.of === 'count') {
    const many = !(t.is.length === 1 && t.is[0]! <= 1);
    return `${listOf(t.is, numberWord)} ${COLOUR_WORDS[t.colour]} card${many ? 's' : ''} dealt`;
  }
  if (t.of === 'same') {
    if (t.attr === 'total') return 'the same total in both hands';
    if (t.attr === 'cards') return 'the same number of cards in both hands';
    return `both hands' ${PLACES[t.at]} cards of the same ${t.attr}`;
  }
  return t.of === 'colour' ? `cards ${colourWords(t.is)}` : `a ${PLACES[t.at]} card ${cardNoun(t)}`; // a hand's tests, read without one
}

/** Outcomes as a clause: "Punto wins", "Punto or Banco wins", "a tie", "Banco wins or a tie". */
function outcomeWords(n: RuleNames, is: readonly string[]): string {
  const wins = n.compared.filter((h) => is.includes(h)).map((h) => n.name.get(h) ?? h);
  const tie = is.includes(n.equal) ? 'a tie' : '';
  if (wins.length === 0) return tie || 'no outcome';
  const won = `${joined(wins, 'or')} wins`;
  return tie ? `${won} or ${tie}` : won;
}

/** each-against-banker: a side's results, "First tableau beats the Banker", "Right ties with the Banker". */
function sideWords(n: RuleNames, c: Extract<Condition, { kind: 'side' | 'every' }>, side: string | undefined): string {
  const verbs = (plural: boolean) =>
    joined(
      c.is.map((r: SideResult) =>
        plural
          ? { win: 'beat', lose: 'lose to', equal: 'tie with' }[r]
          : { win: 'beats', lose: 'loses to', equal: 'ties with' }[r],
      ),
      'or',
    );
  const sides = n.compared.map((h) => n.name.get(h) ?? h);
  // A stake on a side not named: the one side of the table, or the side it backs.
  const backed = side === undefined ? (sides.length === 1 ? sides[0] : 'the side backed') : (n.name.get(side) ?? side);
  if (c.kind === 'side') return `${backed} ${verbs(false)} ${n.banker}`;
  if (sides.length === 1) return `${sides[0]} ${verbs(false)} ${n.banker}`;
  return sides.length === 2
    ? `${sides[0]} and ${sides[1]} both ${verbs(true)} ${n.banker}`
    : `every side ${verbs(false)} ${n.banker}`;
}

/**
 * The outcome said together with the hand it names: "Banco wins with three cards totalling 7",
 * "Punto wins by 9", "a tie of naturals in both hands", "Banco with three cards totalling 7 does
 * not win"; the hands it takes are taken out of `s`. Undefined where the outcome is said alone.
 */
function outcomeAndHand(n: RuleNames, s: Said): string | undefined {
  const take = (g: HandWords | undefined) => {
    if (g) s.hands.splice(s.hands.indexOf(g), 1);
    return g;
  };
  const find = (key: string) => s.hands.find((g) => refKey(g.ref) === key);
  const is = s.outcome ?? (s.coup.has('tieTotal') ? [n.equal] : undefined);
  if (is === undefined) return undefined;
  const margin = s.coup.get('margin');
  const by = margin && !margin.includes(0) ? ` by ${listOf(margin)}` : '';
  if (by) s.coup.delete('margin');
  if (is.length === 1 && n.compared.includes(is[0]!)) {
    const w = is[0]!;
    const own = take(find(`hand ${w}`));
    const winner = take(find('winner'));
    const g =
      own && winner
        ? { ...own, tests: [...own.tests, ...winner.tests], shows: [...own.shows, ...winner.shows] }
        : (own ?? winner);
    if (g) return handText(n, g, `${n.name.get(w) ?? w} wins${by}`);
    const other = n.compared.length === 2 ? n.compared.find((h) => h !== w)! : undefined;
    const lost = take(find('loser')) ?? (other === undefined ? undefined : take(find(`hand ${other}`)));
    if (lost)
      return handText(
        n,
        lost,
        `${lost.ref.who === 'loser' ? 'the losing hand' : (n.name.get(other!) ?? other)} loses${by}`,
      );
    return `${n.name.get(w) ?? w} wins${by}`;
  }
  if (is.length === 1 && is[0] === n.equal) {
    const on = s.coup.get('tieTotal');
    s.coup.delete('tieTotal');
    const tie = on ? `a tie on ${listOf(on)}` : 'a tie';
    const both = find('both');
    const natural = both?.shows.length === 0 && both.tests.length === 1 ? both.tests[0] : undefined;
    if (natural?.fact === 'natural' && natural.is.length === 1 && natural.is[0] === 1) {
      take(both);
      return `${tie}${by} of naturals in both hands`;
    }
    return `${tie}${by}`;
  }
  // Every outcome but one hand's win, of that hand: "Banco with three cards totalling 7 does not win".
  const all = [...n.compared, n.equal];
  const notWon = all.filter((o) => !is.includes(o));
  if (notWon.length === 1 && n.compared.includes(notWon[0]!) && is.length === all.length - 1) {
    const g = find(`hand ${notWon[0]}`);
    if (g && holdingWords(g.tests.filter((t) => t.fact !== 'pair')) !== undefined)
      return `${handText(n, take(g)!)} does not win`;
  }
  return outcomeWords(n, is) + by;
}

/**
 * A condition in words, every part of it said: "Banco wins with three cards totalling 7, all red",
 * "Punto with a third card worth 8, and Banco with two cards totalling 3", "either hand's first two
 * cards a suited pair", "five or six cards dealt". `side`: the side a stake backs (each-against-banker).
 */
export function conditionWords(n: RuleNames, c: Condition, side?: string): string {
  if (c.kind === 'any') {
    if (oneSuitOf(c)) return clauses(n, said(n, [c], side));
    // An alternative of several parts stands in brackets: "either (A, and B), or C".
    const alts = c.of.map((x) => {
      const t = conditionWords(n, x, side);
      return t.includes(', ') ? `(${t})` : t;
    });
    return `either ${alts.join(', or ')}`;
  }
  if (c.kind === 'not' && !complementOf(c)) {
    const t = conditionWords(n, c.of, side);
    return `not ${t.includes(' ') ? `(${t})` : t}`;
  }
  if (c.kind === 'side' || c.kind === 'every') return sideWords(n, c, side);
  return clauses(n, said(n, flatten(c), side));
}

function clauses(n: RuleNames, s: Said): string {
  const out: string[] = [];
  const lead = outcomeAndHand(n, s);
  if (lead !== undefined) out.push(lead);
  for (const g of s.hands) out.push(handText(n, g));
  const margin = s.coup.get('margin');
  if (margin)
    out.push(
      margin.includes(0) ? `a tie or a win by ${listOf(margin.filter((m) => m > 0))}` : `a win by ${listOf(margin)}`,
    );
  const dealt = s.coup.get('cardsDealt');
  if (dealt) out.push(`${cardsWords(dealt)} dealt`);
  const tie = s.coup.get('tieTotal');
  if (tie) out.push(`a tie on ${listOf(tie)}`);
  out.push(...s.others);
  return out.length === 2
    ? `${out[0]}, and ${out[1]}`
    : out.length > 2
      ? `${out.slice(0, -1).join(', ')}, and ${out.at(-1)}`
      : (out[0] ?? 'any coup');
}

/* ---------- a bet's rules ---------- */

/** A rule's condition with its pay table's rung folded in: "Punto wins" at the rung of margin 9 is "Punto wins by 9". */
function conditionAt(rule: SettleRule, rung: number): Condition | undefined {
  const pays = rule.pays;
  if (rung < 0 || pays?.kind !== 'table') return rule.when;
  const is = [pays.rungs[rung]!.value];
  const part: Condition =
    pays.by === 'margin' || pays.by === 'cardsDealt' || pays.by === 'tieTotal'
      ? { kind: 'coup', fact: pays.by, is }
      : { kind: 'hand', hand: pays.hand ?? { who: 'winner' }, tests: [{ fact: pays.by, is }] };
  return rule.when ? { kind: 'all', of: [rule.when, part] } : part;
}

/**
 * What a condition names at its top, each as the values every coup it meets has there: its outcome
 * (a winner or a loser, a margin, a tie's total say some of it), a side's result, a hand's facts, the
 * coup's. Two conditions that name one thing with no value in common meet no coup together.
 */
function namedAtTop(n: RuleNames, c: Condition | undefined): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  const name = (key: string, values: readonly (string | number)[]) => {
    const vs = values.map(String);
    const had = out.get(key);
    out.set(key, had ? had.filter((v) => vs.includes(v)) : vs);
  };
  for (const p of c === undefined ? [] : flatten(c)) {
    if (p.kind === 'outcome' || p.kind === 'side' || p.kind === 'every') name(p.kind, p.is);
    else if (p.kind === 'coup') {
      name(`coup ${p.fact}`, p.is);
      if (p.fact === 'tieTotal') name('outcome', [n.equal]);
      if (p.fact === 'margin' && !p.is.includes(0)) name('outcome', n.compared);
    } else if (p.kind === 'hand' && p.hand.who !== 'either') {
      if (p.hand.who === 'winner' || p.hand.who === 'loser') name('outcome', n.compared);
      for (const t of p.tests) name(`${refKey(p.hand)} ${t.fact}`, t.is);
      // A natural is two cards.
      if (p.tests.some((t) => t.fact === 'natural' && t.is.length === 1 && t.is[0] === 1))
        name(`${refKey(p.hand)} cards`, [2]);
    }
  }
  return out;
}

function meetNoCoup(a: Map<string, readonly string[]>, b: Map<string, readonly string[]>): boolean {
  for (const [key, values] of a) {
    const other = b.get(key);
    if (other !== undefined && !values.some((v) => other.includes(v))) return true;
  }
  return false;
}

/**
 * The event of a bet's rule i, at rung `rung` of its pay table (-1: a fixed payout), as a par
 * sheet's row says it: "Banco wins with three cards totalling 7", "otherwise, Punto wins by 9" (a
 * rule after others that may take some of its coups first), "any other coup" (a rule without a
 * condition after others). `side`: the side a stake backs, each-against-banker.
 *
 * @example
 * ```ts
 * const ez = loadProfile('ez-baccarat');
 * const banco = ez.bets.find((b) => b.id === 'banco')!.settle;
 * eventText(ruleNamesOf(ez), banco, 1); // 'otherwise, Banco wins'
 * ```
 */
export function eventText(n: RuleNames, rules: readonly SettleRule[], i: number, rung = -1, side?: string): string {
  const when = conditionAt(rules[i]!, rung);
  if (when === undefined) return i > 0 ? 'any other coup' : 'any coup';
  const text = conditionWords(n, when, side);
  const mine = namedAtTop(n, when);
  const taken = rules.slice(0, i).some((r) => !meetNoCoup(namedAtTop(n, r.when), mine));
  return taken ? `otherwise, ${text}` : text;
}

/** What a rule pays at a rung, as a par sheet's column says it: "40:1", "1:1 less 5 %", "push", "loses". */
export function paysWords(rule: SettleRule, rung = -1): string {
  if (rule.result === 'push') return 'push';
  if (rule.result === 'lose') return 'loses';
  const less = rule.commission ? ` less ${rule.commission} %` : '';
  const pays = rule.pays;
  if (pays?.kind !== 'table') return `${pays?.ratio ?? '0:1'}${less}`;
  if (rung >= 0) return `${pays.rungs[rung]!.ratio}${less}`;
  const of = pays.hand && pays.by !== 'margin' ? ` of ${pays.hand.who === 'hand' ? pays.hand.id : pays.hand.who}` : '';
  return `by ${pays.by}${of} ${pays.rungs.map((r) => `${r.value} ${r.ratio}`).join(', ')}${less}`;
}

/** One event and what it pays, as a sentence of rules lists them: "Banco wins: pays 1:1 less 5 %", "a tie: push". */
export function settleItem(event: string, pays: string): string {
  return `${event}: ${/^\d/.test(pays) ? `pays ${pays}` : /^[+−]/.test(pays) ? `nets ${pays}` : pays}`;
}

/** The rules (a pay table's rungs each) of a bet, by index and rung (-1 for a fixed payout), in their order. */
export function rungsOf(rules: readonly SettleRule[]): { rule: number; rung: number }[] {
  return rules.flatMap((r, rule) =>
    r.result === 'win' && r.pays?.kind === 'table'
      ? r.pays.rungs.map((_, rung) => ({ rule, rung }))
      : [{ rule, rung: -1 }],
  );
}

/**
 * A bet's rules in one sentence, in their order (the first that applies settles; what none settles
 * loses): "Banco wins with three cards totalling 7: push; otherwise, Banco wins: pays 1:1; a tie:
 * push". `side`: the side a stake backs, each-against-banker.
 */
export function describeRules(n: RuleNames, rules: readonly SettleRule[], side?: string): string {
  const items = rungsOf(rules).map(({ rule, rung }) =>
    settleItem(eventText(n, rules, rule, rung, side), paysWords(rules[rule]!, rung)),
  );
  return items.join('; ') || 'never wins';
}

/**
 * A stake split between two sides (à cheval: each half settled on its side), by the net per unit its
 * halves make together: the sides' results that make it, "Right and Left both beat the Banker", "one
 * of Right and Left beats the Banker and the other ties with it".
 */
export function splitWords(n: RuleNames, rules: readonly SettleRule[], net: Fraction): string {
  const none = emptyFacts(n.shape.hands.length);
  const nets = SIDE_RESULTS.map((r) => netOf(n.shape, ruleOf(n.shape, rules, none, r), none));
  const sides = n.compared.map((h) => n.name.get(h) ?? h);
  const one = { win: 'beats', lose: 'loses to', equal: 'ties with' };
  const both = { win: 'beat', lose: 'lose to', equal: 'tie with' };
  if (sides.length !== 2) return `the shares together net ${Number(net.num) / Number(net.den)}`;
  const alts: string[] = [];
  SIDE_RESULTS.forEach((a, i) => {
    SIDE_RESULTS.forEach((b, j) => {
      if (j < i) return;
      const x = nets[i]!;
      const y = nets[j]!;
      // (x + y) / 2 = net
      if ((x.num * y.den + y.num * x.den) * net.den !== 2n * x.den * y.den * net.num) return;
      alts.push(
        a === b
          ? `${sides[0]} and ${sides[1]} both ${both[a]} ${n.banker}`
          : `one of ${sides[0]} and ${sides[1]} ${one[a]} ${n.banker} and the other ${one[b]} it`,
      );
    });
  });
  return alts.join(', or ') || 'no coup';
}

/**
 * A lost stake on a side that its holder repays (drawing.penalties, repays: stakes-on-his-side,
 * RC-15), said with what his penalty reads beside the loss: "First tableau loses to the Banker when
 * it drew on 6 to 9 (its holder's penalty)".
 */
export function repaidWords(n: RuleNames, side: string): string {
  const name = n.name.get(side) ?? side;
  const why = n.profile.drawing.penalties
    .filter((p) => p.repays === 'stakes-on-his-side')
    .map((p) => {
      const rest = flatten(p.when).filter((x) => x.kind !== 'side');
      return rest.length === 0 ? '' : conditionText(rest.length === 1 ? rest[0] : { kind: 'all', of: rest }, 'it');
    });
  const when = why.every((w) => w !== '') ? ` when ${joined(why, 'or')}` : '';
  return `${name} loses to ${n.banker}${when} (its holder's penalty)`;
}
