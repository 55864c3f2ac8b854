/** `npm run docs:side-bets`: writes docs/side-bets.md, the catalog of published side bets (src/docs/side-bets.ts). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../loader/bundled.js';
import { exactOdds } from '../odds/exact.js';
import { SIDE_BETS_PAGE, sideBetsPage } from './side-bets.js';

const page = join(ROOT, SIDE_BETS_PAGE);
const before = existsSync(page) ? readFileSync(page, 'utf8') : '';
const after = sideBetsPage((profile) => exactOdds(profile));
if (after !== before) writeFileSync(page, after);
process.stdout.write(after === before ? `${SIDE_BETS_PAGE}: up to date\n` : `${SIDE_BETS_PAGE}: written\n`);
