/**
 * The cases docs/adapter-protocol.md decides ("Cases decided"), as the built-in engine — the
 * self-adapter's — answers them: the totals of a hand with no card, the phase of a single coup
 * before and after its deal, a deal that runs out of stacked cards, the decisions of a natural
 * coup, the state of a refused start. Coups worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/cards/card.js';
import { BuiltinEngine } from '../src/engine/builtin.js';
import type { EngineVerdict, Setup, TableState } from '../src/engine/types.js';

const coup = (cards: Card[]): Setup => ({
  profile: 'punto-banco',
  participants: [],
  singleCoup: true,
  shoe: { kind: 'stacked', shuffles: [cards] },
});
const stateOf = (v: EngineVerdict): TableState => {
  if (!v.state) throw new Error('no state');
  return v.state;
};

describe('the cases the protocol decides, as the built-in engine answers them', () => {
  it('a single coup is in phase betting before its DEAL and session-over after it; an empty hand totals 0', async () => {
    const engine = new BuiltinEngine();
    const before = stateOf(await engine.start(coup(['4C', '5S', '4H', '4D', '5H'])));
    expect([before.status, before.phase, before.coup.cards]).toEqual(['active', 'betting', []]);
    // Punto 4C 4H = 8, Banco 5S 4D = 9: both natural, banco wins; the first card leaves banco at 0.
    const after = stateOf(await engine.move({ type: 'DEAL' }));
    expect([after.status, after.phase, after.coup.outcome]).toEqual(['done', 'session-over', 'banco']);
    expect(after.coup.cards[0]).toEqual({
      hand: 'punto',
      card: '4C',
      phase: 'deal',
      faceUp: true,
      totals: { punto: 4, banco: 0 },
    });
  });

  it('a natural coup has no decisions', async () => {
    const engine = new BuiltinEngine();
    await engine.start(coup(['9C', '2S', '9H', '3D']));
    // Punto 9C 9H = 8, a natural; Banco 2S 3D = 5: nobody draws (PB-03.3).
    const dealt = stateOf(await engine.move({ type: 'DEAL' }));
    expect([dealt.coup.naturals, dealt.coup.decisions, dealt.coup.outcome]).toEqual([['punto'], [], 'punto']);
  });

  it('a DEAL that runs out of stacked cards is refused, and changes nothing', async () => {
    const engine = new BuiltinEngine();
    // Serialized at once: the state's fingerprint is read when first asked for (src/engine/builtin.ts).
    const started = JSON.stringify(stateOf(await engine.start(coup(['4C', '5S', '4H']))));
    const refused = await engine.move({ type: 'DEAL' });
    expect(refused).toMatchObject({
      accepted: false,
      reason: 'the stacked shoe runs out: 3 cards are not enough to deal the coup',
    });
    expect(JSON.parse(JSON.stringify(stateOf(refused)))).toEqual(JSON.parse(started));
  });

  it('a refused start has no state', async () => {
    const engine = new BuiltinEngine();
    const refused = await engine.start({ ...coup(['4C']), participants: ['Ann', 'Ann'] });
    expect(refused).toEqual({ accepted: false, reason: 'participant "Ann" is named twice' });
  });
});
