/**
 * Cards as the rule documents write them: a rank and a suit. Ranks are A, 2-9, T (ten), J, Q, K;
 * suits S H D C. The parser also reads "10" for ten and the suit symbols ♠ ♥ ♦ ♣, because the
 * documents print cards that way (4♥ 9♣ 2♠ A♦ in 001's worked example).
 */
import { excerpt } from '../text/excerpt.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

/** A card's canonical code: rank then suit, e.g. "4H", "TD". */
export type Card = `${Rank}${Suit}`;

const SUIT_SYMBOLS: Record<string, Suit> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
const SUIT_GLYPH: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export class CardError extends Error {
  override name = 'CardError';
}

/** Reads one card; throws a CardError that quotes the text and says what a card looks like. */
export function parseCard(text: string): Card {
  const t = text.trim();
  const m = /^(10|[AaTtJjQqKk2-9])([SHDCshdc♠♥♦♣])$/u.exec(t);
  if (!m) {
    throw new CardError(
      `"${excerpt(text)}" is not a card: write a rank (A 2-9 T J Q K, or 10) and a suit (S H D C or ♠ ♥ ♦ ♣), e.g. 4H or 4♥`,
    );
  }
  const rank = (m[1] === '10' ? 'T' : m[1]!.toUpperCase()) as Rank;
  const suitText = m[2]!;
  const suit = (SUIT_SYMBOLS[suitText] ?? suitText.toUpperCase()) as Suit;
  return `${rank}${suit}`;
}

/**
 * Reads a card sequence separated by spaces or commas, e.g. "4H 9C 2S AD 8D".
 *
 * @example
 * ```ts
 * import { parseCards } from 'baccarat-spec';
 *
 * const cards = parseCards('4H 2S 9C AD 8D'); // ['4H', '2S', '9C', 'AD', '8D']
 * ```
 */
export function parseCards(text: string): Card[] {
  return text
    .split(/[\s,]+/u)
    .filter((t) => t.length > 0)
    .map(parseCard);
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** The card as the documents print it: 4♥, 10♦ is shown as T♦. */
export function cardGlyph(card: Card): string {
  return `${rankOf(card)}${SUIT_GLYPH[suitOf(card)]}`;
}

/**
 * Counting card values: their sum, keeping only the units digit (PB-03.1, BB-04.4, RD-08) or, in
 * the historical counting, the whole sum (RD-09). The profile's loader reads its tables with it.
 */
export function count(values: readonly number[], counting: 'units-digit' | 'keep-tens'): number {
  const sum = values.reduce((a, b) => a + b, 0);
  return counting === 'units-digit' ? sum % 10 : sum;
}
