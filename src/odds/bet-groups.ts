/**
 * Each bet counted on the coarsest cards it reads: a profile's bets fall into groups, each counted by
 * a walk of its own (src/odds/exact.ts, src/odds/composition.ts), and the groups' odds are put back
 * together in the profile's order of bets.
 *
 * The bets that read card values alone (the outcome, totals, naturals, third cards, margins…) are one
 * group: one walk over the values counts them all. A bet that reads the cards themselves (a pair's
 * ranks, a card's rank, suit or colour) is a group of its own: the kinds of card it walks are its own,
 * so another bet's suits never make it walk more, and a bet too fine to count refuses itself alone.
 */
import { compileRules } from '../core/rules.js';
import { readsOfBets } from '../core/settle.js';
import { PerProfile } from '../profile/per-profile.js';
import type { Bet, Profile } from '../profile/types.js';
import type { ExactOdds } from './result.js';

/**
 * Whether a bet reads only card values (no pair, no card test): it is counted with the others that do.
 * Read off its settle rules with the profile's own rules (its hands), as the keys of the profile with
 * that bet alone would read it, without compiling that profile.
 */
function readsValuesOnly(profile: Profile, bet: Bet): boolean {
  const r = readsOfBets(profile, compileRules(profile).shape, [bet]);
  return r.pair === 0 && r.atoms.length === 0;
}

const GROUPS = new PerProfile<'groups', readonly (readonly string[])[]>();

/**
 * The groups of a profile's bets, each counted by one walk: the bets that read values alone
 * together (first, where there are any), then each bet that reads the cards, alone; bet ids in the
 * profile's order within a group.
 */
export function betGroups(profile: Profile): readonly (readonly string[])[] {
  return GROUPS.get(profile, 'groups', () => {
    const ids = profile.bets.map((b) => b.id);
    const plain = profile.bets.filter((b) => readsValuesOnly(profile, b)).map((b) => b.id);
    const own = ids.filter((id) => !plain.includes(id)).map((id) => [id]);
    return plain.length > 0 ? [plain, ...own] : own;
  });
}

/**
 * The groups that hold the bets asked for (all of them without `bets`): a bet named alone is counted
 * alone with the bets of its group, never with the others.
 */
export function groupsOf(profile: Profile, bets: readonly string[] | undefined): readonly (readonly string[])[] {
  const groups = betGroups(profile);
  return bets === undefined ? groups : groups.filter((g) => g.some((id) => bets.includes(id)));
}

/**
 * One record of the groups' odds, each counted alone (`parts`, in the order of `groupsOf`): the game's
 * own figures (outcomes, card orders) are the same in each; the bets, in the profile's order.
 */
export function mergedOdds(profile: Profile, parts: readonly ExactOdds[]): ExactOdds {
  const first = parts[0]!;
  for (const p of parts)
    if (p.total !== first.total || p.outcomes.some((o, i) => o.count.num !== first.outcomes[i]!.count.num))
      throw new Error(`${profile.id}: the bet groups' walks counted different coups`); // a bug, never a profile's fault
  const place = (id: string) => profile.bets.findIndex((b) => b.id === id || id.startsWith(`${b.id} `));
  const bets = parts.flatMap((p) => p.bets).sort((a, b) => place(a.id) - place(b.id));
  return { ...first, profile, bets };
}
