/**
 * The chart's actions that form the bank and take the stakes against it (BB-02.5 to BB-03.9,
 * CF-02, RC-04, RM-06): the auction, the shuffle and the cut, banco calls, stakes and passes.
 */
import type { Profile } from '../../profile/types.js';
import { chooseBanker, countWinsInARow, putUpTheBank, shuffleAfresh } from '../bank.js';
import { CROUPIER } from '../participants.js';
import { bancoStakes, placeStake } from '../stakes.js';
import { log, update } from './update.js';

/** The bank formed: funds bid and passed, the auction closed, the bank put up (BB-02.5, RC-04, CF-02). */
function auctionActions(profile: Profile) {
  return {
    'record the bid': update(({ context, event }) => {
      if (event.type !== 'BID') return {};
      return {
        bank: { ...context.bank!, bids: [...context.bank!.bids, { participant: event.participant, fund: event.fund }] },
        log: log(context, false, `${event.participant} announces a fund of ${event.fund}`),
      };
    }),
    'record the pass at the auction': update(({ context, event }) => {
      if (event.type !== 'PASS') return {};
      const top = context.bank!.bids.at(-1);
      return {
        bank: { ...context.bank!, auctionPasses: [...(context.bank!.auctionPasses ?? []), event.participant] },
        log: log(
          context,
          false,
          `${event.participant} passes${top ? ` (the highest bid is ${top.participant}'s ${top.fund})` : ''}`,
        ),
      };
    }),
    // RC-04: at a raising auction the croupier, who directs it, may close it (where the bidders
    // close it themselves, BB-02.5, the procedure's cell does not say this, and no line is logged).
    'the croupier closes the auction': update(({ context }) => ({
      log: log(context, true, 'the croupier closes the auction'),
    })),
    'the highest bid banks': update(({ context }) => {
      const { tied, ...next } = chooseBanker(profile, context);
      const b = next.bank!;
      const lot = tied.length > 1 ? ` (by lot among ${tied.join(', ')})` : '';
      const sides = Object.entries(b.sides)
        .map(([s, ps]) => `${s}: ${ps.join(', ')}`)
        .join('; ');
      return { ...next, log: log(context, true, `${b.banker} banks with a fund of ${b.fund}${lot}; ${sides}`) };
    }),
    'the banker puts up his bank': update(({ context, event }) => {
      if (event.type !== 'BID') return {};
      return {
        ...putUpTheBank(context, event.fund),
        log: log(context, false, `${event.participant} puts up a bank of ${event.fund}`),
      };
    }),
  };
}

/** The shuffle and the cut, and what a house counts between coups (BB-02.7, RC-07). */
function ritualActions() {
  return {
    'the shuffle starts afresh': update(({ context }) => shuffleAfresh(context)),
    'record the shuffle': update(({ context, event }) => {
      if (event.type !== 'SHUFFLE') return {};
      return {
        bank: { ...context.bank!, shuffledBy: [...context.bank!.shuffledBy, event.by] },
        log: log(context, false, `${event.by} shuffles`),
      };
    }),
    'record the cut': update(({ context, event }) => {
      if (event.type !== 'CUT') return {};
      return { bank: { ...context.bank!, cutBy: event.by }, log: log(context, false, `${event.by} cuts`) };
    }),
    // RC-07: the croupier's shuffle is the first of the order (by: { order: [the croupier, …] }), so
    // it stands in the list of who shuffled as the croupier's moves name him.
    'the croupier shuffles': update(({ context }) => ({
      bank: { ...context.bank!, shuffledBy: [...context.bank!.shuffledBy, CROUPIER] },
      log: log(context, true, 'the croupier shuffles'),
    })),
  };
}

/** The stakes of a coup: the fund announced, banco calls, stakes and passes (BB-03.1 to BB-03.9, RM-06). */
function stakeActions(profile: Profile) {
  return {
    // RM-06: he declines; the largest stake on his tableau holds its cards (RM-05).
    'the banco loser leaves the cards to the largest stake': update(({ context, event }) => {
      if (event.type !== 'DECLINE_CARDS') return {};
      return {
        bank: { ...context.bank!, bancoSuivi: undefined },
        log: log(
          context,
          false,
          `${event.participant} declines to hold the cards: the largest stake on his tableau holds them`,
        ),
      };
    }),
    "count the banker's coups won in a row": update(({ context }) => countWinsInARow(context)),
    'announce the fund': update(({ context }) => ({
      log: log(
        context,
        true,
        context.bank!.unlimited
          ? `coup ${context.coup.number}: ${context.bank!.banker} holds the bank`
          : `coup ${context.coup.number}: the bank is ${context.bank!.fund}`,
      ),
    })),
    'record the banco call': update(({ context, event }) => {
      if (event.type !== 'BANCO') return {};
      return {
        bank: {
          ...context.bank!,
          bancoCalls: [...context.bank!.bancoCalls, event.half ? `${event.participant}/half` : event.participant],
        },
        log: log(context, false, `${event.participant} calls ${event.half ? 'avec la table' : 'banco'}`),
      };
    }),
    'the banco takes its share of the fund': update(({ context }) => {
      const wagers = bancoStakes(profile, context);
      if (wagers.length === 0) return {};
      return {
        coup: { ...context.coup, wagers },
        log: log(
          context,
          true,
          `${wagers[0]!.bet}: ${wagers.map((w) => `${w.participant} ${w.stake} on ${w.hand}`).join(', ')}`,
        ),
      };
    }),
    'accept the stake': update(({ context, event }) => {
      if (event.type !== 'BET') return {};
      const wagers = placeStake(profile, context, event.participant, event.bet, event.amount!, event.hand);
      const total = wagers.reduce((a, w) => a + w.stake, 0);
      const cut = total < event.amount! ? ` (cut from ${event.amount} to the cover)` : '';
      return {
        coup: { ...context.coup, wagers: [...context.coup.wagers, ...wagers] },
        bank: { ...context.bank!, turn: context.bank!.turn + 1 },
        log: log(
          context,
          false,
          `${event.participant} stakes ${total} ${wagers[0]!.hand === undefined || wagers.length > 1 ? 'à cheval' : `on ${wagers[0]!.hand}`}${cut}`,
        ),
      };
    }),
    'record the pass': update(({ context, event }) => {
      if (event.type !== 'PASS') return {};
      return {
        bank: { ...context.bank!, turn: context.bank!.turn + 1 },
        log: log(context, false, `${event.participant} passes`),
      };
    }),
  };
}

/** The bank's actions before the deal, by the names the chart gives them. */
export function bankActions(profile: Profile) {
  return { ...auctionActions(profile), ...ritualActions(), ...stakeActions(profile) };
}
