/**
 * The end of a coup and of the session: the showdown settles every bet (or the bank pays each side
 * separately); after the coup the bank passes, stays or ends, the cards are gathered, the next coup
 * opens; the session ends with the participants ranked, or with an injected shoe out of cards.
 */
import type { Profile } from '../../profile/types.js';
import { bankFlow } from './bank.js';
import { STATE } from './names.js';

/** After the coup: the next coup, the bank's passing or end, or the session's end. */
export function coupOver(profile: Profile) {
  const bank = profile.session.bank;
  const againstTheBank = profile.session.betting.scheme === 'against-the-bank';
  const { coupStart } = bankFlow(profile);
  type BetweenCoups =
    | 'the active players change after a loss'
    | 'reshuffle the full shoe'
    | 'open the next coup'
    | 'the bank passes to the right'
    | 'the bank passes to the punter with baccara'
    | 'the cards go under the pack'
    | 'reshuffle when too few cards remain for every hand';
  const nextCoupActions: BetweenCoups[] = [
    ...(againstTheBank ? (['the active players change after a loss'] as const) : []),
    ...(profile.shoe.discards === 'under-the-pack' ? (['the cards go under the pack'] as const) : []),
    ...(profile.shoe.reshuffle === 'after-every-coup' ? (['reshuffle the full shoe'] as const) : []),
    ...(profile.shoe.reshuffle === 'when-too-few-for-a-coup'
      ? (['reshuffle when too few cards remain for every hand'] as const)
      : []),
    'open the next coup',
  ];
  const passing = bank?.passes === 'to-the-right-on-loss';
  const passActions: BetweenCoups[] = [...nextCoupActions, 'the bank passes to the right'];
  const bankEnds = 'the bank ends: the fund returns to the banker' as const;
  // After the coup, for a bank: it passes round the table (Chemin de Fer) or stays with its banker
  // until he leaves (Baccarat Banque). Two literal configs rather than one with conditional parts,
  // so that each stays a plain, typed chart.
  const bankPasses = {
    id: STATE.coupOver,
    description:
      'The bank is paid or paid out. A banker who lost passes the bank to his right; one who did not may keep it or pass it; no new coup once the stop card is out.',
    always: { guard: 'the bank is broke', target: STATE.sessionOver, actions: bankEnds },
    on: {
      NEXT_COUP: [
        { guard: 'too few cards remain for a coup', target: STATE.sessionOver, actions: bankEnds },
        { guard: 'the banker lost the coup', target: STATE.opening, actions: passActions },
        { target: coupStart, actions: nextCoupActions },
      ],
      PASS_BANK: [
        { guard: 'too few cards remain for a coup', target: STATE.sessionOver, actions: bankEnds },
        { target: STATE.opening, actions: passActions },
      ],
    },
  } as const;
  const bankStays = {
    id: STATE.coupOver,
    description:
      'The bank is paid or paid out. The banker keeps the bank while the fund is positive and he goes on; he may leave after a coup; the bank ends when too few cards remain for a coup.',
    always: { guard: 'the bank is broke', target: STATE.sessionOver, actions: bankEnds },
    on: {
      NEXT_COUP: [
        { guard: 'too few cards remain for a coup', target: STATE.sessionOver, actions: bankEnds },
        { target: coupStart, actions: nextCoupActions },
      ],
      EXIT: { guard: 'the banker may leave', target: STATE.sessionOver, actions: bankEnds },
    },
  } as const;
  // The bank passes first: it reads the coup that just ended, which 'open the next coup' files away.
  const baccaraActions: BetweenCoups[] = ['the bank passes to the punter with baccara', ...nextCoupActions];
  const bankPassesOnBaccara = {
    id: STATE.coupOver,
    description: `The banker pays higher hands and takes the others. The bank passes to a punter who makes baccara unless the banker made baccara too. After coup ${profile.session.coups ?? '(none)'} the session ends.`,
    always: { guard: 'the last coup is played', target: STATE.sessionOver },
    on: {
      NEXT_COUP: [
        { guard: 'a punter made baccara and the banker did not', target: coupStart, actions: baccaraActions },
        { target: coupStart, actions: nextCoupActions },
      ],
    },
  } as const;
  return againstTheBank
    ? passing
      ? bankPasses
      : bank?.passes === 'to-a-punter-with-baccara'
        ? bankPassesOnBaccara
        : bankStays
    : ({
        id: STATE.coupOver,
        description: `The result stands on the table. After coup ${profile.session.coups ?? '(none)'} the session ends; otherwise the dealer opens the next coup${profile.shoe.reshuffle === 'after-every-coup' ? ' from a fully reshuffled shoe' : ''}.`,
        always: { guard: 'the last coup is played', target: STATE.sessionOver },
        on: { NEXT_COUP: { target: STATE.bets, actions: nextCoupActions } },
      } as const);
}

/** The showdown, and the two ends of a session. */
export function lastStates(profile: Profile) {
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
    [STATE.coupOver]: coupOver(profile),
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
