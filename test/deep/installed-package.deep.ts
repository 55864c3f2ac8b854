/**
 * The package where it is installed (node_modules/baccarat-spec), not a checkout (npm run test:deep;
 * what `diagram --docs` writes there is npm test's, test/diagram-docs.test.ts): what `npm pack` puts in the package; and the library as a user meets it — the
 * tarball, packed once, unpacked into an empty folder's node_modules, each entry point imported by
 * its name, the examples of the docs run, and they and every name's TSDoc example type-checked
 * against the declarations the package ships. (test/deep/package.deep.ts installs it with npm, from the registry where the
 * cache lacks a package; here its production dependencies are linked from the checkout's
 * node_modules, so the test runs offline in seconds, and a devDependency stays out of its reach.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/loader/bundled.js';
import { entriesOf, exportedOf, tsBlocks } from '../public-surface.js';

const work = mkdtempSync(join(tmpdir(), 'baccarat-installed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  private?: boolean;
  bin: Record<string, string>;
  types: string;
  exports: Record<string, string | Record<string, string>>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

// The one pack of the test run: dist/ is fresh (test/setup/build.ts), packed as it is, without
// running the build again; its tarball is unpacked below, its list of files checked here.
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
) as [{ filename: string; files: { path: string }[] }];
const files = new Set(packed.files.map((f) => f.path));
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
      'dist/simulate/worker.js',
      'dist/compare/compare-worker.js',
      'dist/steps/world.js',
      'dist/schemas/profile.validate.cjs',
      'dist/schemas/policy.validate.cjs',
      'dist/schemas/record.validate.cjs',
      'dist/schemas/shard.validate.cjs',
      'dist/inspector/public/index.html',
      'dist/inspector/public/app.js',
      'schemas/profile.schema.json',
      'schemas/policy.schema.json',
      // The kit for other engines: the adapter protocol's schemas and validators, the self-adapter.
      'schemas/adapter/verdict.schema.json',
      'dist/schemas/adapter-verdict.validate.cjs',
      'dist/engine/self-adapter.js',
      'schemas/record.schema.json',
      'schemas/shard.schema.json',
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

  it('leaves out the sources, the tests and the generators that write the repository', () => {
    const out = [...files].filter(
      (f) =>
        /^(src|test|bench|scripts|reports|docs)\//.test(f) ||
        (f.endsWith('.ts') && !f.endsWith('.d.ts')) ||
        // The generators of the committed docs run from the sources (npm run docs:*), and are not shipped.
        f.startsWith('dist/docs/'),
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

/** The docs whose examples a library user writes: every ```ts block of theirs imports the package. */
const PAGES = ['docs/library.md', 'docs/solving.md', 'docs/house-math.md'];
const app = join(work, 'app');
const installed = join(app, 'node_modules', 'baccarat-spec');

