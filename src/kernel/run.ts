/**
 * One stream of simulated coups: a seeded shoe, the profile's choices answered by the policy, and an
 * engine — the compiled kernel or the chart itself. A worker runs one stream; so does a single-thread
 * run, with the same seeds, so the same seed and worker count always give the same coups.
 */
import type { Profile } from '../profile/types.js';
import type { Policy } from '../core/policy.js';
import { ChartEngine } from './chart.js';
import { ChoiceDecider } from './choices.js';
import { compileProfile } from '../core/compile.js';
import { CoupKernel } from './kernel.js';
import { choiceSeed, SeededShoe, streamSeed } from './shoe.js';

export type Engine = 'kernel' | 'statechart';

export interface StreamSpec {
  readonly profile: Profile;
  readonly policy: Policy | undefined;
  readonly engine: Engine;
  readonly seed: number;
  /** The worker's index: each worker deals its own shoes. */
  readonly stream: number;
  readonly coups: number;
}

/** How many coups ended in each outcome (c.outcomes order). */
export interface Tally {
  readonly coups: number;
  readonly outcomes: number[];
  /**
   * Where the profile has facts beyond the outcome (c.facts: a holder's penalty, the bank passing):
   * coups by facts and outcome, at facts * outcomes + outcome (facts as CoupKernel.facts bits).
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
  const sum = (pick: (t: Tally) => number[]) => pick(tallies[0]!).map((_, i) => tallies.reduce((a, t) => a + pick(t)[i]!, 0));
  return {
    coups: tallies.reduce((a, t) => a + t.coups, 0),
    outcomes: sum((t) => t.outcomes),
    ...(tallies[0]!.facts ? { facts: sum((t) => t.facts!) } : {}),
    ...(tallies[0]!.keys ? { keys: sum((t) => t.keys!) } : {}),
  };
}

/** Coups between progress reports: about a tenth of a second of work for either engine. */
const REPORT_EVERY: Record<Engine, number> = { kernel: 1 << 19, statechart: 2048 };

export function runStream(spec: StreamSpec, onProgress?: (done: number) => void): Tally {
  const c = compileProfile(spec.profile);
  const shoe = new SeededShoe(c, streamSeed(spec.seed, spec.stream));
  const choices = new ChoiceDecider(c, spec.policy, choiceSeed(spec.seed, spec.stream));
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
  return { coups: done, outcomes: Array.from(counts), ...(byFacts ? { facts: Array.from(byFacts) } : {}), ...(byKey ? { keys: Array.from(byKey) } : {}) };
}
