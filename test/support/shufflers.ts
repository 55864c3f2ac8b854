/**
 * Known shufflers for the shuffle battery's tests, each from a stated starting order — the new shoe:
 * decks one after another, each deck suit by suit (S H D C), rank by rank (A … K), as card codes —
 * and each driven by a seeded generator, so that every run deals the same shoes.
 */
import { Sfc32 } from '../../src/kernel/rng.js';
import type { ShoeSample } from '../../src/shuffles/results.js';

export const newShoe = (decks: number): Uint8Array => Uint8Array.from({ length: 52 * decks }, (_, i) => i % 52);

type Shuffler = (cards: Uint8Array, random: () => number) => Uint8Array;

export function fisherYates(cards: Uint8Array, random: () => number): Uint8Array {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The naive swap: each place swapped with one drawn from all M places (not from those not yet placed): n^n ways onto n! orders. */
export const naiveSwap: Shuffler = (cards, random) => {
  const out = cards.slice();
  for (let i = 0; i < out.length; i++) {
    const j = Math.floor(random() * out.length);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Fisher–Yates drawing j as a random byte modulo i + 1: small j favoured wherever i + 1 does not divide 256. */
export const moduloBias: Shuffler = (cards, random) => {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * 256) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** One riffle (Gilbert–Shannon–Reeds): a binomial cut, then cards dropped from each half in proportion to its size. */
export function riffle(cards: Uint8Array, random: () => number): Uint8Array {
  let cut = 0;
  for (let i = 0; i < cards.length; i++) if (random() < 0.5) cut++;
  let a = 0;
  let b = cut;
  const out = new Uint8Array(cards.length);
  for (let k = 0; k < cards.length; k++) {
    const left = cut - a;
    const right = cards.length - b;
    out[k] = random() * (left + right) < left ? cards[a++]! : cards[b++]!;
  }
  return out;
}

export const riffles =
  (times: number): Shuffler =>
  (cards, random) => {
    let out = cards;
    for (let i = 0; i < times; i++) out = riffle(out, random);
    return out;
  };

/** A sort by a comparator that answers at random: far from uniform. */
export const randomComparator: Shuffler = (cards, random) => Uint8Array.from([...cards].sort(() => random() - 0.5));

/** Fisher–Yates on a 16-bit linear congruential generator, seeded afresh each shoe with 16 bits: 65,536 shoes at most. */
export const sixteenBit: Shuffler = (cards, random) => {
  let x = Math.floor(random() * 65536);
  return fisherYates(cards, () => {
    x = (x * 25173 + 13849) & 0xffff;
    return x / 65536;
  });
};

/** A shoe re-used: the first shoe Fisher–Yates, each next one the shoe before given one riffle. */
export const reused = (): Shuffler => {
  let before: Uint8Array | undefined;
  return (cards, random) => {
    before = before ? riffle(before, random) : fisherYates(cards, random);
    return before;
  };
};

/** `count` shoes of `decks` decks from a shuffler on a seeded sfc32, cut `cut` cards from the bottom. */
export function shoesOf(shuffler: Shuffler, decks: number, count: number, seed: number, cut = 0): ShoeSample[] {
  const rng = Sfc32.seeded(seed);
  const random = () => rng.next();
  return Array.from({ length: count }, () => ({ cards: shuffler(newShoe(decks), random), cut, burn: 0 }));
}
