/**
 * `import … from 'baccarat-spec/odds'`: exact odds, for the analyst — a coup's outcomes and every
 * bet's expectation counted over all card orders of a fresh shoe, in exact fractions; the policies
 * that decide a profile's choices. (Why one file per entry point: src/entry/index.ts.)
 *
 * Open for more: the odds of a shoe's composition, par sheets and counting join here as they are
 * written (under src/odds/).
 */

export { type Fraction, fractionText, toNumber } from '../core/fraction.js';
export { loadPolicy, type Policy, PolicyError, PolicyMissing } from '../core/policy.js';
export { exactOdds } from '../odds/exact.js';
export { type ExactOdds, NotEnumerable } from '../odds/result.js';
