/**
 * One way to drive a table, for every caller (the command line's `play`, the conformance World, the
 * inspector, the simulation's chart engine, a library user): on top of the session facade (Game),
 * it says
 *   - where the table is: `phase` ('betting', 'drawing', 'coup-over', …) and the hand in its turn,
 *     read from the chart's own state meta (src/machines/states/names.ts, META), never from state names;
 *   - the moves that are legal now (`moves()`, the chart's own answer: src/driver/moves.ts);
 *   - a move applied, or refused with the reason and nothing changed (`apply`);
 *   - the table's own way on where nobody has to decide (`onward`, `advance`): the deal once the
 *     bets are made, the deal confirmed, the banco calls closed, the next coup; which move that is
 *     and whether it is taken now are the chart's to say;
 *   - a coup or a whole session played out (`autoplay`) under a policy for the profile's choices
 *     (src/core/policy.ts, answered by the simulation's ChoiceDecider), nobody staking.
 * No rule is applied here: every move goes through the chart, which takes it or refuses it.
 */
import type { InspectionEvent, Observer } from 'xstate';
import type { Phase } from '../machines/build.js';
import type { GameContext, GameEvent, GameInput } from '../machines/context.js';
import { Game, type GameSnapshot, metaOf, stateName, type Verdict } from '../machines/game.js';

export { metaOf } from '../machines/game.js';

import { type CompiledProfile, compileProfile } from '../core/compile.js';
import type { Policy } from '../core/policy.js';
import { ChoiceDecider } from '../kernel/choices.js';
import { cellNow, deciderOf } from '../machines/rules.js';
import type { TableView } from '../machines/view.js';
import type { Profile } from '../profile/types.js';
import { legalMoves, type Move } from './moves.js';

export type { Phase, StateMeta } from '../machines/build.js';
export type { Move } from './moves.js';
export { legalMoves } from './moves.js';

/** The phase the table is in, as the chart says it. */
export function phaseOf(snapshot: GameSnapshot): Phase {
  const meta = metaOf(snapshot);
  if (!meta)
    throw new Error(`the chart's state "${stateName(snapshot)}" says no phase: src/machines/states/names.ts META`);
  return meta.phase;
}

/** The hand whose turn to draw it is (the chart rests in a turn only where someone must choose). */
export function handInTurn(snapshot: GameSnapshot): string | undefined {
  return metaOf(snapshot)?.hand;
}

/** The table's own way on from here, if the chart takes it now: nobody has to decide it. */
export function onwardOf(snapshot: GameSnapshot): GameEvent | undefined {
  const event = metaOf(snapshot)?.onward;
  if (event === undefined || snapshot.status !== 'active') return undefined;
  return snapshot.can(event) ? event : undefined;
}

/** The compiled draw-table cell of the hand in its turn: the index a policy's choices are keyed by. */
export function choiceCell(c: CompiledProfile, ctx: GameContext, hand: string): number {
  return cellNow(c, c.profile, ctx, hand);
}

/** How a profile's choices are answered: by a policy (a ChoiceDecider), or always the same way. */
export type Choices = { draws(cell: number): boolean } | 'draw' | 'stand';

/** The choices a policy makes (its draws with a probability from a generator seeded by `seed`). */
export function policyChoices(profile: Profile, policy: Policy | undefined, seed = 1): Choices {
  return new ChoiceDecider(compileProfile(profile), policy, seed);
}

export interface AutoplayOptions {
  /** To the next choice someone must make (a draw or stand), the end of the coup in play (the chart at 'coup-over'), or of the session. */
  readonly until: 'choice' | 'coup' | 'session';
  /** The profile's choices (a draw or stand left to someone); without one, a choice stops the play with an error. */
  readonly choices?: Choices;
  /** Moves made at most: a chart that never ends its session is an error, not a hang. */
  readonly limit?: number;
}

export class DriverError extends Error {
  override name = 'DriverError';
}

export class Table {
  readonly game: Game;
  private compiled: CompiledProfile | undefined;

