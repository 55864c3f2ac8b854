/**
 * The one builder: profile -> statechart. The chart names its guards and actions as the rules say
 * them; `setup()` supplies them, reading only the profile. Nothing here names a variant: the deal
 * order, the draw turns, the result, the bets and the shape of the session come from the profile.
 *
 * The coup, for every profile:
 *   dealing (one state per card of the deal order) -> natural check
 *   -> turn of <hand> (one per draw turn, in order) -> showdown -> coup over
 * Before it, the profile's betting scheme (a named entry, as boardgame.io's turn orders are):
 *   predictions:       taking bets -DEAL->
 *   against-the-bank:  choosing the banker -> shuffling -> cutting (once per bank), then each coup
 *                      calling banco -> taking bets -> ready to deal -DEAL->
 * After it: next coup (NEXT_COUP), or session over; 'out of cards' when an injected shoe runs dry.
 *
 * Its pieces have names of their own: the guards (guards.ts), the actions (actions/), and the states
 * of the deal, the turns, the bank, the predictions and the end of a coup (states/).
 */
import { setup } from 'xstate';
import { newShoe } from '../cards/shoe.js';
import { reachableCells } from '../core/draw-tables.js';
import { compileRules, type Rules } from '../core/rules.js';
import type { Profile } from '../profile/types.js';
import { bankActions } from './actions/bank.js';
import { checkActions } from './actions/checks.js';
import { coupActions } from './actions/coup.js';
import { endActions } from './actions/end.js';
import { newBank, OPENINGS } from './bank.js';
import type { GameContext, GameEvent, GameInput } from './context.js';
import { guardsOf } from './guards.js';
import { emptyCoup } from './rules.js';
import { dealing, naturalCheck } from './states/deal.js';
import { lastStates } from './states/end.js';
import { STATE, withMeta } from './states/names.js';
import { sessionGuards, sessionStates } from './states/session.js';
import { turnStates } from './states/turns.js';

export { type Phase, STATE, type StateMeta } from './states/names.js';

/** The context a session starts from: the participants, the shoe, the first coup, the bank. */
function initialContext(profile: Profile, input: GameInput): GameContext {
  const againstTheBank = profile.session.betting.scheme === 'against-the-bank';
  const scores = Object.fromEntries(input.participants.map((p) => [p, profile.session.startingScore]));
  const context: GameContext = {
    participants: input.participants.map((id) => ({ id, score: profile.session.startingScore })),
    dealer: againstTheBank ? undefined : (input.dealer ?? input.participants[0]),
    shoe: newShoe(profile.shoe.decks, input.shoe),
    coup: emptyCoup(profile, 1, scores),
    history: [],
    log: [],
    standings: [],
    winners: [],
    coupsToPlay: input.singleCoup ? 1 : profile.session.coups,
    quiet: input.quiet ?? false,
    bank: againstTheBank ? newBank(profile, input) : undefined,
  };
  // What the procedure does as the session opens, before anyone moves (CF-02: the first seat banks).
  let opened = context;
  for (const effect of profile.session.procedure.starts.does)
    opened = { ...opened, ...OPENINGS[effect]!(profile, opened) };
  return opened;
}

/**
 * The chart of a profile; its guards and actions read its rules, compiled once (here, unless given).
 *
 * @example
 * ```ts
 * import { buildMachine, loadProfile } from 'baccarat-spec';
 *
 * const machine = buildMachine(loadProfile('punto-banco'));
 * machine.id; // 'punto-banco'
 * ```
 */
export function buildMachine(profile: Profile, rules: Rules = compileRules(profile)) {
  const machine = setup({
    types: {
      context: {} as GameContext,
      events: {} as GameEvent,
      input: {} as GameInput,
    },
    guards: { ...guardsOf(rules), ...sessionGuards(rules) },
    actions: { ...coupActions(rules), ...bankActions(profile), ...checkActions(profile), ...endActions(rules) },
  });
  type States = NonNullable<Parameters<typeof machine.createMachine>[0]['states']>;
  const session = sessionStates(profile);
  return machine.createMachine({
    id: profile.id,
    description: `${profile.name}: built from ${profile.file}`,
    context: ({ input }) => initialContext(profile, input),
    initial: profile.session.procedure.starts.phase,
    states: withMeta<States>({
      ...(session.before as States),
      [STATE.dealing]: dealing(profile),
      [STATE.naturals]: naturalCheck(profile),
      ...turnStates(profile, reachableCells(profile, rules.drawTables)),
      ...lastStates(profile, session.after as States),
    }),
  });
}

export type GameMachine = ReturnType<typeof buildMachine>;
