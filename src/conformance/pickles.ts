/**
 * The bundled suite's scenarios as cucumber runs them: every example row apart (a Gherkin pickle),
 * each with the tags it carries (its feature's, its rule's, its own and its example table's), less
 * those cucumber.mjs leaves out (@wip). What the docs' figures count (src/docs/suite-figures.ts).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { type GherkinDocument, IdGenerator, type Pickle } from '@cucumber/messages';
import { ROOT } from '../loader/bundled.js';
import { FEATURES_DIR, featureFiles } from './catalog.js';

/** One scenario to run: its file (from the package's folder), its name and its tags. */
export interface SuiteScenario {
  readonly uri: string;
  readonly name: string;
  readonly tags: readonly string[];
}

/**
 * A feature file's text as cucumber reads it: its document (for the places of its scenarios and
 * example rows) and its pickles, one per scenario or example row. Gherkin's errors are thrown as
 * they are (their message starts with the place, "(4:5): expected: …").
 */
export function parseFeature(text: string, uri: string): { doc: GherkinDocument; pickles: readonly Pickle[] } {
  const newId = IdGenerator.incrementing();
  const doc = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(text);
  return { doc, pickles: compile(doc, uri, newId) };
}

/** The scenarios of the feature files under a folder (the bundled suite's by default), in file order. */
export function suiteScenarios(dir = FEATURES_DIR): SuiteScenario[] {
  return featureFiles(dir)
    .sort()
    .flatMap((file) => {
      const uri = relative(ROOT, file);
      const { pickles } = parseFeature(readFileSync(file, 'utf8'), uri);
      return pickles.map((p) => ({ uri, name: p.name, tags: p.tags.map((t) => t.name) }));
    })
    .filter((s) => !s.tags.includes('@wip')); // cucumber.mjs: tags 'not @wip'
}
