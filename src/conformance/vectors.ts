/**
 * Test vectors (`baccarat vectors --out <dir>`): every single-coup scenario of the suite — a profile,
 * a stacked shoe, one DEAL, nothing else asked of the engine — as plain JSON, for an engine that
 * cannot run an adapter, in the manner of Wycheproof and test262: the input (profile id, cards,
 * bets) and what the engine must give (cards as dealt, decisions, naturals, totals, outcome,
 * settlements), with the scenario's rule ids. The scenarios are read from the feature files
 * (Gherkin pickles: each example row apart); the expected coup is the one this project's engine
 * deals for them, the engine whose every scenario passes (`npm start`).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { parseCards } from '../cards/card.js';
import { BuiltinEngine } from '../engine/builtin.js';
import { bundledIds, ROOT } from '../loader/bundled.js';
import type { CoupRecord } from '../machines/context.js';
import { FEATURES_DIR, featureFiles } from './catalog.js';

/** One vector: a coup's input and the coup the engine must deal. */
export interface Vector {
  readonly id: string;
  readonly scenario: string;
  readonly source: string;
  readonly rules: readonly string[];
  readonly profile: string;
  readonly shoe: readonly string[];
  readonly bets: readonly { readonly bet: string; readonly amount?: number }[];
  readonly expected: {
    readonly cards: CoupRecord['cards'];
    readonly decisions: CoupRecord['decisions'];
    readonly naturals: CoupRecord['naturals'];
    readonly totals: Readonly<Record<string, number>>;
    readonly outcome: string;
    readonly settlements: CoupRecord['settlements'];
  };
}

// The steps a single-coup scenario is made of (src/steps/profile.steps.ts, coup.steps.ts): its
// profile, then one coup dealt from a card order; its Then steps check what the vector expects.
const PROFILE = /^the "([a-z][a-z0-9-]*)" profile$/u;
const DEAL = /^a coup is dealt from "([^"]*)"$/u;

/** Every single-coup scenario of the bundled suite, in file order, with the coup the built-in engine deals. */
export async function singleCoupVectors(): Promise<Vector[]> {
  const bundled = new Set(bundledIds());
  const engine = new BuiltinEngine();
  const vectors: Vector[] = [];
  for (const file of featureFiles(FEATURES_DIR).sort()) {
    const uri = relative(ROOT, file);
    const newId = IdGenerator.incrementing();
    const doc = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(readFileSync(file, 'utf8'));
    const lines = new Map<string, number>();
    for (const child of doc.feature?.children ?? [])
      for (const c of child.rule ? child.rule.children : [child]) {
        if (!c.scenario) continue;
        lines.set(c.scenario.id, c.scenario.location.line);
        for (const ex of c.scenario.examples) for (const row of ex.tableBody) lines.set(row.id, row.location.line);
      }
    for (const pickle of compile(doc, uri, newId)) {
      const tags = pickle.tags.map((t) => t.name);
      // A scenario that needs anything beyond dealing a coup is not a single coup's.
      if (tags.some((t) => t.startsWith('@needs:') || t === '@wip')) continue;
      const given = pickle.steps.filter((s) => s.type !== 'Outcome');
      const profile = given.length === 2 ? PROFILE.exec(given[0]!.text)?.[1] : undefined;
      const cards = given.length === 2 ? DEAL.exec(given[1]!.text)?.[1] : undefined;
      if (profile === undefined || cards === undefined || !bundled.has(profile)) continue;
      const shoe = parseCards(cards);
      const started = await engine.start({
        profile,
        participants: [],
        singleCoup: true,
        shoe: { kind: 'stacked', shuffles: [shoe] },
      });
      const dealt = started.accepted ? await engine.move({ type: 'DEAL' }) : started;
      if (!dealt.accepted || dealt.state.coup.outcome === undefined) continue;
      const coup = dealt.state.coup;
      const line =
        [...pickle.astNodeIds]
          .reverse()
          .map((id) => lines.get(id))
          .find((l) => l !== undefined) ?? 0;
      vectors.push({
        id: `${uri.replace(/^specs\/features\//u, '').replace(/\.feature$/u, '')}:${line}`,
        scenario: pickle.name,
        source: `${uri}:${line}`,
        rules: tags.filter((t) => t.startsWith('@rule:')).map((t) => t.slice('@rule:'.length)),
        profile,
        shoe,
        bets: [],
        // Plain JSON: the engine's records, without its getters or anything left undefined.
        expected: JSON.parse(
          JSON.stringify({
            cards: coup.cards,
            decisions: coup.decisions,
            naturals: coup.naturals,
            totals: Object.fromEntries(Object.entries(coup.hands).map(([h, v]) => [h, v.total])),
            outcome: coup.outcome,
            settlements: coup.settlements,
          }),
        ) as Vector['expected'],
      });
    }
  }
  await engine.close();
  return vectors;
}
