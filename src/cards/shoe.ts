/**
 * The shoe, with chance made explicit: every shuffle comes from an injected source, either a seeded
 * pseudo-random shuffle or a stacked sequence of cards, so any run can be replayed exactly.
 */
import { type Card, RANKS, SUITS } from './card.js';

/** Every card of `decks` full 52-card decks, in a fixed order (deck by deck, suit by suit). */
export function fullShoe(decks: number): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) cards.push(`${r}${s}`);
  return cards;
}

/** How chance enters a run. */
export type ShoeSource =
  /** A seeded Fisher-Yates shuffle of the full shoe at every reshuffle. */
  | { kind: 'seeded'; seed: number }
  /**
   * Stacked shoes: each shuffle puts the next sequence on top (top of the shoe first). A stacked
   * shoe holds exactly the cards given: running out of them is running out of cards.
   */
  | { kind: 'stacked'; shuffles: Card[][] };

export class ShoeError extends Error {
  override name = 'ShoeError';
}

/** Throws when a sequence holds more copies of a card than `decks` decks contain. */
export function checkComposition(cards: readonly Card[], decks: number): void {
  const seen = new Map<Card, number>();
  for (const c of cards) {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    if (n > decks) {
      throw new ShoeError(
        `${c} appears ${n} times, but a shoe of ${decks} deck${decks === 1 ? '' : 's'} holds only ${decks}`,
      );
    }
  }
}

/**
 * sfc32, a small fast PRNG with a 128-bit state; the state is plain numbers so that it can live in
 * a statechart's context and be replayed.
 */
export type RngState = readonly [number, number, number, number];

/**
 * The largest seed: seedRng reads a seed as a 32-bit unsigned whole number (`seed >>> 0`), so seeds
 * from 0 to 2^32 - 1 are the distinct shuffles; a larger one would wrap onto one of them.
 */
export const SEED_MAX = 2 ** 32 - 1;

export function seedRng(seed: number): RngState {
  let s: [number, number, number, number] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 12; i++) s = nextRng(s)[1] as [number, number, number, number];
  return s;
}

export function nextRng(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [(t >>> 0) / 4294967296, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A seeded Fisher-Yates shuffle; returns the shuffled cards and the generator's next state. */
export function shuffle(cards: readonly Card[], rng: RngState): [Card[], RngState] {
  const out = cards.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    let r: number;
    [r, state] = nextRng(state);
    const j = Math.floor(r * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, state];
}

/**
 * The shoe as it stands during a session: the order of the last shuffle and how many cards of it
 * have been dealt. Cards dealt since the shuffle are the discards; they never go back mid-coup.
 */
export interface ShoeState {
  readonly decks: number;
  readonly source: ShoeSource;
  /** The order of the last shuffle, top of the shoe first. Never mutated: shared between snapshots. */
  readonly order: readonly Card[];
  /** How many cards of `order` have been dealt. */
  readonly dealt: number;
  /** How many shuffles have been made so far. */
  readonly shuffles: number;
  /** The seeded source's generator state (unused for stacked shoes). */
  readonly rng: RngState;
  /**
   * Cards put under the pack behind the indicator card (RD-06): out of play until the next shuffle,
   * which takes every card back.
   */
  readonly underThePack: readonly Card[];
}

/** A coup's cards go under the pack, behind the indicator card. */
export function putUnderThePack(shoe: ShoeState, cards: readonly Card[]): ShoeState {
  return { ...shoe, underThePack: [...shoe.underThePack, ...cards] };
}

export function cardsLeft(shoe: ShoeState): number {
  return shoe.order.length - shoe.dealt;
}

export function newShoe(decks: number, source: ShoeSource): ShoeState {
  if (source.kind === 'stacked') for (const s of source.shuffles) checkComposition(s, decks);
  const empty: ShoeState = {
    decks,
    source,
    order: [],
    dealt: 0,
    shuffles: 0,
    rng: seedRng(source.kind === 'seeded' ? source.seed : 0),
    underThePack: [],
  };
  return reshuffled(empty);
}

/** All cards back and a fresh shuffle (a stacked source moves on to its next sequence). */
export function reshuffled(shoe: ShoeState): ShoeState {
  if (shoe.source.kind === 'seeded') {
    const [order, rng] = shuffle(fullShoe(shoe.decks), shoe.rng);
    return { ...shoe, order, dealt: 0, shuffles: shoe.shuffles + 1, rng, underThePack: [] };
  }
  const order = shoe.source.shuffles[shoe.shuffles] ?? [];
  return { ...shoe, order, dealt: 0, shuffles: shoe.shuffles + 1, underThePack: [] };
}

/** Takes the top card; the chart checks that the shoe is not empty before it deals. */
export function dealTop(shoe: ShoeState): [Card, ShoeState] {
  const card = shoe.order[shoe.dealt];
  if (card === undefined) throw new ShoeError('the shoe is empty');
  return [card, { ...shoe, dealt: shoe.dealt + 1 }];
}
