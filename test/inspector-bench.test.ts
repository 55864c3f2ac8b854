/**
 * The inspector's designer's bench (src/inspector/bench.ts, GET and POST /api/bench): a bet's rows
 * sent once, its figures read again from them as its pays are edited, and the child profile saved
 * from the edits taken by the loader, its par sheet giving the edited edge. The figures are EZ
 * Baccarat's published Dragon 7: 112,633,011,329,024 of the 4,998,398,275,503,360 card orders of
 * 8 decks win (2.2534 %, 19129247848/848912750595 reduced); at 40:1 the edge is 1 − 41 × that,
 * 64613588827/848912750595 (7.6113 %); at 45:1 it is 1 − 46 × that, −31032650413/848912750595.
 */
import { describe, expect, it } from 'vitest';
import { parSheet } from '../src/house/par.js';
import { loadProfile } from '../src/loader/bundled.js';
import { checkProfileText } from '../src/loader/load.js';
import { inspectorForTests } from './support/inspector.js';

const inspector = inspectorForTests('ez-baccarat');
const at = (path: string) => new URL(path, inspector().url);
const bench = (body: unknown) =>
  fetch(at('/api/bench'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const dragonAt = (ratio: string) => ({ bet: 'dragon-7', edits: [{ rule: 0, rung: -1, ratio }] });

describe('GET /api/bench', () => {
  it("sends a bet's payouts and its rows, card orders exact, with its figures as written", async () => {
    const res = await fetch(at('/api/bench?bet=dragon-7'));
    expect(res.status).toBe(200);
    const b = await res.json();
    expect(b.bet).toEqual({ id: 'dragon-7', name: 'Dragon 7', staking: 'dragon-7' });
    expect(b.payouts).toEqual([
      { rule: 0, rung: -1, kind: 'ratio', value: '40:1', event: 'Banco wins with three cards totalling 7' },
      { rule: 0, rung: -1, kind: 'commission', value: '0', event: 'Banco wins with three cards totalling 7' },
    ]);
    expect(b.total).toBe('4998398275503360');
    expect(b.rows.map((r: { count: string; pays: string }) => [r.count, r.pays])).toEqual([
      ['112633011329024', '40:1'],
      ['4885765264174336', 'loses'],
    ]);
    expect(b.figures.houseEdge.exact).toBe('64613588827/848912750595');
    expect(b.figures.hitFrequency.exact).toBe('19129247848/848912750595');
    expect(b.figures.standardDeviation.toFixed(4)).toBe('6.0849');
  });

  it('refuses a bet the profile does not have (404), and a request that names none (400)', async () => {
    const none = await fetch(at('/api/bench?bet=dragon-8'));
    expect(none.status).toBe(404);
    expect((await none.json()).reason).toBe(
      'no bench for dragon-8: EZ Baccarat has no bet "dragon-8": its bets are punto, banco, tie, dragon-7, panda-8',
    );
    expect((await fetch(at('/api/bench'))).status).toBe(400);
  });
});

describe('POST /api/bench', () => {
  it('reads the figures again from the rows kept: Dragon 7 at 45:1 favours the player', async () => {
    const a = await (await bench(dragonAt('45:1'))).json();
    expect(a.figures.houseEdge).toEqual({ exact: '-31032650413/848912750595', value: -0.0365557595774705 });
    expect(a.figures.return.exact).toBe('879945401008/848912750595');
    expect(a.figures.hitFrequency.exact).toBe('19129247848/848912750595');
    expect(a.figures.standardDeviation.toFixed(4)).toBe('6.8269');
  });

  it('saves a child profile the loader takes, every bet listed, and its par sheet gives the edited edge', async () => {
    const { saved } = await (await bench({ ...dragonAt('45:1'), save: true })).json();
    expect(saved.file).toBe('ez-baccarat-bench.yaml');
    expect(saved.text).toContain('extends: ez-baccarat\n');
    const { profile, problems } = checkProfileText(saved.text, saved.file);
    expect(problems).toEqual([]);
    expect(profile!.bets.map((b) => b.id)).toEqual(['punto', 'banco', 'tie', 'dragon-7', 'panda-8']);
    // Only the edited bet changed: the others are the parent's as it settles them.
    const parent = loadProfile('ez-baccarat');
    for (const id of ['punto', 'banco', 'tie', 'panda-8'])
      expect(profile!.bets.find((b) => b.id === id)).toEqual(parent.bets.find((b) => b.id === id));
    const dragon = parSheet(profile!, { bet: 'dragon-7', byDecks: [] }).bets[0]!;
    expect(dragon.ev).toEqual({ num: 31032650413n, den: 848912750595n });
    expect(dragon.settles).toBe('Banco wins with three cards totalling 7: pays 45:1');
  });

  it.each([
    [dragonAt('45'), 'Dragon 7, rule 1: "45" is not a payout: write profit:stake, e.g. 45:1'],
    [dragonAt('45:0'), 'Dragon 7, rule 1: "45:0" is not a payout: write profit:stake, e.g. 45:1'],
    [
      { bet: 'dragon-7', edits: [{ rule: 0, commission: 101 }] },
      'Dragon 7, rule 1: a commission of 101 is not one: a percentage from 0 to 100, at most two decimals',
    ],
    [
      { bet: 'dragon-7', edits: [{ rule: 3, rung: -1, ratio: '1:1' }] },
      'Dragon 7 has no winning rule 4: its payouts are those the bench lists',
    ],
    [
      { bet: 'dragon-7', edits: [{ rule: 0 }] },
      'edit 1 is neither a ratio ({ rule, rung, ratio }) nor a commission ({ rule, commission })',
    ],
  ])('refuses an edit it cannot take, with why (400): %j', async (body, reason) => {
    const res = await bench(body);
    expect(res.status).toBe(400);
    expect((await res.json()).reason).toBe(reason);
  });
});
