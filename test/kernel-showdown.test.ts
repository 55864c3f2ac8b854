/**
 * The compiled showdown rules as the chart's own rule functions do: for every bundled profile the
 * kernel compiles, 20,000 coups of the kernel, each hand's cards handed to outcomeOf (rules.ts) or
 * sideResult (bank.ts). This covers the profiles the chart cannot be driven through coup for coup
 * (a hand for each punter, a shoe that goes under the pack), whose exact odds still come from these
 * rules: the domestic game's banker who takes ties but 6 against 6, its naturals that stop only
 * their own hand.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/cards/card.js';
import { ChoiceDecider } from '../src/kernel/choices.js';
import { cardOf, compileProfile, unsupportedReason } from '../src/kernel/compile.js';
import { CoupKernel } from '../src/kernel/kernel.js';
import { SeededShoe } from '../src/kernel/shoe.js';
import { sideResult } from '../src/machines/bank.js';
import type { CoupRecord, GameContext } from '../src/machines/context.js';
import { outcomeOf } from '../src/machines/rules.js';
import { exactOdds } from '../src/odds/exact.js';
import { loadPolicyFile, reachableChoices } from '../src/odds/policy.js';
import { bundledIds, resolveProfile } from '../src/profile/bundled.js';

const compiled = bundledIds().filter((id) => unsupportedReason(resolveProfile(id), 'exact odds') === null);

describe('the kernel settles the showdown by the chart\'s rules', () => {
  it.each(compiled)('%s: 20,000 coups', (id) => {
    const profile = resolveProfile(id);
    const c = compileProfile(profile);
    const file = `fixtures/policies/${id}.yaml`;
    const policy = reachableChoices(c).length > 0 && existsSync(file) ? loadPolicyFile(file, c) : undefined;
    const kernel = new CoupKernel(c, new ChoiceDecider(c, policy, 3));
    const shoe = new SeededShoe(c, 3);
    const disagreements: string[] = [];
    for (let coup = 0; coup < 20_000; coup++) {
      shoe.nextCoup();
      const outcome = kernel.play(shoe.cards, shoe.top);
      shoe.dealt(kernel.cardsUsed);
      const hands: Record<string, { cards: Card[]; total: number }> = {};
      c.hands.forEach((h, i) => (hands[h] = { cards: [], total: kernel.total[i]! }));
      for (let i = 0; i < kernel.cardsUsed; i++) hands[c.hands[kernel.dealtHand[i]!]!]!.cards.push(cardOf(kernel.dealtCard[i]!));
      const record = { hands } as unknown as CoupRecord;
      const chart = c.againstBanker
        ? profile.result.hands.map((side) => `${side} ${sideResult(profile, { coup: record } as GameContext, side)}`).join(', ')
        : outcomeOf(profile, record);
      if (chart !== c.outcomes[outcome]) disagreements.push(`${JSON.stringify(hands)}: kernel ${c.outcomes[outcome]}, chart ${chart}`);
    }
    expect(disagreements.slice(0, 3)).toEqual([]);
  });
});

describe('the domestic game', () => {
  const odds = (id: string) => exactOdds(resolveProfile(id), { policy: loadPolicyFile(`fixtures/policies/${id}.yaml`, compileProfile(resolveProfile(id))) });

  it('in the old counting, played by the last digit, is the same game: the same counts', () => {
    const units = odds('baccarat-domestic');
    const tens = odds('baccarat-domestic-tens');
    expect(tens.outcomes).toEqual(units.outcomes);
  });
});
