/**
 * The long run of the properties of random legal sessions (test/support/properties.ts): 200 seeded
 * sessions of every bundled profile. npm test runs 12 a profile (test/properties.test.ts).
 */
import { describeProperties } from '../support/properties.js';

describeProperties(200, 'every');
