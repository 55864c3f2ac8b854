/**
 * The math report (`baccarat par --json | --html`, src/house/par-report.ts): its JSON holds to
 * schemas/par-report.schema.json for a two-hand profile and a three-hand one, every key described;
 * the page holds each section a committee reads; the commands it lists give its figures again.
 * Small runs (20 shoes, no verdict simulation) keep it quick; the defaults are the report's own.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { baccarat } from './support/cli.js';
import { schemaNodes } from './support/schema-nodes.js';

const schema = JSON.parse(readFileSync('schemas/par-report.schema.json', 'utf8')) as Record<string, unknown>;
const validate = new Ajv2020({ allErrors: true }).compile(schema);
const SMALL = ['--by-decks', '8', '--shoes', '20', '--count-shoes', '0', '--date', '2025-01-31'];

interface ReportBet {
  id: string;
  houseEdge: number;
  rows: { event: string; oneIn: number | null }[];
  cutCard: { houseEdge?: number; ci95?: number | null; coups?: number; notSimulated?: string };
  verdict: { kind?: string; notCounted?: string };
  commands: string[];
}
type Report = { provenance: Record<string, unknown>; bets: ReportBet[] };

const run = async (argv: string[], env?: Record<string, string>) => {
  const r = await baccarat(argv, env ? { env } : undefined);
  expect([r.code, r.err]).toEqual([0, '']);
  return r.out;
};
/** A listed command's arguments, without `node bin/baccarat.js` (none of them is quoted). */
const argvOf = (command: string) => command.split(' ').slice(2);

describe('par --json: the math report', () => {
  // A three-hand profile's (baccarat-banque, with its policy) takes seconds to count: test/deep/par-report.deep.ts.
  it('holds to schemas/par-report.schema.json: a two-hand profile', async () => {
    const json = JSON.parse(await run(['par', 'ez-baccarat', '--bet', 'dragon-7', ...SMALL, '--json'])) as Report;
    validate(json);
    expect(validate.errors ?? []).toEqual([]);
    expect(json.provenance.date).toBe('2025-01-31');
  });

  it('describes every key of the schema', () => {
    const undescribed = schemaNodes('schemas/par-report.schema.json')
      .all.filter(([, s]) => typeof s.description !== 'string')
      .map(([p]) => p);
    expect(undescribed).toEqual([]);
  });

  it('takes its date from SOURCE_DATE_EPOCH, and refuses a date that is none in one line', async () => {
    const argv = ['par', 'ez-baccarat', '--bet', 'dragon-7', '--by-decks', '8', '--shoes', '0', '--count-shoes', '0'];
    const json = JSON.parse(await run([...argv, '--json'], { SOURCE_DATE_EPOCH: '1738281600' })) as Report;
    expect(json.provenance.date).toBe('2025-01-31');
    expect(json.bets[0]!.cutCard).toEqual({ notSimulated: 'no shoe dealt (--shoes 0)' });
    const bad = await baccarat([...argv, '--date', '2025-02-30', '--json']);
    expect([bad.code, bad.out, bad.err.split('\n')[0]]).toEqual([
      2,
      '',
      '--date 2025-02-30: give a day as YYYY-MM-DD, such as 2025-01-31',
    ]);
  });

  it("gives Dragon 7's published figures, and its listed commands give its cut-card edge and its sheet again", async () => {
    const json = JSON.parse(await run(['par', 'ez-baccarat', '--bet', 'dragon-7', ...SMALL, '--json'])) as Report;
    const dragon = json.bets[0]!;
    expect((100 * dragon.houseEdge).toFixed(4)).toBe('7.6113'); // Wizard of Odds, EZ Baccarat
    expect(dragon.rows[0]!.oneIn!.toFixed(2)).toBe('44.38'); // 2.2534 % of coups win 40:1
    // 20 shoes from seed 1: the bet made every coup, as dealt.
    expect(dragon.cutCard).toEqual({
      shoes: 20,
      seed: 1,
      cut: 14,
      coups: 1627,
      houseEdge: 0.21880762138905965,
      ci95: 0.3013757236967822,
    });
    const [par, every] = dragon.commands;
    expect(every).toBe(
      'node bin/baccarat.js count ez-baccarat --bet dragon-7 --shoes 20 --seed 1 --at -999999 --no-bound --json',
    );
    const counted = JSON.parse(await run(argvOf(every!))) as {
      simulation: { coups: number; count: { handsBet: number; gainPer100: { mean: number; ci95: number } } };
    };
    expect(counted.simulation.coups).toBe(1627);
    expect(counted.simulation.count.handsBet).toBe(1627);
    expect(-counted.simulation.count.gainPer100.mean / 100).toBe(0.21880762138905965);
    expect(counted.simulation.count.gainPer100.ci95 / 100).toBe(0.3013757236967822);
    const again = JSON.parse(await run([...argvOf(par!), '--date', '2025-01-31'])) as Report;
    expect(again.bets).toEqual(json.bets);
  });
});

describe('par --html: the page a committee files', () => {
  it('holds the rules, pay table, 1 in N, decks table, cut-card edge, verdict and provenance, script-free and printable', async () => {
    // The verdict from ten shoes: count's own line, as `count --shoes 10` gives it.
    const page = await run([
      'par',
      'ez-baccarat',
      '--bet',
      'dragon-7',
      ...SMALL.map((x, i) => (SMALL[i - 1] === '--count-shoes' ? '10' : x)),
      '--html',
    ]);
    for (const heading of [
      'Provenance',
      'Rules',
      'Pay table and odds',
      'Figures',
      'House edge by decks',
      'Edge over a shoe dealt to the cut card',
      'Countability',
      'Commands that reproduce these figures',
    ])
      expect(page).toContain(`>${heading}</h`);
    expect(page).toContain('<p class="settles">Banco wins with three cards totalling 7: pays 40:1.</p>');
    expect(page).toContain('<td class="n">1 in 44.38</td>');
    expect(page).toContain('<tr><td class="n">8</td><td class="n">7.6113 %</td>');
    expect(page).toContain('<td class="n">21.8808 % ± 30.1376 % (95 % interval -8.2568 % to 52.0183 %)</td>');
    expect(page).toContain('<td class="n">7.6113 %</td></tr>');
    expect(page).toContain(
      'countable: a counter gains +0.5593 units per shoe (by the exact expectation of each coup bet; 95 % interval +0.0781 to +1.0406)',
    );
    expect(page).toContain('<tr><td>date</td><td>2025-01-31</td></tr>');
    expect(page).toMatch(/<tr><td>profile hash<\/td><td>sha256:[0-9a-f]{64}<\/td><\/tr>/);
    expect(page).toContain(
      'node bin/baccarat.js count ez-baccarat --bet dragon-7 --shoes 20 --seed 1 --at -999999 --no-bound --json',
    );
    expect(page).toContain('@media print{');
    expect(page).toContain('section.bet{break-before:page}');
    expect(page).not.toMatch(/<script|\bon[a-z]+=|<link|src=/i);
  });
});