  /** A new session of `profile` (see Game), or the driver of a session already under way. */
  constructor(
    profile: Profile,
    input: GameInput,
    options?: { inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void) },
  );
  constructor(game: Game);
  constructor(
    source: Profile | Game,
    input?: GameInput,
    options: { inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void) } = {},
  ) {
    this.game = source instanceof Game ? source : new Game(source, input!, options);
  }

  /** The profile as the table is seated (one hand per punter where each punter holds one). */
  get profile(): Profile {
    return this.game.profile;
  }

  get snapshot(): GameSnapshot {
    return this.game.snapshot;
  }

  get context(): GameContext {
    return this.game.context;
  }

  /** The chart's own name of its innermost active state, for people to read ("turn of banco"). */
  get state(): string {
    return this.game.state;
  }

  get phase(): Phase {
    return phaseOf(this.snapshot);
  }

  /** The hand whose holder must now decide to draw or stand, if any. */
  get turn(): string | undefined {
    return handInTurn(this.snapshot);
  }

  /** Who decides the hand in its turn (the chart's own rule for it). */
  get decider(): string | undefined {
    const hand = this.turn;
    return hand === undefined ? undefined : deciderOf(this.profile, this.context, hand);
  }

  /** True once the session is over (or its injected shoe ran out): no move is legal any more. */
  get over(): boolean {
    return this.snapshot.status !== 'active';
  }

  /** The table as one person sees it (a participant's name, or 'onlooker'). */
  view(viewer: string): TableView {
    return this.game.viewFor(viewer);
  }

  /** The moves the chart takes now. */
  moves(): Move[] {
    return legalMoves(this.profile, this.snapshot);
  }

  /** Whether the chart takes the event now. */
  can(event: GameEvent): boolean {
    return this.snapshot.status === 'active' && this.snapshot.can(event);
  }

  /** Applies a move; a refused one says why and changes nothing. */
  apply(event: GameEvent): Verdict {
    return this.game.send(event);
  }

  /** The table's own way on from here, if the chart takes it now. */
  get onward(): GameEvent | undefined {
    return onwardOf(this.snapshot);
  }

  /**
   * Lets the rules move on: sends the table's own moves (see `onward`) as long as the chart takes
   * one, and stops where a person must decide, or at the end of the coup unless `nextCoup`.
   * Returns the moves made.
   */
  advance(options: { nextCoup?: boolean } = {}): GameEvent[] {
    const made: GameEvent[] = [];
    for (;;) {
      if (!options.nextCoup && this.phase === 'coup-over') return made;
      const event = this.onward;
      if (!event) return made;
      this.must(event);
      made.push(event);
    }
  }

  /**
   * Plays on, nobody staking, to the end of the coup or of the session: the table's own moves
   * first; a bank announced with all the banker's chips; the banker's shuffle and a punter's cut;
   * banco calls closed and every punter passing (a prediction table's participants each predict
   * the first bet the chart takes); a natural 8 shown; each choice as `choices` answers it. Returns
   * the number of moves made.
   */
  autoplay(options: AutoplayOptions): number {
    const limit = options.limit ?? 100_000;
    let made = 0;
    for (; made < limit; made++) {
      if (this.over || (options.until !== 'session' && this.phase === 'coup-over')) return made;
      if (options.until === 'choice' && this.turn !== undefined) return made;
      this.must(this.nextMove(options.choices));
    }
    throw new DriverError(`${this.profile.name}: the session did not end within ${limit} moves (at "${this.state}")`);
  }

  /** The move autoplay makes now. */
  private nextMove(choices: Choices | undefined): GameEvent {
    const hand = this.turn;
    if (hand !== undefined) return this.choose(hand, choices);
    if (this.phase === 'coup-over') return this.onward ?? this.refusedOnward();
    const onward = this.onward;
    if (onward) return onward;
    const moves = this.moves();
    const banker = this.context.bank?.banker;
    const first = (type: string, by?: string) =>
      moves.find((m) => m.event.type === type && (by === undefined || m.by === by));
    // The banker shuffles last (where others may shuffle too, his ends the shuffle).
    // At an auction the first who may bids his chips (a raising auction, RC-04, would otherwise
    // see everyone pass); elsewhere passing comes first.
    const bid = this.phase === 'forming-the-bank' ? first('BID') : undefined;
    const pick =
      bid ??
      first('PASS') ??
      first('CUT') ??
      first('SHUFFLE', banker) ??
      first('SHUFFLE') ??
      first('SHOW_NATURAL') ??
      first('BID') ??
      first('BET');
    if (!pick)
      throw new DriverError(
        `${this.profile.name}: no move to play on at "${this.state}" (moves now: ${moves.map((m) => m.label).join(', ') || 'none'})`,
      );
    if (pick.chips === undefined) return pick.event;
    // A fund is all the bidder's chips; a stake (made only where a punter may not pass, RD-03) the
    // fewest the chart takes: the table's smallest stake.
    const all = this.context.participants.find((p) => p.id === pick.by)?.score ?? 0;
    return {
      ...pick.event,
      [pick.chips]: pick.chips === 'fund' && all >= pick.least! ? all : pick.least!,
    } as GameEvent;
  }

  private refusedOnward(): never {
    throw new DriverError(`${this.profile.name}: the chart does not go on from "${this.state}"`);
  }

  private choose(hand: string, choices: Choices | undefined): GameEvent {
    const by = this.decider;
    if (choices === undefined || by === undefined) {
      throw new DriverError(
        `${this.profile.name}: ${hand} on ${this.context.coup.hands[hand]!.total} is a choice, and no policy answers it`,
      );
    }
    let draws: boolean;
    if (typeof choices === 'string') draws = choices === 'draw';
    else {
      this.compiled ??= compileProfile(this.profile);
      draws = choices.draws(choiceCell(this.compiled, this.context, hand));
    }
    return { type: draws ? 'DRAW' : 'STAND', by };
  }

  /** Sends a move autoplay or advance chose from the chart's own answers: a refusal is a bug. */
  private must(event: GameEvent): void {
    const verdict = this.apply(event);
    if (!verdict.accepted)
      throw new DriverError(
        `${this.profile.name}: ${JSON.stringify(event)} was refused at "${this.state}": ${verdict.reason}`,
      );
  }
}
