import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkCatalog, readCatalog, taggedScenarios } from '../src/conformance/catalog.js';

const CHECKLIST = '../shared/rules/rules.yaml';

describe('the rule catalog', () => {
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

  it('tags every scenario with at least one rule', () => {
    expect(
      taggedScenarios()
        .filter((s) => s.rules.length === 0)
        .map((s) => `${s.file}:${s.line}`),
    ).toEqual([]);
  });

  // The shared checklist sits beside the checkout (and beside CI's clone); the catalog must carry
  // every id of every variant it catalogs.
  it.runIf(existsSync(CHECKLIST))('carries every checklist id of each variant it catalogs', () => {
    const checklist = parse(readFileSync(CHECKLIST, 'utf8')) as {
      variants: Record<string, { rules: { id: string }[] }>;
    };
    const catalog = readCatalog();
    // House variants (specs/rules/house/) are the project's own, not the checklist's.
    for (const variant of [...new Set(catalog.map((r) => r.variant))].filter((v) => v in checklist.variants)) {
      const expected = checklist.variants[variant]!.rules.map((r) => r.id);
      expect(
        catalog.filter((r) => r.variant === variant).map((r) => r.id),
        variant,
      ).toEqual(expected);
    }
  });
});
