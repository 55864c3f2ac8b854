/**
 * The figures the docs state about the suite, counted from it: each stands in its page between
 * `<!-- figure:<name> -->` and `<!-- /figure -->`, inline (a table's row or a sentence), and
 * `npm run docs:readme` rewrites them; test/readme-blocks.test.ts fails while one is stale. The
 * scenarios are counted as cucumber runs them (src/conformance/pickles.ts: example rows apart), and
 * whether one applies to an engine by the rule the run skips it by (src/engine/applicable.ts), so a
 * figure a page states is the count a run reports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SuiteScenario, suiteScenarios } from '../conformance/pickles.js';
import { whyNotApplicable } from '../engine/applicable.js';
import type { Capabilities, Feature } from '../engine/types.js';
import { ROOT } from '../loader/bundled.js';

/** The pages that state figures of the suite. */
export const FIGURE_PAGES = [
  'docs/adapter-protocol.md',
  'examples/adapters/python/README.md',
  'examples/adapters/baccarat-engine/README.md',
] as const;

/** A figure in its page: its name, then its value. */
const FIGURE = /<!-- figure:([a-z0-9-]+) -->([^<\n]*)<!-- \/figure -->/g;

/** The example adapters, by the name their figures carry, and the file whose hello states their capabilities. */
export const EXAMPLE_ADAPTERS = {
  python: 'examples/adapters/python/adapter.py',
  reference: 'examples/adapters/baccarat-engine/adapter.mjs',
} as const;

/** The three feature files test/python-adapter.test.ts runs the Python adapter on (its README's figures). */
export const PYTHON_TEST_FEATURES = [
  'specs/features/punto-banco/drawing.feature',
  'specs/features/punto-banco/deal_and_naturals.feature',
  'specs/features/punto-banco/payouts.feature',
] as const;

/**
 * The capabilities an example adapter's hello answers, read from its source (the list literals after
 * `variants` and `features`, in Python or JavaScript): stated once, in the adapter itself.
 */
export function declaredCapabilities(file: string): Pick<Capabilities, 'engine' | 'variants' | 'features'> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const list = (key: string) => {
    const m = new RegExp(`["']?${key}["']?\\s*:\\s*\\[([^\\]]*)\\]`).exec(text);
    if (!m) throw new Error(`${file}: its hello's "${key}" list is not found`);
    return [...m[1]!.matchAll(/["']([^"']+)["']/g)].map((x) => x[1]!);
  };
  return { engine: { name: file, version: '' }, variants: list('variants'), features: list('features') as Feature[] };
}

const needs = (s: SuiteScenario) => s.tags.filter((t) => t.startsWith('@needs:')).sort();
const onlyNeeds = (s: SuiteScenario, wanted: readonly string[]) =>
  needs(s).join(' ') ===
  wanted
    .map((f) => `@needs:${f}`)
    .sort()
    .join(' ');
const ofVariant = (s: SuiteScenario, v: string) => s.tags.includes(`@variant:${v}`);

/** An adapter's figures over some scenarios: how many apply to it, and how many do not. */
function applicability(scenarios: readonly SuiteScenario[], file: string): { applicable: number; not: number } {
  const engine = { capabilities: declaredCapabilities(file), adapter: true };
  const not = scenarios.filter((s) => whyNotApplicable(s.tags, engine) !== undefined).length;
  return { applicable: scenarios.length - not, not };
}

/** Every figure counted from the suite's tags, by name. */
export function tagFigures(scenarios: readonly SuiteScenario[] = suiteScenarios()): Record<string, number> {
  const pb = scenarios.filter((s) => ofVariant(s, 'punto-banco'));
  const figures: Record<string, number> = {
    'payouts-alone': scenarios.filter((s) => onlyNeeds(s, ['payouts'])).length,
    'payouts-side-bets': scenarios.filter((s) => onlyNeeds(s, ['payouts', 'side-bets'])).length,
    'punto-banco-scenarios': pb.length,
    'roads-scenarios': scenarios.filter((s) => s.tags.includes('@needs:roads')).length,
  };
  for (const [name, file] of Object.entries(EXAMPLE_ADAPTERS)) {
    const all = applicability(scenarios, file);
    figures[`${name}-applicable`] = all.applicable;
    figures[`${name}-not-applicable`] = all.not;
    figures[`${name}-punto-banco-not-applicable`] = applicability(pb, file).not;
  }
  const tested = applicability(
    scenarios.filter((s) => (PYTHON_TEST_FEATURES as readonly string[]).includes(s.uri)),
    EXAMPLE_ADAPTERS.python,
  );
  figures['python-test-applicable'] = tested.applicable;
  figures['python-test-not-applicable'] = tested.not;
  return figures;
}

/** The vectors' figures (`baccarat vectors`): how many, over how many profiles, and how many with bets. */
export async function vectorFigures(): Promise<Record<string, number>> {
  const { singleCoupVectors } = await import('../conformance/vectors.js');
  const files = await singleCoupVectors();
  const vectors = files.flatMap((f) => f.vectors);
  return {
    vectors: vectors.length,
    'vector-profiles': files.length,
    'vectors-with-bets': vectors.filter((v) => v.bets.length > 0).length,
  };
}

/** Every figure a page states, by name, with its value there. */
export function figuresOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(FIGURE)].map((m) => [m[1]!, m[2]!]));
}

/** A page with its figures rewritten; a figure of no known name is an error (a typo would stay stale). */
export function regenerateFigures(text: string, figures: Readonly<Record<string, number>>): string {
  return text.replace(FIGURE, (_all, name: string) => {
    const value = figures[name];
    if (value === undefined) throw new Error(`<!-- figure:${name} --> names no figure of src/docs/suite-figures.ts`);
    return `<!-- figure:${name} -->${value}<!-- /figure -->`;
  });
}
