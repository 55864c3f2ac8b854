/**
 * The rule catalogs a profile's procedure is held to, as `validate` reads them (a warning, never a
 * refusal): specs/rules/<id>.yaml for a system, specs/rules/house/<id>.yaml for a house variant.
 * The catalogs that count for a cell are those of the profile and of each parent its `extends`
 * chain stacks above it, and that of the table the cell was written in (a preset's cells cite the
 * preset's system). Only the ids are read; a catalog that cannot be read counts as none.
 */
import { join } from 'node:path';
import { ROOT } from '../profile/paths.js';
import { parseYaml, readYamlFile } from '../profile/yaml.js';

export const RULES_DIR = join(ROOT, 'specs', 'rules');

/** A catalog that exists: its file, from the package's folder, and the rule ids it holds. */
export interface Catalog {
  readonly file: string;
  readonly ids: ReadonlySet<string>;
}

const read = new Map<string, Catalog | null>();

/** The catalog of a system or house variant `id`, or null where there is none. */
export function catalogOf(id: string): Catalog | null {
  const kept = read.get(id);
  if (kept !== undefined) return kept;
  let found: Catalog | null = null;
  for (const file of [`specs/rules/${id}.yaml`, `specs/rules/house/${id}.yaml`]) {
    const text = readYamlFile(join(ROOT, file));
    if (!('text' in text)) continue;
    const parsed = parseYaml(text.text, file);
    if ('problems' in parsed) break;
    const rules = (parsed.data as { rules?: unknown } | null)?.rules;
    const ids = Array.isArray(rules)
      ? rules.map((r) => (r as { id?: unknown } | null)?.id).filter((x) => typeof x === 'string')
      : [];
    found = { file, ids: new Set(ids as string[]) };
    break;
  }
  read.set(id, found);
  return found;
}
