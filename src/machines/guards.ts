/**
 * The chart's guards, named as the rules say them (the chart's JSON and diagrams show these names).
 * Each asks the rules (rules.ts, bank.ts) whether a move is legal or where the coup goes.
 */
import { cardsLeft } from '../cards/shoe.js';
import type { Rules } from '../core/rules.js';
import type { Args } from './actions/update.js';
import {
  announceRefusal,
  auctionPassRefusal,
  bancoRefusal,
  bankerLostTheCoup,
  bankIsBroke,
  bettingIsOver,
  bidRefusal,
  closeAuctionRefusal,
  cutRefusal,
  declineRefusal,
  everyOtherBidderPassed,
  exitRefusal,
  handToTrim,
  holderRefusal,
  keepRefusal,
  misdealRefusal,
  naturalEightToShow,
  passRefusal,
  punterWithBaccara,
  shuffleRefusal,
  stakeRefusal,
  tooFewCards,
  withdrawRefusal,
} from './bank.js';
import { betRefusal, choiceRefusal, dealRefusal, handsWithNatural, shoeIsEmpty, tableAction } from './rules.js';
import type { HandParams } from './states/names.js';

export function guardsOf(rules: Rules) {
  const { profile } = rules;
  return {
    /* predictions (PB-02.4, PB-02.5) */
    'the bet is allowed': ({ context, event }: Args) =>
      event.type === 'BET' && betRefusal(profile, context, event.participant, event.bet, event.amount) === null,
    'every participant has bet': ({ context }: Args) => dealRefusal(profile, context) === null,
    /* the bank (BB-02.5 to BB-03.9) */
    'the bid is covered': ({ context, event }: Args) =>
      event.type === 'BID' && bidRefusal(profile, context, event.participant, event.fund) === null,
    'a fund has been announced': ({ context }: Args) => closeAuctionRefusal(context) === null,
    'the player may pass at the auction': ({ context, event }: Args) =>
      event.type === 'PASS' && auctionPassRefusal(profile, context, event.participant) === null,
    'every other player has passed the highest bid': ({ context }: Args) => everyOtherBidderPassed(profile, context),
    'a participant shuffles': ({ context, event }: Args) =>
      event.type === 'SHUFFLE' && event.by !== context.bank?.banker && shuffleRefusal(context, event.by) === null,
    'the banker shuffles last': ({ context, event }: Args) =>
      event.type === 'SHUFFLE' && event.by === context.bank?.banker,
    'anyone at the table shuffles': ({ context, event }: Args) =>
      event.type === 'SHUFFLE' && shuffleRefusal(context, event.by) === null,
    'a chosen participant cuts': ({ context, event }: Args) =>
      event.type === 'CUT' && cutRefusal(context, event.by) === null,
    'the banco call is covered': ({ context, event }: Args) =>
      event.type === 'BANCO' && bancoRefusal(profile, context, event.participant, event.half) === null,
    'the banker announces his bank': ({ context, event }: Args) =>
      event.type === 'BID' && announceRefusal(context, event.participant, event.fund) === null,
    'the banker lost the coup': ({ context }: Args) => bankerLostTheCoup(context),
    /* club baccarat: misdeals and a natural eight kept quiet (RC-16, RC-17) */
    'a misdeal to the banker': ({ context, event }: Args) =>
      event.type === 'MISDEAL' &&
      event.hand === profile.result.banker &&
      misdealRefusal(profile, context, event.hand) === null,
    'a misdeal to a side': ({ context, event }: Args) =>
      event.type === 'MISDEAL' &&
      event.hand !== profile.result.banker &&
      misdealRefusal(profile, context, event.hand) === null,
    'the holder keeps two': ({ context, event }: Args) =>
      event.type === 'KEEP' && keepRefusal(context, handToTrim(profile, context), event.by, event.discard) === null,
    'the punter withdraws his stakes': ({ context, event }: Args) =>
      event.type === 'WITHDRAW' && withdrawRefusal(context, event.participant) === null,
    'the new stake is within the cover': ({ context, event }: Args) =>
      event.type === 'BET' &&
      stakeRefusal(profile, context, event.participant, event.bet, event.amount, false, event.hand) === null,
    'a natural eight waits to be shown': ({ context }: Args) => naturalEightToShow(profile, context) !== undefined,
    'its holder shows the natural': ({ context, event }: Args) =>
      event.type === 'SHOW_NATURAL' &&
      holderRefusal(profile, context, event.by, naturalEightToShow(profile, context)) === null,
    'its holder keeps the natural quiet': ({ context, event }: Args) =>
      event.type === 'KEEP_QUIET' &&
      holderRefusal(profile, context, event.by, naturalEightToShow(profile, context)) === null,
    'the hand keeps a natural quiet': ({ context }: Args, { hand }: HandParams) =>
      context.coup.keptQuiet?.includes(hand) ?? false,
    'the stake is in turn and within the cover': ({ context, event }: Args) =>
      event.type === 'BET' &&
      stakeRefusal(profile, context, event.participant, event.bet, event.amount, true, event.hand) === null,
    'the pass is in turn': ({ context, event }: Args) =>
      event.type === 'PASS' && passRefusal(profile, context, event.participant) === null,
    'the banco loser declines the cards': ({ context, event }: Args) =>
      event.type === 'DECLINE_CARDS' && declineRefusal(profile, context, event.participant) === null,
    'every punter has had a turn or the fund is covered': ({ context }: Args) => bettingIsOver(context),
    'the banker may leave': ({ context }: Args) => exitRefusal(context) === null,
    'the bank is broke': ({ context }: Args) => bankIsBroke(profile, context),
    'too few cards remain for a coup': ({ context }: Args) => tooFewCards(profile, context),
    /* the coup */
    'the shoe is empty': ({ context }: Args) => shoeIsEmpty(context),
    // Named guards rather than and(): a combined guard has no name in the chart's JSON or diagrams.
    'a card is due but the shoe is empty': ({ context }: Args, { hand }: HandParams) =>
      shoeIsEmpty(context) && tableAction(rules, context, hand) === 'draw',
    'the decider draws from an empty shoe': ({ context, event }: Args, { hand }: HandParams) =>
      shoeIsEmpty(context) && event.type === 'DRAW' && choiceRefusal(rules, context, hand, event.by) === null,
    'a hand has a natural': ({ context }: Args) => handsWithNatural(profile, context).length > 0,
    'the banker holds a natural': ({ context }: Args) =>
      handsWithNatural(profile, context).includes(profile.result.banker ?? ''),
    'the hand holds a natural': ({ context }: Args, { hand }: HandParams) =>
      handsWithNatural(profile, context).includes(hand),
    'a punter made baccara and the banker did not': ({ context }: Args) =>
      punterWithBaccara(profile, context) !== undefined,
    'too few cards remain for every hand': ({ context }: Args) =>
      cardsLeft(context.shoe) < profile.hands.length * profile.drawing.maxCards,
    'the table says draw': ({ context }: Args, { hand }: HandParams) => tableAction(rules, context, hand) === 'draw',
    'the table says stand': ({ context }: Args, { hand }: HandParams) => tableAction(rules, context, hand) === 'stand',
    'the decider may choose': ({ context, event }: Args, { hand }: HandParams) =>
      (event.type === 'DRAW' || event.type === 'STAND') && choiceRefusal(rules, context, hand, event.by) === null,
    'the last coup is played': ({ context }: Args) =>
      context.coupsToPlay !== undefined && context.coup.number >= context.coupsToPlay,
  };
}
