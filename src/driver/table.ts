/**
 * The table: one way to drive a session, for every caller (the command line's `play` and `session`,
 * the conformance World, the inspector, the simulation's chart engine, a library user, who sees this
 * class alone: 'baccarat-spec'), on top of the chart's session (Game, internal), it says
 *   - where the table is: `phase` ('betting', 'drawing', 'coup-over', …) and the hand in its turn,
 *     read from the chart's own state meta (src/machines/states/names.ts, META), never from state names;
 *   - the moves that are legal now (`moves()`, the chart's own answer: src/driver/moves.ts);
 *   - a move applied, or refused with the reason and nothing changed (`apply`);
 *   - the table's own way on where nobody has to decide (`onward`, `advance`): the deal once the
 *     bets are made, the deal confirmed, the banco calls closed, the next coup; which move that is
 *     and whether it is taken now are the chart's to say;
 *   - a coup or a whole session played out (`autoplay`) under a policy for the profile's choices
 *     (src/core/policy.ts, answered by the simulation's ChoiceDecider), nobody staking;
 *   - the session's game record kept as it goes, where asked (`record: true`: src/record/record.ts).
 * No rule is applied here: every move goes through the chart, which takes it or refuses it.
 */
import type { InspectionEvent, Observer } from 'xstate';
import type { Phase } from '../machines/build.js';
import type { GameContext, GameEvent, GameInput } from '../machines/context.js';
import { Game, type GameSnapshot, metaOf, stateName, type Verdict } from '../machines/game.js';

export { metaOf } from '../machines/game.js';

import { type CompiledProfile, compileProfile } from '../core/compile.js';
import { type Policy, requirePolicy } from '../core/policy.js';
import { ChoiceDecider } from '../kernel/choices.js';
import { seatTable } from '../kernel/seats.js';
import { cellNow, deciderOf } from '../machines/rules.js';
import type { TableView } from '../machines/view.js';
import { profileHash } from '../profile/hash.js';
import type { Profile } from '../profile/types.js';
import {
  coupResult,
  type GameRecord,
  makerOf,
  RECORD_FORMAT,
  RECORD_VERSION,
  recordedShoe,
  sessionEnd,
} from '../record/record.js';
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

/**
 * How a profile's choices are answered: by a policy (its draws with a probability drawn from a
 * seeded generator), by a decider of the compiled cells (a ChoiceDecider), or always the same way.
 */
export type Choices = Policy | { draws(cell: number): boolean } | 'draw' | 'stand';

/**
 * The choices a policy makes at a session's table: the policy, written for the profile as the user
 * loaded it, carried over to the table as seated (one hand per punter: src/kernel/seats.ts), refused
 * where it leaves a reachable choice unanswered (requirePolicy), its draws with a probability drawn
 * from a generator seeded by `seed`. The command's `session --auto` and Table.autoplay share it.
 */
export function policyChoices(
  written: Profile,
  table: Profile,
  policy: Policy | undefined,
  punters: number,
  seed = 1,
): { draws(cell: number): boolean } {
  const seated = seatTable(written, policy, punters);
  requirePolicy(compileProfile(seated.profile), seated.policy);
  return new ChoiceDecider(compileProfile(table), seated.policy, seed);
}

const isPolicy = (c: Choices): c is Policy => typeof c === 'object' && 'drawChance' in c;

/**
 * How far `Table.autoplay` plays and how it answers the profile's choices.
 *
 * @example
 * ```ts
 * import { loadProfile, Table } from 'baccarat-spec';
 *
 * const table = new Table(loadProfile('punto-banco'), { participants: ['ann', 'bob'], shoe: { kind: 'seeded', seed: 1 } });
 * table.autoplay({ until: 'coup', limit: 1000 });
 * ```
 */
export interface AutoplayOptions {
  /** To the next choice someone must make (a draw or stand), the end of the coup in play (the chart at 'coup-over'), or of the session. */
  readonly until: 'choice' | 'coup' | 'session';
  /**
   * The profile's choices (a draw or stand left to someone): a policy (`loadPolicy` of
   * 'baccarat-spec/odds'), 'draw' or 'stand'; without one, a choice stops the play with an error.
   */
  readonly choices?: Choices;
  /** Seeds a policy's draws made with a probability: the shoe's seed by default, else 1. */
  readonly seed?: number;
  /** Moves made at most: a chart that never ends its session is an error, not a hang. */
  readonly limit?: number;
}

export class DriverError extends Error {
  override name = 'DriverError';
}

/**
 * A session's seating and shoe (who plays, in seating order, and how the cards come), and what the
 * table keeps: its record (`record: true`), an XState inspector (`inspect`).
 *
 * @example
 * ```ts
 * import { loadProfile, parseCards, Table, type TableOptions } from 'baccarat-spec';
 *
 * const options: TableOptions = {
 *   participants: ['ann', 'bob'],
 *   shoe: { kind: 'stacked', shuffles: [parseCards('4H 2S 9C AD 8D')] },
 *   record: true,
 * };
 * const table = new Table(loadProfile('punto-banco'), options);
 * ```
 */
export interface TableOptions extends GameInput {
  /**
   * Keep the session's record (`table.record`, schemas/record.schema.json): every move the chart
   * takes and each coup's result, to write, replay and check later.
   */
  readonly record?: boolean;
  /** An XState inspector (e.g. @statelyai/inspect's), told of every event and snapshot of the chart. */
  readonly inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void);
}

