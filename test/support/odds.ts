/**
 * A profile's exact odds from a fresh shoe, counted once a test process (the test files share their
 * workers' modules): several files hold the same house variants to published figures.
 */
import { type ExactOdds, exactOdds } from '../../src/odds/exact.js';
import type { Profile } from '../../src/profile/types.js';

const COUNTED = new WeakMap<Profile, Map<number | undefined, ExactOdds>>();

/** exactOdds(profile, { decks }), kept for the next test that asks the same of the same profile. */
export function oddsOf(profile: Profile, decks?: number): ExactOdds {
  let byDecks = COUNTED.get(profile);
  if (!byDecks) {
    byDecks = new Map();
    COUNTED.set(profile, byDecks);
  }
  let odds = byDecks.get(decks);
  if (!odds) {
    odds = exactOdds(profile, decks === undefined ? {} : { decks });
    byDecks.set(decks, odds);
  }
  return odds;
}
