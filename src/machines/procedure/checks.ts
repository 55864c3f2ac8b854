/**
 * The conditions a cell of the procedure names (session.procedure, `when`), each as the rules say
 * it: why it does not hold now, or null. The schema lists every name with what it means
 * (schemas/profile.schema.json, procedureCheck); test/procedure.test.ts holds the two lists equal.
 */
import { cardsLeft } from '../../cards/shoe.js';
import {
  bank,
  bankerLostTheCoup,
  bankIsBroke,
  chipsOf,
  gatheringReshuffles,
  punterWithBaccara,
  tooFewCards,
  winsInARow,
} from '../bank.js';
import { chipsRefusal } from '../chips.js';
import type { GameContext } from '../context.js';
import { handToTrim } from '../misdeals.js';
import { betRefusal, choiceRefusal, dealRefusal } from '../rules.js';
import { bancoBet, bettingIsOver, smallestStake, stakeTerms } from '../stakes.js';
import { type Asked, isParticipant, makerOf, notParticipant } from './roles.js';

type Check = (asked: Asked, value: number | undefined) => string | null;

const maker = (asked: Asked) => makerOf(asked.event) ?? '';
/** The standing highest bid of a raising auction: the last, since each must exceed the one before. */
const standingBid = (ctx: GameContext) => bank(ctx).bids.at(-1);
const passedAtAuction = (ctx: GameContext) => bank(ctx).auctionPasses ?? [];
const fundOf = ({ event }: Asked) => (event.type === 'BID' ? event.fund : 0);
const half = ({ event }: Asked) => event.type === 'BANCO' && event.half === true;
const handOf = ({ event }: Asked) => (event.type === 'MISDEAL' ? event.hand : '');
const unless = (holds: boolean, why: string) => (holds ? null : why);

/** The auction (BB-02.5, BB-02.6, RC-04). */
const AUCTION: Record<string, Check> = {
  // A fund its announcer owns: a positive whole number of chips, no more than he holds (BB-02.5).
  'the fund is his to cover': (asked) => {
    const { ctx } = asked;
    const [who, fund] = [maker(asked), fundOf(asked)];
    if (!isParticipant(ctx, who)) return notParticipant(ctx, who);
    if (!Number.isInteger(fund) || fund <= 0) return `a fund is a positive whole number of chips, not ${fund}`;
    const chips = chipsOf(ctx, who);
    return fund > chips ? `${who} cannot cover a fund of ${fund} with ${chips} chips` : null;
  },
  // RC-09: «Ставки осуществляются посредством фишек»: the bank a bidder would put up is laid down
  // in the same chips («заложить»), so a bid is a sum of them.
  "the bid is made of the table's chips": ({ rules, event }) => {
    const { betting } = rules.profile.session;
    return betting.scheme === 'against-the-bank'
      ? chipsRefusal('a bid', fundOf({ event } as Asked), betting.chips)
      : null;
  },
  'he has announced no fund yet': (asked) =>
    unless(
      !bank(asked.ctx).bids.some((b) => b.participant === maker(asked)),
      `${maker(asked)} has already announced a fund`,
    ),
  // RC-04: «Игроки торгуются»: each bid raises the standing one; a pass is final.
  'he is still in the auction': (asked) =>
    unless(!passedAtAuction(asked.ctx).includes(maker(asked)), `${maker(asked)} has passed and is out of the auction`),
  'another player holds the highest bid': (asked) => {
    const top = standingBid(asked.ctx);
    return top?.participant === maker(asked)
      ? `${maker(asked)} already holds the highest bid (${top.fund}): another player must raise it first`
      : null;
  },
  'the bid raises the highest': (asked) => {
    const top = standingBid(asked.ctx);
    const fund = fundOf(asked);
    return top && fund <= top.fund
      ? `a bid must exceed the highest, ${top.participant}'s ${top.fund}: ${fund} does not`
      : null;
  },
  'he has not passed yet': (asked) =>
    unless(!passedAtAuction(asked.ctx).includes(maker(asked)), `${maker(asked)} has already passed`),
  'he does not hold the highest bid': (asked) => {
    const top = standingBid(asked.ctx);
    return top?.participant === maker(asked)
      ? `${maker(asked)} holds the highest bid (${top.fund}): the others raise it or pass`
      : null;
  },
  'someone else may still bid': (asked) => {
    const { ctx } = asked;
    const who = maker(asked);
    const passes = passedAtAuction(ctx);
    const last = !standingBid(ctx) && ctx.participants.every((p) => p.id === who || passes.includes(p.id));
    return last ? `${who} is the last who may bid: with no bid standing, someone must bank` : null;
  },
  'a fund has been announced': ({ ctx }) =>
    unless(bank(ctx).bids.length > 0, 'nobody has announced a fund yet: the highest announced fund banks'),
  // RC-04: a raising auction is over once every player but the highest bidder has passed.
  'every other player has passed the highest bid': ({ ctx }) => {
    const top = standingBid(ctx);
    const passes = passedAtAuction(ctx);
    const over = top !== undefined && ctx.participants.every((p) => p.id === top.participant || passes.includes(p.id));
    return unless(over, 'a player may still raise the highest bid');
  },
};

