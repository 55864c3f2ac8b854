/**
 * Which bundled profiles a per-profile sweep walks. In npm test: the profiles written whole, those
 * that extend no other — the six systems of the sources (Punto Banco, Chemin de Fer, Baccarat
 * Banque, and the domestic, club and modern forms of 002) —, whose charts hold every state and
 * guard the variants reuse. A variant (`extends:`: a house profile, Chemin de Fer with a free
 * banker, club baccarat with a cagnotte, …) changes parameters of its system's chart, and its own
 * rules are held by its scenarios (specs/features/) and its odds tests. Under
 * BACCARAT_EVERY_PROFILE=1, as `npm run test:deep` runs these files: every bundled profile.
 */
import { readFileSync } from 'node:fs';
import { bundledFile, bundledIds } from '../../src/loader/bundled.js';

export const EVERY_PROFILE = process.env.BACCARAT_EVERY_PROFILE === '1';

const whole = new Map<string, boolean>();

/**
 * Whether a bundled profile is written whole: it extends no other (read once a process: the files do
 * not change under a run). A bundled variant names its parent in a top-level `extends:` line, which
 * is looked for as such (parsing the 35 files took a third of a second a worker); test/sweep.test.ts
 * holds the result to the six systems.
 */
export function isWrittenWhole(id: string): boolean {
  let known = whole.get(id);
  if (known === undefined) {
    known = !/^["']?extends["']?[ \t]*:/m.test(readFileSync(bundledFile(id)!, 'utf8'));
    whole.set(id, known);
  }
  return known;
}

/** The profiles of `ids` (every bundled profile by default) a sweep walks in this run. */
export function swept(ids: readonly string[] = bundledIds()): string[] {
  return EVERY_PROFILE ? [...ids] : ids.filter(isWrittenWhole);
}
