/**
 * Bets that read the cards' suits, ranks and colours, each with its net written again as a plain
 * function of the coup's cards, counted two ways on a small shoe: exactly (src/odds/exact.ts) and by
 * the test oracle test/oracle/punto-banco.ts, a brute force over every order of six of the actual
 * cards (test/odds-card-suits.test.ts, test/deep/odds-card-suits.deep.ts).
 */
import type { Composition } from '../../src/odds/composition.js';
import { exactOdds } from '../../src/odds/exact.js';
import { eachPuntoBancoCoup, isRed, type PuntoBancoCoup } from '../oracle/punto-banco.js';
import { withBets } from './card-bets.js';

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

/** The shoe as a composition: by rank only (each rank spread evenly over the suits), or by card too. */
export function compositionOf(cards: readonly string[], bySuit: boolean): Composition {
  const byRank = [...RANKS].map((r) => cards.filter((c) => c[0] === r).length);
  if (!bySuit) return { byRank };
  const byCard = Array.from({ length: 52 }, (_, code) => {
    return cards.filter((c) => c === `${RANKS[code % 13]}${SUITS[Math.floor(code / 13)]}`).length;
  });
  return { byRank, byCard };
}

/** A hand's first two cards of one of these suits, each named. */
const suitedIn = (hand: string, suits: string) =>
  `{ any: [${[...suits].map((s) => `{ all: [{ hand: ${hand}, first: { suit: ${s} } }, { hand: ${hand}, second: { suit: ${s} } }] }`).join(', ')}] }`;
/** Punto's first two cards of one suit, every suit named. */
const SUITED = suitedIn('punto', SUITS);
const suited = (a: string, b: string) => a[1] === b[1];
const pairOf = (h: readonly string[]) => h[0]![0] === h[1]![0];

