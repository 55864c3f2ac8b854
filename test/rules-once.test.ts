/**
 * Compile once: a profile's rules (its settle shape, draw tables and result rules) are compiled with
 * its chart and read from there by every session of it; a table seated otherwise has rules of its own.
 */
import { describe, expect, it } from 'vitest';
import { parseCards } from '../src/cards/card.js';
import { loadProfile } from '../src/loader/bundled.js';
import { Game } from '../src/machines/game.js';

const stacked = (cards: string) => ({ kind: 'stacked' as const, shuffles: [parseCards(cards)] });

describe("a profile's rules, compiled once", () => {
  it('two sessions of punto-banco read the one Rules compiled with its chart', () => {
    const pb = loadProfile('punto-banco');
    const a = new Game(pb, { participants: ['Ann', 'Boris'], shoe: stacked('4H 2S 9C AD 8D') });
    const b = new Game(pb, { participants: ['Vera', 'Gleb'], shoe: stacked('4H 2S 9C AD 8D') });
    expect(b.rules).toBe(a.rules);
    expect(a.rules.profile).toBe(a.profile);
    expect(a.rules.shape.hands).toEqual(['punto', 'banco']);
    expect(a.rules.shape.outcomes).toEqual(['punto', 'banco', 'tie']);
    // Two turns (punto, banco), totals 0-9, a column for "stood" and one per third-card value 0-9.
    expect(a.rules.drawTables.cells.length).toBe(2 * 10 * 11);
  });

  it('the domestic game seated for 3 and for 20 punters: each table its own rules, with its own hands', () => {
    const domestic = loadProfile('baccarat-domestic');
    const three = new Game(domestic, { participants: ['B', 'P1', 'P2', 'P3'], shoe: { kind: 'seeded', seed: 1 } });
    const twenty = new Game(domestic, {
      participants: ['B', ...Array.from({ length: 20 }, (_, i) => `P${i + 1}`)],
      shoe: { kind: 'seeded', seed: 1 },
    });
    expect(three.rules).not.toBe(twenty.rules);
    expect(three.rules.shape.hands.length).toBe(4);
    expect(twenty.rules.shape.hands.length).toBe(21);
    expect(twenty.rules.shape.outcomeCount).toBe(3 ** 20);
  });
});
