/**
 * Club baccarat's deal checked (RC-16, RC-17): a natural 8 its holder may show or keep quiet, and an
 * extra card to a hand, which its holder trims to two or which counts the banker's three as baccara.
 */
import type { Profile } from '../profile/types.js';
import type { GameContext } from './context.js';
import { dealTo, handsWithNatural, handTotal } from './rules.js';
/**
 * A natural on a side that its holder may keep quiet (naturals.mayKeepQuiet, RC-16: an 8) and has
 * not yet shown or kept quiet, with nothing else to settle the coup.
 */
export function naturalEightToShow(profile: Profile, ctx: GameContext): string | undefined {
  const quiet = profile.naturals.mayKeepQuiet;
  if (quiet.length === 0) return undefined;
  const naturals = handsWithNatural(profile, ctx);
  if (naturals.includes(profile.result.banker!)) return undefined;
  if (naturals.some((h) => !quiet.includes(ctx.coup.hands[h]!.total))) return undefined;
  return naturals.find((h) => profile.result.hands.includes(h));
}

/**
 * An extra card to a hand. For the banker, his three cards count as baccara and he takes a fourth
 * (RC-17); where baccara is abolished (deal.bankerMisdeal discard, RM-01 with RM-10) the extra card
 * is set aside unseen and he keeps the two the deal gave him.
 */
export function misdealTo(profile: Profile, ctx: GameContext, hand: string): Partial<GameContext> {
  let next: Partial<GameContext> = dealTo(profile, ctx, hand, 'misdeal');
  const coup = next.coup!;
  next = { ...next, coup: { ...coup, misdeals: [...(coup.misdeals ?? []), hand] } };
  if (hand === profile.result.banker && profile.deal.bankerMisdeal === 'discard') {
    const dealt = ctx.coup.hands[hand]!;
    return { ...next, coup: { ...next.coup!, hands: { ...next.coup!.hands, [hand]: dealt } } };
  }
  if (hand === profile.result.banker) {
    const counted = { ...next.coup!, countsAsZero: { ...(next.coup!.countsAsZero ?? {}), [hand]: 3 } };
    next = { ...next, ...dealTo(profile, { ...ctx, ...next, coup: counted } as GameContext, hand, 'baccara') };
  }
  return next;
}

/** The hand that holds three cards after a misdeal, waiting for its holder to keep two. */
export function handToTrim(profile: Profile, ctx: GameContext): string | undefined {
  return profile.result.hands.find(
    (h) =>
      ctx.coup.hands[h]!.cards.length > 2 &&
      ctx.coup.misdeals?.includes(h) &&
      !ctx.coup.decisions.some((d) => d.hand === h),
  );
}

export function keepTwo(profile: Profile, ctx: GameContext, hand: string, discard: string): Partial<GameContext> {
  const cards = ctx.coup.hands[hand]!.cards.filter((_c, i, all) => i !== all.indexOf(discard as never));
  return {
    coup: {
      ...ctx.coup,
      hands: { ...ctx.coup.hands, [hand]: { cards, total: handTotal(profile, ctx.coup, hand, cards) } },
    },
  };
}
