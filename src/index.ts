/**
 * The library: `import { loadProfile, buildMachine, Game, Table, exactOdds, simulate } from 'baccarat-spec'`.
 * Bundled profiles, schemas, policies and features are found beside the installed package (its
 * folder, from import.meta.url), never from the current folder.
 */

// Profiles: a bundled id or a YAML file, checked against the schema and the semantic rules.
export { resolveProfile as loadProfile, bundledIds, bundledFile, ProfileNotFound, PROFILES_DIR, ROOT as PACKAGE_ROOT } from './loader/bundled.js';
export { loadProfileFile, loadProfileWithSource, checkProfileText, type LoadResult } from './loader/load.js';
export { ProfileError, formatProblem, type ProfileProblem } from './profile/errors.js';
export { SCHEMA_PATH } from './profile/schema.js';
export type * from './profile/types.js';
export { outcomesOf } from './profile/types.js';

// The statechart built from a profile, and the session facade that refuses illegal moves.
export { buildMachine, STATE, type GameMachine } from './machines/build.js';
export { Game, SessionError, acceptedEvents, refusalReason, stateName, type GameSnapshot, type Verdict } from './machines/game.js';
export type { GameContext, GameEvent, GameInput, CoupRecord, Participant, Wager, DealtCard, Decision, Settlement, LogEntry, Standing, BankState } from './machines/context.js';

// Driving a table: its phase, the legal moves, a move applied or refused, the rules moving on, autoplay.
export {
  Table,
  DriverError,
  legalMoves,
  phaseOf,
  handInTurn,
  onwardOf,
  choiceCell,
  policyChoices,
  type Move,
  type Phase,
  type StateMeta,
  type Choices,
  type AutoplayOptions,
} from './driver/table.js';

// Game records: a whole session kept, written as it goes, read back, replayed and checked.
export { RecordingTable, profileHash, recordText, writeRecord, coupResult, RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordedMove, type CoupResult as RecordedCoup, type SessionEnd } from './record/record.js';
export { readRecord, checkRecordText, checkProfile, replayRecord, checkResults, RecordError, RECORD_SCHEMA_PATH } from './record/replay.js';

// Cards and shoes.
export { parseCard, parseCards, cardGlyph, rankOf, suitOf, CardError, RANKS, SUITS, type Card, type Rank, type Suit } from './cards/card.js';
export { fullShoe, newShoe, ShoeError, type ShoeSource, type ShoeState } from './cards/shoe.js';
export { readStackedShoes } from './profile/stacked.js';

// Exact odds by enumeration, and the policies that answer a profile's choices.
export { exactOdds, notEnumerableReason, NotEnumerable, type ExactOdds } from './odds/exact.js';
// The equilibrium of a two-hand profile's choices (baccarat solve).
export { solveProfile, solutionJson, modelText, NotSolvable, TooLarge, type Solution, type Decision as SolvedDecision } from './solve/solve.js';
export type { Game as SolvedGame, InfoSet, Sees, Decks } from './solve/game.js';
export { loadPolicyFile, checkPolicyText, bundledPolicyFile, reachableChoices, requirePolicy, PolicyError, PolicyMissing, POLICY_SCHEMA_PATH, type Policy } from './core/policy.js';
export { fractionText, toNumber, type Fraction } from './core/fraction.js';
// Baccarat Banque: the banker's best response to the sides' policy and stakes, the sides' to his.
export { bestResponseOfBanker, bestResponseOfSides, bestResponseText, bestResponseJson, NoBestResponse, type BestResponse, type BestResponseOptions } from './solve/best-response.js';

// Simulation: the kernel compiled from a profile, seeded shoes on worker threads, the summary.
export { compileProfile, unsupportedReason, UnsupportedProfile, type CompiledProfile } from './core/compile.js';
export { simulate, type SimulationSpec } from './kernel/parallel.js';
export { summarize, type SimulationSummary, type Estimate } from './kernel/stats.js';
export { seatTable, DEFAULT_PUNTERS } from './kernel/seats.js';
export type { Engine, Tally } from './kernel/run.js';

// The conformance suite over the bundled features (or a designer's own), as the CLI runs it.
export { runConformance, type ConformanceReport, type RuleResult } from './conformance/run.js';

// The conformance suite as a test kit for other engines (docs/adapter-protocol.md): the vocabulary
// the steps speak, this project's engine in it, an engine behind an adapter, the adapter's side.
export { BuiltinEngine } from './engine/builtin.js';
export { AdapterEngine, AdapterError } from './engine/adapter.js';
export { serve, answer } from './engine/serve.js';
export { PROTOCOL, FEATURES, type Engine as KitEngine, type Capabilities, type Feature, type Setup, type TableState, type Verdict as KitVerdict, type View as KitView } from './engine/types.js';
