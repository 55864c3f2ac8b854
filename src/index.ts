/**
 * The library: `import { loadProfile, buildMachine, Game, Table, exactOdds, simulate } from 'baccarat-spec'`.
 * Bundled profiles, schemas, policies and features are found beside the installed package (its
 * folder, from import.meta.url), never from the current folder.
 */

// Cards and shoes.
export {
  type Card,
  CardError,
  cardGlyph,
  parseCard,
  parseCards,
  RANKS,
  type Rank,
  rankOf,
  SUITS,
  type Suit,
  suitOf,
} from './cards/card.js';
export { fullShoe, newShoe, ShoeError, type ShoeSource, type ShoeState } from './cards/shoe.js';
// The conformance suite over the bundled features (or a designer's own), as the CLI runs it.
export { type ConformanceReport, type RuleResult, runConformance } from './conformance/run.js';
// Simulation: the kernel compiled from a profile, seeded shoes on worker threads, the summary.
export { type CompiledProfile, compileProfile, UnsupportedProfile, unsupportedReason } from './core/compile.js';
export { type Fraction, fractionText, toNumber } from './core/fraction.js';
export {
  bundledPolicyFile,
  checkPolicyText,
  loadPolicyFile,
  POLICY_SCHEMA_PATH,
  type Policy,
  PolicyError,
  PolicyMissing,
  reachableChoices,
  requirePolicy,
} from './core/policy.js';
// Driving a table: its phase, the legal moves, a move applied or refused, the rules moving on, autoplay.
export {
  type AutoplayOptions,
  type Choices,
  choiceCell,
  DriverError,
  handInTurn,
  legalMoves,
  type Move,
  onwardOf,
  type Phase,
  phaseOf,
  policyChoices,
  type StateMeta,
  Table,
} from './driver/table.js';
export { AdapterEngine, AdapterError } from './engine/adapter.js';
// The conformance suite as a test kit for other engines (docs/adapter-protocol.md): the vocabulary
// the steps speak, this project's engine in it, an engine behind an adapter, the adapter's side.
export { BuiltinEngine } from './engine/builtin.js';
export { answer, serve } from './engine/serve.js';
export {
  type Capabilities,
  type Engine as KitEngine,
  FEATURES,
  type Feature,
  PROTOCOL,
  type Setup,
  type TableState,
  type Verdict as KitVerdict,
  type View as KitView,
} from './engine/types.js';
export { type SimulationSpec, simulate } from './kernel/parallel.js';
export type { Engine, Tally } from './kernel/run.js';
export { DEFAULT_PUNTERS, seatTable } from './kernel/seats.js';
export { type Estimate, type SimulationSummary, summarize } from './kernel/stats.js';
// Profiles: a bundled id or a YAML file, checked against the schema and the semantic rules.
export {
  bundledFile,
  bundledIds,
  PROFILES_DIR,
  ProfileNotFound,
  ROOT as PACKAGE_ROOT,
  resolveProfile as loadProfile,
} from './loader/bundled.js';
export { checkProfileText, type LoadResult, loadProfileFile, loadProfileWithSource } from './loader/load.js';
// The statechart built from a profile, and the session facade that refuses illegal moves.
export { buildMachine, type GameMachine, STATE } from './machines/build.js';
export type {
  BankState,
  CoupRecord,
  DealtCard,
  Decision,
  GameContext,
  GameEvent,
  GameInput,
  LogEntry,
  Participant,
  Settlement,
  Standing,
  Wager,
} from './machines/context.js';
export {
  acceptedEvents,
  Game,
  type GameSnapshot,
  refusalReason,
  SessionError,
  stateName,
  type Verdict,
} from './machines/game.js';
// Exact odds by enumeration, and the policies that answer a profile's choices.
export { type ExactOdds, exactOdds, NotEnumerable, notEnumerableReason } from './odds/exact.js';
export { formatProblem, ProfileError, type ProfileProblem } from './profile/errors.js';
export { SCHEMA_PATH } from './profile/schema.js';
export { readStackedShoes } from './profile/stacked.js';
export type * from './profile/types.js';
export { outcomesOf } from './profile/types.js';
// Game records: a whole session kept, written as it goes, read back, replayed and checked.
export {
  type CoupResult as RecordedCoup,
  coupResult,
  type GameRecord,
  profileHash,
  RECORD_FORMAT,
  RECORD_VERSION,
  type RecordedMove,
  RecordingTable,
  recordText,
  type SessionEnd,
  writeRecord,
} from './record/record.js';
export {
  checkProfile,
  checkRecordText,
  checkResults,
  RECORD_SCHEMA_PATH,
  RecordError,
  readRecord,
  replayRecord,
} from './record/replay.js';
// Baccarat Banque: the banker's best response to the sides' policy and stakes, the sides' to his.
export {
  type BestResponse,
  type BestResponseOptions,
  bestResponseJson,
  bestResponseOfBanker,
  bestResponseOfSides,
  bestResponseText,
  NoBestResponse,
} from './solve/best-response.js';
export type { Decks, Game as SolvedGame, InfoSet, Sees } from './solve/game.js';
// The equilibrium of a two-hand profile's choices (baccarat solve).
export {
  type Decision as SolvedDecision,
  modelText,
  NotSolvable,
  type Solution,
  solutionJson,
  solveProfile,
  TooLarge,
} from './solve/solve.js';
