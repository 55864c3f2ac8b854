/** Policies for a profile's choices live in the rules core (src/core/policy.ts). */
export * from '../core/policy.js';
