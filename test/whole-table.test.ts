/**
 * The whole domestic table from the command line (RD-01: «неограниченного числа понтеров», as the
 * shoe allows: 34 participants at two decks, the banker included): one coup in `play`, a scripted
 * session, a session played by the policy and a simulation, each at 33 punters. A coup counted by the
 * joint result of every hand (3^33 combinations) ran out of memory or was refused before.
 */
import { describe, expect, it } from 'vitest';
import { compareEngines } from '../src/compare/compare.js';
import { compileProfile } from '../src/core/compile.js';
import { loadPolicyFile } from '../src/core/policy.js';
import { frameView } from '../src/inspector/frame.js';
import { InspectedSession } from '../src/inspector/session.js';
import { seatTable } from '../src/kernel/seats.js';
import { loadProfile } from '../src/loader/bundled.js';
import type { GameEvent } from '../src/machines/context.js';
import { baccarat } from './support/cli.js';

const PUNTERS = Array.from({ length: 33 }, (_, i) => `P${i + 1}`);
const PLAYERS = ['Anna', ...PUNTERS].join(',');

/**
 * 68 cards, dealt punter-1 … punter-33 then the banker, twice (RD-05): every punter two cards of 2 to
 * 7 points and no natural, the banker 9♠ 9♥, a natural 8 that ends the coup and takes every stake
 * (RD-11). The same shoe as the round at 34 in specs/features/baccarat-domestic/domestic.feature.
 */
const SHOE =
  'T♠ T♠ T♥ T♥ T♦ T♦ T♣ T♣ J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣ Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ A♠ 9♠ ' +
  '7♠ 7♠ 7♥ 7♥ 7♦ 7♦ 7♣ 7♣ 6♠ 6♠ 6♥ 6♥ 6♦ 6♦ 6♣ 6♣ 5♠ 5♠ 5♥ 5♥ 5♦ 5♦ 5♣ 5♣ 4♠ 4♠ 4♥ 4♥ 4♦ 4♦ 4♣ 4♣ A♠ 9♥';

