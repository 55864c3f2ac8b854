/**
 * A par sheet counted on a thread of its own (src/inspector/server.ts GET /par): club baccarat's
 * takes some fifteen seconds, which on the server's own thread held every other request. Posts
 * its progress as each exact count starts (the page shown meanwhile says it), then the page, or
 * why the profile has none.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PolicyError, PolicyMissing } from '../core/policy.js';
import { countableProfile } from '../house/countable.js';
import { parSheet } from '../house/par.js';
import { parHtml } from '../house/par-text.js';
import { NotEnumerable } from '../odds/exact.js';
import type { Profile } from '../profile/types.js';

/** How far the counting is: `done` of `total` exact counts, and the one under way. */
export interface ParProgress {
  readonly done: number;
  readonly total: number;
  readonly what: string;
}

/** What the worker posts: its progress, then the page or the reason there is none. */
export type ParMessage = { readonly progress: ParProgress } | { readonly page: string } | { readonly refused: string };

const post = (message: ParMessage) => parentPort!.postMessage(message);
const { profile } = workerData as { profile: Profile };
let answer: ParMessage;
try {
  const { policy } = countableProfile(profile, undefined);
  const progress = (done: number, total: number, what: string) => post({ progress: { done, total, what } });
  answer = { page: parHtml(parSheet(profile, { policy, progress })) };
} catch (e) {
  // Beyond exact odds, or without a policy for its choices: a reason for a 404. Anything else is
  // the inspector's own error, thrown to the server as the worker's 'error'.
  if (!(e instanceof NotEnumerable || e instanceof PolicyMissing || e instanceof PolicyError)) throw e;
  answer = { refused: e.message };
}
post(answer);
