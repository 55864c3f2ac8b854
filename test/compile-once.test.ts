/**
 * Compile once (src/core/compile.ts): a command compiles each profile it reads once for each number
 * of decks, however many modules read it (odds, par, count, simulate, the inspector …); a profile
 * derived from it is compiled only where it truly differs from it. Each compilation is told to
 * watchCompilations, and named here by the profile's id, its decks, its hands (and a shoe never
 * reshuffled) and its bets.
 *
 * Each command reads a copy of the bundled profile in a folder of its own: vitest runs the test files
 * in one process (isolate: false), where the bundled profile's object may have been compiled, and
 * its odds kept, by another file; a copy is a profile object of its own that nothing has compiled.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileProfile, watchCompilations } from '../src/core/compile.js';
import { compileRules } from '../src/core/rules.js';
import { frameView } from '../src/inspector/frame.js';
import { InspectedSession } from '../src/inspector/session.js';
import { loadProfile } from '../src/loader/bundled.js';
import { bundledFile } from '../src/profile/paths.js';
import type { Profile } from '../src/profile/types.js';
import { baccarat } from './support/cli.js';
import { scratchDir } from './support/temp.js';

/** A copy of the bundled profile `id`, as a file of a scratch folder of its own. */
function copyOf(id: string): string {
  const file = join(scratchDir('compile-once-'), `${id}.yaml`);
  copyFileSync(bundledFile(id)!, file);
  return file;
}

/** The compilations `run` makes, each named, and how many times each. */
async function compilations(run: () => unknown): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  watchCompilations((p: Profile, decks: number) => {
    const never = p.shoe.reshuffle === 'never' ? ', never reshuffled' : '';
    const name = `${p.id}, ${decks} decks, ${p.hands.length} hands${never}: ${p.bets.map((b) => b.id).join(' ')}`;
    seen[name] = (seen[name] ?? 0) + 1;
  });
  try {
    await run();
  } finally {
    watchCompilations(undefined);
  }
  return seen;
}

/** The command's compilations; it must succeed. */
async function compiledBy(argv: string[]): Promise<Record<string, number>> {
  return compilations(async () => {
    const r = await baccarat(argv);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });
}

afterEach(() => watchCompilations(undefined));

