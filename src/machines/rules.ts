/**
 * The rules the chart's guards and actions apply, as pure functions of the profile and the context.
 * Each refusal function returns the reason a move is not allowed (or null): the chart's guard and the
 * refusal message come from the same function, so they cannot disagree.
 */
import type { Card } from '../cards/card.js';
import { cardsLeft, dealTop } from '../cards/shoe.js';
import { ACTION_NAME, cellIndex, type DrawTables, NO_CELL, takesExtraCard } from '../core/draw-tables.js';
import { toNumber } from '../core/fraction.js';
import { outcomeIndex } from '../core/result-rules.js';
import type { Rules } from '../core/rules.js';
import { type CoupFacts, factsOfRecord, netOf, ruleOf, timesStake } from '../core/settle.js';
import { cardValue, isNatural, isTenValued, totalOf } from '../core/totals.js';
import type { Action, Predictions, Profile, SettleRule, Turn } from '../profile/types.js';
import type { CoupRecord, DealtCard, Decision, GameContext, Settlement, Standing } from './context.js';

export function emptyCoup(profile: Profile, number: number, scores: Record<string, number>): CoupRecord {
  const hands: Record<string, { cards: Card[]; total: number }> = {};
  for (const h of profile.hands) hands[h.id] = { cards: [], total: 0 };
  return { number, wagers: [], cards: [], decisions: [], naturals: [], hands, settlements: [], scores };
}

export function scoresOf(ctx: GameContext): Record<string, number> {
  return Object.fromEntries(ctx.participants.map((p) => [p.id, p.score]));
}

/* ---------- bets (PB-02.4, PB-02.5) ---------- */

export function predictionsOf(profile: Profile): Predictions {
  const { betting } = profile.session;
  if (betting.scheme !== 'predictions') throw new Error(`${profile.name} takes no predictions`);
  return betting;
}

/**
 * Why a prediction cannot be recorded, or null. `amount`, where the event names one, must be the
 * table's stake: every prediction is worth exactly that (PB-02.4), never another sum quietly changed.
 */
export function betRefusal(
  profile: Profile,
  ctx: GameContext,
  participant: string,
  bet: string,
  amount?: number,
): string | null {
  const betting = predictionsOf(profile);
  if (!ctx.participants.some((p) => p.id === participant)) {
    return `"${participant}" is not a participant of this session (${ctx.participants.map((p) => p.id).join(', ')})`;
  }
  const side = betting.sideBets.includes(bet);
  if (!betting.on.includes(bet) && !side) {
    const offered = [...betting.on, ...betting.sideBets];
    return `"${bet}" is not a bet of ${profile.name}: bet on ${offered.join(', ')}`;
  }
  if (participant === ctx.dealer && betting.dealer === 'never') return `the dealer does not bet in ${profile.name}`;
  if (amount !== undefined && amount !== betting.stake) {
    return `every bet of ${profile.name} is worth ${betting.stake} points: a bet of ${amount} is not taken`;
  }
  const mine = ctx.coup.wagers.filter((w) => w.participant === participant);
  if (side) {
    if (mine.some((w) => w.bet === bet)) return `${participant} has already made the ${bet} side bet this coup`;
    return sideStakeRefusal(betting, mine, participant, bet, amount ?? betting.stake);
  }
  const already = mine.find((w) => betting.on.includes(w.bet));
  if (already) {
    return `${participant} has already bet on ${already.bet} this coup: one bet per participant, and it cannot be changed`;
  }
  return null;
}

/**
 * A side bet's stake rules (session.betting.sideBetRules), written once for every way a bet is made
 * (play, session, the inspector, the kit: all through the chart's BET guard): the main predictions it
 * is only taken beside, and a stake that may not exceed the main stake (Dragon 7's house rule).
 */
export function sideStakeRefusal(
  betting: Predictions,
  mine: readonly { readonly bet: string; readonly amount?: number }[],
  participant: string,
  bet: string,
  amount: number,
): string | null {
  const rules = betting.sideBetRules?.find((r) => r.bet === bet);
  if (!rules) return null;
  const main = mine.find((w) => betting.on.includes(w.bet));
  if (rules.needs && (!main || !rules.needs.includes(main.bet)))
    return `the ${bet} side bet is taken only beside a main bet on ${rules.needs.join(' or ')}: ${main ? `${participant} bet on ${main.bet}` : `${participant} has made none yet this coup`}`;
  if (rules.atMostMain) {
    if (!main)
      return `the ${bet} side bet may not exceed the main stake: ${participant} has made no main bet yet this coup`;
    const mainStake = main.amount ?? betting.stake;
    if (amount > mainStake)
      return `the ${bet} side bet may not exceed the main stake: ${amount} is more than ${mainStake}`;
  }
  return null;
}

