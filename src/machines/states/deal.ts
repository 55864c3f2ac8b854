/**
 * The deal: one state per card, in the profile's order (the cards dealt face up or down), then the
 * natural check, where a two-card natural stops the drawing (or, in the domestic game, that hand's).
 */
import type { Profile } from '../../profile/types.js';
import { STATE } from './names.js';

/** The dealing state: a card per state, then the deal checked (misdeals) or the naturals. */
export function dealing(profile: Profile) {
  const order = profile.deal.order;
  const dealStates: Record<string, object> = {};
  order.forEach((hand, i) => {
    const afterTheDeal = profile.deal.misdeals ? `#${STATE.checking}` : `#${STATE.naturals}`;
    const next = i + 1 < order.length ? STATE.card(i + 2, order[i + 1]!) : afterTheDeal;
    dealStates[STATE.card(i + 1, hand)] = {
      description: `Card ${i + 1} of the deal goes ${profile.deal.face === 'up' ? 'face up' : 'face down'} to ${hand}.`,
      always: [
        { guard: 'the shoe is empty', target: `#${STATE.outOfCards}` },
        { target: next, actions: { type: 'deal a card', params: { hand } } },
      ],
    };
  });
  return {
    id: STATE.dealing,
    description: `The deal: ${order.join(', ')}. No bet is taken once the cards are out.`,
    initial: STATE.card(1, order[0]!),
    states: dealStates,
  };
}

/** The natural check: where a natural ends the coup, or lets the turns begin. */
export function naturalCheck(profile: Profile) {
  const turns = profile.drawing.turns;
  const naturalNames = profile.naturals.totals.join(' or ');
  return {
    id: STATE.naturals,
    description: `A two-card ${naturalNames} in any hand stops all drawing and the coup is compared at once.`,
    always:
      profile.naturals.effect === 'each-hand'
        ? ([
            { guard: 'the banker holds a natural', target: STATE.showdown, actions: 'declare the natural' },
            { guard: 'a hand has a natural', target: STATE.turn(turns[0]!.hand), actions: 'declare the natural' },
            { target: STATE.turn(turns[0]!.hand) },
          ] as const)
        : ([
            ...(profile.naturals.mayKeepQuiet.length > 0
              ? [{ guard: 'a natural eight waits to be shown', target: STATE.showing } as const]
              : []),
            { guard: 'a hand has a natural', target: STATE.showdown, actions: 'declare the natural' },
            { target: STATE.turn(turns[0]!.hand) },
          ] as const),
  } as const;
}
