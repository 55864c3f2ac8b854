/**
 * The math report of a three-hand table (npm run test:deep: baccarat-banque's exact odds take
 * seconds; test/par-report.test.ts holds a two-hand one): its --json holds to
 * schemas/par-report.schema.json with the policy given, and says why count deals none of its bets.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';

const schema = JSON.parse(readFileSync('schemas/par-report.schema.json', 'utf8')) as Record<string, unknown>;
const validate = new Ajv2020({ allErrors: true }).compile(schema);

describe('par --json of baccarat-banque', () => {
  it('holds to the schema, and lists only the par command of each bet', async () => {
    const policy = 'fixtures/policies/baccarat-banque.yaml';
    const argv = [
      'par',
      'baccarat-banque',
      '--policy',
      policy,
      '--by-decks',
      '3',
      '--shoes',
      '20',
      '--date',
      '2025-01-31',
    ];
    const r = await baccarat([...argv, '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const json = JSON.parse(r.out) as {
      bets: { id: string; cutCard: unknown; verdict: unknown; commands: string[] }[];
    };
    validate(json);
    expect(validate.errors ?? []).toEqual([]);
    const why = 'count deals two-hand tables coup by coup; this one has 3 hands';
    const cheval = json.bets.find((b) => b.id === 'cheval')!;
    expect([cheval.cutCard, cheval.verdict]).toEqual([{ notSimulated: why }, { notCounted: why }]);
    expect(cheval.commands).toEqual([
      `node bin/baccarat.js par baccarat-banque --bet cheval --by-decks 3 --policy ${policy} --shoes 20 --count-shoes 200 --seed 1 --json`,
    ]);
  }, 120_000);
});
