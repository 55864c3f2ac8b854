/**
 * A profile's exact odds from a fresh shoe, counted once a test process (the test files share their
 * workers' modules): several files hold the same house variants to published figures.
 */
import { type ExactOdds, exactOdds } from '../../src/odds/exact.js';
import { PerProfile } from '../../src/profile/per-profile.js';
import type { Profile } from '../../src/profile/types.js';

const COUNTED = new PerProfile<number | undefined, ExactOdds>();

/** exactOdds(profile, { decks }), kept for the next test that asks the same of the same profile. */
export function oddsOf(profile: Profile, decks?: number): ExactOdds {
  return COUNTED.get(profile, decks, () => exactOdds(profile, decks === undefined ? {} : { decks }));
}
