/**
 * Whether a bet's settle rule can ever settle a coup the profile deals: a question of the coup's
 * semantics (the one condition evaluator, src/core/settle.ts), asked by the loader of every rule it
 * has read (src/loader/load.ts), so a designer hears of a rule that could never pay at load time.
 */
import type { ConditionScope } from '../profile/conditions.js';
import type { Profile, SettleRule } from '../profile/types.js';
import { applies, emptyFacts, SettleKeys, type SettleShape } from './settle.js';

/**
 * Whether a rule can ever settle a coup: its condition (and its pay table's rungs) tried on every
 * combination of the facts it reads that a coup can have. undefined where there are too many to try.
 */
export function canEverApply(rule: SettleRule, scope: ConditionScope, profile: Profile): boolean | undefined {
  const shape: SettleShape = {
    hands: scope.handIds,
    outcomeCount: scope.outcomes.length,
    outcomes: scope.outcomes,
    resultHands: scope.resultHands.map((h) => scope.handIds.indexOf(h)),
    againstBanker: false,
  };
  const keys = new SettleKeys(
    shape,
    { ...profile, bets: [{ id: 'x', name: 'x', settle: [rule], covers: undefined, stake: 'chosen' }] },
    scope.mostCards,
    scope.maxValue,
  );
  if (keys.size > 200_000) return undefined;
  const f = emptyFacts(shape.hands.length);
  const r = keys.reads;
  const winner = (o: number) => (o < shape.resultHands.length ? shape.resultHands[o]! : -1);
  for (let key = 0; key < keys.size; key++) {
    keys.factsOf(key, f);
    // Only facts a coup can have: the outcome follows the totals, a natural holds two cards of a
    // natural total, a third card comes with the third card held.
    let possible = true;
    for (let h = 0; h < shape.hands.length && possible; h++) {
      if (r.cards && f.cards[h]! < 2) possible = false;
      if (
        r.natural &&
        f.natural[h] === 1 &&
        ((r.cards && f.cards[h] !== 2) ||
          (r.total && !scope.naturalTotals.some((t) => t % 10 === f.total[h])) ||
          (r.third && f.third[h]! >= 0))
      )
        possible = false;
      if (r.cards && r.third && f.third[h]! >= 0 !== f.cards[h]! >= 3) possible = false;
    }
    if (possible && r.total) {
      const w = winner(f.outcome);
      const totals = shape.resultHands.map((h) => f.total[h]!);
      const best = Math.max(...totals);
      if (
        w < 0 ? totals.some((t) => t !== totals[0]) : f.total[w] !== best || totals.filter((t) => t === best).length > 1
      )
        possible = false;
    }
    if (!possible) continue;
    if (applies(shape, rule, f)) return true;
  }
  return false;
}
