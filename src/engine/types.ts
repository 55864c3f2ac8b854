/**
 * The vocabulary of the conformance kit: what the steps send an engine and what they read back.
 * The same types are the adapter protocol's messages (docs/adapter-protocol.md, schemas/adapter/):
 * the built-in engine answers them in-process, any other engine through an adapter speaking
 * newline-delimited JSON on its standard input and output.
 */
import type { Card } from '../cards/card.js';
import type { CoupRecord, GameEvent, LogEntry, Standing } from '../machines/context.js';
import type { HandView } from '../machines/view.js';

/** The attachment media types the World writes and the conformance run reads (src/conformance/run.ts). */
export const NOT_APPLICABLE = 'text/x.baccarat.not-applicable';
export const DIFFERENCE = 'application/x.baccarat.difference+json';

/**
 * The protocol's version, the only one the harness speaks: every request carries an id its answer
 * echoes, and every scenario ends with a sync exchange (docs/adapter-protocol.md). An adapter of
 * version 1 is refused at hello with a message saying so.
 *
 * @example
 * ```ts
 * import { PROTOCOL } from 'baccarat-spec/kit';
 *
 * PROTOCOL; // 'baccarat-adapter/2'
 * ```
 */
export const PROTOCOL = 'baccarat-adapter/2';

/**
 * What an engine may offer beyond dealing and drawing a coup (which every engine must do). A
 * scenario tagged `@needs:<feature>` runs only against an engine that offers the feature; against
 * another it is "not applicable".
 *
 * @example
 * ```ts
 * import { FEATURES } from 'baccarat-spec/kit';
 *
 * FEATURES.choices; // 'draws and stands left to someone: the coup waits for his DRAW or STAND'
 * ```
 */
export const FEATURES = {
  payouts: 'bets placed and settled: stakes, wins, pushes, losses, commissions, scores and standings',
  'side-bets': 'bets beyond the compared hands and the tie (pairs, Dragon Bonus, Big and Small, ...)',
  session: 'a session around the coups: participants, a dealer, several coups in a row, the shoe counted, the log',
  bank: 'a banker and his fund: auction, shuffle and cut, banco, sides, the bank passing and ending',
  choices: 'draws and stands left to someone: the coup waits for his DRAW or STAND',
  views: 'what each person at the table may see (cards dealt face down)',
  'play-out': 'the engine plays a session out by itself, nobody staking, every choice a draw',
  states: 'the table\'s position named as this project\'s chart names it ("turn of banco")',
  'seeded-shoes': "this project's seeded generator reproduced: a shoe given as {kind: seeded, seed}",
  'profile-files': "this project's own profile loader (not an engine's concern: built-in only)",
  roads:
    "the roads a table shows, drawn by this project from a shoe's results (built-in only: never asked of an engine)",
  shoes: "shoes shuffled by the engine's own generator, for the shuffle battery (baccarat shuffles)",
} as const;
/**
 * The features no adapter can offer: their scenarios ask this project's own code, not the engine,
 * so through an adapter they are not applicable, whatever its capabilities claim (a claim would let
 * an engine pass scenarios it never answered).
 */
export const BUILT_IN_ONLY: Readonly<Partial<Record<Feature, string>>> = {
  roads: 'this project draws them from the results',
};
/**
 * A feature an engine may offer (FEATURES says each in words).
 *
 * @example
 * ```ts
 * import type { Feature } from 'baccarat-spec/kit';
 *
 * const offered: Feature[] = ['payouts', 'session'];
 * ```
 */
export type Feature = keyof typeof FEATURES;

/**
 * What an engine says of itself in answer to hello: its name and version, the variants it plays, the
 * features it offers (a scenario needing another is not applicable).
 *
 * @example
 * ```ts
 * import type { Capabilities } from 'baccarat-spec/kit';
 *
 * const capabilities: Capabilities = {
 *   engine: { name: 'my-engine', version: '1.0.0' },
 *   variants: ['punto-banco', 'chemin-de-fer'],
 *   features: ['payouts', 'choices'],
 * };
 * ```
 */
export interface Capabilities {
  readonly engine: { readonly name: string; readonly version: string };
  /** Profile ids (specs/profiles/) the engine plays. */
  readonly variants: readonly string[];
  readonly features: readonly Feature[];
}

export type ShoeSetup =
  | { readonly kind: 'stacked'; readonly shuffles: readonly (readonly Card[])[] }
  | { readonly kind: 'seeded'; readonly seed: number };

/**
 * What a scenario sets up before its first move.
 *
 * @example
 * ```ts
 * import type { Setup } from 'baccarat-spec/kit';
 *
 * const setup: Setup = {
 *   profile: 'punto-banco',
 *   participants: ['ann', 'bob'],
 *   shoe: { kind: 'stacked', shuffles: [['4H', '2S', '9C', 'AD', '8D']] },
 * };
 * ```
 */
export interface Setup {
  readonly profile: string;
  /** In seating order (counter-clockwise); for a single coup, its bettors if any (feature payouts). */
  readonly participants: readonly string[];
  readonly dealer?: string;
  readonly shoe: ShoeSetup;
  /** Seeds the lots of the session (a tie at the auction). */
  readonly lotSeed?: number;
  /**
   * One coup and nothing else, dealt by a DEAL move: no dealer, no coup after it. Its participants,
   * if any, are bettors (feature payouts without session): they bet, and their bets are settled.
   */
  readonly singleCoup?: boolean;
}

