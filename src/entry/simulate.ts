/**
 * `import … from 'baccarat-spec/simulate'`: seeded simulation, for the analyst who wants
 * frequencies where no exact count reaches — shoes dealt on worker threads, a tally, and its
 * summary with 95 % confidence intervals. (Why one file per entry point: src/entry/index.ts.)
 */

export { UnsupportedProfile } from '../core/compile.js';
export { type SimulationSpec, simulate } from '../kernel/parallel.js';
export type { SimulationEngine, Tally } from '../kernel/run.js';
export { type Estimate, type SimulationSummary, summarize } from '../kernel/stats.js';
