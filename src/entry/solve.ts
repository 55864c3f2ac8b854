/**
 * `import … from 'baccarat-spec/solve'`: game theory, for the analyst of the choices — the
 * equilibrium of a two-hand profile's draws, and a banker's or the sides' best response in Baccarat
 * Banque, each with the policy file that plays it. (Why one file per entry point: src/entry/index.ts.)
 */

export {
  type BestResponse,
  type BestResponseOptions,
  bestResponseJson,
  bestResponseOfBanker,
  bestResponseOfSides,
  NoBestResponse,
} from '../solve/best-response.js';
export { NotSolvable, type Solution, type SolveOptions, solutionJson, solveProfile, TooLarge } from '../solve/solve.js';
