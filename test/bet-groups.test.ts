/**
 * Each bet counted on its own (src/odds/bet-groups.ts): the bets that read values alone in one walk,
 * each bet that reads the cards in its own, so that no bet is refused, or slowed, for another's
 * sake. The profile: Punto Banco beside a bet too fine to count exactly (third cards' suits compared
 * beside a third card's rank) and one that reads both first cards' suits.
 */
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../src/loader/bundled.js';
import { betGroups } from '../src/odds/bet-groups.js';
import { baccarat } from './support/cli.js';

const PROFILE = 'test/fixtures/profiles/one-bet-too-fine.yaml';
const TOO_FINE =
  'One bet too fine: its card tests read suits of every card, 52 kinds of card to walk: too many for exact odds yet (at most 40; use baccarat simulate)';

describe('each bet counted on its own', () => {
  it('groups the bets that read values alone, and each bet that reads the cards alone', () => {
    expect(betGroups(loadProfile('perfect-pairs'))).toEqual([['punto', 'banco', 'tie'], ['perfect-pair']]);
    expect(betGroups(loadProfile('ez-baccarat'))).toEqual([['punto', 'banco', 'tie', 'dragon-7', 'panda-8']]);
    expect(betGroups(loadProfile(PROFILE))).toEqual([['punto', 'banco', 'tie'], ['hearts'], ['thirds']]);
  });

  it('odds counts every other bet beside one it cannot count, and says which and why', async () => {
    const r = await baccarat(['odds', PROFILE, '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { bets: Record<string, { ev: string }>; refused: unknown };
    expect(Object.keys(json.bets)).toEqual(['punto', 'banco', 'tie', 'hearts']);
    // Both first cards hearts: 104/416 × 103/415 of coups win 15, the rest lose 1: 16 × 1/16 × 103/415 − 1.
    expect(json.bets.hearts?.ev).toBe('-3/415');
    expect(json.refused).toEqual([{ id: 'thirds', name: 'Third cards alike', reason: TOO_FINE }]);
  });

  it('par of one bet counts that bet alone, and refuses only the bet it cannot count', async () => {
    const hearts = await baccarat(['par', PROFILE, '--bet', 'hearts', '--json', '--shoes', '0', '--count-shoes', '0']);
    expect(hearts.code).toBe(0);
    expect(JSON.parse(hearts.out).bets.map((b: { id: string }) => b.id)).toEqual(['hearts']);
    const thirds = await baccarat(['par', PROFILE, '--bet', 'thirds']);
    expect([thirds.code, thirds.out, thirds.err.trim()]).toEqual([1, '', TOO_FINE]);
  });
});
