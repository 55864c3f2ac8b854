/**
 * A violation as a Gherkin scenario in the conformance suite's own steps (src/steps/*.steps.ts),
 * ready to paste into a feature: the profile, the seating, the stacked shoe, every move of the
 * shortest path in the steps' words, then what the invariant asks of its last state.
 */
import { cardGlyph } from '../cards/card.js';
import type { GameEvent } from '../machines/context.js';
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
      if (profile.session.betting.scheme === 'predictions') return `"${event.participant}" predicts ${event.bet}`;
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
