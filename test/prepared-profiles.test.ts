/**
 * The bundled profiles as the build prepares them (src/loader/prepared.ts), read by the sources'
 * reader from the build's dist/profiles/ (fresh: test/setup/build.ts): each is the profile the YAML
 * loader gives, key for key, with the YAML `show` prints of it; and one whose profile, parent,
 * preset or schema has changed since the build is never used (copies of them in a folder of the
 * test's own stand for the package).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledFile, bundledIds, ROOT } from '../src/loader/bundled.js';
import { loadProfileWithSource } from '../src/loader/load.js';
import { preparedProfile } from '../src/loader/prepared.js';
import { resolvedYaml } from '../src/profile/yaml.js';

const BUILT = join(ROOT, 'dist', 'profiles');

/** Every key of a value, with its place, in the order its objects hold them (undefined values too). */
function keysOf(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${at}/${k}`, ...keysOf(v, `${at}/${k}`)]);
}

describe('the prepared bundled profiles', () => {
  it('are every bundled profile, and the schema they were checked against', () => {
    expect(readdirSync(BUILT).sort()).toEqual(
      [...bundledIds().map((id) => `${id}.json`), 'profile.schema.json'].sort(),
    );
  });

  it.each(bundledIds())('%s: is the profile its YAML loads as, key for key, and the YAML show prints', (id) => {
    const path = bundledFile(id)!;
    const prepared = preparedProfile(id, path, 'the name it is given', { dir: BUILT });
    const loaded = loadProfileWithSource(path, 'the name it is given');
    expect(prepared).toBeDefined();
    // toStrictEqual holds the keys whose value is undefined too; keysOf their order.
    expect(prepared!.profile).toStrictEqual(loaded.profile);
    expect(keysOf(prepared!.profile)).toEqual(keysOf(loaded.profile));
    expect(prepared!.yaml).toBe(resolvedYaml(loaded.resolved!));
  });
});

describe('a prepared profile whose sources changed since the build', () => {
  // super-6 extends punto-banco, whose procedure extends the preset specs/procedures/punto-banco.yaml.
  const SOURCES = [
    'specs/profiles/house/super-6.yaml',
    'specs/profiles/punto-banco.yaml',
    'specs/procedures/punto-banco.yaml',
    'schemas/profile.schema.json',
  ];
  const root = mkdtempSync(join(tmpdir(), 'baccarat-prepared-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, 'dist', 'profiles');
  mkdirSync(dir, { recursive: true });
  for (const f of ['super-6.json', 'profile.schema.json']) cpSync(join(BUILT, f), join(dir, f));
  for (const f of SOURCES) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    cpSync(join(ROOT, f), join(root, f));
  }
  const own = join(root, SOURCES[0]!);
  const prepared = () => preparedProfile('super-6', own, 'super-6', { dir, root });

  it('is used while each of them reads as it did', () => {
    expect(prepared()?.profile.name).toBe('Super 6');
  });

  it.each(SOURCES)('is not used once %s is edited, and is again once it reads as it did', (source) => {
    const file = join(root, source);
    const text = readFileSync(file, 'utf8');
    // A change that changes nothing the loader reads (a YAML comment, a space in the JSON) still counts.
    writeFileSync(file, source.endsWith('.json') ? `${text} ` : `${text}# edited\n`);
    expect(prepared()).toBeUndefined();
    writeFileSync(file, text);
    expect(prepared()?.profile.name).toBe('Super 6');
  });

  it('is not used for another file of the same id, nor where a source is gone', () => {
    expect(preparedProfile('super-6', join(root, 'specs/profiles/super-6.yaml'), 'super-6', { dir, root })).toBe(
      undefined,
    );
    const parent = join(root, SOURCES[1]!);
    const text = readFileSync(parent, 'utf8');
    rmSync(parent);
    expect(prepared()).toBeUndefined();
    writeFileSync(parent, text);
  });

  it('is none where the build wrote none', () => {
    expect(preparedProfile('punto-banco', join(root, SOURCES[1]!), 'punto-banco', { dir, root })).toBeUndefined();
  });
});
