/**
 * Counting a hand: the sum of its card values, keeping only the units digit (PB-03.1, BB-04.4,
 * RD-08) or, in the historical counting, the whole sum (RD-09).
 */
import { type Card, rankOf } from '../cards/card.js';
import type { Profile } from '../profile/types.js';

export function cardValue(profile: Profile, card: Card): number {
  return profile.cards.values[rankOf(card)];
}

/** A ten-valued card (RC-13): worth 10, or 0 where tens are dropped; its value read, not its rank. */
export function isTenValuedValue(value: number): boolean {
  return value % 10 === 0;
}

export function isTenValued(profile: Profile, card: Card): boolean {
  return isTenValuedValue(cardValue(profile, card));
}

export function totalOf(profile: Profile, cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += cardValue(profile, c);
  return profile.cards.counting === 'units-digit' ? sum % 10 : sum;
}

/** A natural: a two-card total the profile names (8 or 9; 18 and 19 too in the old counting). */
export function isNatural(profile: Profile, cards: readonly Card[]): boolean {
  return cards.length === 2 && profile.naturals.totals.includes(totalOf(profile, cards));
}

/** What a total is worth in a comparison: its last digit, in either counting (9, 19, 29 rank alike). */
export function rankingOf(total: number): number {
  return total % 10;
}

/** Baccara: a total that ends in 0 (0, or 10, 20, 30 in the old counting). */
export function isBaccara(total: number): boolean {
  return total % 10 === 0;
}

/**
 * RD-15: the side whose punter takes the bank, the first in deal order whose hand ends on baccara,
 * unless the banker's does too; -1 for none. `total(r)` reads side r's total. The chart
 * (src/machines/bank.ts punterWithBaccara) and the kernel both ask it.
 */
export function sideTakingTheBank(bankerTotal: number, sides: number, total: (r: number) => number): number {
  if (isBaccara(bankerTotal)) return -1;
  for (let r = 0; r < sides; r++) if (isBaccara(total(r))) return r;
  return -1;
}
