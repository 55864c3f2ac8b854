/**
 * One stream of simulated coups: a seeded shoe, the profile's choices answered by the policy, and an
 * engine — the compiled kernel or the chart itself. A worker runs one stream; so does a single-thread
 * run, with the same seeds, so the same seed and worker count always give the same coups.
 */

import { ChartEngine } from '../compare/chart.js';
import { type CompiledProfile, compileProfile } from '../core/compile.js';
import type { Policy } from '../core/policy.js';
import { ChoiceDecider } from '../kernel/choices.js';
import { CoupKernel } from '../kernel/kernel.js';
import { choiceSeed, SeededShoe, streamSeed } from '../kernel/shoe.js';
import type { Profile } from '../profile/types.js';

/**
 * What plays a simulation's coups: the compiled kernel (fast), or the profile's statechart move by move (the
 * same coups, slower: a check of one against the other).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { type SimulationEngine, simulate } from 'baccarat-spec/simulate';
 *
 * const engine: SimulationEngine = 'statechart';
 * const tally = await simulate({ profile: loadProfile('punto-banco'), engine, seed: 1, coups: 1000 });
 * ```
 */
export type SimulationEngine = 'kernel' | 'statechart';

export interface StreamSpec {
  readonly profile: Profile;
  readonly policy: Policy | undefined;
  readonly engine: SimulationEngine;
  readonly seed: number;
  /** The worker's index: each worker deals its own shoes. */
  readonly stream: number;
  readonly coups: number;
}

/**
 * How many coups ended in each outcome (c.outcomes order).
 *
 * @example
 * ```ts
 * import { loadProfile } from 'baccarat-spec';
 * import { simulate, type Tally } from 'baccarat-spec/simulate';
 *
 * const tally: Tally = await simulate({ profile: loadProfile('punto-banco'), seed: 1, coups: 1000 });
 * tally.outcomes.reduce((a, b) => a + b, 0); // 1000
 * ```
 */
export interface Tally {
  readonly coups: number;
  /** By outcome, where coups are counted by their joint outcome (c.jointCounts); empty otherwise. */
  readonly outcomes: number[];
  /**
   * A table counted side by side (not c.jointCounts): the coups in which side s had result r (0 win,
   * 1 lose, 2 equal), at 3 * s + r.
   */
  readonly sides?: number[];
  /**
   * Where the profile has facts beyond the outcome (c.facts: a holder's penalty, the bank passing):
   * coups by facts and outcome, at facts * outcomes + outcome (facts as CoupKernel.facts bits); a
   * table counted side by side, by facts alone.
   */
  readonly facts?: number[];
  /**
   * Where the settle rules read a coup's facts beyond its outcome: coups by the key of their facts
   * (CompiledProfile.keys), from which every stake's result per unit follows.
   */
  readonly keys?: number[];
}

/** The tallies of several streams added: the counts of all their coups. */
export function addTallies(tallies: readonly Tally[]): Tally {
  const sum = (pick: (t: Tally) => number[]) =>
    pick(tallies[0]!).map((_, i) => tallies.reduce((a, t) => a + pick(t)[i]!, 0));
  return {
    coups: tallies.reduce((a, t) => a + t.coups, 0),
    outcomes: sum((t) => t.outcomes),
    ...(tallies[0]!.sides ? { sides: sum((t) => t.sides!) } : {}),
    ...(tallies[0]!.facts ? { facts: sum((t) => t.facts!) } : {}),
    ...(tallies[0]!.keys ? { keys: sum((t) => t.keys!) } : {}),
  };
}

/** Coups between progress reports: about a tenth of a second of work for either engine. */
const REPORT_EVERY: Record<SimulationEngine, number> = { kernel: 1 << 19, statechart: 2048 };

