/**
 * A profile's rules compiled once: the profile with its settle shape, its draw tables and its result
 * rules, built when a chart is built and read by its guards and actions from then on, rather than
 * looked up by profile on every call. Once a process: every chart, session and compiled profile
 * (src/core/compile.ts) of a profile object reads the same Rules, which nothing writes to.
 */
import type { Profile } from '../profile/types.js';
import { compileDrawTables, type DrawTables, drawSpanOf } from './draw-tables.js';
import { compileResultRules, type ResultRules } from './result-rules.js';
import { type SettleShape, settleShapeOf } from './settle.js';

export interface Rules {
  readonly profile: Profile;
  /** Its hands and outcomes as the settle rules read them. */
  readonly shape: SettleShape;
  /** Every turn's draw table and the extra cards' rules, over every total a hand can reach. */
  readonly drawTables: DrawTables;
  /** How a coup is decided once drawing is over. */
  readonly resultRules: ResultRules;
}

/** Each profile's rules, kept as long as the profile object lives. */
const COMPILED = new WeakMap<Profile, Rules>();

export function compileRules(profile: Profile): Rules {
  let rules = COMPILED.get(profile);
  if (!rules) {
    rules = rulesOf(profile);
    COMPILED.set(profile, rules);
  }
  return rules;
}

function rulesOf(profile: Profile): Rules {
  const span = drawSpanOf(profile);
  return {
    profile,
    shape: settleShapeOf(profile),
    drawTables: compileDrawTables(profile, span),
    // Every total a hand can hold, and at least two digits' worth, as outcomeOf reads them.
    resultRules: compileResultRules(profile, Math.max(100, span)),
  };
}
