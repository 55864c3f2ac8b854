/**
 * What `npm pack` puts in the package, and the library's entry point by its name. The package itself,
 * packed and installed into an empty folder with its production dependencies only, is exercised by
 * test/deep/package.deep.ts (npm run test:deep).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  private?: boolean;
  bin: Record<string, string>;
  types: string;
  exports: Record<string, string | Record<string, string>>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

// dist/ is fresh (test/setup/build.ts); the scripts are not run again here.
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
) as [{ files: { path: string }[] }];
const files = new Set(packed[0].files.map((f) => f.path));
const strip = (p: string) => p.replace(/^\.\//, '');

describe('npm pack', () => {
  it('holds the command, the compiled library with its types, and what they read at run time', () => {
    for (const f of [
      'bin/baccarat.js',
      'dist/entry/index.js',
      'dist/entry/odds.js',
      'dist/entry/kit.d.ts',
      'dist/entry/index.d.ts',
      'dist/cli/main.js',
      'dist/kernel/worker.js',
      'dist/compare/compare-worker.js',
      'dist/steps/world.js',
      'dist/schemas/profile.validate.cjs',
      'dist/schemas/policy.validate.cjs',
      'dist/schemas/record.validate.cjs',
      'dist/inspector/public/index.html',
      'dist/inspector/public/app.js',
      'schemas/profile.schema.json',
      'schemas/policy.schema.json',
      // The kit for other engines: the adapter protocol's schemas and validators, the self-adapter.
      'schemas/adapter/verdict.schema.json',
      'dist/schemas/adapter-verdict.validate.cjs',
      'dist/engine/self-adapter.js',
      'schemas/record.schema.json',
      'fixtures/records/punto-banco-series.json',
      'specs/profiles/punto-banco.yaml',
      'specs/profiles/house/super-6.yaml',
      'specs/rules/punto-banco.yaml',
      'specs/features/punto-banco/variant.feature',
      'fixtures/policies/chemin-de-fer.yaml',
      'fixtures/shoes/punto-banco-series.yaml',
      'cucumber.mjs',
      'README.md',
    ]) {
      expect(files, f).toContain(f);
    }
  });

  it('leaves out the sources, the tests and the scripts that write the repository', () => {
    const out = [...files].filter(
      (f) =>
        /^(src|test|bench|scripts|reports|docs)\//.test(f) ||
        (f.endsWith('.ts') && !f.endsWith('.d.ts')) ||
        f.startsWith('dist/odds/write-readme') ||
        f.startsWith('dist/docs/write-records'),
    );
    expect(out).toEqual([]);
  });

  it('ships every file package.json points at', () => {
    expect(pkg.private).toBeUndefined();
    const targets = [
      ...Object.values(pkg.bin),
      pkg.types,
      ...Object.values(pkg.exports).flatMap((e) => (typeof e === 'string' ? [] : Object.values(e))),
    ];
    for (const t of targets) expect(files, t).toContain(strip(t));
  });

  it('needs no test tool at run time', () => {
    for (const dev of ['playwright-core', 'tsx', 'typescript', 'vitest', 'vite']) {
      expect(pkg.dependencies, dev).not.toHaveProperty(dev);
      expect(pkg.devDependencies, dev).toHaveProperty(dev);
    }
    // `baccarat conform` runs cucumber in an installed package.
    expect(pkg.dependencies).toHaveProperty('@cucumber/cucumber');
  });
});

describe('import from "baccarat-spec" and its entry points', () => {
  it('gives each entry point by the package name, as a project that installed it does', () => {
    // The package refers to itself by name through its exports.
    const script = `
      import * as core from 'baccarat-spec';
      import * as odds from 'baccarat-spec/odds';
      import * as sim from 'baccarat-spec/simulate';
      import * as solve from 'baccarat-spec/solve';
      import * as kit from 'baccarat-spec/kit';
      const p = core.loadProfile('punto-banco');
      console.log(JSON.stringify({
        id: p.id,
        machine: core.buildMachine(p).id,
        table: typeof core.Table,
        tie: String(odds.exactOdds(p).outcomes.find((o) => o.id === 'tie').count.num),
        simulate: typeof sim.simulate, solve: typeof solve.solveProfile, conform: typeof kit.runConformance,
      }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      id: 'punto-banco',
      machine: 'punto-banco',
      table: 'function',
      tie: '475627426473216',
      simulate: 'function',
      solve: 'function',
      conform: 'function',
    });
  });
});
