/**
 * The draw turns, in the profile's order: each hand acts on its draw table, forced where the table
 * says so, by its decider's choice where it leaves one; a hand with a natural (the domestic game)
 * takes no turn, and a natural kept quiet (RC-16) is its holder's to draw to or stand on (RC-15). A turn holds only the transitions some coup of the
 * profile takes: a table without a choice a coup reaches has no DRAW or STAND, one that never says
 * draw no forced draw (nor a card due from an empty shoe), and so on (the rules core's
 * reachableCells says which cells a coup reaches).
 */
import type { ReachedCell } from '../../core/draw-tables.js';
import type { Profile } from '../../profile/types.js';
import { STATE, type StateMeta } from './names.js';

/** One state per draw turn, keyed by its name; `reached`: the cells of the tables some coup reaches. */
export function turnStates(profile: Profile, reached: readonly ReachedCell[]) {
  const turns = profile.drawing.turns;
  const banker = profile.result.banker;
  const states: Record<string, object> = {};
  turns.forEach((turn, i) => {
    const next = i + 1 < turns.length ? STATE.turn(turns[i + 1]!.hand) : STATE.showdown;
    const hand = { hand: turn.hand };
    const says = new Set(reached.filter((c) => c.turn === i).map((c) => c.action));
    // RC-17: a misdealt banker holds more cards than a hand may draw to: his table says stand (where
    // his extra card is set aside instead, RM-01, he plays on his two).
    const misdealStands = profile.deal.misdeals && profile.deal.bankerMisdeal !== 'discard';
    const stands = says.has('stand') || (misdealStands && turn.hand === banker);
    // The banker's natural ends the coup (the natural check); a natural 8 is kept quiet by a side's holder.
    const naturalSkips = profile.naturals.effect === 'each-hand' && turn.hand !== banker;
    // RC-15, RC-16: a natural kept quiet is past the table, and its holder draws to it or stands.
    const quietChooses =
      profile.naturals.mayKeepQuiet.length > 0 && turn.hand !== banker && profile.result.hands.includes(turn.hand);
    states[STATE.turn(turn.hand)] = {
      meta: { phase: 'drawing', hand: turn.hand } satisfies StateMeta,
      description:
        `${turn.hand} acts on its draw table` +
        (turn.against ? ` (its own total and ${turn.against}'s third card)` : ' (its own total)') +
        (turn.decidedBy === 'nobody' ? '; every cell is forced.' : `; a choice is made by the ${turn.decidedBy}.`),
      always: [
        // A punter's natural stops his own hand only (the domestic game): it takes no turn.
        ...(naturalSkips ? [{ guard: { type: 'the hand holds a natural', params: hand }, target: next }] : []),
        ...(says.has('draw')
          ? [
              {
                guard: { type: 'a card is due but the shoe is empty', params: hand },
                target: `#${STATE.outOfCards}`,
              },
              {
                guard: { type: 'the table says draw', params: hand },
                target: next,
                actions: { type: 'draw by the table', params: hand },
              },
            ]
          : []),
        ...(stands
          ? [
              {
                guard: { type: 'the table says stand', params: hand },
                target: next,
                actions: { type: 'stand by the table', params: hand },
              },
            ]
          : []),
      ],
      ...(says.has('choice') || quietChooses ? { on: choices(next, hand) } : {}),
    };
  });
  return states;
}

/** A choice the table leaves: its decider draws (from an empty shoe: out of cards) or stands. */
function choices(next: string, hand: { hand: string }) {
  return {
    DRAW: [
      { guard: { type: 'the decider draws from an empty shoe', params: hand }, target: `#${STATE.outOfCards}` },
      {
        guard: { type: 'the decider may choose', params: hand },
        target: next,
        actions: { type: 'draw by choice', params: hand },
      },
    ],
    STAND: {
      guard: { type: 'the decider may choose', params: hand },
      target: next,
      actions: { type: 'stand by choice', params: hand },
    },
  };
}