describe('a full domestic table of 34 participants', () => {
  it('play: one coup at 33 punters, each staking 10, all taken by the banker’s natural 8', async () => {
    const bets = PUNTERS.flatMap((_, i) => ['--bet', `punter-${i + 1}=10`]);
    const r = await baccarat(['play', 'baccarat-domestic', '--punters', '33', '--cards', SHOE, ...bets, '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const coup = JSON.parse(r.out) as {
      hands: Record<string, { cards: string[]; total: number }>;
      sides: Record<string, { result: string }>;
      bets: unknown[];
      natural: boolean;
      cardsUsed: number;
      decisions: unknown[];
    };
    expect(Object.keys(coup.hands)).toHaveLength(34);
    expect(coup.hands['punter-1']).toEqual({ cards: ['TS', '7S'], total: 7 });
    expect(coup.hands['punter-33']).toEqual({ cards: ['AS', 'AS'], total: 2 });
    expect(coup.hands.banker).toEqual({ cards: ['9S', '9H'], total: 8 });
    expect(coup.natural).toBe(true);
    expect(coup.decisions).toEqual([]);
    expect(coup.cardsUsed).toBe(68);
    expect(coup.bets).toHaveLength(33);
    expect(coup.sides).toEqual(Object.fromEntries(PUNTERS.map((_, i) => [`punter-${i + 1}`, { result: 'lose' }])));
  });

  it('session: a scripted coup at 34 participants settles 33 stakes; the next cannot be dealt from the 68 cards', async () => {
    const coup = PUNTERS.map((p) => `BET ${p} stake 10`);
    // The cards gathered are shuffled anew before the second coup, the banker last (RD-06 with RD-04).
    const script = ['SHUFFLE Anna', 'CUT P1', ...coup, 'SHUFFLE Anna', 'CUT P1', ...coup, ''].join('\n');
    const r = await baccarat(['session', 'baccarat-domestic', '--players', PLAYERS, '--cards', SHOE], {
      stdin: script,
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`  settled   ${PUNTERS.map((p) => `${p} stake lose -10`).join('; ')}\n`);
    const standings = r.out.slice(r.out.indexOf('session over'));
    expect(standings).toBe(
      [
        'session over after 1 coup: the shoe ran out of cards',
        'standings',
        '   1. Anna  330',
        ...PUNTERS.map((p) => `   2. ${p.padEnd(4)}  -10`),
        'winner: Anna',
        '',
      ].join('\n'),
    );
  });

  it('session --auto plain: ten coups at 34 participants, every hand dealt, every chip accounted for', async () => {
    const r = await baccarat(['session', 'baccarat-domestic', '--auto', 'plain', '--players', PLAYERS, '--seed', '5']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('coup 10: ');
    expect(r.out).not.toContain('coup 11: ');
    // Each coup deals all 34 hands.
    for (const line of r.out.split('\n').filter((l) => /^coup \d+: /.test(l))) {
      expect(line.match(/punter-\d+ /g)).toHaveLength(33);
      expect(line).toContain('; banker ');
    }
    // The standings: all 34, and what the punters lose the banker wins (an unlimited fund, no house share).
    const rows = r.out
      .slice(r.out.indexOf('\nstandings\n'))
      .split('\n')
      .filter((l) => /^ +\d+\. /.test(l));
    expect(rows).toHaveLength(34);
    expect(rows.reduce((a, l) => a + Number(l.trim().split(/ +/).at(-1)), 0)).toBe(0);
  });

  it('simulate: 33 punters, counted side by side (no 10-punter cap)', async () => {
    const r = await baccarat([
      'simulate',
      'baccarat-domestic',
      '--punters',
      '33',
      '-n',
      '2000',
      '--seed',
      '7',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      punters: number;
      outcomes: Record<string, unknown>;
      sides: Record<string, Record<string, { count: number }>>;
      bets: Record<string, { perUnit: number }>;
    };
    expect(json.punters).toBe(33);
    // No joint outcome (3^33 of them) is counted or listed; each side's results are.
    expect(json.outcomes).toEqual({});
    expect(Object.keys(json.sides)).toHaveLength(33);
    for (const side of Object.values(json.sides))
      expect(side.win!.count + side.lose!.count + side.equal!.count).toBe(2000);
    expect(Object.keys(json.bets)).toEqual(PUNTERS.map((_, i) => `stake on punter-${i + 1}`));
    // A stake wins 1:1, loses, or is returned: its mean lies within -1 to 1.
    for (const bet of Object.values(json.bets)) expect(Math.abs(bet.perUnit)).toBeLessThan(1);
  });

  // Hands 32 to 34 (punter-32, punter-33, the banker) lie past a 32-bit mask: a natural there must
  // still stop the hand and settle the side as the chart does.
  it('the kernel plays 40 coups at 33 punters as the chart does', () => {
    const base = loadProfile('baccarat-domestic');
    const { profile, policy } = seatTable(
      base,
      loadPolicyFile('fixtures/policies/baccarat-domestic.yaml', compileProfile(base)),
      33,
    );
    const result = compareEngines(profile, policy, 20_260_101, 40);
    expect(result.first).toBeUndefined();
    expect(result).toMatchObject({ coups: 40, mismatches: 0 });
  });

  it('the inspector: a coup at 34 participants, each hand shown to the onlooker once the banker shows his natural', () => {
    const setup = { profile: 'baccarat-domestic', participants: ['Anna', ...PUNTERS], shoe: { cards: SHOE } };
    const s = new InspectedSession(1, loadProfile('baccarat-domestic'), setup, () => {});
    const moves: GameEvent[] = [
      { type: 'SHUFFLE', by: 'Anna' },
      { type: 'CUT', by: 'P1' },
      ...PUNTERS.map((participant): GameEvent => ({ type: 'BET', participant, bet: 'stake', amount: 10 })),
      { type: 'DEAL' },
    ];
    for (const e of moves) expect(s.send(e), JSON.stringify(e)).toEqual({ accepted: true });
    const view = frameView(s, s.live.index, 'onlooker');
    expect(view.table.hands).toHaveLength(34);
    expect(view.table.hands.find((h) => h.id === 'banker')).toMatchObject({ cards: ['9S', '9H'], total: 8 });
    expect(view.table.naturals).toEqual(['banker']);
    expect(view.table.sides).toEqual(Object.fromEntries(PUNTERS.map((_, i) => [`punter-${i + 1}`, 'lose'])));
    expect(view.table.settlements).toHaveLength(33);
    expect(view.table.settlements.every((x) => x.change === -10)).toBe(true);
  });
});
