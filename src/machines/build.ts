/**
 * The one builder: profile -> statechart. The chart names its guards and actions as the rules say
 * them; `setup()` supplies them, reading only the profile. Nothing here names a variant: the deal
 * order, the draw turns, the result and the bets all come from the profile.
 *
 * The chart of a session:
 *   taking bets -> dealing (one state per card of the deal order) -> natural check
 *   -> turn of <hand> (one per draw turn, in order) -> showdown -> coup over
 *   -> taking bets (on NEXT_COUP, after a reshuffle) | session over (after the last coup)
 * and 'out of cards' when the injected shoe runs dry mid-coup (a stacked shoe too short).
 */
import { assign, setup } from 'xstate';
import { newShoe, reshuffled } from '../cards/shoe.js';
import type { Profile } from '../profile/types.js';
import type { GameContext, GameEvent, GameInput, LogEntry } from './context.js';
import {
  betRefusal,
  choiceRefusal,
  dealRefusal,
  dealTo,
  emptyCoup,
  handsWithNatural,
  recordDecision,
  scoresOf,
  settle,
  shoeIsEmpty,
  standingsOf,
  tableAction,
} from './rules.js';

export const STATE = {
  bets: 'taking bets',
  dealing: 'dealing',
  naturals: 'natural check',
  turn: (hand: string) => `turn of ${hand}`,
  showdown: 'showdown',
  coupOver: 'coup over',
  sessionOver: 'session over',
  outOfCards: 'out of cards',
  card: (n: number, hand: string) => `card ${n} to ${hand}`,
} as const;

type HandParams = { hand: string };

function log(ctx: GameContext, automatic: boolean, text: string): LogEntry[] {
  return [...ctx.log, { coup: ctx.coup.number, automatic, text }];
}

