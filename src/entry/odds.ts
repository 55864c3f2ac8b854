/**
 * `import … from 'baccarat-spec/odds'`: exact odds, for the analyst — a coup's outcomes and every
 * bet's expectation counted over all card orders of a fresh shoe or of any shoe's composition (the
 * cards left, or those dealt), in exact fractions, or in doubles fast enough to follow a shoe as it is
 * dealt; the policies that decide a profile's choices. Par sheets and counting are the house's math:
 * src/entry/house.ts. (Why one file per entry point: src/entry/index.ts.)
 */

export { type Fraction, fractionText, toNumber } from '../core/fraction.js';
export { loadPolicy, type Policy, PolicyError, PolicyMissing } from '../core/policy.js';
export {
  type Composition,
  CompositionError,
  type CompositionSpec,
  compositionOf,
  prepareShoeOdds,
  type ShoeEstimate,
  type ShoeOdds,
} from '../odds/composition.js';
export { exactOdds } from '../odds/exact.js';
export { type ExactOdds, NotEnumerable } from '../odds/result.js';