/** Who still has to bet before the deal: everyone but an optional dealer. */
export function stillToBet(profile: Profile, ctx: GameContext): string[] {
  const dealerOptional = predictionsOf(profile).dealer !== 'required';
  return ctx.participants
    .map((p) => p.id)
    .filter((id) => !(dealerOptional && id === ctx.dealer))
    .filter((id) => !ctx.coup.wagers.some((w) => w.participant === id && predictionsOf(profile).on.includes(w.bet)));
}

export function dealRefusal(profile: Profile, ctx: GameContext): string | null {
  const missing = stillToBet(profile, ctx);
  if (missing.length === 0) return null;
  return `the cards are dealt only once every participant has bet: still to bet: ${missing.join(', ')}`;
}

/* ---------- the deal and naturals (PB-03.2, PB-03.3) ---------- */

export function shoeIsEmpty(ctx: GameContext): boolean {
  return cardsLeft(ctx.shoe) === 0;
}

/** A hand's total: its cards counted, less any that count as nothing (RC-17's misdealt banker). */
export function handTotal(profile: Profile, coup: CoupRecord, hand: string, cards: readonly Card[]): number {
  const skip = coup.countsAsZero?.[hand];
  return totalOf(profile, skip ? cards.slice(skip) : cards);
}

/** Deals the top card to `hand`, recording every hand's total once it lies on the table. */
export function dealTo(
  profile: Profile,
  ctx: GameContext,
  hand: string,
  phase: DealtCard['phase'],
): Partial<GameContext> {
  const [card, shoe] = dealTop(ctx.shoe);
  const held = ctx.coup.hands[hand]!;
  const cards = [...held.cards, card];
  const hands = { ...ctx.coup.hands, [hand]: { cards, total: handTotal(profile, ctx.coup, hand, cards) } };
  // A plain loop: this runs for every card of every coup, and simulation plays millions.
  const totals: Record<string, number> = {};
  for (const id in hands) totals[id] = hands[id]!.total;
  const faceUp = phase !== 'deal' || profile.deal.face === 'up';
  return {
    shoe,
    coup: { ...ctx.coup, hands, cards: [...ctx.coup.cards, { hand, card, phase, faceUp, totals }] },
  };
}

/**
 * Whether the hand's holder kept its natural quiet and it still holds its two cards (RC-16: «не
 * предъявил натураль из 8 очков, оставшись с двумя картами»); once he draws to it, it is an ordinary
 * hand of three cards.
 */
export function staysQuiet(coup: CoupRecord, hand: string): boolean {
  return (coup.keptQuiet?.includes(hand) ?? false) && coup.hands[hand]!.cards.length === 2;
}

/** Hands holding a natural that counts: not one its holder kept quiet (RC-16). */
export function handsWithNatural(profile: Profile, ctx: GameContext): string[] {
  const { coup } = ctx;
  const out: string[] = [];
  for (const { id } of profile.hands) {
    if (coup.keptQuiet?.includes(id) || coup.countsAsZero?.[id]) continue;
    if (isNatural(profile, coup.hands[id]!.cards)) out.push(id);
  }
  return out;
}

/**
 * Whether a hand that has just drawn takes an extra card (drawing.extraCards; RC-13: three
 * ten-valued cards oblige a fourth): the rules core's takesExtraCard, over its cards held, how many
 * are ten-valued (worth 10, or 0 where tens are dropped) and its total.
 */
export function takesExtraCardNow(rules: Rules, coup: CoupRecord, hand: string): boolean {
  const { cards, total } = coup.hands[hand]!;
  const tens = cards.filter((c) => isTenValued(rules.profile, c)).length;
  return takesExtraCard(rules.drawTables, cards.length, tens, total);
}

/* ---------- drawing (PB-04.1 to PB-04.4) ---------- */

export function turnOf(profile: Profile, hand: string): Turn {
  const turn = profile.drawing.turns.find((t) => t.hand === hand);
  if (!turn) throw new Error(`no turn for hand ${hand}`);
  return turn;
}

/**
 * The cell of the hand's draw table that applies now (turn, own total, the other hand's third card or
 * that it stood), as an index into the rules core's compiled tables; NO_CELL past the table.
 */
