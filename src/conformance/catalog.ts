/**
 * The project's rule catalog (specs/rules/*.yaml): one entry per rule id, with an English
 * statement, the document's words and any decision taken where the document is silent. Every id is
 * tagged @rule:<id> on at least one scenario, and every tag names a catalog id (test262's rule:
 * every test traces to the spec, and nothing traces to nowhere).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { ROOT } from '../loader/bundled.js';
import { RULES_DIR } from '../loader/catalogs.js';

export { RULES_DIR };

import { ProfileError } from '../profile/errors.js';
import { parseYaml, readYamlFile } from '../profile/yaml.js';

export const FEATURES_DIR = join(ROOT, 'specs', 'features');

export interface CatalogRule {
  readonly id: string;
  readonly variant: string;
  readonly section: string;
  readonly statement: string;
  readonly quote?: string;
  readonly decision?: string;
}

/**
 * What a file read to, kept while the file is unchanged (its size and modification time): a
 * process that runs conform more than once (the kit's tests, a harness of an engine's own) parses
 * the catalog and the features once, and again only a file that changed.
 */
const readBefore = new Map<string, { size: number; mtimeMs: number; value: unknown }>();

function whileUnchanged<T>(file: string, read: () => T): T {
  const { size, mtimeMs } = statSync(file);
  const before = readBefore.get(file);
  if (before && before.size === size && before.mtimeMs === mtimeMs) return before.value as T;
  const value = read();
  readBefore.set(file, { size, mtimeMs, value });
  return value;
}

/** Every catalog file under specs/rules, its folders (house/) included: one variant each. */
export function readCatalog(dir = RULES_DIR): CatalogRule[] {
  const rules: CatalogRule[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) {
      rules.push(...readCatalog(join(dir, e.name)));
      continue;
    }
    if (!e.name.endsWith('.yaml')) continue;
    // Read as a profile is (bounded size, aliases and nesting): a bad catalog is a located problem.
    const file = relative(ROOT, join(dir, e.name));
    const parsed = whileUnchanged(join(dir, e.name), () => {
      const read = readYamlFile(join(dir, e.name));
      return 'reason' in read ? read : parseYaml(read.text, file);
    });
    if ('reason' in parsed)
      throw new ProfileError([
        { file, line: 1, col: 1, pointer: '', message: `cannot read the rule catalog: ${parsed.reason}` },
      ]);
    if ('problems' in parsed) throw new ProfileError(parsed.problems);
    const data = parsed.data as { variant: string; rules: Omit<CatalogRule, 'variant'>[] } | null;
    if (typeof data?.variant !== 'string' || !Array.isArray(data.rules)) {
      throw new ProfileError([
        {
          file,
          line: 1,
          col: 1,
          pointer: '',
          message: 'a rule catalog is a map with "variant" and "rules", a list of rules',
        },
      ]);
    }
    for (const r of data.rules) rules.push({ ...r, section: String(r.section), variant: data.variant });
  }
  return rules;
}

export interface TaggedScenario {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly rules: readonly string[];
}

/** The .feature files under a folder, its subfolders included. */
export function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? featureFiles(join(dir, e.name)) : e.name.endsWith('.feature') ? [join(dir, e.name)] : [],
  );
}

/** Every scenario (outline examples included) with the rule ids tagged on it or its feature. */
export function taggedScenarios(dir = FEATURES_DIR): TaggedScenario[] {
  return featureFiles(dir)
    .sort()
    .flatMap((file) => whileUnchanged(file, () => scenariosOf(file)));
}

/** The scenarios of one .feature file, with their rule ids. */
function scenariosOf(file: string): TaggedScenario[] {
  const out: TaggedScenario[] = [];
  const parser = new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher());
  const doc = parser.parse(readFileSync(file, 'utf8'));
  const feature = doc.feature;
  if (!feature) return out;
  const ruleTags = (tags: readonly { name: string }[]) =>
    tags
      .map((t) => t.name)
      .filter((t) => t.startsWith('@rule:'))
      .map((t) => t.slice('@rule:'.length));
  const featureRules = ruleTags(feature.tags);
  const walk = (children: typeof feature.children, inherited: string[]) => {
    for (const child of children) {
      if (child.rule)
        walk(child.rule.children as typeof feature.children, [...inherited, ...ruleTags(child.rule.tags)]);
      const s = child.scenario;
      if (!s) continue;
      const rules = [...inherited, ...ruleTags(s.tags), ...s.examples.flatMap((e) => ruleTags(e.tags))];
      out.push({ file: relative(ROOT, file), line: s.location.line, name: s.name, rules: [...new Set(rules)] });
    }
  };
  walk(feature.children, featureRules);
  return out;
}

export interface CatalogProblems {
  /** Catalog ids that no scenario tags. */
  readonly untested: readonly string[];
  /** Tags that name no catalog id, with where they stand. */
  readonly unknown: readonly { id: string; where: string }[];
  /** Ids listed twice in the catalog. */
  readonly duplicated: readonly string[];
}

export function checkCatalog(rules = readCatalog(), scenarios = taggedScenarios()): CatalogProblems {
  const ids = new Set<string>();
  const duplicated: string[] = [];
  for (const r of rules) {
    if (ids.has(r.id)) duplicated.push(r.id);
    ids.add(r.id);
  }
  const tagged = new Set(scenarios.flatMap((s) => s.rules));
  const untested = [...ids].filter((id) => !tagged.has(id));
  const unknown = scenarios.flatMap((s) =>
    s.rules.filter((id) => !ids.has(id)).map((id) => ({ id, where: `${s.file}:${s.line}` })),
  );
  return { untested, unknown, duplicated };
}
