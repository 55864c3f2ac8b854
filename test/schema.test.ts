/**
 * The profile language documents itself: every key of the schema has a description, so an editor
 * with the YAML language server shows it; every map is closed, so an unknown key is an error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Schema = { [k: string]: unknown };
const root = JSON.parse(readFileSync('schemas/profile.schema.json', 'utf8')) as Schema;

function resolve(s: Schema): Schema {
  const ref = s.$ref;
  if (typeof ref !== 'string') return s;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((o, k) => (o as Schema)[k], root) as Schema;
}

/** Every object schema reachable from the root, with the path that leads to it. */
function objects(s: Schema, path: string, seen = new Set<Schema>()): [string, Schema][] {
  const r = resolve(s);
  if (seen.has(r)) return [];
  seen.add(r);
  const out: [string, Schema][] = r.properties ? [[path, r]] : [];
  for (const [k, v] of Object.entries((r.properties as Record<string, Schema>) ?? {}))
    out.push(...objects(v, `${path}/${k}`, seen));
  for (const key of ['items', 'additionalProperties', 'then', 'else']) {
    const v = r[key];
    if (v && typeof v === 'object') out.push(...objects(v as Schema, `${path}/${key}`, seen));
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    for (const v of (r[key] as Schema[]) ?? []) out.push(...objects(v, path, seen));
  return out;
}

describe('the profile schema', () => {
  const all = objects(root, '');

  it('describes every key', () => {
    const undescribed = all.flatMap(([path, o]) =>
      Object.entries(o.properties as Record<string, Schema>)
        .filter(([, v]) => typeof resolve(v).description !== 'string' && typeof v.description !== 'string')
        .map(([k]) => `${path}/${k}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('closes every map with properties (an unknown key is an error)', () => {
    const open = all.filter(([, o]) => o.additionalProperties !== false && o.if === undefined).map(([p]) => p || '/');
    expect(open).toEqual([]);
  });
});
