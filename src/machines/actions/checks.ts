/**
 * Club baccarat's actions on a deal checked before the naturals (RC-16, RC-17): a misdeal's extra
 * card, the holder keeping two, stakes withdrawn or made anew, a natural eight kept quiet.
 */
import type { Profile } from '../../profile/types.js';
import { handToTrim, keepTwo, misdealTo, naturalEightToShow } from '../misdeals.js';
import { placeStake } from '../stakes.js';
import { log, update } from './update.js';

/** The actions of a checked deal, by the names the chart gives them. */
export function checkActions(profile: Profile) {
  return {
    'an extra card goes to the hand': update(({ context, event }) => {
      if (event.type !== 'MISDEAL') return {};
      const next = misdealTo(profile, context, event.hand);
      const banker = event.hand === profile.result.banker;
      const text = !banker
        ? `misdeal: an extra card to ${event.hand}; its holder keeps two`
        : profile.deal.bankerMisdeal === 'discard'
          ? 'misdeal: an extra card to the banker; it is set aside unseen and he plays on his two'
          : `misdeal: an extra card to the banker; his three count as baccara and he takes a fourth: ${next.coup!.hands[event.hand]!.cards.at(-1)}`;
      return { ...next, log: log(context, true, text) };
    }),
    'keep two of the three': update(({ context, event }) => {
      if (event.type !== 'KEEP') return {};
      const hand = handToTrim(profile, context)!;
      return {
        ...keepTwo(profile, context, hand, event.discard),
        log: log(context, false, `${event.by} keeps two cards of ${hand} and discards one`),
      };
    }),
    'take back the stakes': update(({ context, event }) => {
      if (event.type !== 'WITHDRAW') return {};
      return {
        coup: { ...context.coup, wagers: context.coup.wagers.filter((w) => w.participant !== event.participant) },
        log: log(context, false, `${event.participant} withdraws his stakes`),
      };
    }),
    'accept the new stake': update(({ context, event }) => {
      if (event.type !== 'BET') return {};
      const wagers = placeStake(profile, context, event.participant, event.bet, event.amount!, event.hand);
      return {
        coup: { ...context.coup, wagers: [...context.coup.wagers, ...wagers] },
        log: log(context, false, `${event.participant} stakes ${wagers.reduce((a, w) => a + w.stake, 0)} anew`),
      };
    }),
    'the natural is kept quiet': update(({ context, event }) => {
      if (event.type !== 'KEEP_QUIET') return {};
      const hand = naturalEightToShow(profile, context)!;
      return {
        coup: { ...context.coup, keptQuiet: [...(context.coup.keptQuiet ?? []), hand] },
        log: log(context, false, `${event.by} keeps quiet and plays on with ${hand}`),
      };
    }),
  };
}
