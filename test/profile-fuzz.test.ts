/**
 * Mutants of every bundled profile, two a profile (about seventy): each loads to a profile or to
 * located problems, never to an exception or a hang (test/support/profile-fuzz.ts). test:deep runs
 * twenty-five a profile (test/deep/profile-fuzz.deep.ts), `npm run bench:fuzz` thousands.
 */
import { describeProfileFuzz } from './support/profile-fuzz.js';

describeProfileFuzz(2);
