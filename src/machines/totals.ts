/** Counting a hand lives in the rules core (src/core/totals.ts). */
export * from '../core/totals.js';