/** Banco calls and stakes against the bank (BB-03.1 to BB-03.8, RC-06, RC-09, RC-17, RD-03). */
const STAKES: Record<string, Check> = {
  'the table has this banco': (asked) =>
    unless(
      bancoBet(asked.rules.profile, half(asked) ? 'half-fund' : 'whole-fund') !== undefined,
      `${asked.rules.profile.name} has no ${half(asked) ? 'avec la table' : 'banco'}`,
    ),
  'he has not called yet': (asked) => {
    const calls = bank(asked.ctx).bancoCalls;
    const who = maker(asked);
    return calls.includes(who) || calls.includes(`${who}/half`) ? `${who} has already called` : null;
  },
  'he can cover the banco': (asked) => {
    const fund = bank(asked.ctx).fund;
    const stake = half(asked) ? Math.ceil(fund / 2) : fund;
    const chips = chipsOf(asked.ctx, maker(asked));
    if (chips >= stake) return null;
    return `${half(asked) ? 'avec la table stakes half' : 'banco stakes the whole'} fund: ${stake} chips, and ${maker(asked)} has only ${chips}`;
  },
  // CF-03: «"avec la table" covers half»; the statement's "the other punters complete the rest":
  // one who took half the bank avec la table does not stake again for the other half.
  'he has not called avec la table': (asked) =>
    unless(
      !bank(asked.ctx).bancoCalls.includes(`${maker(asked)}/half`),
      `${maker(asked)} called avec la table: the other punters complete the rest of the bank`,
    ),
  'the stake is within the cover': ({ rules, ctx, event }) =>
    event.type === 'BET'
      ? stakeTerms(rules.profile, ctx, event.participant, event.bet, event.amount, event.hand)
      : null,
  // RD-03: «каждый из них делает какую-л. ставку»: the deal waits for every punter's stake.
  'he may pass': (asked) => {
    const { profile } = asked.rules;
    const betting = profile.session.betting;
    return betting.scheme === 'against-the-bank' && betting.everyPunterStakes
      ? `${maker(asked)} must stake: every punter stakes before the deal (the smallest stake is ${smallestStake(profile)})`
      : null;
  },
  'every punter has had a turn or the fund is covered': ({ ctx }) =>
    unless(bettingIsOver(ctx), 'a punter still has his turn to bet, and the fund is not covered'),
  'the bet is allowed': ({ rules, ctx, event }) =>
    event.type === 'BET' ? betRefusal(rules.profile, ctx, event.participant, event.bet, event.amount) : null,
  'every participant has bet': ({ rules, ctx }) => dealRefusal(rules.profile, ctx),
};

