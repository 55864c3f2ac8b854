/**
 * How large a shoe exact odds can count, said once: both walks check it before they start
 * (src/odds/exact.ts card by card, src/odds/three-hands.ts hand by hand), and the commands check it
 * at their --decks flags (`odds`, `par`) before anything is counted, so a flag and the walk it asks
 * for cannot give two limits.
 *
 * Every partial count a walk holds is a whole number in a double, exact below 2^53. Card by card,
 * the weight of a deal is N^(its cards) at most; hand by hand, a deal's draws are N per turn (N^2
 * with RC-13's fourth card), and the first hands' weight N^2 a hand but the last's. A shoe of N
 * cards is counted where each of these powers of N stays below 2^53.
 */
import { type CompiledProfile, compileProfile } from '../core/compile.js';
import type { Profile } from '../profile/types.js';

/** 2^53: a double holds every whole number below it exactly. */
const EXACT = 2n ** 53n;

/** A power of the shoe's cards a walk holds in one double, and what in the profile makes it. */
interface Bound {
  readonly power: number;
  readonly what: string;
}

/**
 * Whether exactOdds walks the profile hand by hand (src/odds/exact.ts, and prepareShoeOdds with it): more than two hands (a
 * banker against two tableaux), or a holder's penalty (RC-15, read at the showdown hand by hand).
 */
export function handByHand(profile: Profile): boolean {
  const penalties = (profile.drawing as { penalties?: readonly unknown[] }).penalties?.length ?? 0;
  return profile.hands.length !== 2 || penalties > 0;
}

/** The powers of N the profile's walk holds in doubles, the largest (the first to pass 2^53) first. */
function boundsOf(c: CompiledProfile): readonly Bound[] {
  if (!handByHand(c.profile)) {
    const dealt = c.deal.length;
    return [{ power: dealt, what: `its deal takes ${dealt} cards` }];
  }
  const T = c.turnHand.length;
  const perTurn = c.fourthCard ? 2 : 1;
  const H = c.hands.length;
  const bounds: Bound[] = [
    {
      power: perTurn * T,
      what: `each of its ${T} turns draws up to ${perTurn === 2 ? 'two cards (RC-13, the fourth card)' : 'a card'}`,
    },
    { power: 2 * (H - 1), what: `its first ${H - 1} hands take two cards each` },
  ];
  return bounds.sort((a, b) => b.power - a.power);
}

/** The bound a shoe of `cards` cards passes, or undefined. */
const passed = (c: CompiledProfile, cards: number): Bound | undefined =>
  boundsOf(c).find((b) => BigInt(cards) ** BigInt(b.power) >= EXACT);

/** The most cards n with n^power below 2^53. */
function mostCards(power: number): number {
  let n = Math.floor(2 ** (53 / power));
  while (BigInt(n + 1) ** BigInt(power) < EXACT) n++;
  while (BigInt(n) ** BigInt(power) >= EXACT) n--;
  return n;
}

/**
 * The most decks exact odds count for this profile: 187 for a four-card deal (9,724^4 < 2^53 <
 * 9,776^4), 8 for club baccarat (RC-13's fourth card: 416^6 < 2^53 < 468^6).
 */
export function mostDecks(profile: Profile): number {
  return mostDecksOf(compileProfile(profile));
}

/** The most decks of 52 cards whose shoe passes none of the compiled profile's bounds. */
const mostDecksOf = (c: CompiledProfile): number =>
  Math.min(...boundsOf(c).map((b) => Math.floor(mostCards(b.power) / 52)));

/**
 * Why exact odds cannot count a shoe of `cards` cards of this compiled profile (a fresh shoe of
 * c.decks decks, or what a composition holds), or null: the message the walks refuse it with
 * (NotEnumerable), known before any walk.
 */
export function shoeRefusal(c: CompiledProfile, cards: number): string | null {
  const bound = passed(c, cards);
  if (!bound) return null;
  return `${c.profile.name}: a shoe of ${cards} cards is too many ways for exact odds: ${bound.what}, ${cards}^${bound.power} card orders, beyond 2^53, the most counted exactly; exact odds count it with at most ${mostDecksOf(c)} decks (use baccarat simulate for a larger shoe)`;
}

/**
 * Why exact odds cannot count a fresh shoe of `decks` decks of this profile, or null: what a command
 * says at the flag that asked for it ("--decks 9: baccarat-club's exact odds count at most 8
 * decks: …"), before counting anything.
 */
export function decksRefusal(profile: Profile, decks: number): string | null {
  const c = compileProfile(profile, decks);
  const bound = passed(c, 52 * decks);
  if (!bound) return null;
  return `${profile.id}'s exact odds count at most ${mostDecksOf(c)} decks: ${bound.what}, ${52 * decks}^${bound.power} card orders at ${decks} decks, beyond 2^53, the most counted exactly; use baccarat simulate for a larger shoe`;
}
