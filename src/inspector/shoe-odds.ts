/**
 * The inspector's live odds: for a profile of two hands, each outcome's probability and each bet's
 * expected net per unit for the coup about to be dealt, from the cards the players have not seen
 * (src/odds/composition.ts, in doubles). While a coup is in play its cards count as still in the
 * shoe: a card dealt face down must not show through the odds (the page is never sent it), so the
 * figures move once a coup is over, for the next one — from a fresh shuffle where the profile
 * reshuffles after every coup (PB-02.6), from the cards left otherwise.
 */
import type { Card } from '../cards/card.js';
import { reshuffled } from '../cards/shoe.js';
import { compileProfile } from '../core/compile.js';
import { bundledPolicyFile, loadPolicyFile, PolicyError, reachableChoices } from '../core/policy.js';
import type { GameContext } from '../machines/context.js';
import {
  CompositionError,
  compositionOf,
  prepareShoeOdds,
  type ShoeEstimate,
  type ShoeOdds,
} from '../odds/composition.js';
import { NotEnumerable } from '../odds/result.js';
import type { Profile } from '../profile/types.js';

/** The figures, or why there are none. */
export type NextCoupOdds = ({ readonly cards: number } & ShoeEstimate) | { readonly reason: string };

/** Each profile's prepared odds (at most a second, once), or why it has none. */
const PREPARED = new WeakMap<Profile, ShoeOdds | string>();
/** The last figures of each prepared profile, by composition: a coup's frames share one shoe. */
const LAST = new WeakMap<ShoeOdds, { key: string; odds: NextCoupOdds }>();

function prepared(profile: Profile): ShoeOdds | string {
  let p = PREPARED.get(profile);
  if (p !== undefined) return p;
  if (profile.hands.length !== 2) {
    p = `${profile.name} has ${profile.hands.length} hands: the live odds are for two (baccarat odds ${profile.id} --remaining <counts> counts this shoe exactly)`;
  } else {
    try {
      const c = compileProfile(profile);
      // Choices the table leaves are decided as the project's plain policy for the profile says.
      const file = reachableChoices(c).length > 0 ? bundledPolicyFile(profile.id, c) : undefined;
      if (reachableChoices(c).length > 0 && file === undefined)
        p = `${profile.name} leaves choices to the players, and no policy of the project decides them: no live odds`;
      else p = prepareShoeOdds(profile, { policy: file === undefined ? undefined : loadPolicyFile(file, c) });
    } catch (e) {
      if (!(e instanceof NotEnumerable || e instanceof PolicyError)) throw e;
      p = e.message;
    }
  }
  PREPARED.set(profile, p);
  return p;
}

/** The odds of the coup about to be dealt, from the cards the table has not seen in ctx. */
export function nextCoupOdds(profile: Profile, ctx: GameContext): NextCoupOdds {
  const odds = prepared(profile);
  if (typeof odds === 'string') return { reason: odds };
  const over = ctx.coup.outcome !== undefined;
  const shoe = over && profile.shoe.reshuffle === 'after-every-coup' ? reshuffled(ctx.shoe) : ctx.shoe;
  const unseen: Card[] = shoe.order.slice(shoe.dealt);
  if (!over) for (const d of ctx.coup.cards) unseen.push(d.card);
  const comp = compositionOf(profile, { cards: unseen });
  const key = (comp.byCard ?? comp.byRank).join(',');
  const last = LAST.get(odds);
  if (last?.key === key) return last.odds;
  let out: NextCoupOdds;
  try {
    out = { cards: unseen.length, ...odds.evaluate(comp) };
  } catch (e) {
    if (!(e instanceof CompositionError || e instanceof NotEnumerable)) throw e;
    out = { reason: e.message };
  }
  LAST.set(odds, { key, odds: out });
  return out;
}