function node(args: string[]) {
  const r = spawnSync(process.execPath, args, { cwd: app, encoding: 'utf8', maxBuffer: 1 << 24 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the packed package, unpacked into an empty folder', () => {
  const examples = PAGES.flatMap((page) =>
    tsBlocks(readFileSync(join(ROOT, page), 'utf8')).map((code, i) => ({
      file: `${page.slice(5, -3)}-${i + 1}`,
      code,
    })),
  );
  /** The TypeScript compiler run once over every example (the docs' and each name's), emitting JavaScript. */
  let compiled: { code: number | null; out: string };

  beforeAll(() => {
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, packed.filename), '-C', installed, '--strip-components=1']);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    // Its production dependencies, and the Node types a TypeScript user has, from the checkout.
    for (const dep of [...Object.keys(pkg.dependencies), '@types/node']) {
      mkdirSync(dirname(join(app, 'node_modules', dep)), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules', dep), join(app, 'node_modules', dep), 'dir');
    }
    // Every example (the docs' and each name's) compiled once, against the declarations the package ships.
    const api = exportedOf(entriesOf(installed)).flatMap((x) =>
      x.examples.flatMap((t) => tsBlocks(t)).map((code) => ({ name: x.name, code })),
    );
    expect(api.length).toBeGreaterThanOrEqual(50);
    const files = [...examples, ...api.map((e, i) => ({ file: `api-${i + 1}`, code: e.code }))].map((e) => {
      // Each example its own module: they declare the same names.
      writeFileSync(join(app, `${e.file}.ts`), `${e.code}\nexport {};\n`);
      return `${e.file}.ts`;
    });
    // The docs' examples in turn, in one process.
    writeFileSync(
      join(app, 'run.ts'),
      `${examples.map((e) => `await import('./${e.file}.js');`).join('\n')}\nexport {};\n`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          skipLibCheck: true,
          types: ['node'],
          outDir: 'js',
        },
        files: [...files, 'run.ts'],
      }),
    );
    compiled = node([join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.']);
    // A pack and a compile: seconds, given room on a loaded machine (as the tests' own timeout is).
  }, 60_000);

  it('gives each entry point by its name, with the names docs/library.md lists, and nothing inside', () => {
    const r = node([
      '--input-type=module',
      '-e',
      `const names = {};
       for (const e of ['', '/odds', '/simulate', '/solve', '/kit', '/house'])
         names['baccarat-spec' + e] = Object.keys(await import('baccarat-spec' + e)).sort();
       let inside;
       try { await import('baccarat-spec/dist/driver/table.js'); } catch (e) { inside = e.code; }
       console.log(JSON.stringify({ names, inside }));`,
    ]);
    expect(r.err).toBe('');
    // The runtime names (the types vanish in JavaScript), as docs/library.md's table lists them.
    expect(JSON.parse(r.out)).toEqual({
      names: {
        'baccarat-spec': [
          'ProfileError',
          'ProfileNotFound',
          'RecordError',
          'SessionError',
          'Table',
          'buildMachine',
          'checkProfileText',
          'loadProfile',
          'parseCards',
          'readRecord',
          'replayRecord',
          'writeRecord',
        ],
        'baccarat-spec/odds': [
          'CompositionError',
          'NotEnumerable',
          'PolicyError',
          'PolicyMissing',
          'compositionOf',
          'exactOdds',
          'fractionText',
          'loadPolicy',
          'prepareShoeOdds',
          'toNumber',
        ],
        'baccarat-spec/simulate': ['UnsupportedProfile', 'simulate', 'summarize'],
        'baccarat-spec/solve': [
          'NoBestResponse',
          'NotSolvable',
          'TooLarge',
          'bestResponseJson',
          'bestResponseOfBanker',
          'bestResponseOfSides',
          'solutionJson',
          'solveProfile',
        ],
        'baccarat-spec/kit': [
          'AdapterEngine',
          'AdapterError',
          'FEATURES',
          'PROTOCOL',
          'answer',
          'runConformance',
          'serve',
        ],
        'baccarat-spec/house': [
          'CountError',
          'countShard',
          'countability',
          'effectsOfRemoval',
          'mergeShards',
          'parSheet',
          'parseShard',
          'shardJson',
          'withBetsOnly',
        ],
      },
      // The modules behind the entry points are the package's own business.
      inside: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
    });
  });

  it("type-checks the docs' examples and every name's TSDoc example against the declarations it ships", () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const e of examples) expect(e.code, e.file).toContain("from 'baccarat-spec");
    expect(compiled.out).toBe('');
    expect(compiled.code).toBe(0);
  });

  it('runs the examples of the docs as the JavaScript they compile to', () => {
    const r = node(['js/run.js']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  // The package ships each bundled profile prepared (dist/profiles/, src/loader/prepared.ts): one
  // whose YAML, or whose parent's, is edited where it is installed is loaded from its YAML.
  it('loads a bundled profile edited since the build from its YAML, and a variant of it too', () => {
    const file = join(installed, 'specs', 'profiles', 'punto-banco.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('\nname: Punto Banco\n');
    expect(text).toContain('\n  decks: 8 ');
    writeFileSync(
      file,
      text.replace('\nname: Punto Banco\n', '\nname: Punto Banco, edited\n').replace('\n  decks: 8 ', '\n  decks: 6 '),
    );
    try {
      const r = node([
        '--input-type=module',
        '-e',
        `import { loadProfile } from 'baccarat-spec';
         const [pb, s6] = [loadProfile('punto-banco'), loadProfile('super-6')];
         console.log(JSON.stringify([pb.name, pb.shoe.decks, s6.name, s6.shoe.decks]));`,
      ]);
      expect(r.err).toBe('');
      expect(JSON.parse(r.out)).toEqual(['Punto Banco, edited', 6, 'Super 6', 6]);
    } finally {
      writeFileSync(file, text);
    }
  });
});
