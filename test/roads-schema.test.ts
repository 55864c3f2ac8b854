/**
 * The JSON of `baccarat roads --json` has a schema (schemas/roads.schema.json, draft 2020-12), for
 * engines that draw roads of their own and compare them with these: what the command prints holds
 * to it, from each of its sources, and every key is described, so an editor can show it.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';

type Schema = Record<string, unknown>;
const schema = JSON.parse(readFileSync('schemas/roads.schema.json', 'utf8')) as Schema;
const validate = new Ajv2020({ allErrors: true }).compile(schema);

const roadsJson = async (argv: string[]) => {
  const r = await baccarat(['roads', ...argv, '--json']);
  expect([r.code, r.err]).toEqual([0, '']);
  return JSON.parse(r.out) as Record<string, unknown>;
};

describe('schemas/roads.schema.json', () => {
  it.each([
    ['a results string', ['--results', 'TBBpPBTPPPbBBBBBBBPT']],
    ['a game record', ['fixtures/records/chemin-de-fer-shoe.json']],
    ['a seeded shoe', ['--profile', 'chemin-de-fer', '--seed', '3', '--coups', '40']],
    ['no coups at all', ['--results', '']],
  ])('holds what roads --json prints from %s', async (_, argv) => {
    const json = await roadsJson(argv);
    validate(json);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('refuses what the rules rule out: a seventh row, a winner T on the Big Road, a key of its own', async () => {
    const json = (await roadsJson(['--results', 'BBBBBBBP'])) as {
      beadPlate: { row: number }[];
      bigRoad: { entries: { result: string }[] };
    };
    const broken = structuredClone(json);
    broken.beadPlate[0]!.row = 6;
    broken.bigRoad.entries[0]!.result = 'T';
    (broken as Record<string, unknown>).extra = true;
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.map((e) => `${e.instancePath || '/'} ${e.keyword}`).sort()).toEqual([
      '/ additionalProperties',
      '/beadPlate/0/row maximum',
      '/bigRoad/entries/0/result enum',
    ]);
  });

  it('describes every key, where it is or where it refers to', () => {
    const resolve = (s: Schema): Schema =>
      typeof s.$ref === 'string' ? resolve((schema.$defs as Record<string, Schema>)[s.$ref.split('/').at(-1)!]!) : s;
    const undescribed: string[] = [];
    const walk = (s: Schema, path: string) => {
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (typeof v.description !== 'string' && typeof resolve(v).description !== 'string')
          undescribed.push(`${path}/${k}`);
        walk(resolve(v), `${path}/${k}`);
      }
      const items = resolve(s).items as Schema | undefined;
      if (items) walk(resolve(items), `${path}[]`);
    };
    walk(schema, '');
    for (const [name, def] of Object.entries(schema.$defs as Record<string, Schema>)) walk(def, `$defs/${name}`);
    expect(undescribed).toEqual([]);
  });
});
