/**
 * `import … from 'baccarat-spec/simulate'`: seeded simulation, for the analyst who wants
 * frequencies where no exact count reaches — shoes dealt on worker threads, a tally, and its
 * summary with 95 % confidence intervals. (Why one file per entry point: src/entry/index.ts.)
 */

export { UnsupportedProfile } from '../core/compile.js';
export { type SimulationSpec, simulate } from '../simulate/parallel.js';
export type { SimulationEngine, Tally } from '../simulate/run.js';
export { type Estimate, type SimulationSummary, summarize } from '../simulate/stats.js';
