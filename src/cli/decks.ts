/**
 * The most decks `odds` enumerates for any profile, checked before one is read: (52 × decks)^4 card
 * orders of a four-card deal must stay below 2^53, where a double counts every way exactly. 187
 * decks: 9,724^4 < 2^53 < 9,776^4. A profile's own limit (src/odds/limits.ts mostDecks: 8 for club
 * baccarat) is checked once it is read; this file loads nothing, so that the usage texts and the
 * commands that count (odds, solve) say the number without loading each other.
 */
export const MOST_DECKS = 187;
