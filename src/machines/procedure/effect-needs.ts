/**
 * What an effect itself requires of the move that makes it, whatever its cell's conditions say: what
 * no document allows, no procedure can allow. A stake is a positive whole number of chips (BB-03.3),
 * within the staker's chips and what the fund still covers; a banco call is covered by the caller's
 * chips; the banker never stakes, nor calls banco, against his own bank; a prediction is the table's
 * (its stake, its bets); a fund is a positive whole number of its announcer's chips; the highest
 * bid banks only where a bid was made. Each is checked where the move is judged (src/machines/procedure/verdict.ts),
 * after the cell's role and conditions, so a cell that leaves out "the stake is within the cover"
 * still takes no stake it could not pay; a refusal says which effect asked it (failed: 'effect').
 */
import { betRefusal } from '../rules.js';
import { stakeTerms } from '../stakes.js';
import { CHECKS } from './checks.js';
import { type Asked, makerOf } from './roles.js';

type Need = (asked: Asked) => string | null;

/** The banker plays the bank's hand: a stake or a banco call of his is against himself. */
const notTheBanker =
  (what: string): Need =>
  ({ ctx, event }) => {
    const who = makerOf(event);
    return who !== undefined && who === ctx.bank?.banker
      ? `${who} holds the bank: the banker never ${what} against his own bank`
      : null;
  };

const stake: Need = (asked) => {
  const { rules, ctx, event } = asked;
  if (event.type !== 'BET') return null;
  return (
    notTheBanker('stakes')(asked) ??
    stakeTerms(rules.profile, ctx, event.participant, event.bet, event.amount, event.hand)
  );
};

const bancoCall: Need = (asked) =>
  asked.event.type !== 'BANCO' || asked.ctx.bank === undefined
    ? null
    : (notTheBanker('calls banco')(asked) ?? CHECKS['he can cover the banco']!(asked, undefined));

const prediction: Need = ({ rules, ctx, event }) =>
  event.type === 'BET' ? betRefusal(rules.profile, ctx, event.participant, event.bet, event.amount) : null;

/** The highest bid banks: there is one (an auction closed with no bid would bank nobody). */
const aBid: Need = ({ ctx }) =>
  ctx.bank === undefined || ctx.bank.bids.length > 0 ? null : 'nobody has announced a fund yet: no bid can bank';

/** A fund announced or bid: a positive whole number of chips its announcer holds (BB-02.5). */
const aFund: Need = (asked) =>
  asked.event.type === 'BID' ? CHECKS['the fund is his to cover']!(asked, undefined) : null;

/** The effects that require something of their move, with what. */
export const EFFECT_NEEDS: Readonly<Record<string, Need>> = {
  'record the bid': aFund,
  'the banker puts up his bank': aFund,
  'the highest bid banks': aBid,
  'accept the stake': stake,
  'accept the new stake': stake,
  'record the banco call': bancoCall,
  'record the bet': prediction,
};

/** The first of a cell's effects whose need the move does not meet, with why. */
export function failingEffect(
  asked: Asked,
  effects: readonly string[],
): { effect: string; reason: string } | undefined {
  for (const effect of effects) {
    const need = EFFECT_NEEDS[effect];
    const reason = need?.(asked) ?? null;
    if (reason !== null) return { effect, reason };
  }
  return undefined;
}
