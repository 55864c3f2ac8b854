/**
 * The session the inspector runs: the real Game built from the profile, and its record as the
 * actor's `inspect` events report it. Every microstep of the chart (a card dealt, a forced draw, a
 * bet recorded) becomes a frame holding the snapshot XState produced; stepping back and forward
 * shows those recorded snapshots, and nothing is ever played again to rebuild one.
 */
import type { InspectionEvent, Observer } from 'xstate';
import { parseCards } from '../cards/card.js';
import type { ShoeSource } from '../cards/shoe.js';
import { nameOf } from '../diagram/chart.js';
import { Table } from '../driver/table.js';
import type { GameEvent, GameInput } from '../machines/context.js';
import type { GameSnapshot, Verdict } from '../machines/game.js';
import type { Profile } from '../profile/types.js';

/** How a session starts, as the page's form gives it. */
export interface SessionSetup {
  readonly profile: string;
  readonly participants: readonly string[];
  /** A seeded shuffle, or stacked cards: one sequence per shuffle, separated by '|'. */
  readonly shoe: { readonly seed: number } | { readonly cards: string };
}

export interface TakenTransition {
  readonly source: string;
  readonly target: string | undefined;
  /** '' for an eventless (`always`) transition. */
  readonly event: string;
  readonly guard: string | undefined;
}

export interface Frame {
  readonly index: number;
  /** The snapshot as the actor reported it. */
  snapshot: GameSnapshot;
  /** The event the chart was handling ('xstate.init' at the start). */
  readonly event: GameEvent | { type: 'xstate.init' };
  /** The transitions of this microstep (none for the start). */
  readonly transitions: readonly TakenTransition[];
  /** True where the chart came to rest and waits for a person: the start, and the end of each move. */
  settled: boolean;
}

export class SetupError extends Error {
  override name = 'SetupError';
}

/** Reads the page's shoe: a seed, or stacked cards ("4H 2S 9C AD 8D | 8H 8S KD KC"). */
export function shoeOf(shoe: SessionSetup['shoe']): ShoeSource {
  if ('seed' in shoe) {
    if (!Number.isInteger(shoe.seed) || shoe.seed < 0)
      throw new SetupError(`a seed is a whole number, not ${shoe.seed}`);
    return { kind: 'seeded', seed: shoe.seed };
  }
  const shuffles = shoe.cards
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (shuffles.length === 0)
    throw new SetupError('give the stacked cards, top of the shoe first, e.g. "4H 2S 9C AD 8D"');
  try {
    return { kind: 'stacked', shuffles: shuffles.map(parseCards) };
  } catch (e) {
    throw new SetupError((e as Error).message);
  }
}

export class InspectedSession {
  readonly frames: Frame[] = [];
  /** The session's table: the real Game, driven through the one driver every caller uses, keeping its record (the page saves it). */
  readonly table: Table;
  /** Microsteps recorded since the chart last came to rest. */
  private moving = 0;

  constructor(
    readonly id: number,
    readonly profile: Profile,
    readonly setup: SessionSetup,
    /** Told of every inspection event, after it is recorded (the page's feed, the Stately relay). */
    listener: (e: InspectionEvent) => void,
  ) {
    const input: GameInput = { participants: setup.participants, shoe: shoeOf(setup.shoe) };
    const inspect: Observer<InspectionEvent> = {
      next: (e) => {
        this.record(e);
        listener(e);
      },
    };
    this.table = new Table(profile, { ...input, record: true, inspect });
  }

  private record(e: InspectionEvent): void {
    if (e.type === '@xstate.microstep') {
      this.moving++;
      this.frames.push({
        index: this.frames.length,
        snapshot: e.snapshot as GameSnapshot,
        event: e.event as GameEvent,
        transitions: e._transitions.map((t) => ({
          source: t.source.id,
          target: t.target?.[0]?.id,
          event: t.eventType,
          guard: nameOf(t.guard),
        })),
        settled: false,
      });
    } else if (e.type === '@xstate.snapshot') {
      const last = this.frames.at(-1);
      if (this.moving > 0 && last) {
        // The macrostep's own snapshot: where the chart rests after the microsteps just recorded.
        last.snapshot = e.snapshot as GameSnapshot;
        last.settled = true;
      } else {
        this.frames.push({
          index: this.frames.length,
          snapshot: e.snapshot as GameSnapshot,
          event: e.event as Frame['event'],
          transitions: [],
          settled: true,
        });
      }
      this.moving = 0;
    }
  }

  /** Sends a move to the chart; a refused move changes nothing and records nothing. */
  send(event: GameEvent): Verdict {
    return this.table.apply(event);
  }

  get game() {
    return this.table.game;
  }

  get live(): Frame {
    return this.frames.at(-1)!;
  }
}
