/**
 * A violation as a Gherkin scenario in the conformance suite's own steps (src/steps/*.steps.ts),
 * ready to paste into a feature: the profile, the seating, the stacked shoe, every move of the
 * shortest path in the steps' words, then what the invariant asks of its last state.
 */
import { cardGlyph } from '../cards/card.js';
import type { GameEvent } from '../machines/context.js';
import { MOVES, type MoveType } from '../profile/procedure.js';
import type { Profile } from '../profile/types.js';
import { INVARIANTS } from './invariants.js';
import type { Violation } from './walk.js';

/** A move as the step that makes it says it (session.steps.ts, bank.steps.ts). */
export function stepOf(event: GameEvent, profile: Profile): string {
  switch (event.type) {
    case 'BID':
      return `"${event.participant}" announces a fund of ${event.fund}`;
    case 'CLOSE_AUCTION':
      return 'the auction closes';
    case 'SHUFFLE':
      return `"${event.by}" shuffles`;
    case 'CUT':
      return `"${event.by}" cuts`;
    case 'BANCO':
      return event.half ? `"${event.participant}" calls avec la table` : `"${event.participant}" calls banco`;
    case 'CLOSE_BANCO':
      return 'the banker closes the banco calls';
    case 'BET':
      if (profile.session.betting.scheme === 'predictions')
        return event.amount === undefined || event.amount === profile.session.betting.stake
          ? `"${event.participant}" predicts ${event.bet}`
          : `"${event.participant}" predicts ${event.bet} staking ${event.amount}`;
      if (event.hand !== undefined) return `"${event.participant}" bets ${event.amount} on the ${event.hand} tableau`;
      if (event.bet === 'cheval') return `"${event.participant}" bets ${event.amount} à cheval`;
      return `"${event.participant}" bets ${event.amount} on ${event.bet}`;
    case 'PASS':
      return `"${event.participant}" passes`;
    case 'DEAL':
      return 'the dealer deals';
    case 'DRAW':
      return `"${event.by}" draws`;
    case 'STAND':
      return `"${event.by}" stands`;
    case 'NEXT_COUP':
      return 'the dealer opens the next coup';
    case 'EXIT':
      return 'the banker leaves the bank';
    case 'PASS_BANK':
      return 'the banker passes the bank';
    case 'SHOW_NATURAL':
      return `"${event.by}" shows his natural`;
    case 'KEEP_QUIET':
      return `"${event.by}" keeps his natural quiet`;
    case 'MISDEAL':
      return `a misdeal gives ${event.hand} an extra card`;
    case 'KEEP':
      return `"${event.by}" keeps two and discards "${cardGlyph(event.discard)}"`;
    case 'DECLINE_CARDS':
      return `"${event.participant}" declines the cards`;
    case 'WITHDRAW':
      return `"${event.participant}" withdraws his stakes`;
    case 'CONFIRM_DEAL':
      return 'the deal is confirmed';
  }
}

/** What stepOf writes for any name, side or bet, for any amount, and for any card: a pattern's wildcards. */
const ANY = '\u0000';
const ANY_AMOUNT = 987654321;
const ANY_CARD = 'QS';

/** Each move's fields, every one a wildcard; a BET or a BANCO in each of its forms. */
function anyMoves(): GameEvent[] {
  const any = { participant: ANY, by: ANY, bet: ANY, fund: ANY_AMOUNT, amount: ANY_AMOUNT, discard: ANY_CARD };
  const forms = (type: string) =>
    type === 'BET'
      ? [{ bet: ANY }, { bet: ANY, amount: undefined }, { hand: ANY }, { bet: 'cheval' }]
      : type === 'BANCO'
        ? [{}, { half: true }]
        : type === 'MISDEAL'
          ? [{ hand: ANY }]
          : [{}];
  return MOVES.flatMap((type) => forms(type).map((form) => ({ type, ...any, ...form }) as unknown as GameEvent));
}

/**
 * The suite's other words for one move (src/steps/*.steps.ts: a step that sends that one event),
 * where stepOf says it otherwise: the steps sit above the explorer, so their words are listed here,
 * and test/explore.test.ts holds this list to the steps' own.
 */
const SAID_ALSO: readonly (readonly [MoveType, string])[] = [
  ['BID', `"${ANY}" puts up a bank of ${ANY_AMOUNT}`],
  ['CLOSE_AUCTION', 'the croupier closes the auction'],
  ['DEAL', 'the banker deals'],
  ['DRAW', `"${ANY}" asks for a third card for ${ANY}`],
  ['STAND', `"${ANY}" asks ${ANY} to stand`],
  ['NEXT_COUP', 'the banker goes on'],
];

/**
 * The move a step of a feature makes, where it says it in the suite's words for that one move
 * (stepOf, and SAID_ALSO): the step's text without its keyword, any names, amounts and cards.
 * Undefined for any other step (one that sets the table up, checks it, or makes several moves).
 */
export function moveOfStep(profile: Profile): (text: string) => MoveType | undefined {
  const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = [...anyMoves().map((event) => [event.type, stepOf(event, profile)] as const), ...SAID_ALSO];
  const patterns = said.map(([type, words]) => {
    const source = literal(words)
      .replaceAll(ANY, '.+')
      .replaceAll(String(ANY_AMOUNT), '\\d+')
      .replaceAll(literal(cardGlyph(ANY_CARD)), '[^"]+');
    return { type, pattern: new RegExp(`^${source}$`) };
  });
  return (text) => patterns.find((p) => p.pattern.test(text))?.type;
}

/** What the scenario asks of its last state: where a step states the invariant, that step. */
function thenOf(v: Violation): string[] {
  const said = `# ${INVARIANTS[v.invariant]}: ${v.message}`;
  switch (v.invariant) {
    case 'refusal':
      // The step checks the reason and that the state is as before the move.
      return [said, `Then it is refused because "${(v.reason ?? '').replaceAll('"', "'")}"`, 'And nothing has changed'];
    case 'stake':
      // The last move made the stake: the table must refuse it (its reason is the rule's to word).
      return [said, 'Then it is refused because ""'];
    default:
      return [said];
  }
}

/**
 * The scenario that reaches the violation. `profileRef` is how the suite names the profile: a
 * bundled id or the file's path, as `Given the "…" profile` takes it.
 */
export function violationScenario(
  v: Violation,
  profile: Profile,
  profileRef: string,
  participants: readonly string[],
): string {
  const shuffles = v.shoe.shuffles.map((s) => s.map(cardGlyph).join(' '));
  const shoe =
    shuffles.length === 1
      ? [`And the shoe is stacked with "${shuffles[0]}"`]
      : ['And the shuffles are stacked as:', ...shuffles.map((s) => `  | ${s} |`)];
  const moves = v.path.map((e, i) => `${i === 0 ? 'When' : 'And'} ${stepOf(e, profile)}`);
  const lines = [
    `Scenario: ${INVARIANTS[v.invariant]}: the shortest path to a violation`,
    `  Given the "${profileRef}" profile`,
    `  And the players "${participants.join(', ')}" are seated counter-clockwise`,
    ...shoe.map((l) => `  ${l}`),
    ...moves.map((l) => `  ${l}`),
    ...thenOf(v).map((l) => `  ${l}`),
  ];
  return `${lines.join('\n')}\n`;
}
