/**
 * Suit symmetry, for the enumerators (src/odds/exact.ts, src/odds/card-polynomial.ts) and count's groups
 * of cards (src/house/count-groups.ts): which suits no
 * card test tells apart, so that a coup's suits may be taken in order of first appearance, a new one
 * weighed by the suits it stands for.
 */
import type { CompiledProfile } from '../core/compile.js';
import { colourOf } from '../core/settle.js';
import type { CardTest, Condition } from '../profile/types.js';

/**
 * Suit symmetry: by suit, its pool of exchangeable suits, or -1 for none. Where every rank's cards are
 * spread evenly over the suits, a suit that no card test names may be exchanged with any other such
 * suit (of its colour, where a test or a pair reads colours) without changing a key: the pairs read
 * one suit or two, `same: suit` compares, and neither names one. Where the shoe's suits are uneven
 * (cards dealt out of it), none.
 */
export function suitPools(
  c: CompiledProfile,
  byRank: readonly number[],
  byCard: readonly number[] | undefined,
): Int8Array {
  const r = c.keys.reads;
  const even = [...Array(13).keys()].every((k) =>
    byCard ? [1, 2, 3].every((s) => byCard[s * 13 + k] === byCard[k]) : byRank[k]! % 4 === 0,
  );
  const byColour = r.colour || r.pair === 4;
  // A condition that names every suit alike (Majestic Match's "of one suit": spades and spades, or
  // hearts and hearts, …) holds as well after any exchange of them: it names none.
  const exchanges = byColour ? SWAPS_OF_A_COLOUR : SWAPS_OF_ALL;
  const named = new Set(
    r.atoms.flatMap((a) =>
      a.cond && exchanges.every((perm) => exchangedText(a.cond!, perm) === exchangedText(a.cond!, SAME_SUITS))
        ? []
        : a.leaves.flatMap(({ test: t }) => (t.of === 'card' ? (t.suit ?? []) : [])),
    ),
  );
  return Int8Array.from([0, 1, 2, 3], (s) => (!even || named.has(s) ? -1 : byColour ? colourOf(s * 13) : 0));
}

/** Suits S H D C (0-3) exchanged: none; spades with hearts and the four in a round (all 24 orders follow); within each colour. */
export const SAME_SUITS: readonly number[] = [0, 1, 2, 3];
const SWAPS_OF_ALL = [
  [1, 0, 2, 3],
  [1, 2, 3, 0],
];
const SWAPS_OF_A_COLOUR = [
  [3, 1, 2, 0],
  [0, 2, 1, 3],
];

/**
 * A condition with the suits of its card tests exchanged by `to` (its colours too, where `to` puts
 * red for black), in one spelling: the parts of an `any` or an `all` in one order, a card test's
 * lists sorted, and its id (the test's text, which names its suits as written) left out. Two
 * conditions that read the same cards alike have the same text.
 */
export function exchangedText(c: Condition, to: readonly number[]): string {
  return JSON.stringify(canonical(permuted(c, to)));
}

/** The condition with its card tests' suits exchanged by `to`, and their colours where it swaps them. */
function permuted(c: Condition, to: readonly number[]): Condition {
  const swaps = colourOf(to[0]! * 13) !== colourOf(0);
  const colour = (x: number) => (swaps && x < 2 ? 1 - x : x);
  const test = (t: CardTest): CardTest => {
    if (t.of === 'card')
      return {
        ...t,
        ...(t.suit ? { suit: t.suit.map((s) => to[s]!) } : {}),
        ...(t.colour ? { colour: t.colour.map(colour) } : {}),
      };
    if (t.of === 'colour') return { ...t, is: t.is.map(colour) };
    if (t.of === 'count') return { ...t, colour: colour(t.colour) };
    return t;
  };
  const walk = (x: Condition): Condition =>
    x.kind === 'all' || x.kind === 'any'
      ? { ...x, of: x.of.map(walk) }
      : x.kind === 'not'
        ? { ...x, of: walk(x.of) }
        : x.kind === 'card'
          ? { ...x, test: test(x.test) }
          : x;
  return walk(c);
}

/**
 * A condition in one spelling: the parts of an `any` or an `all` in one order, a card test's lists
 * sorted, and its id (the test's text, which names its suits as written) left out.
 */
function canonical(c: Condition): unknown {
  const sorted = (xs: readonly number[] | undefined) => xs && [...xs].sort((a, b) => a - b);
  switch (c.kind) {
    case 'all':
    case 'any': {
      const parts = c.of.map((x) => JSON.stringify(canonical(x))).sort();
      return { kind: c.kind, of: parts };
    }
    case 'not':
      return { kind: c.kind, of: canonical(c.of) };
    case 'card': {
      const t = c.test;
      const test =
        t.of === 'card'
          ? { ...t, rank: sorted(t.rank), value: sorted(t.value), suit: sorted(t.suit), colour: sorted(t.colour) }
          : t.of === 'colour' || t.of === 'count'
            ? { ...t, is: sorted(t.is) }
            : t;
      return { kind: c.kind, hand: c.hand, test };
    }
    default:
      return c;
  }
}