/**
 * A table of one profile: the session from its first bet to its end, driven move by move. Every
 * move goes through the profile's chart, which takes it or refuses it with the reason, changing
 * nothing (`apply`); `moves()` lists what the chart takes now, `advance()` lets the rules move on
 * where nobody decides, `autoplay()` plays a coup or the session out. With `record: true` the table
 * keeps its game record as it goes (`record`), for `writeRecord`, `replayRecord` and the command's
 * `replay`.
 *
 * @example
 * ```ts
 * import { loadProfile, Table } from 'baccarat-spec';
 *
 * const table = new Table(loadProfile('punto-banco'), {
 *   participants: ['ann', 'bob'],
 *   shoe: { kind: 'seeded', seed: 7 },
 *   record: true,
 * });
 * table.apply({ type: 'DEAL' }); // { accepted: false, reason: 'the cards are dealt only once every participant has bet: …' }
 * table.apply({ type: 'BET', participant: 'ann', bet: 'banco' });
 * table.apply({ type: 'BET', participant: 'bob', bet: 'tie' });
 * table.advance(); // [{ type: 'DEAL' }]: the table draws and settles
 * table.phase; // 'coup-over'
 * table.record?.coups.length; // 1
 * ```
 */
export class Table {
  /** The chart's session underneath (src/machines/game.ts): an internal layer, not needed to play. */
  readonly game: Game;
  /** The session's record as it goes, where the table was asked to keep one (`record: true`). */
  readonly record: GameRecord | undefined;
  /** Told after every move the chart takes, with the record and whether the move finished a coup. */
  onRecord: ((record: GameRecord, coupFinished: boolean) => void) | undefined;
  private compiled: CompiledProfile | undefined;
  /** The profile as given, before the table seated it: a policy is written for it. */
  private readonly written: Profile;
  /** Who sits and how the cards come, as given: a fork is seated the same. */
  private readonly input: GameInput;
  /** A seeded shoe's seed, else 1: what a policy's draws are seeded with unless autoplay says. */
  private readonly shoeSeed: number;
  /** The decider of the last policy autoplay was given: its generator goes on from coup to coup. */
  private decided: { policy: Policy; seed: number; decider: { draws(cell: number): boolean } } | undefined;

  /** A new session of `profile`: refused (SessionError) where the seating or the shoe does not fit its rules. */
  constructor(profile: Profile, options: TableOptions, from?: GameSnapshot) {
    const { record, inspect, ...input } = options;
    this.written = profile;
    this.input = input;
    this.shoeSeed = input.shoe.kind === 'seeded' ? input.shoe.seed : 1;
    this.game = new Game(profile, input, { ...(inspect ? { inspect } : {}), ...(from ? { from } : {}) });
    this.record = record
      ? {
          format: RECORD_FORMAT,
          version: RECORD_VERSION,
          profile: { id: profile.id, hash: profileHash(profile) },
          participants: [...input.participants],
          shoe: recordedShoe(input.shoe),
          moves: [],
          coups: [],
        }
      : undefined;
  }

  /**
   * The same session at this moment, as a second table to try other moves on (the explorer's
   * branches, src/explore/): a new actor started from this one's snapshot, over the same chart,
   * which is not built again; it keeps no record and no inspector. The snapshot is shared, not
   * copied nor restored (src/machines/game.ts, forkLogic): the chart never changes one, each move
   * makes a new one. `at`: another snapshot of this session (one a fork of it reached), kept by the
   * explorer in place of a table.
   */
  fork(at: GameSnapshot = this.snapshot): Table {
    return new Table(this.written, this.input, at);
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

  /** Applies a move; a refused one says why and changes nothing (nor the record). */
  apply(event: GameEvent): Verdict {
    if (!this.record) return this.game.send(event);
    const coup = this.context.coup.number;
    const by = makerOf(event, this.context);
    const verdict = this.game.send(event);
    if (verdict.accepted) this.recordMove({ by, event, coup });
    return verdict;
  }

  /** Keeps a move the chart took, each coup's result as it finishes, and the session's end. */
  private recordMove(move: GameRecord['moves'][number]): void {
    const record = this.record!;
    const index = record.moves.push(move) - 1;
    // A coup is finished once it is settled: at 'coup-over' (before the next coup or the banker's
    // exit), or where the session ends with it; the chart moves it to its history later.
    const ctx = this.context;
    const settled = this.over || this.phase === 'coup-over' ? [...ctx.history, ctx.coup] : ctx.history;
    let finished = false;
    for (const c of settled) {
      if (c.number <= record.coups.length || (c.outcome === undefined && c.sides === undefined)) continue;
      record.coups.push(coupResult(c, index));
      finished = true;
    }
    if (this.over && record.end === undefined) record.end = sessionEnd(this, index);
    this.onRecord?.(record, finished);
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
      this.must(this.nextMove(this.answering(options)));
    }
    throw new DriverError(`${this.profile.name}: the session did not end within ${limit} moves (at "${this.state}")`);
  }

  /** The choices autoplay answers with: a policy's decider made once and kept for the session. */
  private answering(options: AutoplayOptions): Exclude<Choices, Policy> | undefined {
    const { choices } = options;
    if (choices === undefined || !isPolicy(choices)) return choices;
    const seed = options.seed ?? this.shoeSeed;
    if (this.decided?.policy !== choices || this.decided.seed !== seed) {
      const punters = Math.max(1, this.context.participants.length - 1);
      this.decided = {
        policy: choices,
        seed,
        decider: policyChoices(this.written, this.profile, choices, punters, seed),
      };
    }
    return this.decided.decider;
  }

  /** The move autoplay makes now. */
  private nextMove(choices: Exclude<Choices, Policy> | undefined): GameEvent {
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

  private choose(hand: string, choices: Exclude<Choices, Policy> | undefined): GameEvent {
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
