/**
 * The properties of random legal sessions of every bundled profile (test/support/properties.ts says
 * which): 12 seeded sessions a profile here, every property on every profile; the long run of 200
 * sessions a profile is npm run test:deep's (test/deep/properties.deep.ts).
 */
import { describeProperties } from './support/properties.js';

describeProperties(12);
