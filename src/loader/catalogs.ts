/**
 * The rule catalogs a profile's procedure is held to, as `validate` reads them (a warning, never a
 * refusal): specs/rules/<id>.yaml for a system, specs/rules/house/<id>.yaml for a house variant.
 * The catalogs that count for a cell are those of the profile and of each parent its `extends`
 * chain stacks above it, and that of the table the cell was written in (a preset's cells cite the
 * preset's system). Only the ids are read; a catalog that cannot be read counts as none.
 */
import { join, relative } from 'node:path';
import { ROOT } from '../profile/paths.js';
import { readYamlFile } from '../profile/yaml.js';

/** Where the rule catalogs lie (the conformance run reads them whole: src/conformance/catalog.ts). */
export const RULES_DIR = join(ROOT, 'specs', 'rules');

/** A catalog that exists: its file, from the package's folder, and the rule ids it holds. */
export interface Catalog {
  readonly file: string;
  readonly ids: ReadonlySet<string>;
}

const read = new Map<string, Catalog | null>();

/**
 * A rule's id as every catalog writes it, an entry of `rules` on a line of its own ("  - id: CF-02"):
 * read off the text, without parsing the YAML (test/procedure.test.ts holds it to what the YAML
 * reader finds in every catalog).
 */
const RULE_ID = /^ {2}- id: ([^\s#'"]+)[ \t]*$/gm;

/** The rule ids of a catalog's text. */
export const ruleIdsOf = (text: string): string[] => [...text.matchAll(RULE_ID)].map((m) => m[1]!);

/** The catalog of a system or house variant `id`, or null where there is none. */
export function catalogOf(id: string): Catalog | null {
  const kept = read.get(id);
  if (kept !== undefined) return kept;
  let found: Catalog | null = null;
  for (const file of [`${id}.yaml`, `house/${id}.yaml`].map((f) => relative(ROOT, join(RULES_DIR, f)))) {
    const text = readYamlFile(join(ROOT, file));
    if (!('text' in text)) continue;
    found = { file, ids: new Set(ruleIdsOf(text.text)) };
    break;
  }
  read.set(id, found);
  return found;
}
