/**
 * The chart's actions of the coup itself: a prediction recorded, each card dealt, the naturals
 * declared, each turn's draw or stand by the table or by choice.
 */
import type { Rules } from '../../core/rules.js';
import { dealTo, handsWithNatural, predictionsOf, recordDecision } from '../rules.js';
import type { HandParams } from '../states/names.js';
import { log, update } from './update.js';

/** The coup's actions, by the names the chart gives them. */
export function coupActions(rules: Rules) {
  const { profile } = rules;
  return {
    /* predictions */
    'record the bet': update(({ context, event }) => {
      if (event.type !== 'BET') return {};
      const wager = { participant: event.participant, bet: event.bet, stake: predictionsOf(profile).stake };
      return {
        coup: { ...context.coup, wagers: [...context.coup.wagers, wager] },
        log: log(context, false, `${event.participant} bets ${wager.stake} on ${event.bet}`),
      };
    }),
    'deal a card': update(({ context }, { hand }: HandParams) => {
      const next = dealTo(profile, context, hand, 'deal');
      const dealt = next.coup!.cards.at(-1)!;
      return { ...next, log: log(context, true, `${dealt.faceUp ? dealt.card : 'a card face down'} to ${hand}`) };
    }),
    'declare the natural': update(({ context }) => {
      const naturals = handsWithNatural(profile, context);
      return {
        coup: { ...context.coup, naturals },
        log: log(
          context,
          true,
          `natural ${naturals.map((h) => `${h} ${context.coup.hands[h]!.total}`).join(', ')}: ${
            profile.naturals.effect === 'each-hand' && !naturals.includes(profile.result.banker ?? '')
              ? 'shown at once; that hand draws no more; the banker shows his cards'
              : 'every hand is shown, no hand draws'
          }`,
        ),
      };
    }),
    'draw by the table': update(({ context }, { hand }: HandParams) => {
      const next = recordDecision(rules, context, hand, 'draw', 'rules');
      return { ...next, log: log(context, true, `${hand} draws ${next.coup!.hands[hand]!.cards[2]} (the table)`) };
    }),
    'stand by the table': update(({ context }, { hand }: HandParams) => ({
      ...recordDecision(rules, context, hand, 'stand', 'rules'),
      log: log(context, true, `${hand} stands (the table)`),
    })),
    'draw by choice': update(({ context, event }, { hand }: HandParams) => {
      if (event.type !== 'DRAW') return {};
      const next = recordDecision(rules, context, hand, 'draw', event.by);
      return {
        ...next,
        log: log(context, false, `${event.by} draws for ${hand}: ${next.coup!.hands[hand]!.cards[2]}`),
      };
    }),
    'stand by choice': update(({ context, event }, { hand }: HandParams) => {
      if (event.type !== 'STAND') return {};
      return {
        ...recordDecision(rules, context, hand, 'stand', event.by),
        log: log(context, false, `${event.by} stands for ${hand}`),
      };
    }),
  };
}
