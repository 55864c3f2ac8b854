/**
 * Whether a scenario applies to an engine, from its tags and the engine's capabilities alone: the
 * one rule the suite's Before hook (src/steps/hooks.ts) skips a scenario by, and the one the docs'
 * figures of scenarios not applicable are counted by (src/docs/suite-figures.ts), so that a figure
 * a page states is the count a run reports.
 */
import { BUILT_IN_ONLY, type Capabilities, type Feature } from './types.js';

/** What the rule reads of an engine: its capabilities, and whether it is behind an adapter. */
export interface JudgedEngine {
  readonly capabilities: Pick<Capabilities, 'engine' | 'variants' | 'features'>;
  /**
   * Behind an adapter (every engine but this project's own, in-process): it plays only the variants
   * its hello lists, and is never asked for a feature that is this project's own (BUILT_IN_ONLY).
   */
  readonly adapter: boolean;
}

const tagged = (tags: readonly string[], prefix: string) =>
  tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));

/**
 * Why a scenario with these tags (its own, its feature's, its rule's and its example's, as cucumber
 * gives them) is not applicable to the engine, in one line naming the engine; undefined where it
 * applies.
 */
export function whyNotApplicable(tags: readonly string[], engine: JudgedEngine): string | undefined {
  const { capabilities, adapter } = engine;
  // A feature of this project's own is never an adapter's, whatever its capabilities claim.
  const ownOnly = (f: string) => adapter && f in BUILT_IN_ONLY;
  const offered = new Set<string>(capabilities.features);
  const needed = tagged(tags, '@needs:');
  const missing = needed.filter((f) => !offered.has(f) && !ownOnly(f));
  // The variant first: an engine that does not play it is told so, not only what else it lacks. The
  // built-in engine plays every profile (a designer's file too); another, the ids it lists.
  const variants = tagged(tags, '@variant:');
  const played = new Set(capabilities.variants);
  const unplayed = adapter && variants.length > 0 && !variants.some((v) => played.has(v)) ? variants : [];
  const reasons = [
    ...(unplayed.length > 0 ? [`does not play ${unplayed.join(', ')}`] : []),
    ...(missing.length > 0 ? [`does not offer ${missing.join(', ')}`] : []),
    ...needed.filter(ownOnly).map((f) => `is not asked for ${f}: ${BUILT_IN_ONLY[f as Feature]} (built-in only)`),
  ];
  return reasons.length > 0 ? `${capabilities.engine.name} ${reasons.join(', and ')}` : undefined;
}
