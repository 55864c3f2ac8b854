/**
 * The small stacked shoes a table is explored with: each coup's cards laid out hand by hand for the
 * profile's own deal order, so that every profile meets the same situations (docs/explore.md):
 * naturals (one to keep quiet where the rules allow it), draws and choices, baccara and its fourth
 * card, the extra cards a misdeal deals, and a shoe that runs short. Which coup meets which
 * situation rotates from shoe to shoe: `shoesFor` gives one shoe per rotation.
 */
import { type Card, RANKS, type Rank, SUITS } from '../cards/card.js';
import type { Profile } from '../profile/types.js';

/** A stacked shoe to explore: one card order per shuffle, top card first. */
export interface ExploreShoe {
  /** The scenes of its coups, in order ("low, naturals"): how a report names it. */
  readonly name: string;
  readonly shuffles: readonly (readonly Card[])[];
}

/**
 * A coup's cards: the banker's two (or the compared hand dealt last, where there is no banker),
 * every other hand's two, then the cards drawn after the deal (third and fourth cards, a misdeal's).
 */
interface Scene {
  readonly name: string;
  readonly banker: readonly [Rank, Rank];
  readonly others: readonly [Rank, Rank];
  readonly after: readonly Rank[];
}

const SCENES: readonly Scene[] = [
  // Every other hand on 4 (must draw), the banker on 5 (a choice for a free banker); draws of 2, K, 5.
  { name: 'low', banker: ['2', '3'], others: ['A', '3'], after: ['2', 'K', '5', '4', 'A', '6', '3', '2'] },
  // Naturals: 9 to the others, 8 to the banker (an 8 a holder may keep quiet).
  { name: 'naturals', banker: ['4', '4'], others: ['9', 'K'], after: ['3', '2', '5', 'A', '6', '7'] },
  // Ten-valued cards: every hand on 0, then ten-valued draws make baccara, which takes a fourth card.
  { name: 'tens', banker: ['K', 'Q'], others: ['J', 'T'], after: ['K', 'Q', '5', 'J', '7', '2', '9', '3'] },
  // Fives against a 6: choices on 5, the banker standing on 6 or drawing, a 9 to follow.
  { name: 'fives', banker: ['3', '3'], others: ['2', '3'], after: ['9', 'A', '8', '4', '2', 'K', '6', '5'] },
];

/** The cards of one scene for the profile's deal: two to each hand in its order, then the rest. */
function sceneRanks(profile: Profile, scene: Scene): Rank[] {
  const banker = profile.result.banker ?? profile.deal.order.at(-1);
  const seen = new Map<string, number>();
  const ranks: Rank[] = [];
  for (const hand of profile.deal.order) {
    const k = seen.get(hand) ?? 0;
    seen.set(hand, k + 1);
    ranks.push((hand === banker ? scene.banker : scene.others)[k % 2]!);
  }
  return [...ranks, ...scene.after];
}

/**
 * Ranks made cards: each copy of a rank in the next suit, then the next deck's, within the shoe's
 * decks; where they are all dealt (a wide table of few decks), the next rank up that is left.
 */
function cardsOf(ranks: readonly Rank[], decks: number, used: Map<Rank, number>): Card[] {
  return ranks.map((wanted) => {
    const at = RANKS.indexOf(wanted);
    const r = [...RANKS.slice(at), ...RANKS.slice(0, at)].find((x) => (used.get(x) ?? 0) < 4 * decks)!;
    const n = used.get(r) ?? 0;
    used.set(r, n + 1);
    return `${r}${SUITS[n % 4]!}` as Card;
  });
}

/**
 * The shoes for `coups` coups of a seated profile (one hand per punter already dealt its place):
 * rotation i plays scene i, i+1, … in its coups. A profile that shuffles before every coup gets a
 * shuffle per coup; any other one shoe of every coup's cards in a row, which then runs short.
 */
export function shoesFor(profile: Profile, coups: number): ExploreShoe[] {
  const everyCoup = profile.shoe.reshuffle === 'after-every-coup';
  return SCENES.map((_, i) => {
    const scenes = Array.from({ length: coups }, (_, k) => SCENES[(i + k) % SCENES.length]!);
    const used = new Map<Rank, number>();
    const perCoup = scenes.map((s) =>
      cardsOf(sceneRanks(profile, s), profile.shoe.decks, everyCoup ? new Map() : used),
    );
    return {
      name: scenes.map((s) => s.name).join(', '),
      shuffles: everyCoup ? perCoup : [perCoup.flat()],
    };
  });
}
