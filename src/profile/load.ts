/**
 * Loading a profile: YAML syntax, then `extends` (a house variant names its parent and only what
 * changes), then the JSON Schema, then the checks the schema cannot make. Every problem comes back
 * located (file:line:col) and all of them at once, so a designer fixes a profile in one pass.
 * Nothing half-loaded is ever returned: a profile with a problem is no profile.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve as resolvePath } from 'node:path';
import { type Document, LineCounter, parseDocument } from 'yaml';
import { pointerOf, ProfileError, type ProfileProblem } from './errors.js';
import { normalize } from './normalize.js';
import { checkSchema } from './schema.js';
import { bundledFile } from './paths.js';
import { hasPath, positionOf } from './source-map.js';
import type { Profile } from './types.js';

export interface LoadResult {
  readonly profile?: Profile;
  /** The profile as the builder reads it: parents merged in, the schema's defaults filled. */
  readonly resolved?: Record<string, unknown>;
  readonly problems: readonly ProfileProblem[];
}

/** One file of an `extends` chain, with what it takes to point into it. */
interface Layer {
  readonly file: string;
  readonly doc: Document;
  readonly lc: LineCounter;
}

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function findParent(name: string, childPath: string | undefined): string | undefined {
  if (/^[a-z][a-z0-9-]*$/.test(name)) {
    const bundled = bundledFile(name);
    if (bundled) return bundled;
  }
  const candidate = childPath ? resolvePath(dirname(childPath), name) : resolvePath(name);
  return existsSync(candidate) ? candidate : undefined;
}

/**
 * A child's keys over its parent's resolved profile: maps merge key by key, anything else (a list
 * included) replaces the parent's value whole, never concatenated. A key the parent does not have
 * is refused: in a variant that only states what changes, it is almost always a typo. `sources` is
 * not inherited: a variant names the rules it reproduces itself (a house's rules are not its
 * parent's document).
 */
function mergeOver(parent: Json, child: Json, at: (string | number)[], unknown: (string | number)[][]): Json {
  const out: Json = { ...parent };
  if (at.length === 0) delete out['sources'];
  for (const [key, value] of Object.entries(child)) {
    if (at.length === 0 && (key === 'extends' || key === 'id' || key === 'name' || key === 'description' || key === 'sources')) {
      if (key !== 'extends') out[key] = value;
      continue;
    }
    if (!(key in parent)) {
      unknown.push([...at, key]);
      continue;
    }
    const p = parent[key];
    out[key] = isMap(p) && isMap(value) ? mergeOver(p, value, [...at, key], unknown) : value;
  }
  return out;
}

function checkLayers(text: string, file: string, path: string | undefined, chain: string[]): LoadResult & { layers?: Layer[] } {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((e) => {
        const { line, col } = lc.linePos(e.pos[0]);
        return { file, line, col, pointer: '', message: `YAML: ${e.message.split('\n')[0]}` };
      }),
    };
  }
  const own: Layer = { file, doc, lc };
  let data: unknown = doc.toJS();
  const at = (layer: Layer, pointer: string, atKey: boolean, message: string): ProfileProblem => {
    const { line, col } = positionOf(layer.doc, layer.lc, pointer, { key: atKey });
    return { file: layer.file, line, col, pointer, message };
  };
  if (!isMap(data)) return { problems: [at(own, '', false, 'a profile is a map of keys (id, name, shoe, ...)')] };

  let layers: Layer[] = [own];
  if (data['extends'] !== undefined) {
    const name = String(data['extends']);
    const parentPath = findParent(name, path);
    if (!parentPath) {
      return { problems: [at(own, '/extends', false, `"${name}" is neither a bundled profile nor a file next to this one: extends names the parent profile`)] };
    }
    if (chain.includes(parentPath)) {
      const names = [...chain, parentPath].map((p) => relative(process.cwd(), p) || p);
      return { problems: [at(own, '/extends', false, `extends forms a cycle: ${names.join(' -> ')}`)] };
    }
    const shown = relative(process.cwd(), parentPath);
    const parent = checkLayers(readFileSync(parentPath, 'utf8'), shown.startsWith('..') ? parentPath : shown, parentPath, [...chain, parentPath]);
    if (!parent.resolved || !parent.layers) {
      return { problems: [at(own, '/extends', false, `the parent "${name}" is not a valid profile`), ...parent.problems] };
    }
    const unknown: (string | number)[][] = [];
    data = mergeOver(parent.resolved, data, [], unknown);
    if (unknown.length > 0) {
      return {
        problems: unknown.map((p) => at(own, pointerOf(p), true, `"${p.at(-1)}" is not a key of the parent "${name}": a variant changes the keys its parent has`)),
      };
    }
    layers = [own, ...parent.layers];
  }
  // Point into the file that wrote the value: the child where it says so, else its parents.
  const locate = (pointer: string, atKey: boolean, message: string): ProfileProblem => {
    const layer = layers.find((l) => hasPath(l.doc, pointer)) ?? own;
    // A parent's value that no longer fits what this profile changed (a bet it dropped, say):
    // point at the parent's text, and say where the fix goes.
    const inherited = layer === own ? '' : ` (inherited from ${layer.file}: override it in ${file})`;
    return at(layer, pointer, atKey, message + inherited);
  };

  const resolved = structuredClone(data) as Json;
  delete resolved['extends'];
  const schemaProblems = checkSchema(resolved);
  if (schemaProblems.length > 0) return { problems: schemaProblems.map((p) => locate(p.pointer, p.atKey, p.message)) };
  const { profile, problems } = normalize(resolved, file);
  if (problems.length > 0 || !profile) return { problems: problems.map((p) => locate(p.pointer, p.atKey, p.message)) };
  return { profile, resolved, problems: [], layers };
}

/** Checks a profile's text; `file` is the name used in messages, `path` where it lies (for extends). */
export function checkProfileText(text: string, file: string, path?: string): LoadResult {
  const absolute = path ? resolvePath(path) : undefined;
  const { profile, resolved, problems } = checkLayers(text, file, absolute, absolute ? [absolute] : []);
  return profile ? { profile, resolved: resolved!, problems } : { problems };
}

/** Loads a profile file, with its parents, or throws a ProfileError listing every problem. */
export function loadProfileFile(path: string, displayName = path): Profile {
  const { profile, problems } = loadProfileWithSource(path, displayName);
  if (!profile) throw new ProfileError(problems);
  return profile;
}

export function loadProfileWithSource(path: string, displayName = path): LoadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { problems: [{ file: displayName, line: 1, col: 1, pointer: '', message: `cannot read the file: ${(e as Error).message}` }] };
  }
  return checkProfileText(text, displayName, path);
}


