/**
 * The draw turns, in the profile's order: each hand acts on its draw table, forced where the table
 * says so, by its decider's choice where it leaves one; a hand with a natural (the domestic game) or
 * a natural kept quiet (RC-16) takes no turn.
 */
import type { Profile } from '../../profile/types.js';
import { STATE, type StateMeta } from './names.js';

/** One state per draw turn, keyed by its name. */
export function turnStates(profile: Profile) {
  const turns = profile.drawing.turns;
  const states: Record<string, object> = {};
  turns.forEach((turn, i) => {
    const next = i + 1 < turns.length ? STATE.turn(turns[i + 1]!.hand) : STATE.showdown;
    const hand = { hand: turn.hand };
    states[STATE.turn(turn.hand)] = {
      meta: { phase: 'drawing', hand: turn.hand } satisfies StateMeta,
      description:
        `${turn.hand} acts on its draw table` +
        (turn.against ? ` (its own total and ${turn.against}'s third card)` : ' (its own total)') +
        (turn.decidedBy === 'nobody' ? '; every cell is forced.' : `; a choice is made by the ${turn.decidedBy}.`),
      always: [
        // A punter's natural stops his own hand only (the domestic game): it takes no turn.
        ...(profile.naturals.effect === 'each-hand'
          ? [{ guard: { type: 'the hand holds a natural', params: hand }, target: next }]
          : []),
        // RC-16: a natural kept quiet (naturals.mayKeepQuiet) stands.
        ...(profile.naturals.mayKeepQuiet.length > 0
          ? [{ guard: { type: 'the hand keeps a natural quiet', params: hand }, target: next }]
          : []),
        { guard: { type: 'a card is due but the shoe is empty', params: hand }, target: `#${STATE.outOfCards}` },
        {
          guard: { type: 'the table says draw', params: hand },
          target: next,
          actions: { type: 'draw by the table', params: hand },
        },
        {
          guard: { type: 'the table says stand', params: hand },
          target: next,
          actions: { type: 'stand by the table', params: hand },
        },
      ],
      on: {
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
      },
    };
  });
  return states;
}
