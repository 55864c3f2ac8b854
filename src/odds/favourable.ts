/**
 * A bet that favours the player: its house edge is negative, and the house pays it. `odds` and
 * `par` warn of one (a pay table mistyped, a commission left out), since a house that offers it
 * loses by every coup it deals; their --json marks it (favoursThePlayer). It is known only once
 * counted, so `validate`, which counts nothing, says nothing of it.
 *
 * A stake settled against a banker player (each-against-banker: Baccarat Banque, Chemin de Fer,
 * club baccarat) is not the house's: the player who holds the bank pays it, and what he loses by
 * it is the game's design, not a house's mistake: club baccarat's stakes of the punters beside a
 * tableau's holder come out at −0.13 %, a holder who drew on 6 or more and lost repaying them
 * (RC-15), and its à cheval at −0.31 %.
 */
import { compileResultRules } from '../core/result-rules.js';
import type { Profile } from '../profile/types.js';

/** Whether a bet of this profile with this house edge favours the player, at the house's cost. */
export function favoursThePlayer(profile: Profile, houseEdge: number): boolean {
  return houseEdge < 0 && !compileResultRules(profile).againstBanker;
}
