/**
 * Before the coup against a bank (BB-02.5 to BB-03.9, CF-02, RC-04, RC-16, RC-17, RM-06): the bank
 * formed, the shuffle and the cut, banco calls, stakes in turn, the deal checked.
 */
import type { Profile } from '../../profile/types.js';
import { only, STATE } from './names.js';

/** Where a coup opens and where the table goes once the bank is formed. */
export function bankFlow(profile: Profile) {
  const bank = profile.session.bank;
  // A coup opens with banco calls where the profile has a banco; otherwise with the bets.
  const hasBanco = profile.bets.some((b) => b.stake !== 'chosen');
  const coupStart = hasBanco ? STATE.banco : STATE.bets;
  const shuffleEveryCoup = bank?.shuffle === 'after-the-stakes';
  const afterTheBankIsFormed = bank?.shuffle === 'by-the-house' || shuffleEveryCoup ? coupStart : STATE.shuffling;
  return { hasBanco, coupStart, shuffleEveryCoup, afterTheBankIsFormed };
}

/** The states before the deal against a bank: only those this profile can reach. */
export function bankStates(profile: Profile) {
  const bank = profile.session.bank;
  const { hasBanco, coupStart, shuffleEveryCoup, afterTheBankIsFormed } = bankFlow(profile);
  // RM-06: the loser of a banco holds the cards next coup «если желает»: before the deal he may decline.
  const betting = profile.session.betting;
  const holdsByBanco = betting.scheme === 'against-the-bank' && betting.banco.suivi === 'holds-the-cards';
  const declining = {
    DECLINE_CARDS: {
      guard: 'the banco loser declines the cards',
      actions: 'the banco loser leaves the cards to the largest stake',
    },
  } as const;
  const states = {
    [STATE.opening]: {
      id: STATE.opening,
      description: 'The banker announces the bank he puts up from his own chips.',
      on: {
        BID: {
          guard: 'the banker announces his bank',
          target: afterTheBankIsFormed,
          actions: 'the banker puts up his bank',
        },
      },
    },
    [STATE.auction]: {
      id: STATE.auction,
      description:
        bank?.bidding === 'raising'
          ? 'The players bid against each other, each bid above the highest, from their own chips; once every other player has passed, or the croupier closes the auction, the highest banks.'
          : 'Volunteers announce the fund they can cover from their own chips; the highest banks, a tie is drawn by lot.',
      // RC-04: where the players raise each other, the auction ends by itself once every other
      // player has passed; the croupier may close it sooner.
      ...(bank?.bidding === 'raising'
        ? ({
            always: {
              guard: 'every other player has passed the highest bid',
              target: afterTheBankIsFormed,
              actions: 'the highest bid banks',
            },
          } as const)
        : {}),
      on: {
        BID: { guard: 'the bid is covered', actions: 'record the bid' },
        ...(bank?.bidding === 'raising'
          ? ({
              PASS: { guard: 'the player may pass at the auction', actions: 'record the pass at the auction' },
            } as const)
          : {}),
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
          description:
            'The stakes are made: the croupier shuffles, then any punter who wishes and the banker if he wishes; a punter cuts.',
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
      description:
        'The fund is announced. A banco call stakes the whole fund (avec la table, half) and comes before any other bet; the banker closes the calls.',
      entry: 'announce the fund',
      on: {
        BANCO: { guard: 'the banco call is covered', actions: 'record the banco call' },
        CLOSE_BANCO: { target: STATE.bets, actions: 'the banco takes its share of the fund' },
      },
    },
    [STATE.bets]: {
      id: STATE.bets,
      description:
        "Bets are taken in turn, counter-clockwise from the banker's right, and never exceed the fund's cover.",
      ...(hasBanco ? {} : { entry: 'announce the fund' as const }),
      always: {
        guard: 'every punter has had a turn or the fund is covered',
        target: shuffleEveryCoup ? STATE.shuffling : STATE.ready,
      },
      on: {
        BET: { guard: 'the stake is in turn and within the cover', actions: 'accept the stake' },
        PASS: { guard: 'the pass is in turn', actions: 'record the pass' },
        ...(holdsByBanco ? declining : {}),
      },
    },
    [STATE.checking]: {
      id: STATE.checking,
      description:
        'The deal is checked before any natural is shown: a misdeal (an extra card to a hand) is declared now.',
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
      description:
        'The banker got an extra card: his three count as baccara and he took a fourth. The punters may withdraw their stakes or stake anew.',
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
        KEEP_QUIET: {
          guard: 'its holder keeps the natural quiet',
          target: STATE.naturals,
          actions: 'the natural is kept quiet',
        },
      },
    },
    [STATE.ready]: {
      id: STATE.ready,
      description: 'The bets are made; the banker deals. Nothing changes once the cards are out.',
      on: { DEAL: { target: STATE.dealing }, ...(holdsByBanco ? declining : {}) },
    },
  } as const;
  // Only the states this profile can reach: a chart shows its own variant, nothing borrowed.
  const inPlay: string[] = [
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
  return only(states, inPlay);
}
