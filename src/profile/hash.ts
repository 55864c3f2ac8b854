/**
 * A profile's hash: what a game record and a count's slices carry so that neither is ever read
 * against other rules, and what tells two profiles' rules apart wherever they came from.
 */
import { createHash } from 'node:crypto';
import type { Profile } from './types.js';

/** JSON with its keys sorted at every level: the same profile always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * "sha256:<hex>" of the resolved profile's canonical JSON, its rules only: where it was read from
 * (`file`, a path of this machine) is left out, so a record made in one clone replays in another.
 */
export function profileHash(profile: Profile): string {
  const { file: _where, ...rules } = profile;
  // No side bet stake rules (session.betting.sideBetRules, empty by default) hashes as before they existed.
  const betting = rules.session.betting as { sideBetRules?: readonly unknown[] };
  if (betting.sideBetRules?.length === 0) {
    const { sideBetRules: _none, ...rest } = betting;
    rules.session = { ...rules.session, betting: rest as typeof rules.session.betting };
  }
  return `sha256:${createHash('sha256').update(canonicalJson(rules)).digest('hex')}`;
}

/**
 * The hash a profile had before its session's procedure was written as data (version-1 records
 * carry it): the procedure left out and, for a bank, the keywords its preset stood for put back
 * (`was`, in specs/procedures/<name>.yaml). Only a procedure that is its preset unchanged has one.
 */
export function formerHash(profile: Profile): string | undefined {
  const { was } = profile.session.procedure;
  if (was === undefined) return undefined;
  const { procedure: _now, ...session } = profile.session;
  const bank = session.bank === undefined ? undefined : { ...session.bank, ...was };
  return profileHash({ ...profile, session: { ...session, bank } as Profile['session'] });
}

/** Whether a record's hash is this profile's: as it is now, or as version 1 hashed the same rules. */
export function isHashOf(profile: Profile, hash: string): boolean {
  return hash === profileHash(profile) || hash === formerHash(profile);
}
