/**
 * The kernel held against the chart: both engines play the same seeded shoes with the same choices,
 * coup by coup, and their records must be identical (test/kernel-conformance.test.ts). A profile
 * where each punter holds a hand is compared seated (src/kernel/seats.ts).
 */
import { Worker } from 'node:worker_threads';
import { compileProfile } from '../core/compile.js';
import type { Policy } from '../core/policy.js';
import { ChoiceDecider } from '../kernel/choices.js';
import { CoupKernel } from '../kernel/kernel.js';
import { choiceSeed, SeededShoe, streamSeed } from '../kernel/shoe.js';
import { workerScript } from '../kernel/worker-script.js';
import type { Profile } from '../profile/types.js';
import { ChartEngine } from './chart.js';
import { chartRecordLine, kernelRecordLine } from './record.js';

export interface Comparison {
  readonly coups: number;
  readonly mismatches: number;
  /** The first coup whose records differ, with both records. */
  readonly first?: { readonly coup: number; readonly kernel: string; readonly chart: string };
  /** How many fresh shoes were shuffled (a bank per shoe, where the profile has one). */
  readonly shoes: number;
}

/**
 * `chartProfile` lets a test hand the chart a different profile than the kernel, to show that a
 * single changed cell is caught; `untilFirst` stops at the first coup whose records differ (then
 * `coups` is the number played).
 */
export function compareEngines(
  profile: Profile,
  policy: Policy | undefined,
  seed: number,
  coups: number,
  chartProfile = profile,
  { untilFirst = false }: { untilFirst?: boolean } = {},
): Comparison {
  const c = compileProfile(profile);
  const chartCompiled = chartProfile === profile ? c : compileProfile(chartProfile);
  const kernelShoe = new SeededShoe(c, streamSeed(seed, 0));
  const chartShoe = new SeededShoe(c, streamSeed(seed, 0));
  const kernel = new CoupKernel(c, new ChoiceDecider(c, policy, choiceSeed(seed, 0)));
  const chart = new ChartEngine(chartCompiled, new ChoiceDecider(chartCompiled, policy, choiceSeed(seed, 0)));
  let mismatches = 0;
  let first: Comparison['first'];
  let played = 0;
  for (let coup = 1; coup <= coups; coup++) {
    played = coup;
    kernelShoe.nextCoup();
    const outcome = kernel.play(kernelShoe.cards, kernelShoe.top);
    kernelShoe.dealt(kernel.cardsUsed);
    chartShoe.nextCoup();
    chart.play(chartShoe);
    const record = chart.record!;
    chartShoe.dealt(record.cards.length);
    // The stakes are the chart's (the kernel plays no table): the kernel's line settles the same ones.
    const k = kernelRecordLine(kernel, outcome, record.wagers);
    const s = chartRecordLine(c, record, chart);
    if (k !== s) {
      mismatches++;
      first ??= { coup, kernel: k, chart: s };
      if (untilFirst) break;
    }
  }
  return { coups: played, mismatches, shoes: chartShoe.shuffles, ...(first ? { first } : {}) };
}

/** The same comparison on a worker thread, so that several profiles are compared at once. */
export function compareEnginesInWorker(
  profile: Profile,
  policy: Policy | undefined,
  seed: number,
  coups: number,
): Promise<Comparison> {
  return new Promise((resolve, reject) => {
    const { file, options } = workerScript('compare/compare-worker', { profile, policy, seed, coups });
    const worker = new Worker(file, options);
    worker.once('message', (m: Comparison) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
