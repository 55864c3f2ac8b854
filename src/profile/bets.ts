/**
 * A profile's bets taken apart: the same game with only some of its bets, for whatever counts bets
 * one group at a time (src/odds/exact.ts, src/odds/composition.ts, src/house/count.ts), so that a bet
 * is counted on the cards it reads and never refused for another bet's sake.
 */
import { PerProfile } from './per-profile.js';
import type { Profile } from './types.js';

/** One object per profile and set of bets, so that what is worked out per profile (a walk's preparation) is kept for it. */
const RESTRICTED = new PerProfile<string, Profile>();

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
  if (bets.length === profile.bets.length) return profile;
  return RESTRICTED.get(profile, bets.map((b) => b.id).join('\n'), () => ({ ...profile, bets }));
}
