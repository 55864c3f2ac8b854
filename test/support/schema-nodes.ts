/**
 * Every schema a JSON Schema file holds, reachable from its root, with the path of keys to it: what
 * the tests of each file format hold to the project's rules (every key described, every map closed).
 */
import { readFileSync } from 'node:fs';

export type Schema = { [k: string]: unknown };

/** The schema file (a path from the repository's root) read, and its schemas walked. */
export function schemaNodes(file: string): { root: Schema; all: [string, Schema][] } {
  const root = JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Schema;
  const resolve = (s: Schema): Schema =>
    typeof s.$ref === 'string' ? (root.$defs as Record<string, Schema>)[s.$ref.slice('#/$defs/'.length)]! : s;
  const walk = (s: Schema, path: string, seen = new Set<Schema>()): [string, Schema][] => {
    const r = resolve(s);
    if (seen.has(r)) return [];
    seen.add(r);
    const out: [string, Schema][] = [[path, r]];
    for (const [k, v] of Object.entries((r.properties as Record<string, Schema>) ?? {}))
      out.push(...walk(v, `${path}/${k}`, seen));
    for (const key of ['items', 'additionalProperties'])
      if (r[key] && typeof r[key] === 'object') out.push(...walk(r[key] as Schema, `${path}/${key}`, seen));
    for (const v of (r.oneOf as Schema[]) ?? []) out.push(...walk(v, path, seen));
    return out;
  };
  return { root, all: walk(root, '') };
}
