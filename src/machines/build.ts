/**
 * The one builder: profile -> statechart. The chart names its guards and actions as the rules say
 * them; `setup()` supplies them, reading only the profile. Nothing here names a variant: the deal
 * order, the draw turns, the result, the bets and the shape of the session come from the profile.
 *
 * The coup, for every profile:
 *   dealing (one state per card of the deal order) -> natural check
 *   -> turn of <hand> (one per draw turn, in order) -> showdown -> coup over
 * Before it, the profile's betting scheme (a named entry, as boardgame.io's turn orders are):
 *   predictions:       taking bets -DEAL->
 *   against-the-bank:  choosing the banker -> shuffling -> cutting (once per bank), then each coup
 *                      calling banco -> taking bets -> ready to deal -DEAL->
 * After it: next coup (NEXT_COUP), or session over; 'out of cards' when an injected shoe runs dry.
 */
import { assign, setup } from 'xstate';
import { cardsLeft, newShoe, putUnderThePack, reshuffled } from '../cards/shoe.js';
import type { Profile } from '../profile/types.js';
import {
  afterCoup,
  announceRefusal,
  bancoRefusal,
  bankerLostTheCoup,
  bancoStakes,
  bankIsBroke,
  bettingIsOver,
  bidRefusal,
  chooseBanker,
  closeAuctionRefusal,
  auctionPassRefusal,
  declineRefusal,
  everyOtherBidderPassed,
  closeBank,
  cutRefusal,
  exitRefusal,
  handToTrim,
  holderRefusal,
  keepRefusal,
  keepTwo,
  misdealRefusal,
  misdealTo,
  naturalEightToShow,
  withdrawRefusal,
  newBank,
  passRefusal,
  passTheBank,
  passTheBankTo,
  punterWithBaccara,
  putUpTheBank,
  seatTheTable,
  placeStake,
  settleAgainstBank,
  shuffleRefusal,
  stakeRefusal,
  tooFewCards,
} from './bank.js';
import type { GameContext, GameEvent, GameInput, LogEntry } from './context.js';
import {
  betRefusal,
  choiceRefusal,
  dealRefusal,
  dealTo,
  emptyCoup,
  handsWithNatural,
  predictionsOf,
  recordDecision,
  scoresOf,
  settle,
  shoeIsEmpty,
  standingsOf,
  tableAction,
} from './rules.js';

export const STATE = {
  checking: 'checking the deal',
  picking: 'keeping two of three',
  restaking: 'stakes may change',
  showing: 'a natural to show',
  auction: 'choosing the banker',
  opening: 'opening the bank',
  shuffling: 'shuffling',
  cutting: 'cutting',
  banco: 'calling banco',
  bets: 'taking bets',
  ready: 'ready to deal',
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

/**
 * Where the table is, for those who drive it (src/driver/table.ts): every state's phase, and the
 * move by which the table goes on where nobody has to decide (the deal once the bets are made, the
 * next coup, …), written in the chart's `meta` so that no caller compares state names.
 */
export type Phase =
  | 'forming-the-bank'
  | 'shuffling'
  | 'calling-banco'
  | 'betting'
  | 'ready-to-deal'
  | 'dealing'
  | 'checking-the-deal'
  | 'naturals'
  | 'drawing'
  | 'showdown'
  | 'coup-over'
  | 'session-over'
  | 'out-of-cards';

export interface StateMeta {
  readonly phase: Phase;
  /** The event that moves the table on from here when no one intervenes (the chart's guards still decide). */
  readonly onward?: Extract<GameEvent, { type: 'CLOSE_AUCTION' | 'CLOSE_BANCO' | 'DEAL' | 'CONFIRM_DEAL' | 'NEXT_COUP' }>;
  /** A draw turn's hand. */
  readonly hand?: string;
}

const META: Record<string, StateMeta> = {
  [STATE.auction]: { phase: 'forming-the-bank', onward: { type: 'CLOSE_AUCTION' } },
  [STATE.opening]: { phase: 'forming-the-bank' },
  [STATE.shuffling]: { phase: 'shuffling' },
  [STATE.cutting]: { phase: 'shuffling' },
  [STATE.banco]: { phase: 'calling-banco', onward: { type: 'CLOSE_BANCO' } },
  // Predictions are dealt once everyone has bet; against a bank, betting ends by itself.
  [STATE.bets]: { phase: 'betting', onward: { type: 'DEAL' } },
  [STATE.ready]: { phase: 'ready-to-deal', onward: { type: 'DEAL' } },
  [STATE.dealing]: { phase: 'dealing' },
  [STATE.checking]: { phase: 'checking-the-deal', onward: { type: 'CONFIRM_DEAL' } },
  [STATE.picking]: { phase: 'checking-the-deal' },
  [STATE.restaking]: { phase: 'checking-the-deal', onward: { type: 'CONFIRM_DEAL' } },
  [STATE.naturals]: { phase: 'naturals' },
  [STATE.showing]: { phase: 'naturals' },
  [STATE.showdown]: { phase: 'showdown' },
  [STATE.coupOver]: { phase: 'coup-over', onward: { type: 'NEXT_COUP' } },
  [STATE.sessionOver]: { phase: 'session-over' },
  [STATE.outOfCards]: { phase: 'out-of-cards' },
};

/** The top-level states with their meta (a draw turn's is set where the turn is built). */
function withMeta<T extends object>(states: T): T {
  return Object.fromEntries(Object.entries(states).map(([name, config]) => [name, META[name] ? { ...config, meta: META[name] } : config])) as T;
}

/** The entries of a states map that a profile uses (the type stays the full map's: XState reads keys). */
function only<T extends object>(states: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(states).filter(([k]) => keys.includes(k))) as T;
}