export function cellNow(
  tables: Pick<DrawTables, 'totalSpan' | 'columns'>,
  profile: Profile,
  ctx: GameContext,
  hand: string,
): number {
  const t = profile.drawing.turns.findIndex((x) => x.hand === hand);
  if (t < 0) throw new Error(`no turn for hand ${hand}`);
  const turn = profile.drawing.turns[t]!;
  const own = ctx.coup.hands[hand]!;
  const third = turn.against === undefined ? undefined : ctx.coup.hands[turn.against]!.cards[2];
  const col = third === undefined ? 0 : cardValue(profile, third) + 1;
  return own.total < tables.totalSpan ? cellIndex(tables, t, own.total, col) : -1;
}

/**
 * The action of the hand's draw table that applies now, read from the rules core's compiled tables.
 * A natural kept quiet (RC-16) is past every table: its holder may stay on his two cards (RC-16,
 * «оставшись с двумя картами») or draw to them (RC-15, «случайно или намеренно прикупит к шести или
 * более»), so he chooses.
 */
export function tableAction(rules: Rules, ctx: GameContext, hand: string): Action {
  const { profile, drawTables: tables } = rules;
  if (ctx.coup.hands[hand]!.cards.length >= profile.drawing.maxCards) return 'stand';
  if (staysQuiet(ctx.coup, hand)) return 'choice';
  const cell = cellNow(tables, profile, ctx, hand);
  const code = cell < 0 ? NO_CELL : tables.cells[cell]!;
  if (code === NO_CELL) throw new Error(`the ${hand} table has no cell for ${ctx.coup.hands[hand]!.total}`); // excluded by the loader
  return ACTION_NAME[code]!;
}

