/**
 * The longer fuzz of the bundled profiles: twenty-five mutants a profile (test/support/profile-fuzz.ts).
 * npm test runs two a profile (test/profile-fuzz.test.ts).
 */
import { describeProfileFuzz } from '../support/profile-fuzz.js';

describeProfileFuzz(25);
