/**
 * Which bundled profiles a per-profile sweep walks. In npm test: every profile whose rules differ —
 * all but the bet variants, the house profiles that take another's rules as they are and only add
 * bets (specs/profiles/house/: EZ Baccarat, Dragon Bonus, the side-bet catalog, …), whose bets the
 * sweeps would only walk again through the same chart. Under BACCARAT_EVERY_PROFILE=1, as
 * `npm run test:deep` runs these files: every bundled profile. A bet's own exactness is held by its
 * odds tests, and every word of the bet language by test/core-equivalence.test.ts's word groups.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { bundledFile, bundledIds } from '../../src/loader/bundled.js';

export const EVERY_PROFILE = process.env.BACCARAT_EVERY_PROFILE === '1';

/** The keys a bet variant may set of its own: who it is, where its rules come from, its bets. */
const IDENTITY = new Set(['extends', 'id', 'name', 'description', 'sources', 'bets']);

/** Extends another profile and sets only its bets (and which of them are side bets: session.betting.sideBets). */
export function isBetVariant(id: string): boolean {
  const own = parse(readFileSync(bundledFile(id)!, 'utf8')) as Record<string, unknown>;
  if (own.extends === undefined) return false;
  const only = (value: unknown, key: string) =>
    typeof value === 'object' && value !== null && Object.keys(value).every((k) => k === key);
  // session.betting.sideBets says which bets are side bets; any other betting rule changes the table.
  return Object.entries(own).every(
    ([key, value]) =>
      IDENTITY.has(key) ||
      (key === 'session' && only(value, 'betting') && only((value as { betting: unknown }).betting, 'sideBets')),
  );
}

/** The profiles of `ids` (every bundled profile by default) a sweep walks in this run. */
export function swept(ids: readonly string[] = bundledIds()): string[] {
  return EVERY_PROFILE ? [...ids] : ids.filter((id) => !isBetVariant(id));
}
