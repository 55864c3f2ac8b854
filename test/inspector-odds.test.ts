/**
 * The inspector's live odds (src/inspector/shoe-odds.ts): for a profile of two hands, each frame
 * carries each outcome's probability and each bet's expected net per unit for the next coup, from
 * the cards not yet seen. Expected figures: a shoe of tens ties every coup (every total is 0); a
 * fresh shoe gives the published 8-deck odds (test/odds.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { frameView } from '../src/inspector/frame.js';
import { InspectedSession, type SessionSetup } from '../src/inspector/session.js';
import { loadProfile } from '../src/loader/bundled.js';
import { inspectorForTests } from './support/inspector.js';

const session = (setup: SessionSetup) => new InspectedSession(1, loadProfile(setup.profile), setup, () => {});
const oddsAt = (s: InspectedSession, index: number) => frameView(s, index, 'Ann').table.odds;
const coup = (s: InspectedSession) => {
  expect(s.send({ type: 'BET', participant: 'Boris', bet: 'banco' })).toEqual({ accepted: true });
  expect(s.send({ type: 'DEAL' })).toEqual({ accepted: true });
};
const TIE = { outcomes: { punto: 0, banco: 0, tie: 1 }, bets: { punto: 0, banco: 0, tie: 8 } };

describe('the live odds of the next coup', () => {
  it('a shoe of tens: a tie, from every card until the coup is over, then from the next shuffle (PB-02.6)', () => {
    const tens = 'TS TH TD TC JS JH JD JC QS QH | KS KH KD KC TS TH TD';
    const s = session({ profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { cards: tens } });
    expect(oddsAt(s, 0)).toEqual({ cards: 10, ...TIE });
    coup(s);
    const last = s.frames.length - 1;
    expect(oddsAt(s, last)).toEqual({ cards: 7, ...TIE });
    // While the coup is dealt its cards still count: a card face down must not show through.
    for (let i = 1; i < last; i++) {
      const ctx = s.frames[i]!.snapshot.context;
      if (ctx.coup.outcome === undefined) expect(oddsAt(s, i), `frame ${i}`).toEqual({ cards: 10, ...TIE });
    }
  });

  it('says why where the next shoe is too short for a coup', () => {
    const s = session({
      profile: 'punto-banco',
      participants: ['Ann', 'Boris'],
      shoe: { cards: 'TS TH TD TC JS JH JD JC | KS KH KD' },
    });
    coup(s);
    expect(oddsAt(s, s.frames.length - 1)).toEqual({
      reason: 'a shoe of 3 cards is too short for a coup of Punto Banco, which may take 6',
    });
  });

  it('a fresh seeded shoe: the published 8-deck odds', () => {
    const s = session({ profile: 'punto-banco', participants: ['Ann', 'Boris'], shoe: { seed: 7 } });
    const odds = oddsAt(s, 0);
    if ('reason' in odds) throw new Error(odds.reason);
    expect(odds.cards).toBe(416);
    expect(odds.bets.banco).toBeCloseTo(-114753351728 / 10847218479825, 13);
    expect(odds.bets.punto).toBeCloseTo(-241149546272 / 19524993263685, 13);
    expect(odds.outcomes.tie).toBeCloseTo(475627426473216 / 4998398275503360, 13);
    // PB-02.6: after the coup the next one comes from a full shoe again.
    coup(s);
    expect(oddsAt(s, s.frames.length - 1)).toEqual(odds);
  });

  it('a banker against two tableaux: none, and why', () => {
    const s = session({
      profile: 'baccarat-banque',
      participants: ['Anna', 'Boris', 'Vera', 'Gleb'],
      shoe: { cards: '9C 7H 2S 4C 6D 3C 4D 2H' },
    });
    expect(frameView(s, 0, 'Anna').table.odds).toEqual({
      reason:
        'Baccarat Banque has 3 hands: the live odds are for two (baccarat odds baccarat-banque --remaining <counts> counts this shoe exactly)',
    });
  });
});

describe('the server', () => {
  const inspector = inspectorForTests();
  it('sends the odds with each frame', async () => {
    const res = await fetch(new URL('/api/frame?index=0&viewer=Ann', inspector().url));
    const frame = (await res.json()) as { table: { odds: { cards: number; bets: Record<string, number> } } };
    expect(frame.table.odds.cards).toBe(416);
    expect(frame.table.odds.bets.banco).toBeCloseTo(-114753351728 / 10847218479825, 13);
  });
});