/** Each bet: its YAML (beside Punto Banco's own), and its net per unit on a coup, in halves (5:2 pays 5 halves); evenOnly: counted exactly only from a shoe whose suits are even (else refused as too slow). */
export const BETS: { id: string; yaml: string; halves: (c: PuntoBancoCoup) => number; evenOnly?: boolean }[] = [
  {
    id: 'heart-first',
    yaml: '{ id: heart-first, name: H, settle: [{ when: { hand: banco, first: { suit: hearts } }, pays: "3:1" }] }',
    halves: (c) => (c.banco[0]![1] === 'H' ? 6 : -2),
  },
  {
    id: 'same-suit',
    yaml: '{ id: same-suit, name: S, settle: [{ when: { same: { suit: first } }, pays: "3:1" }] }',
    halves: (c) => (suited(c.punto[0]!, c.banco[0]!) ? 6 : -2),
  },
  {
    // Majestic Match's shape: an ace and a king of one suit 25:1, any two of one suit 5:2 (every suit named).
    id: 'suited-start',
    yaml: `{ id: suited-start, name: M, settle: [
        { when: { all: [${SUITED}, { hand: punto, first: { rank: [A, K] } }, { hand: punto, second: { rank: [A, K] } }, { not: { hand: punto, pair: rank } }] }, pays: "25:1" },
        { when: ${SUITED}, pays: "5:2" }] }`,
    halves: ({ punto: [a, b] }) =>
      !suited(a!, b!) ? -2 : a![0] !== b![0] && 'AK'.includes(a![0]!) && 'AK'.includes(b![0]!) ? 50 : 5,
  },
  {
    // Both hands' first two cards of one suit (every suit named: the four cards' suits exchanged).
    id: 'both-suited',
    yaml: `{ id: both-suited, name: BS, settle: [{ when: { all: [${SUITED}, ${suitedIn('banco', SUITS)}] }, pays: "10:1" }] }`,
    halves: ({ punto, banco }) => (suited(punto[0]!, punto[1]!) && suited(banco[0]!, banco[1]!) ? 20 : -2),
  },
  {
    // Three suits of four named alike (clubs not): no suit exchanged.
    id: 'three-suits',
    yaml: `{ id: three-suits, name: TS, settle: [{ when: ${suitedIn('punto', 'SHD')}, pays: "5:1" }] }`,
    halves: ({ punto: [a, b] }) => (suited(a!, b!) && a![1] !== 'C' ? 10 : -2),
  },
  {
    // Tiger Pair's twin pair beside a perfect pair of either hand.
    id: 'twin-perfect',
    yaml: `{ id: twin-perfect, name: T, settle: [
        { when: { hand: both, pair: rank, same: { rank: first } }, pays: "100:1" },
        { when: { hand: either, pair: perfect }, pays: "25:1" }] }`,
    halves: ({ punto, banco }) =>
      pairOf(punto) && pairOf(banco) && punto[0]![0] === banco[0]![0]
        ? 200
        : punto[0] === punto[1] || banco[0] === banco[1]
          ? 50
          : -2,
  },
  {
    // A coloured pair (one colour, two suits) of banco, or a mixed one beside punto's red first card.
    id: 'colour-pair',
    yaml: `{ id: colour-pair, name: C, settle: [
        { when: { hand: banco, pair: coloured }, pays: "12:1" },
        { when: { all: [{ hand: punto, first: { colour: red } }, { hand: banco, pair: mixed }] }, pays: "6:1" }] }`,
    halves: ({ punto, banco: [a, b] }) =>
      a![0] !== b![0] || a === b ? -2 : isRed(a!) === isRed(b!) ? 24 : isRed(punto[0]!) ? 12 : -2,
  },
  {
    // A drawn card's suit (the walk over classes of cards: a named suit and the others).
    id: 'third-heart',
    yaml: '{ id: third-heart, name: D, settle: [{ when: { hand: banco, third: { suit: hearts } }, pays: "3:1" }] }',
    halves: (c) => (c.banco[2]?.[1] === 'H' ? 6 : -2),
  },
  {
    // A three-card flush of punto, every suit named alike (the walk takes suits in order of first
    // appearance, a new one weighed by the number not yet taken), beside banco's third card compared.
    id: 'flush',
    evenOnly: true,
    yaml: `{ id: flush, name: F, settle: [
        { when: { any: [${[...SUITS].map((s) => `{ all: [{ hand: punto, first: { suit: ${s} } }, { hand: punto, second: { suit: ${s} } }, { hand: punto, third: { suit: ${s} } }] }`).join(', ')}] }, pays: "30:1" },
        { when: { same: { suit: third } }, pays: "5:1" }] }`,
    halves: ({ punto, banco }) =>
      punto.length === 3 && punto.every((x) => x[1] === punto[0]![1])
        ? 60
        : punto.length === 3 && banco.length === 3 && punto[2]![1] === banco[2]![1]
          ? 10
          : -2,
  },
  {
    // Every card black (drawn ones too) beside punto's perfect or coloured pair: the walk over colours, the pairs split off the deal.
    id: 'black-pairs',
    yaml: `{ id: black-pairs, name: B, settle: [
        { when: { redCards: 0 }, pays: "20:1" },
        { when: { hand: punto, pair: perfect }, pays: "25:1" },
        { when: { hand: punto, pair: coloured }, pays: "12:1" }] }`,
    halves: ({ punto, banco }) =>
      [...punto, ...banco].every((x) => !isRed(x))
        ? 40
        : punto[0] === punto[1]
          ? 50
          : pairOf(punto) && isRed(punto[0]!) === isRed(punto[1]!)
            ? 24
            : -2,
  },
];

/** The oracle's expectation of each bet, as a reduced fraction's text. */
export function oracleEvs(shoe: readonly string[], bets = BETS): Record<string, string> {
  const sums = bets.map(() => 0n);
  let orders = 0n;
  eachPuntoBancoCoup(shoe, (coup) => {
    orders++;
    bets.forEach((b, i) => {
      sums[i] = sums[i]! + BigInt(b.halves(coup));
    });
  });
  return Object.fromEntries(bets.map((b, i) => [b.id, reduced(sums[i]!, 2n * orders)]));
}

function reduced(num: bigint, den: bigint): string {
  const g = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : g(b, a % b));
  const d = g(num, den);
  return den / d === 1n ? `${num / d}` : `${num / d}/${den / d}`;
}

/** Each bet counted exactly, in a profile of its own (the card tests of all of them at once would pass the keys' bound). */
export function exactEvs(comp: Composition, bets = BETS, count?: 'polynomial' | 'walk'): Record<string, string> {
  return Object.fromEntries(
    bets.map((b) => {
      const { profile, problems } = withBets(`  - ${b.yaml}`);
      if (!profile) throw new Error(problems.join('\n'));
      const ev = exactOdds(profile, { composition: comp, count }).bets.find((x) => x.id === b.id)!.ev;
      return [b.id, reduced(ev.num, ev.den)];
    }),
  );
}