describe('a profile compiled once a process', () => {
  it('odds punto-banco: Punto Banco at its 8 decks, once (5 times before)', async () => {
    expect(await compiledBy(['odds', copyOf('punto-banco')])).toEqual({
      'punto-banco, 8 decks, 2 hands: punto banco tie': 1,
    });
  });

  it('par punto-banco: at 8 decks once, and once at each other shoe of the by-decks line (10 times before)', async () => {
    // Its bets read card values only: one group, the profile itself, whose bets are not compiled one by one.
    expect(await compiledBy(['par', copyOf('punto-banco'), '--shoes', '0', '--count-shoes', '0'])).toEqual({
      'punto-banco, 8 decks, 2 hands: punto banco tie': 1,
      'punto-banco, 1 decks, 2 hands: punto banco tie': 1,
      'punto-banco, 2 decks, 2 hands: punto banco tie': 1,
      'punto-banco, 4 decks, 2 hands: punto banco tie': 1,
      'punto-banco, 6 decks, 2 hands: punto banco tie': 1,
    });
  });

  it('par ez-baccarat: the same, its five bets one group (12 times before)', async () => {
    expect(await compiledBy(['par', copyOf('ez-baccarat')])).toEqual({
      'ez-baccarat, 8 decks, 2 hands: punto banco tie dragon-7 panda-8': 1,
      'ez-baccarat, 1 decks, 2 hands: punto banco tie dragon-7 panda-8': 1,
      'ez-baccarat, 2 decks, 2 hands: punto banco tie dragon-7 panda-8': 1,
      'ez-baccarat, 4 decks, 2 hands: punto banco tie dragon-7 panda-8': 1,
      'ez-baccarat, 6 decks, 2 hands: punto banco tie dragon-7 panda-8': 1,
    });
  });

  it('count ez-baccarat --bet dragon-7: the profile, the bet alone, and the bet alone dealt to a cut card (18 times before)', async () => {
    // The bet alone has keys of its own (what Dragon 7 reads); the counting model's shoe is never
    // reshuffled, which the kernel's shoe reads: each a profile that differs, compiled once.
    expect(
      await compiledBy(['count', copyOf('ez-baccarat'), '--bet', 'dragon-7', '--shoes', '10', '--seed', '1']),
    ).toEqual({
      'ez-baccarat, 8 decks, 2 hands: punto banco tie dragon-7 panda-8': 1,
      'ez-baccarat, 8 decks, 2 hands: dragon-7': 1,
      'ez-baccarat, 8 decks, 2 hands, never reshuffled: dragon-7': 1,
    });
  });

  it('simulate baccarat-domestic: the table as written and as seated for 3 punters, each once (6 times before)', async () => {
    // The policy is read against the table as written (one punter's hand), then carried over to the
    // table seated for 3 punters (src/kernel/seats.ts), which the simulation deals.
    const policy = 'fixtures/policies/baccarat-domestic.yaml';
    const argv = ['simulate', copyOf('baccarat-domestic'), '-n', '2000', '--seed', '1', '--workers', '1'];
    expect(await compiledBy([...argv, '--policy', policy])).toEqual({
      'baccarat-domestic, 2 decks, 2 hands: stake': 1,
      'baccarat-domestic, 2 decks, 4 hands: stake': 1,
    });
  });

  it("the inspector's live odds: the profile it loads, once, whatever the frames asked (5 times before)", async () => {
    const profile = loadProfile(copyOf('punto-banco'));
    const seen = await compilations(() => {
      const s = new InspectedSession(
        1,
        profile,
        { profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { seed: 7 } },
        () => {},
      );
      frameView(s, 0, 'Ann');
      expect(s.send({ type: 'BET', participant: 'Boris', bet: 'banco' })).toEqual({ accepted: true });
      expect(s.send({ type: 'DEAL' })).toEqual({ accepted: true });
      for (let i = 0; i < s.frames.length; i++) frameView(s, i, 'Ann');
    });
    expect(seen).toEqual({ 'punto-banco, 8 decks, 2 hands: punto banco tie': 1 });
  });
});

describe('what is compiled once is shared, and stays as compiled', () => {
  it('the same profile and decks give the same compiled profile; other decks another, of those decks', () => {
    const profile = loadProfile(copyOf('punto-banco'));
    const eight = compileProfile(profile);
    expect(compileProfile(profile, 8)).toBe(eight);
    expect(compileRules(profile)).toBe(compileRules(profile));
    const six = compileProfile(profile, 6);
    expect(six).not.toBe(eight);
    expect([eight.decks, six.decks]).toEqual([8, 6]);
    // Rules of the caller's own compile anew, and are kept by no one.
    const own = { ...compileRules(profile) };
    const anew = compileProfile(profile, 8, own);
    expect(anew).not.toBe(eight);
    expect(compileProfile(profile, 8, own)).not.toBe(anew);
    expect(compileProfile(profile)).toBe(eight);
  });

  it('a command run over a compiled profile leaves its tables as a fresh compilation makes them', async () => {
    const file = copyOf('ez-baccarat');
    const profile = loadProfile(file);
    const shared = compileProfile(profile);
    expect((await baccarat(['par', file])).code).toBe(0);
    expect((await baccarat(['count', file, '--bet', 'panda-8', '--shoes', '5'])).code).toBe(0);
    const fresh = compileProfile(profile, 8, { ...compileRules(profile) });
    const tables = (c: typeof shared) =>
      Object.fromEntries(
        Object.entries(c)
          .filter(([, v]) => ArrayBuffer.isView(v) || Array.isArray(v) || typeof v !== 'object')
          .map(([k, v]) => [k, ArrayBuffer.isView(v) ? [...(v as Uint8Array)] : v]),
      );
    expect(compileProfile(profile)).toBe(shared);
    expect(tables(shared)).toEqual(tables(fresh));
  });
});
