/**
 * Twelve hundred mutants of the six systems' procedures (npm test runs twelve,
 * test/procedure-fuzz.test.ts): what validate accepts plays without an exception; what it refuses,
 * it refuses with located problems.
 */
import { describeProcedureFuzz } from '../support/procedure-fuzz.js';

describeProcedureFuzz(1200);
