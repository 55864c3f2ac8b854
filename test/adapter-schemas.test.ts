/**
 * The adapter protocol's messages (schemas/adapter/, docs/adapter-protocol.md): every key described,
 * and the messages the harness and the built-in engine actually exchange are valid under them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../src/engine/builtin.js';
import { answer } from '../src/engine/serve.js';

type Schema = { [k: string]: unknown };
const DIR = 'schemas/adapter';
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.schema.json'))
  .sort();
const schemas = new Map(
  files.map((f) => [f.replace('.schema.json', ''), JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Schema]),
);
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validate = (type: string, message: unknown) => {
  if (!ajv.getSchema(type)) ajv.addSchema(schemas.get(type)!, type);
  const v = ajv.getSchema(type)!;
  return v(message) ? [] : v.errors!.map((e) => `${e.instancePath} ${e.message}`);
};

/** Every object schema reachable, with its path (local $refs followed once). */
function objects(root: Schema, s: Schema, path: string, seen = new Set<Schema>()): [string, Schema][] {
  const ref = s.$ref;
  const r =
    typeof ref === 'string'
      ? (ref
          .slice(2)
          .split('/')
          .reduce<unknown>((o, k) => (o as Schema)[k], root) as Schema)
      : s;
  if (seen.has(r)) return [];
  seen.add(r);
  const out: [string, Schema][] = r.properties ? [[path, r]] : [];
  for (const [k, v] of Object.entries((r.properties as Record<string, Schema>) ?? {}))
    out.push(...objects(root, v, `${path}/${k}`, seen));
  for (const key of ['items', 'additionalProperties']) {
    const v = r[key];
    if (v && typeof v === 'object') out.push(...objects(root, v as Schema, `${path}/${key}`, seen));
  }
  for (const key of ['oneOf', 'anyOf'])
    for (const v of (r[key] as Schema[]) ?? []) out.push(...objects(root, v, path, seen));
  return out;
}

describe('the adapter protocol schemas', () => {
  it('are one per message, draft 2020-12', () => {
    expect(files).toEqual([
      'capabilities.schema.json',
      'error.schema.json',
      'hello.schema.json',
      'move.schema.json',
      'play-out.schema.json',
      'seen.schema.json',
      'shoe.schema.json',
      'shuffle.schema.json',
      'start.schema.json',
      'sync.schema.json',
      'synced.schema.json',
      'verdict.schema.json',
      'view.schema.json',
    ]);
    for (const s of schemas.values()) expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it.each(files)('%s describes every key', (file) => {
    const root = schemas.get(file.replace('.schema.json', ''))!;
    const undescribed = objects(root, root, '').flatMap(([path, o]) =>
      Object.entries(o.properties as Record<string, Schema>)
        .filter(([, v]) => typeof v.description !== 'string')
        .map(([k]) => `${path}/${k}`),
    );
    expect(undescribed).toEqual([]);
  });

  it("take the built-in engine's answers, and refuse a verdict without its state or a card misspelt", async () => {
    const engine = new BuiltinEngine();
    const hello = await answer(engine, { type: 'hello', id: 1, protocol: 'baccarat-adapter/2' });
    expect(validate('capabilities', hello)).toEqual([]);
    const start = {
      type: 'start',
      id: 2,
      scenario: 'x',
      profile: 'baccarat-banque',
      participants: ['Ann', 'Boris', 'Vera'],
      shoe: { kind: 'stacked', shuffles: [['9C', '7H', '2S', '4C', '6D', '3C', '4D', '2H']] },
    };
    expect(validate('start', start)).toEqual([]);
    const started = await answer(engine, start);
    expect(validate('verdict', started)).toEqual([]);
    for (const move of [
      { type: 'BID', participant: 'Ann', fund: 50 },
      { type: 'CLOSE_AUCTION' },
      { type: 'SHUFFLE', by: 'Ann' },
      { type: 'DEAL' },
    ]) {
      expect(validate('move', { type: 'move', id: 3, move })).toEqual([]);
      expect(validate('verdict', await answer(engine, { type: 'move', id: 3, move }))).toEqual([]);
    }
    const seen = await answer(engine, { type: 'view', id: 4, viewer: 'Boris' });
    expect(validate('seen', seen)).toEqual([]);
    expect(validate('sync', { type: 'sync', id: 5 })).toEqual([]);
    const synced = await answer(engine, { type: 'sync', id: 5 });
    expect(synced).toEqual({ type: 'synced', id: 5 });
    expect(validate('synced', synced)).toEqual([]);
    expect(validate('verdict', { type: 'verdict', id: 6, accepted: true })).toContain(
      " must have required property 'state'",
    );
    // baccarat-adapter/2: an answer without its request's id is not one.
    expect(validate('verdict', { type: 'verdict', accepted: false, reason: 'no' })).toContain(
      " must have required property 'id'",
    );
    const bad = structuredClone(started) as { state: { coup: { cards: unknown[] } } };
    bad.state.coup.cards = [{ hand: 'banco', card: '10H', phase: 'deal', faceUp: true, totals: {} }];
    expect(validate('verdict', bad)).toContain('/state/coup/cards/0/card must match pattern "^[A2-9TJQK][SHDC]$"');
    expect(validate('move', { type: 'move', id: 7, move: { type: 'JUMP' } })).not.toEqual([]);
  });
});
