/** The compiled profile lives in the rules core (src/core/compile.ts). */
export * from '../core/compile.js';
