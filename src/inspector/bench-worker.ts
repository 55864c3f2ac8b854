/**
 * A bet's rows counted for the bench on a thread of its own (src/inspector/bench.ts): one exact
 * count, a third of a second for EZ Baccarat's 8 decks, seconds for a profile of three hands,
 * which on the server's own thread would hold every other request. Posts the count, or why the
 * profile has none.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PolicyError, PolicyMissing } from '../core/policy.js';
import { countableProfile } from '../house/countable.js';
import { NotEnumerable } from '../odds/exact.js';
import type { Profile } from '../profile/types.js';
import { type BenchCount, BenchError, benchCount } from './bench.js';

/** What the worker posts: the bet's count, or the reason there is none. */
export type BenchMessage = { readonly count: BenchCount } | { readonly refused: string };

const { profile, bet } = workerData as { profile: Profile; bet: string };
let answer: BenchMessage;
try {
  const { policy } = countableProfile(profile, undefined);
  answer = { count: benchCount(profile, bet, policy) };
} catch (e) {
  // Beyond exact odds, without a policy for its choices, or no such bet: a reason for a 404.
  // Anything else is the inspector's own error, thrown to the server as the worker's 'error'.
  if (
    !(e instanceof NotEnumerable || e instanceof PolicyMissing || e instanceof PolicyError || e instanceof BenchError)
  )
    throw e;
  answer = { refused: e.message };
}
parentPort!.postMessage(answer);
