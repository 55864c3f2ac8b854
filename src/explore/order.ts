/**
 * 7. The cards are shuffled, cut and dealt in that order: a property of paths, not of states
 * (docs/explore.md). Derived from the procedure once: where a cell gives the CUT, no pack is dealt
 * uncut (a DEAL after a SHUFFLE, or before the first CUT, and before a CUT); where a cell gives the
 * SHUFFLE, nobody shuffles a pack already cut before it is dealt. The pack's place in that order is
 * part of the explorer's state key (walk.ts), so that two paths that reach one table with the pack
 * cut on one and not on the other are walked apart.
 */
import type { GameContext, GameEvent } from '../machines/context.js';
import type { Procedure } from '../profile/procedure.js';

/** Where the pack is in its order since the session opened: never cut, shuffled, cut, or dealt from once cut. */
export type Pack = 'new' | 'shuffled' | 'cut' | 'dealt';

/** What the procedure's cells make of the order: whether a CUT, a SHUFFLE, is one of its moves. */
export interface Order {
  readonly cuts: boolean;
  readonly shuffles: boolean;
}

export const orderOf = (procedure: Procedure): Order => ({
  cuts: procedure.moves.some((c) => c.move === 'CUT'),
  shuffles: procedure.moves.some((c) => c.move === 'SHUFFLE'),
});

/** Whether the order is watched at all (a table with no SHUFFLE and no CUT of its players has none). */
export const watched = (order: Order): boolean => order.cuts || order.shuffles;

/**
 * The pack after an accepted move (`before` and `after` the table's context), and what the move broke
 * of the order, if anything. A shuffle is read off the table, not the move alone: the croupier's
 * shuffle on entering a phase (RC-07) is an effect of the phase, made by no move.
 */
export function packAfter(
  pack: Pack,
  event: GameEvent,
  before: GameContext,
  after: GameContext,
  order: Order,
): { pack: Pack; problem?: string } {
  const shuffledBy = after.bank?.shuffledBy ?? [];
  const shuffled = shuffledBy !== (before.bank?.shuffledBy ?? []) && shuffledBy.length > 0;
  if (shuffled)
    return pack === 'cut'
      ? {
          pack: 'shuffled',
          problem: `${shuffledBy.at(-1)} shuffled a pack already cut: the cut comes after every shuffle`,
        }
      : { pack: 'shuffled' };
  if (event.type === 'CUT') return { pack: 'cut' };
  if (event.type === 'DEAL') {
    if (order.cuts && (pack === 'new' || pack === 'shuffled'))
      return {
        pack: 'dealt',
        problem: `the pack was dealt uncut: a DEAL after ${pack === 'new' ? 'the session opened' : 'a shuffle'} and before a CUT`,
      };
    return { pack: 'dealt' };
  }
  return { pack };
}
