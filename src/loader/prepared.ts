/**
 * The bundled profiles prepared at build time, so that a command naming one by its id starts without
 * the YAML reader, the schema's validator or the language's checks: `npm run build`
 * (scripts/build.mjs) writes each bundled profile as the loader gives it (parents merged in, defaults
 * filled, checked) into dist/profiles/<id>.json, beside the compiled loader, with the YAML `show`
 * prints of it. Each holds the text of every file it was made from — the profile's YAML, its
 * parents', its procedure's presets — and dist/profiles/profile.schema.json the schema's, and a
 * prepared profile is used only while each of those files reads exactly as it did: a profile (or a
 * parent, a preset, the schema) edited since the build is loaded from its YAML, so a stale one is
 * never used, as src/schemas/validator.ts refuses a stale validator. The texts themselves, not a
 * hash of them: comparing them costs less than loading node:crypto, which such a command needs for
 * nothing else. The sources under test have no such folder beside them: they always load the YAML.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledFile, bundledIds, ROOT } from '../profile/paths.js';
import type { Profile } from '../profile/types.js';

/** Where the build writes them: dist/profiles/, beside the compiled loader (the sources have no such folder). */
export const PREPARED_DIR = fileURLToPath(new URL('../profiles/', import.meta.url));

/** The profile schema, in the package's folder and as the prepared profiles were checked against it (in their folder). */
const SCHEMA = 'schemas/profile.schema.json';
const SCHEMA_AS_PREPARED = 'profile.schema.json';

/** A bundled profile as loaded, and the YAML `show` prints of it (after its heading). */
export interface Prepared {
  readonly profile: Profile;
  readonly yaml: string;
}

/** One file of dist/profiles/. */
interface PreparedFile {
  /** The files it was made from, by their path in the package's folder, and their text: its own first. */
  readonly sources: readonly { readonly path: string; readonly text: string }[];
  readonly profile: Profile;
  readonly yaml: string;
}

/**
 * What JSON cannot hold: a loaded profile has keys whose value is undefined (a stop card not used, a
 * bank a table does not have), which JSON would drop, and lists with holes (a draw table's rows of
 * totals no hand can have), which it would fill with null; the profile would no longer be the one the
 * loader gives, key for key. Each is written as one of these strings, and read back in place.
 */
const UNDEFINED = '\u0000undefined';
const HOLE = '\u0000hole';

/** JSON.stringify's replacer: an undefined value or a hole as its string (`this` holds the key). */
function keepUndefined(this: unknown, key: string, value: unknown): unknown {
  if (value !== undefined) return value;
  return Object.hasOwn(this as object, key) ? UNDEFINED : HOLE;
}

/** A file's text, or undefined where it cannot be read. */
function textOf(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether two files hold the same bytes (compared undecoded: the schema's 90 kB of UTF-8 take longer to decode than to read). */
function sameBytes(a: string, b: string): boolean {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

/** Every UNDEFINED and HOLE of a parsed file made undefined and a hole again, where it stands (keys keep their order). */
function restore(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (o[k] === UNDEFINED) o[k] = undefined;
    else if (o[k] === HOLE) delete o[k];
    else restore(o[k]);
  }
}

/**
 * The prepared form of the bundled profile `id`, whose file is `path`, the profile's `file` set to
 * `file` (the name the loader gives it, which depends on the folder a command runs in), or undefined
 * where there is none or it is stale: the caller then loads the YAML. `dir` and `root` are the
 * folders of the prepared files and of the package (a test's copies).
 */
export function preparedProfile(
  id: string,
  path: string,
  file: string,
  { dir = PREPARED_DIR, root = ROOT }: { dir?: string; root?: string } = {},
): Prepared | undefined {
  let prepared: PreparedFile;
  try {
    prepared = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as PreparedFile;
  } catch {
    return undefined;
  }
  const { sources } = prepared;
  if (!Array.isArray(sources) || sources.length === 0 || join(root, sources[0]!.path) !== path) return undefined;
  if (!sources.every((s) => textOf(join(root, s.path)) === s.text)) return undefined;
  if (!sameBytes(join(root, SCHEMA), join(dir, SCHEMA_AS_PREPARED))) return undefined;
  restore(prepared.profile);
  (prepared.profile as { file: string }).file = file;
  return { profile: prepared.profile, yaml: prepared.yaml };
}

/** A path of the package's folder as a prepared file lists it: relative, with forward slashes. */
const packagePath = (path: string, root: string) => relative(root, path).split(sep).join('/');

/**
 * Writes the prepared form of every bundled profile into `dir`, and the schema they were checked
 * against (the build's step, once the schemas' validators are written); returns the files written.
 * Every bundled profile is valid (the tests hold it): one that is not stops the build.
 */
export async function writePreparedProfiles(dir = PREPARED_DIR, root = ROOT): Promise<string[]> {
  // The YAML loader and writer, here only: the module that reads prepared profiles must not load them.
  const [{ loadProfileWithSource }, { resolvedYaml }] = await Promise.all([
    import('./load.js'),
    import('../profile/yaml.js'),
  ]);
  mkdirSync(dir, { recursive: true });
  const schema = join(dir, SCHEMA_AS_PREPARED);
  writeFileSync(schema, readFileSync(join(root, SCHEMA), 'utf8'));
  const written = bundledIds().map((id) => {
    const { profile, resolved, files, problems } = loadProfileWithSource(bundledFile(id)!, id);
    if (!profile || !resolved || !files) throw new Error(`${id}: not a valid profile: ${problems[0]?.message}`);
    // A parent's procedure comes made whole, so the presets read for it are its files, not the
    // child's: every file of the chain is asked for its own, until none is new.
    const sources = new Set(files);
    for (const f of sources) for (const more of loadProfileWithSource(f).files ?? []) sources.add(more);
    const prepared: PreparedFile = {
      sources: [...sources].map((f) => ({ path: packagePath(f, root), text: readFileSync(f, 'utf8') })),
      // Its `file` is set when it is read (preparedProfile).
      profile: { ...profile, file: '' },
      yaml: resolvedYaml(resolved),
    };
    const out = join(dir, `${id}.json`);
    writeFileSync(out, JSON.stringify(prepared, keepUndefined));
    return out;
  });
  return [schema, ...written];
}