function log(ctx: GameContext, automatic: boolean, text: string): LogEntry[] {
  // A quiet session (simulation: millions of coups nobody reads) keeps no log; the record stays whole.
  if (ctx.quiet) return ctx.log as LogEntry[];
  return [...ctx.log, { coup: ctx.coup.number, automatic, text }];
}

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;

export function buildMachine(profile: Profile) {
  const turns = profile.drawing.turns;
  const naturalNames = profile.naturals.totals.join(' or ');
  const againstTheBank = profile.session.betting.scheme === 'against-the-bank';

  const machine = setup({
    types: {
      context: {} as GameContext,
      events: {} as GameEvent,
      input: {} as GameInput,
    },
    guards: {
      /* predictions (PB-02.4, PB-02.5) */
      'the bet is allowed': ({ context, event }) =>
        event.type === 'BET' && betRefusal(profile, context, event.participant, event.bet, event.amount) === null,
      'every participant has bet': ({ context }) => dealRefusal(profile, context) === null,
      /* the bank (BB-02.5 to BB-03.9) */
      'the bid is covered': ({ context, event }) => event.type === 'BID' && bidRefusal(profile, context, event.participant, event.fund) === null,
      'a fund has been announced': ({ context }) => closeAuctionRefusal(context) === null,
      'the player may pass at the auction': ({ context, event }) => event.type === 'PASS' && auctionPassRefusal(profile, context, event.participant) === null,
      'every other player has passed the highest bid': ({ context }) => everyOtherBidderPassed(profile, context),
      'a participant shuffles': ({ context, event }) =>
        event.type === 'SHUFFLE' && event.by !== context.bank?.banker && shuffleRefusal(context, event.by) === null,
      'the banker shuffles last': ({ context, event }) => event.type === 'SHUFFLE' && event.by === context.bank?.banker,
      'anyone at the table shuffles': ({ context, event }) => event.type === 'SHUFFLE' && shuffleRefusal(context, event.by) === null,
      'a chosen participant cuts': ({ context, event }) => event.type === 'CUT' && cutRefusal(context, event.by) === null,
      'the banco call is covered': ({ context, event }) =>
        event.type === 'BANCO' && bancoRefusal(profile, context, event.participant, event.half) === null,
      'the banker announces his bank': ({ context, event }) =>
        event.type === 'BID' && announceRefusal(context, event.participant, event.fund) === null,
      'the banker lost the coup': ({ context }) => bankerLostTheCoup(context),
      /* club baccarat: misdeals and a natural eight kept quiet (RC-16, RC-17) */
      'a misdeal to the banker': ({ context, event }) =>
        event.type === 'MISDEAL' && event.hand === profile.result.banker && misdealRefusal(profile, context, event.hand) === null,
      'a misdeal to a side': ({ context, event }) =>
        event.type === 'MISDEAL' && event.hand !== profile.result.banker && misdealRefusal(profile, context, event.hand) === null,
      'the holder keeps two': ({ context, event }) =>
        event.type === 'KEEP' && keepRefusal(context, handToTrim(profile, context), event.by, event.discard) === null,
      'the punter withdraws his stakes': ({ context, event }) => event.type === 'WITHDRAW' && withdrawRefusal(context, event.participant) === null,
      'the new stake is within the cover': ({ context, event }) =>
        event.type === 'BET' && stakeRefusal(profile, context, event.participant, event.bet, event.amount, false, event.hand) === null,
      'a natural eight waits to be shown': ({ context }) => naturalEightToShow(profile, context) !== undefined,
      'its holder shows the natural': ({ context, event }) =>
        event.type === 'SHOW_NATURAL' && holderRefusal(profile, context, event.by, naturalEightToShow(profile, context)) === null,
      'its holder keeps the natural quiet': ({ context, event }) =>
        event.type === 'KEEP_QUIET' && holderRefusal(profile, context, event.by, naturalEightToShow(profile, context)) === null,
      'the hand keeps a natural quiet': ({ context }, { hand }: HandParams) => context.coup.keptQuiet?.includes(hand) ?? false,
      'the stake is in turn and within the cover': ({ context, event }) =>
        event.type === 'BET' && stakeRefusal(profile, context, event.participant, event.bet, event.amount, true, event.hand) === null,
      'the pass is in turn': ({ context, event }) => event.type === 'PASS' && passRefusal(profile, context, event.participant) === null,
      'the banco loser declines the cards': ({ context, event }) => event.type === 'DECLINE_CARDS' && declineRefusal(profile, context, event.participant) === null,
      'every punter has had a turn or the fund is covered': ({ context }) => bettingIsOver(context),
      'the banker may leave': ({ context }) => exitRefusal(context) === null,
      'the bank is broke': ({ context }) => bankIsBroke(profile, context),
      'too few cards remain for a coup': ({ context }) => tooFewCards(profile, context),
      /* the coup */
      'the shoe is empty': ({ context }) => shoeIsEmpty(context),
      // Named guards rather than and(): a combined guard has no name in the chart's JSON or diagrams.
      'a card is due but the shoe is empty': ({ context }, { hand }: HandParams) =>
        shoeIsEmpty(context) && tableAction(profile, context, hand) === 'draw',
      'the decider draws from an empty shoe': ({ context, event }, { hand }: HandParams) =>
        shoeIsEmpty(context) && event.type === 'DRAW' && choiceRefusal(profile, context, hand, event.by) === null,
      'a hand has a natural': ({ context }) => handsWithNatural(profile, context).length > 0,
      'the banker holds a natural': ({ context }) => handsWithNatural(profile, context).includes(profile.result.banker ?? ''),
      'the hand holds a natural': ({ context }, { hand }: HandParams) => handsWithNatural(profile, context).includes(hand),
      'a punter made baccara and the banker did not': ({ context }) => punterWithBaccara(profile, context) !== undefined,
      'too few cards remain for every hand': ({ context }) => cardsLeft(context.shoe) < profile.hands.length * profile.drawing.maxCards,
      'the table says draw': ({ context }, { hand }: HandParams) => tableAction(profile, context, hand) === 'draw',
      'the table says stand': ({ context }, { hand }: HandParams) => tableAction(profile, context, hand) === 'stand',
      'the decider may choose': ({ context, event }, { hand }: HandParams) =>
        (event.type === 'DRAW' || event.type === 'STAND') && choiceRefusal(profile, context, hand, event.by) === null,
      'the last coup is played': ({ context }) => context.coupsToPlay !== undefined && context.coup.number >= context.coupsToPlay,
    },
    actions: {
      /* predictions */
      'record the bet': assign(({ context, event }) => {
        if (event.type !== 'BET') return {};
        const wager = { participant: event.participant, bet: event.bet, stake: predictionsOf(profile).stake };
        return {
          coup: { ...context.coup, wagers: [...context.coup.wagers, wager] },
          log: log(context, false, `${event.participant} bets ${wager.stake} on ${event.bet}`),
        };
      }),
      /* the bank */
      'record the bid': assign(({ context, event }) => {
        if (event.type !== 'BID') return {};
        return {
          bank: { ...context.bank!, bids: [...context.bank!.bids, { participant: event.participant, fund: event.fund }] },
          log: log(context, false, `${event.participant} announces a fund of ${event.fund}`),
        };
      }),
      // RM-06: he declines; the largest stake on his tableau holds its cards (RM-05).
      'the banco loser leaves the cards to the largest stake': assign(({ context, event }) => {
        if (event.type !== 'DECLINE_CARDS') return {};
        return {
          bank: { ...context.bank!, bancoSuivi: undefined },
          log: log(context, false, `${event.participant} declines to hold the cards: the largest stake on his tableau holds them`),
        };
      }),
      'record the pass at the auction': assign(({ context, event }) => {
        if (event.type !== 'PASS') return {};
        const top = context.bank!.bids.at(-1);
        return {
          bank: { ...context.bank!, auctionPasses: [...(context.bank!.auctionPasses ?? []), event.participant] },
          log: log(context, false, `${event.participant} passes${top ? ` (the highest bid is ${top.participant}'s ${top.fund})` : ''}`),
        };
      }),
      // RC-04: at a raising auction the croupier, who directs it, may close it; elsewhere the
      // bidders close it themselves (BB-02.5), and no line is logged for it.
      'the croupier closes the auction': assign(({ context }) => (bank?.bidding === 'raising' ? { log: log(context, true, 'the croupier closes the auction') } : {})),
      'the highest bid banks': assign(({ context }) => {
        const { tied, ...next } = chooseBanker(profile, context);
        const b = next.bank!;
        const lot = tied.length > 1 ? ` (by lot among ${tied.join(', ')})` : '';
        const sides = Object.entries(b.sides).map(([s, ps]) => `${s}: ${ps.join(', ')}`).join('; ');
        return { ...next, log: log(context, true, `${b.banker} banks with a fund of ${b.fund}${lot}; ${sides}`) };
      }),
      'record the shuffle': assign(({ context, event }) => {
        if (event.type !== 'SHUFFLE') return {};
        return {
          bank: { ...context.bank!, shuffledBy: [...context.bank!.shuffledBy, event.by] },
          log: log(context, false, `${event.by} shuffles`),
        };
      }),
      'record the cut': assign(({ context, event }) => {
        if (event.type !== 'CUT') return {};
        return { bank: { ...context.bank!, cutBy: event.by }, log: log(context, false, `${event.by} cuts`) };
      }),
      'announce the fund': assign(({ context }) => ({
        log: log(
          context,
          true,
          context.bank!.unlimited ? `coup ${context.coup.number}: ${context.bank!.banker} holds the bank` : `coup ${context.coup.number}: the bank is ${context.bank!.fund}`,
        ),
      })),
      'record the banco call': assign(({ context, event }) => {
        if (event.type !== 'BANCO') return {};
        return {
          bank: { ...context.bank!, bancoCalls: [...context.bank!.bancoCalls, event.half ? `${event.participant}/half` : event.participant] },
          log: log(context, false, `${event.participant} calls ${event.half ? 'avec la table' : 'banco'}`),
        };
      }),
      'the banco takes its share of the fund': assign(({ context }) => {
        const wagers = bancoStakes(profile, context);
        if (wagers.length === 0) return {};
        return {
          coup: { ...context.coup, wagers },
          log: log(context, true, `${wagers[0]!.bet}: ${wagers.map((w) => `${w.participant} ${w.stake} on ${w.hand}`).join(', ')}`),
        };
      }),
      'the banker puts up his bank': assign(({ context, event }) => {
        if (event.type !== 'BID') return {};
        return { ...putUpTheBank(context, event.fund), log: log(context, false, `${event.participant} puts up a bank of ${event.fund}`) };
      }),
      'an extra card goes to the hand': assign(({ context, event }) => {
        if (event.type !== 'MISDEAL') return {};
        const next = misdealTo(profile, context, event.hand);
        const banker = event.hand === profile.result.banker;
        const text = banker
          ? `misdeal: an extra card to the banker; his three count as baccara and he takes a fourth: ${next.coup!.hands[event.hand]!.cards.at(-1)}`
          : `misdeal: an extra card to ${event.hand}; its holder keeps two`;
        return { ...next, log: log(context, true, text) };
      }),
      'keep two of the three': assign(({ context, event }) => {
        if (event.type !== 'KEEP') return {};
        const hand = handToTrim(profile, context)!;
        return { ...keepTwo(profile, context, hand, event.discard), log: log(context, false, `${event.by} keeps two cards of ${hand} and discards one`) };
      }),
      'take back the stakes': assign(({ context, event }) => {
        if (event.type !== 'WITHDRAW') return {};
        return {
          coup: { ...context.coup, wagers: context.coup.wagers.filter((w) => w.participant !== event.participant) },
          log: log(context, false, `${event.participant} withdraws his stakes`),
        };
      }),
      'accept the new stake': assign(({ context, event }) => {
        if (event.type !== 'BET') return {};
        const wagers = placeStake(profile, context, event.participant, event.bet, event.amount!, event.hand);
        return {
          coup: { ...context.coup, wagers: [...context.coup.wagers, ...wagers] },
          log: log(context, false, `${event.participant} stakes ${wagers.reduce((a, w) => a + w.stake, 0)} anew`),
        };
      }),
      'the natural is kept quiet': assign(({ context, event }) => {
        if (event.type !== 'KEEP_QUIET') return {};
        const hand = naturalEightToShow(profile, context)!;
        return {
          coup: { ...context.coup, keptQuiet: [...(context.coup.keptQuiet ?? []), hand] },
          log: log(context, false, `${event.by} keeps quiet and plays on with ${hand}`),
        };
      }),
      'the croupier shuffles': assign(({ context }) => ({ log: log(context, true, 'the croupier shuffles') })),
      'the bank passes to the punter with baccara': assign(({ context }) => {
        const to = punterWithBaccara(profile, context)!;
        return { ...passTheBankTo(profile, context, to), log: log(context, true, `${to} made baccara: the bank passes from ${context.bank!.banker} to ${to}`) };
      }),
      'the cards go under the pack': assign(({ context }) => ({
        shoe: putUnderThePack(context.shoe, context.coup.cards.map((c) => c.card)),
        log: log(context, true, 'the cards go under the pack, behind the indicator card'),
      })),
      'reshuffle when too few cards remain for every hand': assign(({ context }) =>
        cardsLeft(context.shoe) < profile.hands.length * profile.drawing.maxCards
          ? { shoe: reshuffled(context.shoe), log: log(context, true, 'too few cards for every hand: all cards back, a new shuffle') }
          : {},
      ),
      'the bank passes to the right': assign(({ context }) => {
        const next = passTheBank(profile, context);
        return { ...next, log: log(context, true, `the bank passes from ${context.bank!.banker} to ${next.bank!.banker}; ${context.bank!.fund} returns to ${context.bank!.banker}`) };
      }),
      'accept the stake': assign(({ context, event }) => {
        if (event.type !== 'BET') return {};
        const wagers = placeStake(profile, context, event.participant, event.bet, event.amount!, event.hand);
        const total = wagers.reduce((a, w) => a + w.stake, 0);
        const cut = total < event.amount! ? ` (cut from ${event.amount} to the cover)` : '';
        return {
          coup: { ...context.coup, wagers: [...context.coup.wagers, ...wagers] },
          bank: { ...context.bank!, turn: context.bank!.turn + 1 },
          log: log(context, false, `${event.participant} stakes ${total} ${wagers[0]!.hand === undefined || wagers.length > 1 ? 'à cheval' : `on ${wagers[0]!.hand}`}${cut}`),
        };
      }),
      'record the pass': assign(({ context, event }) => {
        if (event.type !== 'PASS') return {};
        return { bank: { ...context.bank!, turn: context.bank!.turn + 1 }, log: log(context, false, `${event.participant} passes`) };
      }),
      'the bank pays each side separately': assign(({ context }) => {
        const next = settleAgainstBank(profile, context);
        const coup = next.coup!;
        const house = coup.house ? `; the house takes ${coup.house}` : '';
        const fund = context.bank!.unlimited ? '' : `; the fund is ${coup.fund}`;
        const text = `${coup.outcome}; ${coup.settlements.map((s) => `${s.participant} ${signed(s.change)}`).join(', ') || 'no bets'}${house}${fund}`;
        return { ...next, log: log(context, true, text) };
      }),
      'the active players change after a loss': assign(({ context }) => afterCoup(profile, context)),
      'the bank ends: the fund returns to the banker': assign(({ context }) => {
        const why = bankIsBroke(profile, context) ? 'bank-broke' : tooFewCards(profile, context) ? 'fewer-cards' : 'banker-exits';
        const next = closeBank(context, why);
        const words = { 'bank-broke': 'the bank is broke', 'fewer-cards': 'too few cards remain for a coup', 'banker-exits': 'the banker leaves' };
        return { ...next, log: log(context, true, `${words[why]}: ${context.bank!.fund} returns to ${context.bank!.banker}`) };
      }),
      /* the coup */
      'deal a card': assign(({ context }, { hand }: HandParams) => {
        const next = dealTo(profile, context, hand, 'deal');
        const dealt = next.coup!.cards.at(-1)!;
        return { ...next, log: log(context, true, `${dealt.faceUp ? dealt.card : 'a card face down'} to ${hand}`) };
      }),
      'declare the natural': assign(({ context }) => {
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
      'draw by the table': assign(({ context }, { hand }: HandParams) => {
        const next = recordDecision(profile, context, hand, 'draw', 'rules');
        return { ...next, log: log(context, true, `${hand} draws ${next.coup!.hands[hand]!.cards[2]} (the table)`) };
      }),
      'stand by the table': assign(({ context }, { hand }: HandParams) => ({
        ...recordDecision(profile, context, hand, 'stand', 'rules'),
        log: log(context, true, `${hand} stands (the table)`),
      })),
      'draw by choice': assign(({ context, event }, { hand }: HandParams) => {
        if (event.type !== 'DRAW') return {};
        const next = recordDecision(profile, context, hand, 'draw', event.by);
        return { ...next, log: log(context, false, `${event.by} draws for ${hand}: ${next.coup!.hands[hand]!.cards[2]}`) };
      }),
      'stand by choice': assign(({ context, event }, { hand }: HandParams) => {
        if (event.type !== 'STAND') return {};
        return { ...recordDecision(profile, context, hand, 'stand', event.by), log: log(context, false, `${event.by} stands for ${hand}`) };
      }),
      'settle every bet': assign(({ context }) => {
        const next = settle(profile, context);
        const coup = next.coup!;
        const text = `${coup.outcome} ${profile.result.hands.map((h) => coup.hands[h]!.total).join(':')}; ${
          coup.settlements.map((s) => `${s.participant} ${signed(s.change)}`).join(', ') || 'no bets'
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
        const played = context.coup.outcome !== undefined ? [context.coup] : [];
        return {
          history: [...context.history, ...played],
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
    const afterTheDeal = profile.deal.misdeals ? `#${STATE.checking}` : `#${STATE.naturals}`;
    const next = i + 1 < order.length ? STATE.card(i + 2, order[i + 1]!) : afterTheDeal;
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
      meta: { phase: 'drawing', hand: turn.hand } satisfies StateMeta,
      description:
        `${turn.hand} acts on its draw table` +
        (turn.against ? ` (its own total and ${turn.against}'s third card)` : ' (its own total)') +
        (turn.decidedBy === 'nobody' ? '; every cell is forced.' : `; a choice is made by the ${turn.decidedBy}.`),
      always: [
        // A punter's natural stops his own hand only (the domestic game): it takes no turn.
        ...(profile.naturals.effect === 'each-hand' ? [{ guard: { type: 'the hand holds a natural', params: hand }, target: next }] : []),
        // RC-16: a natural kept quiet (naturals.mayKeepQuiet) stands.
        ...(profile.naturals.mayKeepQuiet.length > 0 ? [{ guard: { type: 'the hand keeps a natural quiet', params: hand }, target: next }] : []),
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

  // Before the coup and after it: the betting scheme's states.
  const bank = profile.session.bank;
  // A coup opens with banco calls where the profile has a banco; otherwise with the bets.
  const hasBanco = profile.bets.some((b) => b.stake !== 'chosen');
  const coupStart = hasBanco ? STATE.banco : STATE.bets;
  const shuffleEveryCoup = bank?.shuffle === 'after-the-stakes';
  const afterTheBankIsFormed = bank?.shuffle === 'by-the-house' || shuffleEveryCoup ? coupStart : STATE.shuffling;
  // RM-06: the loser of a banco holds the cards next coup «если желает»: before the deal he may decline.
  const betting = profile.session.betting;
  const holdsByBanco = betting.scheme === 'against-the-bank' && betting.banco.suivi === 'holds-the-cards';
  const declining = { DECLINE_CARDS: { guard: 'the banco loser declines the cards', actions: 'the banco loser leaves the cards to the largest stake' } } as const;
  const bankStates = {
    [STATE.opening]: {
      id: STATE.opening,
      description: 'The banker announces the bank he puts up from his own chips.',
      on: { BID: { guard: 'the banker announces his bank', target: afterTheBankIsFormed, actions: 'the banker puts up his bank' } },
    },
    [STATE.auction]: {
      id: STATE.auction,
      description:
        bank?.bidding === 'raising'
          ? 'The players bid against each other, each bid above the highest, from their own chips; once every other player has passed, or the croupier closes the auction, the highest banks.'
          : 'Volunteers announce the fund they can cover from their own chips; the highest banks, a tie is drawn by lot.',
      // RC-04: where the players raise each other, the auction ends by itself once every other
      // player has passed; the croupier may close it sooner.
      ...(bank?.bidding === 'raising' ? ({ always: { guard: 'every other player has passed the highest bid', target: afterTheBankIsFormed, actions: 'the highest bid banks' } } as const) : {}),
      on: {
        BID: { guard: 'the bid is covered', actions: 'record the bid' },
        ...(bank?.bidding === 'raising' ? ({ PASS: { guard: 'the player may pass at the auction', actions: 'record the pass at the auction' } } as const) : {}),
        CLOSE_AUCTION: {
          guard: 'a fund has been announced',
          target: afterTheBankIsFormed,
          actions: ['the croupier closes the auction', 'the highest bid banks'],
        },
      },
    },
    [STATE.shuffling]: shuffleEveryCoup
      ? ({
          id: STATE.shuffling,
          description: 'The stakes are made: the croupier shuffles, then any punter who wishes and the banker if he wishes; a punter cuts.',
          entry: 'the croupier shuffles',
          on: {
            SHUFFLE: { guard: 'anyone at the table shuffles', actions: 'record the shuffle' },
            CUT: { guard: 'a chosen participant cuts', target: STATE.ready, actions: 'record the cut' },
          },
        } as const)
      : ({
          id: STATE.shuffling,
          description: 'Anyone may shuffle; the banker shuffles last.',
          on: {
            SHUFFLE: [
              { guard: 'the banker shuffles last', target: STATE.cutting, actions: 'record the shuffle' },
              { guard: 'a participant shuffles', actions: 'record the shuffle' },
            ],
          },
        } as const),
    [STATE.cutting]: {
      id: STATE.cutting,
      description: 'A participant chosen by the banker cuts.',
      on: { CUT: { guard: 'a chosen participant cuts', target: coupStart, actions: 'record the cut' } },
    },
    [STATE.banco]: {
      id: STATE.banco,
      description: 'The fund is announced. A banco call stakes the whole fund (avec la table, half) and comes before any other bet; the banker closes the calls.',
      entry: 'announce the fund',
      on: {
        BANCO: { guard: 'the banco call is covered', actions: 'record the banco call' },
        CLOSE_BANCO: { target: STATE.bets, actions: 'the banco takes its share of the fund' },
      },
    },
    [STATE.bets]: {
      id: STATE.bets,
      description: "Bets are taken in turn, counter-clockwise from the banker's right, and never exceed the fund's cover.",
      ...(hasBanco ? {} : { entry: 'announce the fund' as const }),
      always: { guard: 'every punter has had a turn or the fund is covered', target: shuffleEveryCoup ? STATE.shuffling : STATE.ready },
      on: {
        BET: { guard: 'the stake is in turn and within the cover', actions: 'accept the stake' },
        PASS: { guard: 'the pass is in turn', actions: 'record the pass' },
        ...(holdsByBanco ? declining : {}),
      },
    },
    [STATE.checking]: {
      id: STATE.checking,
      description: 'The deal is checked before any natural is shown: a misdeal (an extra card to a hand) is declared now.',
      on: {
        MISDEAL: [
          { guard: 'a misdeal to the banker', target: STATE.restaking, actions: 'an extra card goes to the hand' },
          { guard: 'a misdeal to a side', target: STATE.picking, actions: 'an extra card goes to the hand' },
        ],
        CONFIRM_DEAL: { target: STATE.naturals },
      },
    },
    [STATE.picking]: {
      id: STATE.picking,
      description: 'A side got an extra card: its holder looks at the three and keeps two.',
      on: { KEEP: { guard: 'the holder keeps two', target: STATE.checking, actions: 'keep two of the three' } },
    },
    [STATE.restaking]: {
      id: STATE.restaking,
      description: "The banker got an extra card: his three count as baccara and he took a fourth. The punters may withdraw their stakes or stake anew.",
      on: {
        WITHDRAW: { guard: 'the punter withdraws his stakes', actions: 'take back the stakes' },
        BET: { guard: 'the new stake is within the cover', actions: 'accept the new stake' },
        CONFIRM_DEAL: { target: STATE.naturals },
      },
    },
    [STATE.showing]: {
      id: STATE.showing,
      description: "A side's two cards make 8: its holder shows them, or keeps quiet and plays on at his own risk.",
      on: {
        SHOW_NATURAL: { guard: 'its holder shows the natural', target: STATE.showdown, actions: 'declare the natural' },
        KEEP_QUIET: { guard: 'its holder keeps the natural quiet', target: STATE.naturals, actions: 'the natural is kept quiet' },
      },
    },
    [STATE.ready]: {
      id: STATE.ready,
      description: 'The bets are made; the banker deals. Nothing changes once the cards are out.',
      on: { DEAL: { target: STATE.dealing }, ...(holdsByBanco ? declining : {}) },
    },
  } as const;
  // Only the states this profile can reach: a chart shows its own variant, nothing borrowed.
  const bankStatesInPlay: string[] = [
    ...(bank?.chosenBy === 'auction' ? [STATE.auction] : []),
    ...(bank?.chosenBy === 'first-seat' && bank.fund === 'announced' ? [STATE.opening] : []),
    ...(bank?.shuffle === 'by-the-house' ? [] : [STATE.shuffling]),
    ...(bank?.shuffle === 'others-then-banker-then-cut' ? [STATE.cutting] : []),
    ...(hasBanco ? [STATE.banco] : []),
    STATE.bets,
    ...(profile.deal.misdeals ? [STATE.checking, STATE.picking, STATE.restaking] : []),
    ...(profile.naturals.mayKeepQuiet.length > 0 ? [STATE.showing] : []),
    STATE.ready,
  ];
  const predictionStates = {
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
    ...(profile.shoe.reshuffle === 'when-too-few-for-a-coup' ? (['reshuffle when too few cards remain for every hand'] as const) : []),
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
    description: 'The bank is paid or paid out. A banker who lost passes the bank to his right; one who did not may keep it or pass it; no new coup once the stop card is out.',
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
    description: 'The bank is paid or paid out. The banker keeps the bank while the fund is positive and he goes on; he may leave after a coup; the bank ends when too few cards remain for a coup.',
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
  const coupOver = againstTheBank
    ? passing
      ? bankPasses
      : bank?.passes === 'to-a-punter-with-baccara'
        ? bankPassesOnBaccara
        : bankStays
    : {
        id: STATE.coupOver,
        description: `The result stands on the table. After coup ${profile.session.coups ?? '(none)'} the session ends; otherwise the dealer opens the next coup${profile.shoe.reshuffle === 'after-every-coup' ? ' from a fully reshuffled shoe' : ''}.`,
        always: { guard: 'the last coup is played', target: STATE.sessionOver },
        on: { NEXT_COUP: { target: STATE.bets, actions: nextCoupActions } },
      } as const;

  type States = NonNullable<Parameters<typeof machine.createMachine>[0]['states']>;
  return machine.createMachine({
    id: profile.id,
    description: `${profile.name}: built from ${profile.file}`,
    context: ({ input }) => {
      const scores = Object.fromEntries(input.participants.map((p) => [p, profile.session.startingScore]));
      const context = {
        participants: input.participants.map((id) => ({ id, score: profile.session.startingScore })),
        dealer: againstTheBank ? undefined : input.dealer ?? input.participants[0],
        shoe: newShoe(profile.shoe.decks, input.shoe),
        coup: emptyCoup(profile, 1, scores),
        history: [],
        log: [],
        standings: [],
        winners: [],
        coupsToPlay: input.singleCoup ? 1 : profile.session.coups,
        quiet: input.quiet ?? false,
        bank: againstTheBank ? newBank(profile, input) : undefined,
      };
      // CF-02: the first seat banks first, and opens by announcing his bank.
      if (profile.session.bank?.chosenBy === 'first-seat') {
        return { ...context, bank: { ...context.bank!, ...seatTheTable(profile, context as GameContext, input.participants[0]!) } };
      }
      return context;
    },
    initial: !againstTheBank
      ? STATE.bets
      : bank?.chosenBy === 'auction'
        ? STATE.auction
        : bank?.fund === 'unlimited'
          ? afterTheBankIsFormed
          : STATE.opening,
    states: withMeta<States>({
      ...(againstTheBank ? only(bankStates, bankStatesInPlay) : predictionStates),
      [STATE.dealing]: {
        id: STATE.dealing,
        description: `The deal: ${order.join(', ')}. No bet is taken once the cards are out.`,
        initial: STATE.card(1, order[0]!),
        states: dealStates,
      },
      [STATE.naturals]: {
        id: STATE.naturals,
        description: `A two-card ${naturalNames} in any hand stops all drawing and the coup is compared at once.`,
        always:
          profile.naturals.effect === 'each-hand'
            ? [
                { guard: 'the banker holds a natural', target: STATE.showdown, actions: 'declare the natural' },
                { guard: 'a hand has a natural', target: STATE.turn(turns[0]!.hand), actions: 'declare the natural' },
                { target: STATE.turn(turns[0]!.hand) },
              ]
            : [
                ...(profile.naturals.mayKeepQuiet.length > 0 ? [{ guard: 'a natural eight waits to be shown', target: STATE.showing } as const] : []),
                { guard: 'a hand has a natural', target: STATE.showdown, actions: 'declare the natural' },
                { target: STATE.turn(turns[0]!.hand) },
              ],
      },
      ...turnStates,
      [STATE.showdown]: {
        id: STATE.showdown,
        description: againstTheBank
          ? `Every hand is shown; the banker's hand is compared with each side separately (${profile.result.hands.join(', ')}) and each side's bets are settled.`
          : `The hands are compared (${profile.result.hands.join(' against ')}) and every bet is settled.`,
        always: { target: STATE.coupOver, actions: againstTheBank ? 'the bank pays each side separately' : 'settle every bet' },
      },
      [STATE.coupOver]: coupOver,
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
    }),
  });
}

export type GameMachine = ReturnType<typeof buildMachine>;
