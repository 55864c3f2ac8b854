/**
 * The shoes the battery reads, asked of an engine (feature shoes) one by one, each checked before it
 * is read: the profile's decks, 52 × decks cards, every card of them once per deck, a cut and a burn
 * that leave cards to deal. A shoe that fails is the engine's fault (ShoeFault), said with the shoe's
 * number and what is wrong: never a statistical failure. The shoes are handed on one by one, never
 * gathered: up to a million shoes of 416 cards would be 416 MB.
 */
import { type Card, parseCard } from '../cards/card.js';
import { codeOf } from '../core/compile.js';
import type { Engine, ShuffledShoe } from '../engine/types.js';
import type { ShoeSample } from './results.js';

export class ShoeFault extends Error {
  override name = 'ShoeFault';
}

/** A shoe's answer as the battery reads it, or the fault that makes it no shoe of `decks` decks. */
export function sampleOf(shoe: ShuffledShoe, decks: number, n: number): ShoeSample {
  const fault = (why: string) => new ShoeFault(`shoe ${n}: ${why}`);
  if (shoe.decks !== decks) throw fault(`the engine says ${shoe.decks} decks, and the profile has ${decks}`);
  const M = 52 * decks;
  if (shoe.cards.length !== M)
    throw fault(`${shoe.cards.length} cards, and a shoe of ${decks} deck${decks === 1 ? '' : 's'} holds ${M}`);
  const copies = new Int32Array(52);
  const cards = new Uint8Array(M);
  for (const [i, text] of shoe.cards.entries()) {
    let card: Card;
    try {
      card = parseCard(text);
    } catch (e) {
      throw fault(`card ${i + 1}: ${(e as Error).message}`);
    }
    const code = codeOf(card);
    if (++copies[code]! > decks)
      throw fault(
        `${card} is there more than ${decks} time${decks === 1 ? '' : 's'} (card ${i + 1}): not a permutation of the decks' cards`,
      );
    cards[i] = code;
  }
  const burn = shoe.burn ?? 0;
  if (shoe.cut + burn >= M) throw fault(`a cut of ${shoe.cut} and a burn of ${burn} leave no card to deal of ${M}`);
  return { cards, cut: shoe.cut, burn };
}

/**
 * `count` shoes of the profile from the engine, each checked and handed to `each` as soon as the
 * engine answers it: none is kept here, so the shoes are read in the memory of one.
 */
export async function readShoes(
  engine: Engine,
  profile: string,
  decks: number,
  count: number,
  each: (shoe: ShoeSample, n: number) => void,
): Promise<void> {
  if (!engine.shuffle) throw new ShoeFault('the engine shuffles no shoe (feature shoes)');
  for (let n = 1; n <= count; n++) {
    let shoe: ShuffledShoe;
    try {
      shoe = await engine.shuffle(profile);
    } catch (e) {
      // The engine's answer refused before it is read (not JSON, not of the shoe schema): said with the shoe's number too.
      throw new ShoeFault(`shoe ${n}: ${(e as Error).message}`);
    }
    each(sampleOf(shoe, decks, n), n);
  }
}