/** Who makes the choice on this hand's turn, where someone does. */
export function deciderOf(profile: Profile, ctx: GameContext, hand: string): string | undefined {
  const turn = turnOf(profile, hand);
  if (turn.decidedBy === 'nobody') return undefined;
  if (turn.decidedBy === 'largest-stake') {
    // Stakes on the hand: a prediction names it as its bet, a stake against the bank as its side.
    // Ties go to the first in turn: the wagers are in betting order and the sort is stable.
    const on = ctx.coup.wagers.filter((w) => w.hand === hand || (w.hand === undefined && w.bet === hand));
    const betting = profile.session.betting;
    const suivi = ctx.bank?.bancoSuivi;
    if (
      betting.scheme === 'against-the-bank' &&
      betting.banco.suivi === 'holds-the-cards' &&
      suivi &&
      on.some((w) => w.participant === suivi)
    ) {
      return suivi; // RM-06: the loser of a banco may hold the cards next coup
    }
    const stakes = new Map<string, number>();
    for (const w of on) stakes.set(w.participant, (stakes.get(w.participant) ?? 0) + w.stake);
    // Nobody staked on the hand: its side's first player holds the cards (RM-05, CF-05 are silent).
    return [...stakes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ctx.bank?.active[hand];
  }
  if (turn.decidedBy === 'banker') return ctx.bank?.banker;
  return ctx.bank?.active[hand]; // side-player: the side's active player
}

/** Who decides a turn's choices, in words ("the banker", "the active player of right"); '' where nobody does. */
export function deciderRole(decidedBy: Turn['decidedBy'], hand: string): string {
  const roles = {
    banker: 'the banker',
    'side-player': `the active player of ${hand}`,
    'largest-stake': `the largest stake on ${hand}`,
    nobody: '',
  };
  return roles[decidedBy];
}

export function choiceRefusal(rules: Rules, ctx: GameContext, hand: string, by: string): string | null {
  const { profile } = rules;
  const action = tableAction(rules, ctx, hand);
  const total = ctx.coup.hands[hand]!.total;
  if (action !== 'choice') {
    return `${hand} on ${total} must ${action}: the draw table leaves no choice here`;
  }
  const decider = deciderOf(profile, ctx, hand);
  if (decider !== undefined && decider !== by) {
    const role = deciderRole(turnOf(profile, hand).decidedBy, hand);
    return `${decider}, not ${by}, decides for ${hand} (${role})`;
  }
  // A single coup has no participants: its choices are made on their decider's behalf (`by` names the role).
  if (decider === undefined && ctx.participants.length > 0 && !ctx.participants.some((p) => p.id === by)) {
    return `"${by}" is not a participant of this session`;
  }
  return null;
}

export function recordDecision(
  rules: Rules,
  ctx: GameContext,
  hand: string,
  action: 'draw' | 'stand',
  by: string,
): Partial<GameContext> {
  const { profile } = rules;
  const total = ctx.coup.hands[hand]!.total;
  let next: Partial<GameContext> = {};
  let card: Card | undefined;
  if (action === 'draw') {
    next = dealTo(profile, ctx, hand, 'draw');
    card = next.coup!.hands[hand]!.cards.at(-1);
    if (takesExtraCardNow(rules, next.coup!, hand) && cardsLeft(next.shoe!) > 0) {
      next = { ...next, ...dealTo(profile, { ...ctx, ...next } as GameContext, hand, 'baccara') };
    }
  }
  const coup = next.coup ?? ctx.coup;
  const decision: Decision = { hand, action, forced: by === 'rules', by, total, ...(card ? { card } : {}) };
  return { ...next, coup: { ...coup, decisions: [...coup.decisions, decision] } };
}

/* ---------- showdown and settlement (PB-04.4, PB-05.1 to PB-05.3) ---------- */

/** highest-total: the compared hand with the highest total, or the equal outcome (the rules core's outcomeIndex). */
export function outcomeOf(rules: Rules, coup: CoupRecord): string {
  const total = Int32Array.from(rules.profile.hands, (h) => coup.hands[h.id]!.total);
  return rules.shape.outcomes[outcomeIndex(rules.resultRules, total, new Uint8Array(total.length))]!;
}

/**
 * The facts of the chart's coup, as the rules core reads them (src/core/settle.ts): the totals its
 * hands drew their third card on (the decisions to draw), the naturals kept quiet (RC-16).
 */
export function factsOfCoup(rules: Rules, coup: CoupRecord, outcome: string): CoupFacts {
  const { profile } = rules;
  const drewOn: Record<string, number> = {};
  for (const d of coup.decisions) if (d.action === 'draw' && drewOn[d.hand] === undefined) drewOn[d.hand] = d.total;
  return factsOfRecord(rules, coup.hands, coup.naturals, outcome, (card) => cardValue(profile, card), {
    drewOn,
    ...(coup.keptQuiet ? { keptQuiet: coup.keptQuiet } : {}),
  });
}

/** The first rule that settles a stake on this coup (the rules core's ruleOf); none: the stake is lost. */
export function ruleForCoup(
  settleRules: readonly SettleRule[],
  coup: CoupRecord,
  outcome: string,
  rules: Rules,
): SettleRule | undefined {
  return ruleOf(rules.shape, settleRules, factsOfCoup(rules, coup, outcome));
}

/**
 * The score change of one stake: the profit less commission on a win, 0 on a push, -stake on a loss,
 * computed exactly by the rules core (a prediction's score may hold a fraction: 19.2).
 */
export function changeFor(rules: Rules, rule: SettleRule | undefined, facts: CoupFacts, stake: number): number {
  return toNumber(timesStake(netOf(rules.shape, rule, facts), stake));
}

export function settle(rules: Rules, ctx: GameContext): Partial<GameContext> {
  const { profile } = rules;
  const outcome = outcomeOf(rules, ctx.coup);
  const facts = factsOfCoup(rules, ctx.coup, outcome);
  const settlements: Settlement[] = ctx.coup.wagers.map((w) => {
    const bet = profile.bets.find((b) => b.id === w.bet)!;
    const rule = ruleOf(rules.shape, bet.settle, facts);
    return {
      participant: w.participant,
      bet: w.bet,
      stake: w.stake,
      result: rule?.result ?? 'lose',
      change: changeFor(rules, rule, facts, w.stake),
    };
  });
  const participants = ctx.participants.map((p) => {
    const change = settlements.filter((s) => s.participant === p.id).reduce((a, s) => a + s.change, 0);
    const score = p.score + change;
    return { ...p, score: profile.session.negativeScores ? score : Math.max(0, score) };
  });
  const scores = Object.fromEntries(participants.map((p) => [p.id, p.score]));
  return { participants, coup: { ...ctx.coup, outcome, settlements, scores } };
}

/* ---------- the end of the session (PB-05.4) ---------- */

export function standingsOf(ctx: GameContext): Standing[] {
  const sorted = [...ctx.participants].sort((a, b) => b.score - a.score);
  return sorted.map((p) => ({
    participant: p.id,
    score: p.score,
    place: 1 + sorted.filter((o) => o.score > p.score).length,
  }));
}
