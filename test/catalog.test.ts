/**
 * The rule catalog (specs/rules/*.yaml, src/conformance/catalog.ts). What the project holds itself
 * is checked everywhere, a fresh clone or the packed tarball included: every id is tagged
 * @rule:<id> on a scenario, every tag names an id, every entry and every catalog file has the
 * fields the catalog needs. What needs the shared documents beside the checkout (the checklist
 * ../shared/rules/rules.yaml, the seed texts ../shared/seeds/) is checked where they are, and the
 * test's title says so where they are not.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkCatalog, RULES_DIR, readCatalog, taggedScenarios } from '../src/conformance/catalog.js';
import { ROOT } from '../src/loader/bundled.js';

const CHECKLIST = join(ROOT, '..', 'shared', 'rules', 'rules.yaml');
const SEEDS = join(ROOT, '..', 'shared', 'seeds');

/** A catalog file as written: the head that readCatalog() folds into each entry, and the entries. */
interface CatalogFile {
  readonly path: string;
  readonly variant?: unknown;
  readonly profile?: unknown;
  readonly document?: unknown;
  readonly documents?: unknown;
  readonly rules: { id: string; quote?: string; quotePt?: string }[];
}

function catalogFiles(dir = RULES_DIR): CatalogFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return catalogFiles(path);
      if (!e.name.endsWith('.yaml')) return [];
      return [{ ...(parse(readFileSync(path, 'utf8')) as Omit<CatalogFile, 'path'>), path: relative(ROOT, path) }];
    });
}

describe("the project's own rule catalog (specs/rules), checked everywhere", () => {
  it('has a scenario for every id, and no scenario tags an id outside it', () => {
    expect(checkCatalog()).toEqual({ untested: [], unknown: [], duplicated: [] });
  });

  it('reports an untested id and an unknown tag', () => {
    const rules = [
      { id: 'X-1', variant: 'x', section: '1', statement: 's' },
      { id: 'X-2', variant: 'x', section: '1', statement: 's' },
    ];
    const scenarios = [{ file: 'a.feature', line: 3, name: 'n', rules: ['X-1', 'X-9'] }];
    expect(checkCatalog(rules, scenarios)).toEqual({
      untested: ['X-2'],
      unknown: [{ id: 'X-9', where: 'a.feature:3' }],
      duplicated: [],
    });
  });

  it('gives every entry a statement and a section, and a quote for rules from a document', () => {
    for (const r of readCatalog()) {
      expect(r.statement, r.id).toBeTruthy();
      expect(r.section, r.id).toBeTruthy();
      expect(r.quote, r.id).toBeTruthy();
    }
  });

  it('names in each file its variant, the profile that plays it (whose id is the variant) and its source', () => {
    const files = catalogFiles();
    // 6 variants of the checklist, 31 house variants (specs/rules/house/) and the roads (roads.yaml).
    expect(files.length).toBe(38);
    for (const f of files) {
      expect(typeof f.variant, f.path).toBe('string');
      expect(typeof f.profile, f.path).toBe('string');
      const profile = parse(readFileSync(join(ROOT, f.profile as string), 'utf8')) as { id?: unknown };
      // The roads are a property of results, not a variant: their profile is the game their examples come from.
      expect(profile.id, f.path).toBe(f.variant === 'roads' ? 'punto-banco' : f.variant);
      expect(f.document ?? f.documents, f.path).toBeTruthy();
    }
  });

  it('tags every scenario with at least one rule', () => {
    expect(
      taggedScenarios()
        .filter((s) => s.rules.length === 0)
        .map((s) => `${s.file}:${s.line}`),
    ).toEqual([]);
  });
});

describe('the catalog against the shared documents beside the checkout', () => {
  // The shared checklist sits beside the checkout (and beside CI's clone); the catalog must carry
  // every id of every variant it catalogs. A fresh clone alone has no checklist: the title says so.
  const hasChecklist = existsSync(CHECKLIST);
  it.skipIf(!hasChecklist)(
    hasChecklist
      ? 'carries every checklist id of each variant it catalogs'
      : 'skipped: the checklist ../shared/rules/rules.yaml is not beside this checkout',
    () => {
      const checklist = parse(readFileSync(CHECKLIST, 'utf8')) as {
        variants: Record<string, { rules: { id: string }[] }>;
      };
      const catalog = readCatalog();
      // House variants (specs/rules/house/) are the project's own, not the checklist's.
      const variants = [...new Set(catalog.map((r) => r.variant))].filter((v) => v in checklist.variants);
      // The six variants of the checklist (variant-notes.md), all catalogued.
      expect(variants.length).toBe(6);
      for (const variant of variants) {
        const expected = checklist.variants[variant]!.rules.map((r) => r.id);
        expect(
          catalog.filter((r) => r.variant === variant).map((r) => r.id),
          variant,
        ).toEqual(expected);
      }
    },
  );

  // Every quote is the seed document's own words (the catalogs' header comments say so): checked
  // here after YAML folding, with runs of white space read as one space as the folding writes them.
  const hasSeeds = existsSync(SEEDS);
  it.skipIf(!hasSeeds)(
    hasSeeds
      ? 'quotes every seed document word for word'
      : 'skipped: the seed documents ../shared/seeds/ are not beside this checkout',
    () => {
      const flat = (s: string) => s.replace(/\s+/g, ' ');
      const seed = (name: string) => flat(readFileSync(join(SEEDS, name), 'utf8'));
      let checked = 0;
      for (const f of catalogFiles()) {
        // Baccarat Banque quotes two documents: the Russian one as quote, the Portuguese as quotePt.
        const [first, second] = Array.isArray(f.documents) ? (f.documents as string[]) : [f.document];
        if (typeof first !== 'string' || !existsSync(join(SEEDS, first))) continue; // a public text, not a seed
        const texts = { quote: seed(first), quotePt: typeof second === 'string' ? seed(second) : '' };
        for (const r of f.rules) {
          for (const key of ['quote', 'quotePt'] as const) {
            if (r[key] === undefined) continue;
            expect(texts[key].includes(flat(r[key])), `${f.path} ${r.id} ${key}`).toBe(true);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});

describe('a catalog or a feature changed between two reads', () => {
  // conform keeps what a file read to while the file is unchanged (src/conformance/catalog.ts): a
  // process that runs it twice must see an edit made in between, even one of the same length.
  it('is read again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baccarat-catalog-'));
    try {
      const rules = join(dir, 'house.yaml');
      const feature = join(dir, 'house.feature');
      const catalog = (id: string) => `variant: house\nrules:\n  - id: ${id}\n    section: 1\n    statement: A rule.\n`;
      const scenario = (id: string) => `Feature: House\n  @rule:${id}\n  Scenario: One\n    Given nothing\n`;
      writeFileSync(rules, catalog('HV-01'));
      writeFileSync(feature, scenario('HV-01'));
      expect(readCatalog(dir).map((r) => r.id)).toEqual(['HV-01']);
      expect(taggedScenarios(dir).map((s) => s.rules)).toEqual([['HV-01']]);
      // The same length, and a modification time set apart as a coarse clock would not.
      writeFileSync(rules, catalog('HV-02'));
      writeFileSync(feature, scenario('HV-02'));
      utimesSync(rules, new Date(), new Date(Date.now() + 2000));
      utimesSync(feature, new Date(), new Date(Date.now() + 2000));
      expect(readCatalog(dir).map((r) => r.id)).toEqual(['HV-02']);
      expect(taggedScenarios(dir).map((s) => s.rules)).toEqual([['HV-02']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
