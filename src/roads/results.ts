/**
 * Where the roads' results come from: a results string typed by a person ("BPPbT…", the syntax
 * below), or the coups a profile's chart played (a game record's, a live table's). Roads are a
 * property of a two-hand result (ROAD-12): Punto Banco and its house variants, and Chemin de Fer
 * with the punter's hand as Punto and the banker's as Banco; a banker against two tableaux, or the
 * domestic game's punters each against the banker, have no one result per coup, and are refused.
 */
import type { Card } from '../cards/card.js';
import { codeOfCard, NO_PAIR, pairOf } from '../core/settle.js';
import type { Profile } from '../profile/types.js';
import type { CoupMark, Result } from './roads.js';

/** The most coups a results string holds: far more than any shoe (an eight-deck shoe deals about 80). */
export const MOST_RESULTS = 100_000;

/** A results string that cannot be read: the message names the place (1 for the first character). */
export class ResultsError extends Error {
  override name = 'ResultsError';
}

/**
 * Reads a results string: one letter per coup, B (Banco won), P (Punto won) or T (a tie), each
 * followed by its pair marks, if any: b where Banco's first two cards were a pair, p where Punto's
 * were (either order, each at most once). Spaces, commas and line feeds between coups are ignored.
 * "BPbpTp" is a Banco win, a Punto win with both pairs, and a tie with a Punto pair.
 */
export function parseResults(text: string): CoupMark[] {
  const out: { result: Result; bankerPair: boolean; puntoPair: boolean }[] = [];
  let i = 0;
  for (const ch of text) {
    i++;
    if (ch === ' ' || ch === ',' || ch === '\n' || ch === '\r' || ch === '\t') continue;
    if (ch === 'B' || ch === 'P' || ch === 'T') {
      if (out.length === MOST_RESULTS) throw new ResultsError(`character ${i}: more than ${MOST_RESULTS} coups`);
      out.push({ result: ch, bankerPair: false, puntoPair: false });
      continue;
    }
    const last = out.at(-1);
    if ((ch === 'b' || ch === 'p') && last) {
      const key = ch === 'b' ? 'bankerPair' : 'puntoPair';
      if (last[key]) throw new ResultsError(`character ${i}: "${ch}" is given twice for coup ${out.length}`);
      last[key] = true;
      continue;
    }
    const shown = JSON.stringify(ch);
    throw new ResultsError(
      ch === 'b' || ch === 'p'
        ? `character ${i}: the pair mark ${shown} follows a result (B, P or T), not the start`
        : `character ${i}: ${shown} is not a result (B, P, T) nor a pair mark (b, p)`,
    );
  }
  return out;
}

/** The results string of a sequence of coups: what parseResults reads back. */
export function resultsText(coups: readonly CoupMark[]): string {
  return coups.map((c) => `${c.result}${c.bankerPair ? 'b' : ''}${c.puntoPair ? 'p' : ''}`).join('');
}

/** Why a profile has no roads (ROAD-12), or undefined where it has: two hands, one result a coup. */
export function roadsRefusal(profile: Profile): string | undefined {
  const each = profile.hands.find((h) => h.holder === 'each-punter');
  if (each)
    return `${profile.id}: each punter's hand (${each.id}) is played against the banker's, so a coup has one result per punter, not one for the table; roads are drawn for a two-hand game`;
  if (profile.hands.length !== 2)
    return `${profile.id}: ${profile.hands.length} hands (${profile.hands.map((h) => h.id).join(', ')}), each side against the banker, so a coup has no one result; roads are drawn for a two-hand game`;
  return undefined;
}

/** A finished coup as the chart recorded it (src/machines/context.ts CoupRecord, a record's CoupResult). */
export interface PlayedCoup {
  readonly hands: Readonly<Record<string, { readonly cards: readonly Card[] }>>;
  readonly outcome?: string;
  readonly sides?: Readonly<Record<string, string>>;
}

/** Whether a hand's first two cards are of one rank (the pair rule the pair bets settle on: src/core/settle.ts). */
function paired(cards: readonly Card[] | undefined): boolean {
  return cards !== undefined && cards.length >= 2 && pairOf(codeOfCard(cards[0]!), codeOfCard(cards[1]!)) !== NO_PAIR;
}

/**
 * A played coup of a two-hand profile as the roads read it (ROAD-12). Against a banker (Chemin de
 * Fer), Punto is the punter's side and Banco the banker's hand; in a highest-total game (Punto Banco),
 * Punto is the hand dealt first (the profile's first) and Banco the other. The result is the chart's:
 * the outcome of a highest-total game, the punter's side against the banker.
 */
export function coupMarkOf(profile: Profile, coup: PlayedCoup): CoupMark {
  const refusal = roadsRefusal(profile);
  const r = profile.result;
  const [punto, banco] =
    r.scheme === 'each-against-banker'
      ? [r.hands[0], r.banker]
      : [profile.hands[0]?.id, profile.hands.find((h) => h.id !== profile.hands[0]?.id)?.id];
  if (!punto || !banco || refusal) throw new ResultsError(refusal ?? `${profile.id} has no roads`);
  let result: Result;
  if (profile.result.scheme === 'highest-total') {
    if (coup.outcome === banco) result = 'B';
    else if (coup.outcome === punto) result = 'P';
    else if (coup.outcome === r.equal) result = 'T';
    else
      throw new ResultsError(`its outcome ${JSON.stringify(coup.outcome)} is none of ${punto}, ${banco}, ${r.equal}`);
  } else {
    const side = coup.sides?.[punto];
    if (side === 'win') result = 'P';
    else if (side === 'lose') result = 'B';
    else if (side === 'equal') result = 'T';
    else throw new ResultsError(`it has no result for ${punto} (${JSON.stringify(side)})`);
  }
  return { result, bankerPair: paired(coup.hands[banco]?.cards), puntoPair: paired(coup.hands[punto]?.cards) };
}