export type Move = GameEvent;

/** The bank as the steps read it. */
export interface BankView {
  readonly banker?: string;
  readonly fund: number;
  readonly cagnotte?: number;
  readonly order: readonly string[];
  readonly sides: Readonly<Record<string, readonly string[]>>;
  readonly active: Readonly<Record<string, string>>;
  readonly shuffledBy: readonly string[];
  readonly cutBy?: string;
  readonly ended?: 'banker-exits' | 'bank-broke' | 'fewer-cards';
}

/**
 * Everything a step checks, after every move. Only `status` and `coup` are required.
 *
 * @example
 * ```ts
 * import type { TableState } from 'baccarat-spec/kit';
 *
 * function outcomeOf(state: TableState): string | undefined {
 *   return state.coup.outcome; // 'banco', 'punto', 'tie', …
 * }
 * ```
 */
export interface TableState {
  readonly status: 'active' | 'done';
  /** 'betting', 'drawing', 'coup-over', 'session-over', ... (docs/adapter-protocol.md). */
  readonly phase?: string;
  /** The chart's name of where the table stands (feature `states`). */
  readonly state?: string;
  /** The hand whose holder must now draw or stand, and who that is (feature `choices`). */
  readonly turn?: string;
  readonly decider?: string;
  /** The coup in play, or the one just ended. */
  readonly coup: CoupRecord;
  /** Coups ended before it, oldest first. */
  readonly history?: readonly CoupRecord[];
  readonly participants?: readonly { readonly id: string; readonly score: number }[];
  readonly dealer?: string;
  readonly coupsToPlay?: number;
  readonly standings?: readonly Standing[];
  readonly winners?: readonly string[];
  readonly bank?: BankView;
  readonly log?: readonly LogEntry[];
  readonly shoe?: {
    readonly left: number;
    /** Each card still in the shoe and its copies. */
    readonly copies?: Readonly<Record<string, number>>;
    readonly underThePack?: number;
    readonly shuffles?: number;
  };
  /**
   * The engine's own serialization of its whole state, opaque to the kit: where given, a refused
   * move must leave it unchanged (the kit compares the rest of the state anyway).
   */
  readonly fingerprint?: string;
}

/**
 * An engine's answer to a move or a setup: taken, with the table's state after it; or refused with the reason
 * (the state, where given, unchanged).
 *
 * @example
 * ```ts
 * import type { EngineVerdict } from 'baccarat-spec/kit';
 *
 * function refusal(reason: string): EngineVerdict {
 *   return { accepted: false, reason };
 * }
 * ```
 */
export type EngineVerdict =
  | { readonly accepted: true; readonly state: TableState }
  | { readonly accepted: false; readonly reason: string; readonly state?: TableState };

/**
 * The table as one person sees it: each hand's cards, those dealt face down hidden from whoever may not see
 * them.
 *
 * @example
 * ```ts
 * import type { View } from 'baccarat-spec/kit';
 *
 * const nothingSeen: View = { viewer: 'onlooker', hands: {}, decisions: [] };
 * ```
 */
export interface View {
  readonly viewer: string;
  readonly hands: Readonly<Record<string, HandView>>;
  readonly decisions: CoupRecord['decisions'];
}

/**
 * One engine, as the World drives it: one scenario at a time.
 *
 * @example
 * ```ts
 * import { type Engine, serve } from 'baccarat-spec/kit';
 *
 * const engine: Engine = {
 *   async capabilities() {
 *     return { engine: { name: 'my-engine', version: '1.0.0' }, variants: ['punto-banco'], features: [] };
 *   },
 *   async start(setup) {
 *     return { accepted: false, reason: `${setup.profile} is not dealt yet` };
 *   },
 *   async move() {
 *     return { accepted: false, reason: 'no moves yet' };
 *   },
 *   async view(viewer) {
 *     return { viewer, hands: {}, decisions: [] };
 *   },
 *   async playOut() {
 *     return { accepted: false, reason: 'play-out is not offered' };
 *   },
 *   async finish() {},
 *   async close() {},
 * };
 * await serve(engine);
 * ```
 */
export interface Engine {
  capabilities(): Promise<Capabilities>;
  /** Sets a scenario up; refused (with the reason) where the session cannot start. */
  start(setup: Setup, scenario: string): Promise<EngineVerdict>;
  move(move: Move): Promise<EngineVerdict>;
  view(viewer: string): Promise<View>;
  /** Plays the session out (feature `play-out`). */
  playOut(): Promise<EngineVerdict>;
  /** The scenario is over (an adapter that misbehaved is restarted for the next). */
  finish(): Promise<void>;
  close(): Promise<void>;
  /** One shoe of the profile, shuffled by the engine's own generator (feature `shoes`, docs/shuffles.md). */
  shuffle?(profile: string): Promise<ShuffledShoe>;
}

/**
 * An engine's answer to a shuffle request (feature `shoes`): one shoe as its production shuffle
 * leaves it, for the shuffle battery (docs/shuffles.md).
 */
export interface ShuffledShoe {
  /** Every card of the decks once per deck, top of the shoe first. */
  readonly cards: readonly Card[];
  readonly decks: number;
  /** Cards behind the cut card (0: no cut card). */
  readonly cut: number;
  /** Cards burnt after the shuffle, before the first coup (0 or absent: none). */
  readonly burn?: number;
}
