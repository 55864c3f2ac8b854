/**
 * A profile's bets taken apart: the same game with only some of its bets, for whatever counts bets
 * one group at a time (src/odds/exact.ts, src/odds/composition.ts, src/house/count.ts), so that a bet
 * is counted on the cards it reads and never refused for another bet's sake.
 */
import type { Profile } from './types.js';

/**
 * The profile with only the bets whose ids are given, in the profile's order; its game (shoe, deal,
 * drawing, result) is the profile's own. Its session still names the other bets: it is for counting,
 * not for playing.
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { withBetsOnly } from 'baccarat-spec/house';
 *
 * withBetsOnly(loadProfile('ez-baccarat'), ['dragon-7']).bets.map((b) => b.id); // ['dragon-7']
 * ```
 */
export function withBetsOnly(profile: Profile, ids: readonly string[]): Profile {
  const bets = profile.bets.filter((b) => ids.includes(b.id));
  return bets.length === profile.bets.length ? profile : { ...profile, bets };
}
