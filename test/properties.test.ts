/**
 * The properties of random legal sessions (test/support/properties.ts says which): 12 seeded
 * sessions a profile here, every property on each system of the sources (test/support/sweep.ts);
 * the long run of 200 sessions of every bundled profile is npm run test:deep's
 * (test/deep/properties.deep.ts).
 */
import { describeProperties } from './support/properties.js';

describeProperties(12, 'swept');
