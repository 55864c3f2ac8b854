/**
 * What each person at the table may see (BB-04.5, BB-05.3, BB-05.5). A card dealt face down is
 * seen only by the holder of its hand: the banker his own hand, a side's active player his side's;
 * third cards are dealt face up; a natural or the showdown reveals everything. Decision-makers and
 * the inspector read the table through a view, never through the whole snapshot.
 */
import type { Card } from '../cards/card.js';
import type { Profile } from '../profile/types.js';
import type { CoupRecord, Decision, GameContext } from './context.js';
import { deciderOf } from './rules.js';

export interface HandView {
  /** Each card, or null where it lies face down and this viewer may not see it. */
  readonly cards: readonly (Card | null)[];
  /** The total, where every card is visible to this viewer. */
  readonly total: number | undefined;
}

export interface TableView {
  readonly viewer: string;
  readonly hands: Readonly<Record<string, HandView>>;
  /** Every decision is public: who drew or stood (a drawn card is face up). */
  readonly decisions: readonly Decision[];
  /** True once every card is shown (a natural, or the showdown). */
  readonly revealed: boolean;
}

/**
 * The hands a viewer holds: the banker's for the banker; a side's for whoever plays it — its
 * active player, or where the largest stake decides (Chemin de Fer, modern baccarat), that stake.
 */
export function handsHeldBy(profile: Profile, ctx: GameContext, viewer: string): string[] {
  return profile.hands
    .filter((h) => {
      if (h.holder === 'banker') return ctx.bank?.banker === viewer;
      if (h.holder !== 'side') return false;
      const turn = profile.drawing.turns.find((t) => t.hand === h.id);
      return (turn ? deciderOf(profile, ctx, h.id) : ctx.bank?.active[h.id]) === viewer;
    })
    .map((h) => h.id);
}

/**
 * Whether every card is shown: at the showdown; or at a natural that settles the coup at once.
 * Where a natural stops only its own hand (the domestic game), that hand is shown, and the banker's
 * (RD-10, see bankerShown); the other punters' stay hidden.
 */
export function isRevealed(profile: Profile, coup: CoupRecord): boolean {
  if (coup.outcome !== undefined) return true;
  if (profile.naturals.effect === 'each-hand') return coup.naturals.includes(profile.result.banker ?? '');
  return coup.naturals.length > 0;
}

/**
 * RD-10: "Если у понтера натураль, то банкомет показывает свои карты": where a punter's natural is
 * shown at once and stops only his hand (naturals.effect each-hand), the banker shows his cards to
 * everyone from that moment, and the punters who decide later see them.
 */
export function bankerShown(profile: Profile, coup: CoupRecord): boolean {
  const banker = profile.result.banker;
  return profile.naturals.effect === 'each-hand' && banker !== undefined && coup.naturals.some((h) => h !== banker);
}

/** The table as `viewer` (a participant's name, or 'onlooker') sees it in the coup in play. */
export function viewFor(profile: Profile, ctx: GameContext, viewer: string): TableView {
  const coup = ctx.coup;
  const revealed = isRevealed(profile, coup);
  const held = new Set(handsHeldBy(profile, ctx, viewer));
  const hands: Record<string, HandView> = {};
  for (const h of profile.hands) {
    const dealt = coup.cards.filter((c) => c.hand === h.id);
    const shown =
      revealed ||
      held.has(h.id) ||
      coup.naturals.includes(h.id) ||
      (h.id === profile.result.banker && bankerShown(profile, coup));
    const cards = dealt.map((c) => (shown || c.faceUp ? c.card : null));
    // A hand with no cards yet has no total: before the deal, or a hand this coup does not record.
    const shownTotal = cards.length > 0 && cards.every((c) => c !== null) ? coup.hands[h.id]?.total : undefined;
    hands[h.id] = { cards, total: shownTotal };
  }
  return { viewer, hands, decisions: coup.decisions, revealed };
}
