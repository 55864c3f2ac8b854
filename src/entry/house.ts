/**
 * `import … from 'baccarat-spec/house'`: the house's math, for the designer of a bet and its
 * regulator — a bet's par sheet (each event's card orders, probability and return; house edge, hit
 * frequency, standard deviation), the effects of removal of each group of cards a bet tells apart,
 * and the countability report (tags, a seeded simulation of a counter and the bound, a verdict),
 * each bet counted on its own (withBetsOnly), whole or in slices run on many machines and
 * merged, as `baccarat par`, `count` and `merge` give them (docs/house-math.md). (Why one file per
 * entry point: src/entry/index.ts.)
 */

export { type Effects, effectsOfRemoval } from '../house/count.js';
export { type CountReport, type CountShard, shardJson } from '../house/count-report.js';
export {
  CountError,
  type CountOptions,
  countability,
  countShard,
  mergeShards,
  parseShard,
} from '../house/countability.js';
export { type ParBet, type ParRow, type ParSheet, parSheet } from '../house/par.js';
export { withBetsOnly } from '../profile/bets.js';
