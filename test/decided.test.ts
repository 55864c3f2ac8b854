/**
 * The cases docs/adapter-protocol.md decides, as the kit reads them in a verdict (src/steps/decided.ts),
 * on states written out by hand: a natural coup (Punto 4♣ 4♥ = 8, Banco 5♠ 4♦ = 9) answered rightly
 * and then wrongly one case at a time. test/conform-engine.test.ts runs the same through an adapter.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/cards/card.js';
import type { TableState } from '../src/engine/types.js';
import { loadProfile } from '../src/loader/bundled.js';
import { type Answered, undecided } from '../src/steps/decided.js';

const DECIDED = '(docs/adapter-protocol.md, Cases decided)';
const card = (hand: string, c: Card, punto: number, banco: number) => ({
  hand,
  card: c,
  phase: 'deal' as const,
  faceUp: true,
  totals: { punto, banco },
});
const natural = {
  number: 1,
  wagers: [],
  cards: [card('punto', '4C', 4, 0), card('banco', '5S', 4, 5), card('punto', '4H', 8, 5), card('banco', '4D', 8, 9)],
  decisions: [],
  naturals: ['punto', 'banco'],
  hands: { punto: { cards: ['4C', '4H'], total: 8 }, banco: { cards: ['5S', '4D'], total: 9 } },
  outcome: 'banco',
  settlements: [],
  scores: {},
} as unknown as TableState['coup'];
const dealt: TableState = { status: 'done', phase: 'session-over', coup: natural };
const answered = (state: TableState, more: Partial<Answered> = {}): Answered => ({
  profile: loadProfile('punto-banco'),
  seated: 0,
  after: 'DEAL',
  singleCoup: true,
  accepted: true,
  state,
  ...more,
});

describe('the cases the protocol decides, read in a verdict', () => {
  it('a natural coup answered as decided keeps them all', () => {
    expect(undecided(answered(dealt))).toBeUndefined();
  });

  it('a single coup over but still active, a natural coup with a decision, a card to no hand of the profile', () => {
    expect(undecided(answered({ ...dealt, status: 'active' }))).toBe(
      `the state after DEAL: status is "active", not "done" ${DECIDED}`,
    );
    const decision = { hand: 'banco', action: 'stand', total: 9, forced: true, by: 'rules' } as const;
    expect(undecided(answered({ ...dealt, coup: { ...natural, decisions: [decision] } }))).toBe(
      `the state after DEAL: a natural coup has decisions: a natural settles the coup at the deal (PB-03.3) ${DECIDED}`,
    );
    const player = { ...card('player', '4C', 4, 0), totals: { player: 4, banco: 0 } };
    expect(undecided(answered({ ...dealt, coup: { ...natural, cards: [player] } }))).toBe(
      `the state after DEAL: card 1 (4C to player): player is not a hand of Punto Banco ${DECIDED}`,
    );
  });

  it('a refusal that changed the table fails; one that sent the state before it passes', () => {
    const before: TableState = {
      status: 'active',
      phase: 'betting',
      coup: {
        ...natural,
        cards: [],
        naturals: [],
        hands: {},
        outcome: undefined,
      } as unknown as TableState['coup'],
    };
    expect(undecided(answered(before, { accepted: false, before, after: 'BET' }))).toBeUndefined();
    expect(undecided(answered(dealt, { accepted: false, before, after: 'BET' }))).toBe(
      `the state after the refused BET: the refusal changed the table ${DECIDED}`,
    );
  });

  it("reads the table's hands where each punter holds one: punter-1 is a hand of a domestic table of two", () => {
    const domestic = loadProfile('baccarat-domestic');
    const coup = {
      ...natural,
      cards: [{ ...card('punter-1', '3S', 0, 0), totals: { 'punter-1': 3, banker: 0 } }],
      naturals: [],
      hands: { 'punter-1': { cards: ['3S'], total: 3 }, banker: { cards: [], total: 0 } },
      outcome: undefined,
    } as unknown as TableState['coup'];
    const state: TableState = { status: 'active', coup };
    expect(undecided(answered(state, { profile: domestic, seated: 2, singleCoup: false }))).toBeUndefined();
    const wrong = { ...coup, hands: { ...coup.hands, 'punter-1': { cards: ['3S'], total: 4 } } } as TableState['coup'];
    expect(
      undecided(answered({ status: 'active', coup: wrong }, { profile: domestic, seated: 2, singleCoup: false })),
    ).toBe(`the state after DEAL: hand punter-1: its total is 4, not 3 (3S) ${DECIDED}`);
  });
});