export function runStream(spec: StreamSpec, onProgress?: (done: number) => void): Tally {
  const c = compileProfile(spec.profile);
  const shoe = new SeededShoe(c, streamSeed(spec.seed, spec.stream));
  const choices = new ChoiceDecider(c, spec.policy, choiceSeed(spec.seed, spec.stream));
  if (!c.jointCounts) return runBySide(spec, c, shoe, choices, onProgress);
  const outcomes = c.outcomes.length;
  const counts = new Float64Array(outcomes);
  // Coups by facts and outcome, only where the profile has facts: the plain loop stays as it was.
  const byFacts = c.facts.length > 0 ? new Float64Array(outcomes << c.facts.length) : undefined;
  const byKey = c.keys.readsMore ? new Float64Array(c.keys.size) : undefined;
  const every = REPORT_EVERY[spec.engine];
  let done = 0;
  if (spec.engine === 'kernel') {
    const kernel = new CoupKernel(c, choices);
    while (done < spec.coups) {
      const batch = Math.min(every, spec.coups - done);
      if (byKey) {
        for (let i = 0; i < batch; i++) {
          shoe.nextCoup();
          const o = kernel.play(shoe.cards, shoe.top);
          shoe.dealt(kernel.cardsUsed);
          counts[o]!++;
          byKey[kernel.key]!++;
        }
      } else if (byFacts) {
        for (let i = 0; i < batch; i++) {
          shoe.nextCoup();
          const o = kernel.play(shoe.cards, shoe.top);
          shoe.dealt(kernel.cardsUsed);
          counts[o]!++;
          byFacts[kernel.facts * outcomes + o]!++;
        }
      } else {
        for (let i = 0; i < batch; i++) {
          shoe.nextCoup();
          const o = kernel.play(shoe.cards, shoe.top);
          shoe.dealt(kernel.cardsUsed);
          counts[o]!++;
        }
      }
      done += batch;
      onProgress?.(done);
    }
  } else {
    const chart = new ChartEngine(c, choices);
    while (done < spec.coups) {
      const batch = Math.min(every, spec.coups - done);
      for (let i = 0; i < batch; i++) {
        shoe.nextCoup();
        const o = chart.play(shoe);
        shoe.dealt(chart.record!.cards.length);
        counts[o]!++;
        if (byFacts) byFacts[chart.facts * outcomes + o]!++;
        if (byKey) byKey[chart.key]!++;
      }
      done += batch;
      onProgress?.(done);
    }
  }
  return {
    coups: done,
    outcomes: Array.from(counts),
    ...(byFacts ? { facts: Array.from(byFacts) } : {}),
    ...(byKey ? { keys: Array.from(byKey) } : {}),
  };
}

/**
 * A table of many sides (a full domestic table: 33 punters against the banker), counted side by
 * side: each coup adds one to each side's result and one to its facts, never to a joint outcome
 * (3^33 of them). Every stake it allows reads its own side's result alone (compileProfile).
 */
function runBySide(
  spec: StreamSpec,
  c: CompiledProfile,
  shoe: SeededShoe,
  choices: ChoiceDecider,
  onProgress?: (done: number) => void,
): Tally {
  const sides = c.resultHands.length;
  const bySide = new Float64Array(3 * sides);
  const byFacts = c.facts.length > 0 ? new Float64Array(1 << c.facts.length) : undefined;
  const every = REPORT_EVERY[spec.engine];
  // The outcome's digits in base 3, the last side the least significant (outcomeIndex); exact in a
  // double, since 3^33 is below 2^53.
  const count = (o: number) => {
    let rest = o;
    for (let s = sides - 1; s >= 0; s--) {
      const r = rest % 3;
      bySide[3 * s + r]!++;
      rest = (rest - r) / 3;
    }
  };
  const kernel = spec.engine === 'kernel' ? new CoupKernel(c, choices) : undefined;
  const chart = kernel ? undefined : new ChartEngine(c, choices);
  let done = 0;
  while (done < spec.coups) {
    const batch = Math.min(every, spec.coups - done);
    for (let i = 0; i < batch; i++) {
      shoe.nextCoup();
      if (kernel) {
        count(kernel.play(shoe.cards, shoe.top));
        shoe.dealt(kernel.cardsUsed);
        if (byFacts) byFacts[kernel.facts]!++;
      } else {
        count(chart!.play(shoe));
        shoe.dealt(chart!.record!.cards.length);
        if (byFacts) byFacts[chart!.facts]!++;
      }
    }
    done += batch;
    onProgress?.(done);
  }
  return { coups: done, outcomes: [], sides: Array.from(bySide), ...(byFacts ? { facts: Array.from(byFacts) } : {}) };
}