/** The deal checked: misdeals (RC-17), and the turns to draw. */
const THE_DEAL: Record<string, Check> = {
  "the hand is the banker's": (asked) =>
    unless(handOf(asked) === asked.rules.profile.result.banker, `${handOf(asked)} is not the banker's hand`),
  "the hand is a side's": (asked) =>
    unless(handOf(asked) !== asked.rules.profile.result.banker, `${handOf(asked)} is the banker's hand`),
  'a misdeal may be declared': ({ rules, ctx, event }) => {
    const { profile } = rules;
    const hand = event.type === 'MISDEAL' ? event.hand : '';
    if (!profile.hands.some((h) => h.id === hand)) return `"${hand}" is not a hand of ${profile.name}`;
    if (ctx.coup.misdeals?.includes(hand)) return `a misdeal to ${hand} has already been declared`;
    return cardsLeft(ctx.shoe) === 0 ? 'the shoe is empty' : null;
  },
  "he keeps one of the hand's cards": ({ rules, ctx, event }) => {
    const hand = handToTrim(rules.profile, ctx);
    const discard = event.type === 'KEEP' ? event.discard : '';
    return hand && ctx.coup.hands[hand]!.cards.includes(discard as never)
      ? null
      : `${discard} is not one of ${hand}'s cards`;
  },
  'he has a stake to withdraw': (asked) =>
    unless(
      asked.ctx.coup.wagers.some((w) => w.participant === maker(asked)),
      `${maker(asked)} has no stake to withdraw`,
    ),
  'the table leaves him the choice': (asked) =>
    choiceRefusal(asked.rules, asked.ctx, asked.state.slice('turn of '.length), maker(asked)),
};

/** Between coups: the bank passes, stays or ends; the session ends (BB-06.6, BB-07.1, CF-02, RD-15). */
const BETWEEN_COUPS: Record<string, Check> = {
  'too few cards remain for a coup': ({ rules, ctx }) =>
    unless(tooFewCards(rules.profile, ctx), 'cards remain for another coup'),
  // RD-06 with RD-04: the cards gathered are shuffled anew, so the next coup is shuffled and cut anew.
  'the cards gathered are shuffled anew': ({ rules, ctx }) =>
    unless(gatheringReshuffles(rules.profile, ctx), 'the cards gathered are not shuffled anew: the shoe goes on'),
  'the banker lost the coup': ({ ctx }) => unless(bankerLostTheCoup(ctx), 'the banker did not lose the coup'),
  // CF-02: a bank is put up from one's own chips; with none left to anyone else, nobody could.
  'another seat has chips to bank': ({ ctx }) =>
    unless(
      ctx.participants.some((p) => p.id !== ctx.bank?.banker && p.score > 0),
      'no other seat has chips to put up a bank: the banker keeps it',
    ),
  'the banker may leave': ({ ctx }) =>
    unless(
      ctx.history.length > 0 || ctx.coup.outcome !== undefined,
      'the banker may leave only after at least one coup',
    ),
  'the bank is broke': ({ rules, ctx }) => unless(bankIsBroke(rules.profile, ctx), 'the bank is not broke'),
  'the last coup is played': ({ ctx }) =>
    unless(ctx.coupsToPlay !== undefined && ctx.coup.number >= ctx.coupsToPlay, 'the session has coups still to play'),
  'a punter made baccara and the banker did not': ({ rules, ctx }) =>
    unless(punterWithBaccara(rules.profile, ctx) !== undefined, 'no punter made baccara, or the banker did too'),
  'the banker has won coups in a row': ({ ctx }, value) => {
    const won = winsInARow(ctx);
    return unless(won >= (value ?? 0), `the banker has won ${won} coup${won === 1 ? '' : 's'} in a row, not ${value}`);
  },
};

export const CHECKS: Readonly<Record<string, Check>> = { ...AUCTION, ...STAKES, ...THE_DEAL, ...BETWEEN_COUPS };