export function buildMachine(profile: Profile) {
  const turns = profile.drawing.turns;
  const naturalNames = profile.naturals.totals.join(' or ');

  const machine = setup({
    types: {
      context: {} as GameContext,
      events: {} as GameEvent,
      input: {} as GameInput,
    },
    guards: {
      'the bet is allowed': ({ context, event }) =>
        event.type === 'BET' && betRefusal(profile, context, event.participant, event.bet) === null,
      'every participant has bet': ({ context }) => dealRefusal(profile, context) === null,
      'the shoe is empty': ({ context }) => shoeIsEmpty(context),
      // Named guards rather than and(): a combined guard has no name in the chart's JSON or diagrams.
      'a card is due but the shoe is empty': ({ context }, { hand }: HandParams) =>
        shoeIsEmpty(context) && tableAction(profile, context, hand) === 'draw',
      'the decider draws from an empty shoe': ({ context, event }, { hand }: HandParams) =>
        shoeIsEmpty(context) && event.type === 'DRAW' && choiceRefusal(profile, context, hand, event.by) === null,
      'a hand has a natural': ({ context }) => handsWithNatural(profile, context).length > 0,
      'the table says draw': ({ context }, { hand }: HandParams) => tableAction(profile, context, hand) === 'draw',
      'the table says stand': ({ context }, { hand }: HandParams) => tableAction(profile, context, hand) === 'stand',
      'the decider may choose': ({ context, event }, { hand }: HandParams) =>
        (event.type === 'DRAW' || event.type === 'STAND') && choiceRefusal(profile, context, hand, event.by) === null,
      'the last coup is played': ({ context }) => context.coup.number >= context.coupsToPlay,
    },
    actions: {
      'record the bet': assign(({ context, event }) => {
        if (event.type !== 'BET') return {};
        const wager = { participant: event.participant, bet: event.bet, stake: profile.session.betting.stake };
        return {
          coup: { ...context.coup, wagers: [...context.coup.wagers, wager] },
          log: log(context, false, `${event.participant} bets ${wager.stake} on ${event.bet}`),
        };
      }),
      'deal a card': assign(({ context }, { hand }: HandParams) => {
        const next = dealTo(profile, context, hand, 'deal');
        const dealt = next.coup!.cards.at(-1)!;
        return { ...next, log: log(context, true, `${dealt.card} to ${hand}`) };
      }),
      'declare the natural': assign(({ context }) => {
        const naturals = handsWithNatural(profile, context);
        return {
          coup: { ...context.coup, naturals },
          log: log(context, true, `natural ${naturals.map((h) => `${h} ${context.coup.hands[h]!.total}`).join(', ')}: no hand draws`),
        };
      }),
      'draw by the table': assign(({ context }, { hand }: HandParams) => {
        const next = recordDecision(profile, context, hand, 'draw', 'rules');
        return { ...next, log: log(context, true, `${hand} draws ${next.coup!.hands[hand]!.cards[2]} (the table)`) };
      }),
      'stand by the table': assign(({ context }, { hand }: HandParams) => ({
        ...recordDecision(profile, context, hand, 'stand', 'rules'),
        log: log(context, true, `${hand} stands on ${context.coup.hands[hand]!.total} (the table)`),
      })),
      'draw by choice': assign(({ context, event }, { hand }: HandParams) => {
        if (event.type !== 'DRAW') return {};
        const next = recordDecision(profile, context, hand, 'draw', event.by);
        return { ...next, log: log(context, false, `${event.by} draws for ${hand}: ${next.coup!.hands[hand]!.cards[2]}`) };
      }),
      'stand by choice': assign(({ context, event }, { hand }: HandParams) => {
        if (event.type !== 'STAND') return {};
        return {
          ...recordDecision(profile, context, hand, 'stand', event.by),
          log: log(context, false, `${event.by} stands for ${hand} on ${context.coup.hands[hand]!.total}`),
        };
      }),
      'settle every bet': assign(({ context }) => {
        const next = settle(profile, context);
        const coup = next.coup!;
        const text = `${coup.outcome} ${profile.result.hands.map((h) => coup.hands[h]!.total).join(':')}; ${
          coup.settlements.map((s) => `${s.participant} ${s.change >= 0 ? '+' : ''}${s.change}`).join(', ') || 'no bets'
        }`;
        return { ...next, log: log(context, true, text) };
      }),
      'reshuffle the full shoe': assign(({ context }) => ({
        shoe: reshuffled(context.shoe),
        log: log(context, true, 'all cards back; the full shoe is reshuffled'),
      })),
      'open the next coup': assign(({ context }) => ({
        history: [...context.history, context.coup],
        coup: emptyCoup(profile, context.coup.number + 1, scoresOf(context)),
      })),
      'rank the participants': assign(({ context }) => {
        const standings = standingsOf(context);
        const winners = standings.filter((s) => s.place === 1).map((s) => s.participant);
        return {
          history: [...context.history, context.coup],
          standings,
          winners,
          log: log(context, true, `session over: ${winners.join(' and ')} win${winners.length > 1 ? ' (shared)' : 's'}`),
        };
      }),
    },
  });

  // The deal: one state per card, in the profile's order.
  const order = profile.deal.order;
  const dealStates: Record<string, object> = {};
  order.forEach((hand, i) => {
    const next = i + 1 < order.length ? STATE.card(i + 2, order[i + 1]!) : `#${STATE.naturals}`;
    dealStates[STATE.card(i + 1, hand)] = {
      description: `Card ${i + 1} of the deal goes ${profile.deal.face === 'up' ? 'face up' : 'face down'} to ${hand}.`,
      always: [
        { guard: 'the shoe is empty', target: `#${STATE.outOfCards}` },
        { target: next, actions: { type: 'deal a card', params: { hand } } },
      ],
    };
  });

  // The draw turns, in the profile's order.
  const turnStates: Record<string, object> = {};
  turns.forEach((turn, i) => {
    const next = i + 1 < turns.length ? STATE.turn(turns[i + 1]!.hand) : STATE.showdown;
    const hand = { hand: turn.hand };
    turnStates[STATE.turn(turn.hand)] = {
      description:
        `${turn.hand} acts on its draw table` +
        (turn.against ? ` (its own total and ${turn.against}'s third card)` : ' (its own total)') +
        (turn.decidedBy === 'nobody' ? '; every cell is forced.' : `; a choice is made by the ${turn.decidedBy}.`),
      always: [
        { guard: { type: 'a card is due but the shoe is empty', params: hand }, target: `#${STATE.outOfCards}` },
        { guard: { type: 'the table says draw', params: hand }, target: next, actions: { type: 'draw by the table', params: hand } },
        { guard: { type: 'the table says stand', params: hand }, target: next, actions: { type: 'stand by the table', params: hand } },
      ],
      on: {
        DRAW: [
          { guard: { type: 'the decider draws from an empty shoe', params: hand }, target: `#${STATE.outOfCards}` },
          { guard: { type: 'the decider may choose', params: hand }, target: next, actions: { type: 'draw by choice', params: hand } },
        ],
        STAND: { guard: { type: 'the decider may choose', params: hand }, target: next, actions: { type: 'stand by choice', params: hand } },
      },
    };
  });

  return machine.createMachine({
    id: profile.id,
    description: `${profile.name}: built from ${profile.file}`,
    context: ({ input }) => {
      const scores = Object.fromEntries(input.participants.map((p) => [p, profile.session.startingScore]));
      return {
        participants: input.participants.map((id) => ({ id, score: profile.session.startingScore })),
        dealer: input.dealer ?? input.participants[0],
        shoe: newShoe(profile.shoe.decks, input.shoe),
        coup: emptyCoup(profile, 1, scores),
        history: [],
        log: [],
        standings: [],
        winners: [],
        coupsToPlay: input.singleCoup ? 1 : profile.session.coups,
      };
    },
    initial: STATE.bets,
    states: {
      [STATE.bets]: {
        id: STATE.bets,
        description: `Before the deal every participant records one bet of ${profile.session.betting.stake} on ${profile.session.betting.on.join(', ')}; the dealer's is ${profile.session.betting.dealer}.`,
        on: {
          BET: { guard: 'the bet is allowed', actions: 'record the bet' },
          DEAL: { guard: 'every participant has bet', target: STATE.dealing },
        },
      },
      [STATE.dealing]: {
        id: STATE.dealing,
        description: `The deal: ${order.join(', ')}. No bet is taken once the cards are out.`,
        initial: STATE.card(1, order[0]!),
        states: dealStates,
      },
      [STATE.naturals]: {
        id: STATE.naturals,
        description: `A two-card ${naturalNames} in any hand stops all drawing and the coup is compared at once.`,
        always: [
          { guard: 'a hand has a natural', target: STATE.showdown, actions: 'declare the natural' },
          { target: STATE.turn(turns[0]!.hand) },
        ],
      },
      ...turnStates,
      [STATE.showdown]: {
        id: STATE.showdown,
        description: `The hands are compared (${profile.result.hands.join(' against ')}) and every bet is settled.`,
        always: { target: STATE.coupOver, actions: 'settle every bet' },
      },
      [STATE.coupOver]: {
        id: STATE.coupOver,
        description: `The result stands on the table. After coup ${profile.session.coups} the session ends; otherwise the dealer opens the next coup${profile.shoe.reshuffle === 'after-every-coup' ? ' from a fully reshuffled shoe' : ''}.`,
        always: { guard: 'the last coup is played', target: STATE.sessionOver },
        on: {
          NEXT_COUP: {
            target: STATE.bets,
            actions: profile.shoe.reshuffle === 'after-every-coup' ? ['reshuffle the full shoe', 'open the next coup'] : ['open the next coup'],
          },
        },
      },
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
    },
  });
}

export type GameMachine = ReturnType<typeof buildMachine>;
