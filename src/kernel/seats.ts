/**
 * The table a simulation plays. Where each punter holds a hand of his own (the domestic game), a coup
 * deals one hand per punter seated, so the profile is seated for a number of punters first
 * (src/profile/seating.ts, as a session of the chart seats it) and its policy carried over to every
 * punter's hand. Elsewhere the profile is played as it is.
 */

import { compileProfile } from '../core/compile.js';
import { type Policy, seatPolicy } from '../core/policy.js';
import { PerProfile } from '../profile/per-profile.js';
import { eachPunterHand, seatedProfile } from '../profile/seating.js';
import type { Profile } from '../profile/types.js';

/** Punters seated when none are asked for: the banker and three punters, enough for every rule. */
export const DEFAULT_PUNTERS = 3;

/** Whether a coup of this profile deals one hand per punter, so that a table needs seating. */
export function seatsPunters(profile: Profile): boolean {
  return eachPunterHand(profile) !== undefined;
}

/** The most punters a table of this profile seats: every participant but the banker. */
export function mostPunters(profile: Profile): number {
  return Math.max(1, profile.session.participants.max - 1);
}

/** Each table seated, once per profile and number of punters: its object, and so its compiled profile, is shared. */
const SEATED = new PerProfile<number, Profile>();

/**
 * The profile seated for `punters` punters where each has a hand (DEFAULT_PUNTERS if not given), and
 * its policy — compiled against the profile as written — carried over to the seated table.
 */
export function seatTable(
  profile: Profile,
  policy: Policy | undefined,
  punters = DEFAULT_PUNTERS,
): { profile: Profile; policy: Policy | undefined } {
  if (!seatsPunters(profile)) return { profile, policy };
  const seated = SEATED.get(profile, punters, () => seatedProfile(profile, punters));
  return { profile: seated, policy: policy && seatPolicy(policy, compileProfile(profile), compileProfile(seated)) };
}
