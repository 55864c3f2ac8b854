/**
 * The end of a coup and of the session: the showdown settles every bet (or the bank pays each side
 * separately); the session ends with the participants ranked, or with an injected shoe out of cards.
 * What follows a coup (the next, the bank passing or ending) is the procedure's (states/session.ts).
 */
import type { Profile } from '../../profile/types.js';
import { STATE } from './names.js';

/** The showdown, the phases after the coup (the procedure's), and the two ends of a session. */
export function lastStates<T extends object>(profile: Profile, afterTheCoup: T) {
  const againstTheBank = profile.session.betting.scheme === 'against-the-bank';
  return {
    [STATE.showdown]: {
      id: STATE.showdown,
      description: againstTheBank
        ? `Every hand is shown; the banker's hand is compared with each side separately (${profile.result.hands.join(', ')}) and each side's bets are settled.`
        : `The hands are compared (${profile.result.hands.join(' against ')}) and every bet is settled.`,
      always: {
        target: STATE.coupOver,
        actions: againstTheBank ? 'the bank pays each side separately' : 'settle every bet',
      },
    },
    ...afterTheCoup,
    [STATE.sessionOver]: {
      id: STATE.sessionOver,
      description: 'The session is over: the highest total wins; equal leaders share the win.',
      type: 'final',
      entry: 'rank the participants',
    },
    [STATE.outOfCards]: {
      id: STATE.outOfCards,
      description: 'The injected shoe ran out of cards before the coup could finish: no result.',
      type: 'final',
    },
  } as const;
}
