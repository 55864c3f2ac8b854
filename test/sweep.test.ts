/**
 * What npm test's per-profile sweeps walk (test/support/sweep.ts): the profiles written whole, which
 * are the six systems of the sources; a variant extends one of them.
 */
import { describe, expect, it } from 'vitest';
import { bundledIds } from '../src/loader/bundled.js';
import { EVERY_PROFILE, isWrittenWhole, swept } from './support/sweep.js';

describe('the sweeps of npm test', () => {
  it("walk the six systems of the sources: Punto Banco, Chemin de Fer, Baccarat Banque, and 002's three forms", () => {
    expect(bundledIds().filter(isWrittenWhole).sort()).toEqual([
      'baccarat-banque',
      'baccarat-club',
      'baccarat-domestic',
      'baccarat-modern',
      'chemin-de-fer',
      'punto-banco',
    ]);
    expect(swept().length).toBe(EVERY_PROFILE ? bundledIds().length : 6);
  });
});
