/**
 * Loading a profile: YAML syntax, then the JSON Schema, then the checks the schema cannot make.
 * Every problem comes back located (file:line:col) and all of them at once, so a designer fixes a
 * profile in one pass. Nothing half-loaded is ever returned: a profile with a problem is no profile.
 */
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { ProfileError, type ProfileProblem } from './errors.js';
import { normalize } from './normalize.js';
import { checkSchema } from './schema.js';
import { positionOf } from './source-map.js';
import type { Profile } from './types.js';

export interface LoadResult {
  readonly profile?: Profile;
  readonly problems: readonly ProfileProblem[];
}

/** Checks a profile's text; `file` is the name used in messages. */
export function checkProfileText(text: string, file: string): LoadResult {
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
  const data: unknown = doc.toJS();
  const locate = (pointer: string, atKey: boolean, message: string): ProfileProblem => {
    const { line, col } = positionOf(doc, lc, pointer, { key: atKey });
    return { file, line, col, pointer, message };
  };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { problems: [locate('', false, 'a profile is a map of keys (id, name, shoe, ...)')] };
  }
  const schemaProblems = checkSchema(data);
  if (schemaProblems.length > 0) {
    return { problems: schemaProblems.map((p) => locate(p.pointer, p.atKey, p.message)) };
  }
  const { profile, problems } = normalize(data, file);
  if (problems.length > 0 || !profile) return { problems: problems.map((p) => locate(p.pointer, p.atKey, p.message)) };
  return { profile, problems: [] };
}

/** Loads a profile file or throws a ProfileError listing every problem. */
export function loadProfileFile(path: string, displayName = path): Profile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ProfileError([
      { file: displayName, line: 1, col: 1, pointer: '', message: `cannot read the file: ${(e as Error).message}` },
    ]);
  }
  const { profile, problems } = checkProfileText(text, displayName);
  if (!profile) throw new ProfileError(problems);
  return profile;
}
