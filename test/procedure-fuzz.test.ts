/**
 * Mutants of the six systems' procedures (test/support/procedure-mutants.ts), two a system from a
 * fixed seed: what validate accepts plays, explored and walked at random, without an exception;
 * what it refuses, it refuses with located problems. test:deep runs twelve hundred
 * (test/deep/procedure-fuzz.deep.ts).
 */
import { describeProcedureFuzz } from './support/procedure-fuzz.js';

describeProcedureFuzz(12);
