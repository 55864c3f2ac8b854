/**
 * A profile to count exactly, and the policy its choices are counted under: the one given, or a
 * bundled profile's plain policy (fixtures/policies/<id>.yaml, as docs/odds.md's table is). `odds`,
 * `par`, `count` and the inspector's par sheet all take it from here.
 */
import { compileProfile } from '../core/compile.js';
import { bundledPolicyFile, loadPolicyFile, type Policy } from '../core/policy.js';
import { loadProfile } from '../loader/bundled.js';
import { NotEnumerable, notEnumerableReason } from '../odds/exact.js';
import type { Profile } from '../profile/types.js';

/** `arg`: a bundled id or a profile file; refuses (NotEnumerable) a profile beyond exact odds. */
export function countableProfile(
  arg: string | Profile,
  policyFile: string | undefined,
  decks?: number,
): { profile: Profile; policy: Policy | undefined } {
  const profile = typeof arg === 'string' ? loadProfile(arg) : arg;
  const notEnumerable = notEnumerableReason(profile);
  if (notEnumerable) throw new NotEnumerable(notEnumerable);
  const compiled = compileProfile(profile, decks);
  const file = policyFile ?? bundledPolicyFile(typeof arg === 'string' ? arg : profile.id, compiled);
  return { profile, policy: file === undefined ? undefined : loadPolicyFile(file, compiled) };
}
