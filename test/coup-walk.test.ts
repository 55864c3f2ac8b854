/**
 * The core's one walk of the coup (src/core/coup-walk.ts) on shoes small enough to count by hand,
 * with its finisher (src/core/coup-count.ts): Punto Banco's naturals end the coup (PB-05), a hand
 * on 0 draws (PB-06), the banker on 0 draws whatever Punto's third card (PB-07). A shoe of six
 * cards, every coup counted as its six ordered cards.
 */
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { CoupCounts } from '../src/core/coup-count.js';
import { type ChoiceHook, type CoupHook, CoupWalk, dealCardByCard, ValueClasses } from '../src/core/coup-walk.js';
import { loadProfile } from '../src/loader/bundled.js';

const c = compileProfile(loadProfile('punto-banco'));
const noChoice: ChoiceHook = {
  choose: () => {
    throw new Error('Punto Banco leaves no choice');
  },
};

/** Every coup of the shoe: walked from the deal (card by card, in deal order), each recorded. */
function walkAll(shoe: Map<number, number>) {
  const source = new ValueClasses(shoe);
  const coups: { outcome: string; used: number; w: number; totals: number[] }[] = [];
  const hook: CoupHook = {
    coup: (walk, outcome, used, w) => coups.push({ outcome: c.outcomes[outcome]!, used, w, totals: [...walk.total] }),
  };
  const walk = new CoupWalk(c, source, hook, noChoice);
  dealCardByCard(walk, source, new Int32Array(c.deal.length), (w) => walk.play(w, c.deal.length));
  return { coups, walk, source };
}

/** The card orders of each outcome, the unused cards of a coup counted in. */
function byOutcome(coups: { outcome: string; used: number; w: number }[]) {
  const N = 6;
  const reached = coups.map(
    (x) => [c.outcomes.indexOf(x.outcome) * (c.cardsPerCoup + 1) + x.used, BigInt(x.w)] as const,
  );
  const counts = new CoupCounts(reached, {
    N,
    M: c.cardsPerCoup,
    slots: c.cardsPerCoup + 1,
    outcomes: c.outcomes.length,
    scaleT: 1n,
  });
  return Object.fromEntries(c.outcomes.map((id, o) => [id, counts.byOutcome[o]]));
}

describe('the coup walk', () => {
  it('ends the coup on the naturals of the deal (PB-05): six nines, 9 + 9 = 8 each, a tie after four cards', () => {
    const { coups } = walkAll(new Map([[9, 6]]));
    expect(coups).toEqual([{ outcome: 'tie', used: 4, w: 360, totals: [8, 8] }]);
    expect(byOutcome(coups)).toEqual({ punto: 0n, banco: 0n, tie: 720n });
  });

  it('draws on 0 for both hands (PB-06, PB-07): six tens, a tie after six cards', () => {
    const { coups } = walkAll(new Map([[0, 6]]));
    expect(coups).toEqual([{ outcome: 'tie', used: 6, w: 720, totals: [0, 0] }]);
  });

  it('one nine among five tens: a natural where the deal gives it, else the hand that draws it wins', () => {
    const { coups, walk, source } = walkAll(
      new Map([
        [9, 1],
        [0, 5],
      ]),
    );
    // The nine at Punto's or Banco's place in the deal (a natural 9, two places each, 5·4·3 orders
    // of the tens around it), or as Punto's third card, or Banco's (5·4·3·2 orders before it).
    expect(coups).toEqual([
      { outcome: 'punto', used: 4, w: 60, totals: [9, 0] },
      { outcome: 'banco', used: 4, w: 60, totals: [0, 9] },
      { outcome: 'punto', used: 4, w: 60, totals: [9, 0] },
      { outcome: 'banco', used: 4, w: 60, totals: [0, 9] },
      { outcome: 'punto', used: 6, w: 120, totals: [9, 0] },
      { outcome: 'banco', used: 6, w: 120, totals: [0, 9] },
    ]);
    expect(byOutcome(coups)).toEqual({ punto: 360n, banco: 360n, tie: 0n });
    // Every hand and card put back as it was.
    expect([...walk.total, ...walk.held, ...walk.third, ...walk.drewOn]).toEqual([0, 0, 0, 0, -1, -1, -1, -1]);
    expect([...source.remaining]).toEqual([1, 5]);
  });

  it('refuses counts that do not add up to every card order', () => {
    expect(() => new CoupCounts([[0 * 7 + 6, 719n]], { N: 6, M: 6, slots: 7, outcomes: 3, scaleT: 1n })).toThrow(
      'the outcomes add up to 719/1, not 720',
    );
  });
});
