/**
 * The package as a user gets it: `npm pack`, installed into an empty folder with its production
 * dependencies only (from the npm cache where it can, the registry otherwise), then the command run
 * through npx from that folder, and the library imported — and type-checked — by its name.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const dir = mkdtempSync(join(tmpdir(), 'baccarat-spec-pack-'));
const app = join(dir, 'app');

function run(cmd: string, args: string[], cwd = app) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 24 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  // dist/ is fresh (test/setup/build.ts): pack it as it is.
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], { cwd: ROOT, stdio: 'ignore' });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
  execFileSync('mkdir', [app]);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module' }),
  );
  const install = (mode: string) =>
    run('npm', ['install', '--omit=dev', mode, '--no-audit', '--no-fund', join(dir, tarball)]);
  // Offline from the npm cache; if the cache lacks a package, the registry fills it in.
  const offline = install('--offline');
  if (offline.code !== 0) expect(install('--prefer-offline').code).toBe(0);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the packed package, installed with its production dependencies only', () => {
  it('has no test tools', () => {
    for (const dev of ['playwright-core', 'tsx', 'typescript', 'vitest'])
      expect(existsSync(join(app, 'node_modules', dev)), dev).toBe(false);
  });

  it('npx baccarat --help', () => {
    const r = run('npx', ['--no-install', 'baccarat', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('baccarat: an executable specification of the baccarat family');
  });

  it('npx baccarat odds punto-banco', () => {
    const r = run('npx', ['--no-install', 'baccarat', 'odds', 'punto-banco']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^tie +475,627,426,473,216 +9\.5156 %$/m);
    expect(r.out).toContain('-241149546272/19524993263685');
  });

  it('npx baccarat play punto-banco --cards "4H 2S 9C AD 8D"', () => {
    const r = run('npx', ['--no-install', 'baccarat', 'play', 'punto-banco', '--cards', '4H 2S 9C AD 8D']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('result    Banco wins 3 to 1');
  });

  it('npx baccarat simulate on worker threads', () => {
    const r = run('npx', [
      '--no-install',
      'baccarat',
      'simulate',
      'chemin-de-fer',
      '-n',
      '20000',
      '--workers',
      '2',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { coups: number; workers: number; policy: string };
    expect(json).toMatchObject({ coups: 20000, workers: 2 });
    // Its choices under the policy bundled in the package.
    expect(json.policy).toMatch(/fixtures\/policies\/chemin-de-fer\.yaml$/);
  });

  it('npx baccarat conform: the whole suite passes, and writes no HTML report unless asked', () => {
    const r = run('npx', ['--no-install', 'baccarat', 'conform', '--quiet']);
    expect(r.err).not.toContain('FAILED');
    expect(r.out).toContain('conformance: every rule passes');
    expect(r.out).toMatch(/^scenarios: \d+ passed, 0 failed$/m);
    expect(r.code).toBe(0);
    expect(existsSync(join(app, 'reports'))).toBe(false);
    expect(existsSync(join(app, 'node_modules', 'baccarat-spec', 'reports'))).toBe(false);
  });

  it('import { … } from "baccarat-spec"', () => {
    writeFileSync(
      join(app, 'use.mjs'),
      `import { loadProfile, Table } from 'baccarat-spec';
       import { exactOdds } from 'baccarat-spec/odds';
       import { simulate, summarize } from 'baccarat-spec/simulate';
       import { existsSync } from 'node:fs';
       import { fileURLToPath } from 'node:url';
       const p = loadProfile('super-6');
       const odds = exactOdds(p);
       const table = new Table(p, { participants: ['ann', 'bob'], shoe: { kind: 'seeded', seed: 1 } });
       const bets = [table.apply({ type: 'BET', participant: 'ann', bet: 'banco' }), table.apply({ type: 'BET', participant: 'bob', bet: 'tie' })];
       const dealt = table.apply({ type: 'DEAL' });
       const tally = await simulate({ profile: p, seed: 3, coups: 10000, workers: 2 });
       const schema = fileURLToPath(import.meta.resolve('baccarat-spec/schemas/profile.schema.json'));
       console.log(JSON.stringify({ id: p.id, bets: odds.bets.map((b) => b.id), moves: [...bets, dealt].every((v) => v.accepted), state: table.state, coups: tally.coups,
         outcomes: summarize(p, tally).outcomes.length, schema: existsSync(schema) }));`,
    );
    const r = run(process.execPath, ['use.mjs']);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual({
      id: 'super-6',
      bets: ['punto', 'banco', 'tie'],
      moves: true,
      state: 'coup over',
      coups: 10000,
      outcomes: 3,
      schema: true,
    });
  });

  it('its declarations type-check a TypeScript user', () => {
    writeFileSync(
      join(app, 'use.ts'),
      `import { loadProfile, type Profile } from 'baccarat-spec';
       import { exactOdds, type ExactOdds } from 'baccarat-spec/odds';
       const p: Profile = loadProfile('punto-banco');
       const odds: ExactOdds = exactOdds(p);
       export const edge: number = odds.bets[0]!.houseEdge;`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const r = run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.']);
    expect(r.out).toBe('');
    expect(r.code).toBe(0);
  });
});
