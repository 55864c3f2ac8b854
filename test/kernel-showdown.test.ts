/**
 * The compiled showdown rules as the chart's own rule functions do: for every profile the kernel
 * compiles of those a sweep walks (the systems of the sources; every bundled profile in npm run
 * test:deep, test/support/sweep.ts), 20,000 coups of the kernel, each hand's cards handed to outcomeOf (rules.ts) or
 * sideResult (bank.ts). Exact odds come from these rules too: the domestic game's banker who takes
 * ties but 6 against 6, its naturals that stop only their own hand (here as the profile is written,
 * one punter against the banker, as the enumerator counts it, and seated for three punters, as a
 * simulation plays it); club baccarat's fourth card, whose value is the total.
 */

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/cards/card.js';
import { cardOf, compileProfile, unsupportedReason } from '../src/core/compile.js';
import { loadPolicyFile, reachableChoices } from '../src/core/policy.js';
import { compileRules } from '../src/core/rules.js';
import { ChoiceDecider } from '../src/kernel/choices.js';
import { CoupKernel } from '../src/kernel/kernel.js';
import { seatTable } from '../src/kernel/seats.js';
import { SeededShoe } from '../src/kernel/shoe.js';
import { loadProfile } from '../src/loader/bundled.js';
import { sideResult } from '../src/machines/bank-settle.js';
import type { CoupRecord, GameContext } from '../src/machines/context.js';
import { outcomeOf } from '../src/machines/rules.js';
import { exactOdds } from '../src/odds/exact.js';
import { swept } from './support/sweep.js';

const compiled = swept().filter((id) => unsupportedReason(loadProfile(id), 'simulation') === null);
// As written (one punter's hand against the banker's) and, where each punter holds a hand, seated.
const tables = compiled.flatMap((id) => [
  { id, seated: false },
  ...(loadProfile(id).hands.some((h) => h.holder === 'each-punter') ? [{ id, seated: true }] : []),
]);

describe("the kernel settles the showdown by the chart's rules", () => {
  it.each(tables)('$id (seated: $seated): 20,000 coups', ({ id, seated }) => {
    const written = loadProfile(id);
    const file = `fixtures/policies/${id}.yaml`;
    const writtenC = compileProfile(written);
    const loaded =
      reachableChoices(writtenC).length > 0 && existsSync(file) ? loadPolicyFile(file, writtenC) : undefined;
    const { profile, policy } = seated ? seatTable(written, loaded) : { profile: written, policy: loaded };
    const c = compileProfile(profile);
    const rules = compileRules(profile);
    const kernel = new CoupKernel(c, new ChoiceDecider(c, policy, 3));
    const shoe = new SeededShoe(c, 3);
    const disagreements: string[] = [];
    for (let coup = 0; coup < 20_000; coup++) {
      shoe.nextCoup();
      const outcome = kernel.play(shoe.cards, shoe.top);
      shoe.dealt(kernel.cardsUsed);
      const hands: Record<string, { cards: Card[]; total: number }> = {};
      c.hands.forEach((h, i) => {
        hands[h] = { cards: [], total: kernel.total[i]! };
      });
      for (let i = 0; i < kernel.cardsUsed; i++)
        hands[c.hands[kernel.dealtHand[i]!]!]!.cards.push(cardOf(kernel.dealtCard[i]!));
      // No hand kept a natural quiet here, so who drew does not settle a side (RC-16 reads it).
      const record = { hands, decisions: [] } as unknown as CoupRecord;
      const chart = c.againstBanker
        ? profile.result.hands
            .map((side) => `${side} ${sideResult(rules, { coup: record } as GameContext, side)}`)
            .join(', ')
        : outcomeOf(rules, record);
      if (chart !== c.outcomes[outcome])
        disagreements.push(`${JSON.stringify(hands)}: kernel ${c.outcomes[outcome]}, chart ${chart}`);
    }
    expect(disagreements.slice(0, 3)).toEqual([]);
  });
});

describe('the domestic game', () => {
  const odds = (id: string) =>
    exactOdds(loadProfile(id), {
      policy: loadPolicyFile(`fixtures/policies/${id}.yaml`, compileProfile(loadProfile(id))),
    });

  it('in the old counting, played by the last digit, is the same game: the same counts', () => {
    const units = odds('baccarat-domestic');
    const tens = odds('baccarat-domestic-tens');
    expect(tens.outcomes).toEqual(units.outcomes);
  });
});
