/**
 * Before the coup where participants bet on predictions (PB-02.4, PB-02.5): every participant
 * records his bet, then the deal.
 */
import type { Profile } from '../../profile/types.js';
import { STATE } from './names.js';

/** Predictions: every participant bets before the deal. */
export function predictionStates(profile: Profile) {
  return {
    [STATE.bets]: {
      id: STATE.bets,
      description: (() => {
        if (profile.session.betting.scheme !== 'predictions') return '';
        const b = profile.session.betting;
        return `Before the deal every participant records one bet of ${b.stake} on ${b.on.join(', ')}; the dealer's is ${b.dealer}.`;
      })(),
      on: {
        BET: { guard: 'the bet is allowed', actions: 'record the bet' },
        DEAL: { guard: 'every participant has bet', target: STATE.dealing },
      },
    },
  } as const;
}
