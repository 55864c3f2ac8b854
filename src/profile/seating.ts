/**
 * A profile seated for a session. Where a profile names one hand that each punter holds (the
 * domestic game), a session of n punters gets n such hands, numbered in deal order (punter-1 is
 * the banker's right-hand neighbour, punter-2 his left-hand one, punter-3 the next on the right, and
 * so on): the deal order, the draw turns and the result name every one of them. The builder then
 * builds the seated profile like any other; nothing else needs to know.
 */
import type { Hand, Profile } from './types.js';

export function eachPunterHand(profile: Profile): Hand | undefined {
  return profile.hands.find((h) => h.holder === 'each-punter');
}

export function seatedProfile(profile: Profile, punters: number): Profile {
  const template = eachPunterHand(profile);
  if (!template) return profile;
  const ids = Array.from({ length: punters }, (_, i) => `${template.id}-${i + 1}`);
  const expand = (list: readonly string[]) => list.flatMap((h) => (h === template.id ? ids : [h]));
  return {
    ...profile,
    hands: profile.hands.flatMap((h) =>
      h === template ? ids.map((id, i) => ({ id, name: `${template.name} ${i + 1}`, holder: 'side' as const })) : [h],
    ),
    deal: { ...profile.deal, order: expand(profile.deal.order) },
    drawing: {
      ...profile.drawing,
      turns: profile.drawing.turns.flatMap((t) => (t.hand === template.id ? ids.map((hand) => ({ ...t, hand })) : [t])),
    },
    result: { ...profile.result, hands: expand(profile.result.hands) },
  };
}

/**
 * The seats, counter-clockwise from the banker's right, in which each punter is dealt the hand of
 * his name: the deal alternates right and left, nearest first (punter-1 on the right, punter-2 on
 * the left, and so on inwards), so the odd hands fill the seats from the right and the even ones
 * from the left.
 */
export function seatsForEachPunter(hands: readonly string[]): string[] {
  const seats = new Array<string>(hands.length);
  for (let i = 0, lo = 0, hi = hands.length - 1; i < hands.length; i++) {
    if (i % 2 === 0) seats[lo++] = hands[i]!;
    else seats[hi--] = hands[i]!;
  }
  return seats;
}
