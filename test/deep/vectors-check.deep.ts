/**
 * `vectors --check` holds each answer to the cases the protocol decides, as conform does
 * (docs/adapter-protocol.md, "Cases decided"; src/steps/decided.ts): through a fixture adapter that
 * leaves the empty hand out of the first card's totals in a vector whose id says so, the vector
 * fails on that case, in the text form and in the JSON one (of its schema). npm test's
 * test/vectors-check.test.ts runs the self-adapter and its mutant; conform's same check is
 * test/conform-engine.test.ts's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { baccarat } from '../support/cli.js';
import { scratchDir } from '../support/temp.js';

const UNDECIDED = `"${process.execPath}" ${new URL('../fixtures/adapters/undecided.mjs', import.meta.url).pathname}`;

describe('vectors --check and the cases decided', () => {
  it('fails a vector whose answer breaks one, naming the case, in text and in JSON', async () => {
    const work = scratchDir('vectors-check-deep-');
    writeFileSync(
      join(work, 'pb.feature'),
      `Feature: one coup

  @rule:PB-04.3
  Scenario: Banco on 6 draws against a third card of 6
    Given the "punto-banco" profile
    When a coup is dealt from "AC 4S KC 2D 6H 2C"
    Then banco wins
`,
    );
    const wrote = await baccarat(['vectors', '--out', 'pb', 'pb.feature'], { cwd: work });
    expect([wrote.code, wrote.err]).toEqual([0, '']);
    const und = join(work, 'und');
    mkdirSync(und);
    const file = JSON.parse(readFileSync(join(work, 'pb', 'punto-banco.json'), 'utf8'));
    file.vectors = file.vectors.map((v: { id: string }) => ({ ...v, id: `${v.id} [undecided:empty-hand]` }));
    writeFileSync(join(und, 'punto-banco.json'), JSON.stringify(file));
    const r = await baccarat(['vectors', '--check', 'und', '--engine', UNDECIDED], { cwd: work });
    // Punto A♣ K♣, Banco 4♠ 2♦: the first card, A♣ to punto, leaves banco at 0.
    expect([r.code, r.err, r.out.split('\n')]).toEqual([
      1,
      '',
      [
        'FAILED  und/punto-banco.json pb:4 [undecided:empty-hand] [PB-04.3]: cases decided: expected as docs/adapter-protocol.md decides, actual the state after DEAL: card 1 (AC to punto): totals lacks banco (docs/adapter-protocol.md, Cases decided)',
        'vectors: 0 passed, 1 failed, 0 not applicable',
        '',
      ],
    ]);
    const json = await baccarat(['vectors', '--check', 'und', '--engine', UNDECIDED, '--json'], { cwd: work });
    const report = JSON.parse(json.out);
    const valid = new Ajv2020({ strict: false, allErrors: true }).compile(
      JSON.parse(readFileSync(new URL('../../schemas/vectors-check.schema.json', import.meta.url), 'utf8')),
    );
    expect([json.code, valid(report) ? [] : valid.errors]).toEqual([1, []]);
    expect(report).toMatchObject({
      engine: 'baccarat-spec 0.1.0',
      passed: 0,
      failed: 1,
      failures: [{ file: 'und/punto-banco.json', id: 'pb:4 [undecided:empty-hand]', field: 'cases decided' }],
      success: false,
    });
  }, 60_000);
});
