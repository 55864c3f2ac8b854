/**
 * Suit symmetry, for the enumerators (src/odds/exact.ts, src/odds/card-polynomial.ts): which suits no
 * card test tells apart, so that a coup's suits may be taken in order of first appearance, a new one
 * weighed by the suits it stands for.
 */
import type { CompiledProfile } from '../core/compile.js';
import { colourOf } from '../core/settle.js';
import type { Condition } from '../profile/types.js';

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
      a.cond && exchanges.every((perm) => suitsExchanged(a.cond!, perm) === suitsExchanged(a.cond!, SAME_SUITS))
        ? []
        : a.leaves.flatMap(({ test: t }) => (t.of === 'card' ? (t.suit ?? []) : [])),
    ),
  );
  return Int8Array.from([0, 1, 2, 3], (s) => (!even || named.has(s) ? -1 : byColour ? colourOf(s * 13) : 0));
}

/** Suits S H D C (0-3) exchanged: none; spades with hearts and the four in a round (all 24 orders follow); within each colour. */
const SAME_SUITS = [0, 1, 2, 3];
const SWAPS_OF_ALL = [
  [1, 0, 2, 3],
  [1, 2, 3, 0],
];
const SWAPS_OF_A_COLOUR = [
  [3, 1, 2, 0],
  [0, 2, 1, 3],
];

/** A condition of card tests with its suits exchanged by perm, in a form where the order of all's and any's parts does not count. */
function suitsExchanged(c: Condition, perm: readonly number[]): string {
  if (c.kind === 'all' || c.kind === 'any')
    return `${c.kind}(${c.of
      .map((x) => suitsExchanged(x, perm))
      .sort()
      .join(',')})`;
  if (c.kind === 'not') return `not(${suitsExchanged(c.of, perm)})`;
  if (c.kind !== 'card') return JSON.stringify(c);
  const t = c.test;
  const test = t.of === 'card' && t.suit ? { ...t, suit: t.suit.map((x) => perm[x]!).sort() } : t;
  return JSON.stringify([c.hand, test]);
}
