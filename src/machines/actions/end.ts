/**
 * The chart's actions at the end of a coup and of a session: the settlement, the bank passing or
 * ending, the cards gathered or reshuffled, the next coup opened, the participants ranked.
 */
import { putUnderThePack, reshuffled } from '../../cards/shoe.js';
import type { Rules } from '../../core/rules.js';
import {
  afterCoup,
  bankIsBroke,
  closeBank,
  passTheBank,
  passTheBankTo,
  punterWithBaccara,
  tooFewCards,
  tooFewForEveryHand,
} from '../bank.js';
import { settleAgainstBank } from '../bank-settle.js';
import { emptyCoup, scoresOf, settle, standingsOf } from '../rules.js';
import { log, signed, update } from './update.js';

/** The actions after the showdown, by the names the chart gives them. */
export function endActions(rules: Rules) {
  const { profile } = rules;
  return {
    'the bank passes to the punter with baccara': update(({ context }) => {
      const to = punterWithBaccara(profile, context)!;
      return {
        ...passTheBankTo(profile, context, to),
        log: log(context, true, `${to} made baccara: the bank passes from ${context.bank!.banker} to ${to}`),
      };
    }),
    'the cards go under the pack': update(({ context }) => ({
      shoe: putUnderThePack(
        context.shoe,
        context.coup.cards.map((c) => c.card),
      ),
      log: log(context, true, 'the cards go under the pack, behind the indicator card'),
    })),
    'reshuffle when too few cards remain for every hand': update(({ context }) =>
      tooFewForEveryHand(profile, context)
        ? {
            shoe: reshuffled(context.shoe),
            log: log(context, true, 'too few cards for every hand: all cards back, a new shuffle'),
          }
        : {},
    ),
    'the bank passes to the right': update(({ context }) => {
      const next = passTheBank(profile, context);
      return {
        ...next,
        log: log(
          context,
          true,
          `the bank passes from ${context.bank!.banker} to ${next.bank!.banker}; ${context.bank!.fund} returns to ${context.bank!.banker}`,
        ),
      };
    }),
    'the bank pays each side separately': update(({ context }) => {
      const next = settleAgainstBank(rules, context);
      const coup = next.coup!;
      const house = coup.house ? `; the house takes ${coup.house}` : '';
      const fund = context.bank!.unlimited ? '' : `; the fund is ${coup.fund}`;
      const text = `${coup.outcome}; ${coup.settlements.map((s) => `${s.participant} ${signed(s.change)}`).join(', ') || 'no bets'}${house}${fund}`;
      return { ...next, log: log(context, true, text) };
    }),
    'the active players change after a loss': update(({ context }) => afterCoup(profile, context)),
    'the bank ends: the fund returns to the banker': update(({ context }) => {
      const why = bankIsBroke(profile, context)
        ? 'bank-broke'
        : tooFewCards(profile, context)
          ? 'fewer-cards'
          : 'banker-exits';
      const next = closeBank(context, why);
      const words = {
        'bank-broke': 'the bank is broke',
        'fewer-cards': 'too few cards remain for a coup',
        'banker-exits': 'the banker leaves',
      };
      return {
        ...next,
        log: log(context, true, `${words[why]}: ${context.bank!.fund} returns to ${context.bank!.banker}`),
      };
    }),
    'settle every bet': update(({ context }) => {
      const next = settle(rules, context);
      const coup = next.coup!;
      const text = `${coup.outcome} ${profile.result.hands.map((h) => coup.hands[h]!.total).join(':')}; ${
        coup.settlements.map((s) => `${s.participant} ${signed(s.change)}`).join(', ') || 'no bets'
      }`;
      return { ...next, log: log(context, true, text) };
    }),
    'reshuffle the full shoe': update(({ context }) => ({
      shoe: reshuffled(context.shoe),
      log: log(context, true, 'all cards back; the full shoe is reshuffled'),
    })),
    'open the next coup': update(({ context }) => ({
      history: [...context.history, context.coup],
      coup: emptyCoup(profile, context.coup.number + 1, scoresOf(context)),
    })),
    'rank the participants': update(({ context }) => {
      const standings = standingsOf(context);
      const winners = standings.filter((s) => s.place === 1).map((s) => s.participant);
      const played = context.coup.outcome !== undefined ? [context.coup] : [];
      return {
        history: [...context.history, ...played],
        standings,
        winners,
        log: log(context, true, `session over: ${winners.join(' and ')} win${winners.length > 1 ? ' (shared)' : 's'}`),
      };
    }),
  };
}
