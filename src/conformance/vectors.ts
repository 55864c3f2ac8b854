/**
 * Test vectors (`baccarat vectors --out <dir>`): every single-coup scenario of the suite — a profile,
 * a stacked shoe, its bettors' bets if any, one DEAL, nothing else asked of the engine — as plain JSON, for an engine that
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
import { names } from '../machines/participants.js';
import { FEATURES_DIR, featureFiles } from './catalog.js';

/** One vector: a coup's input and the coup the engine must deal. */
export interface Vector {
  readonly id: string;
  readonly scenario: string;
  readonly source: string;
  readonly rules: readonly string[];
  readonly profile: string;
  readonly shoe: readonly string[];
  /** Bets placed before the deal, in order: whose (the bettor's name) and on what (a bet id of the profile). */
  readonly bets: readonly { readonly participant: string; readonly bet: string }[];
  readonly expected: {
    readonly cards: CoupRecord['cards'];
    readonly decisions: CoupRecord['decisions'];
    readonly naturals: CoupRecord['naturals'];
    readonly totals: Readonly<Record<string, number>>;
    readonly outcome: string;
    readonly settlements: CoupRecord['settlements'];
  };
}

// The steps a single-coup scenario is made of (src/steps/session.steps.ts, coup.steps.ts): its
// profile, then one coup dealt from a card order; or its bettors, a stacked shoe, their bets and
// the deal. Its Then steps check what the vector expects.
const PROFILE = /^the "([a-z][a-z0-9-]*)" profile$/u;
const DEAL = /^a coup is dealt from "([^"]*)"$/u;
const BETTORS = /^a single coup with bettors "([^"]*)"$/u;
const STACKED = /^the shoe is stacked with "([^"]*)"$/u;
const BET = /^"([^"]+)" predicts (\S+)$/u;
const DEALS = /^the dealer deals$/u;
// What a vector's coup may need of an engine: dealing, and bets settled.
const PLAIN = new Set(['@needs:payouts', '@needs:side-bets']);

/** A scenario's steps before its Thens as a vector's input; undefined if they are anything else. */
function inputOf(
  steps: readonly string[],
): { profile: string; shoe: string; bettors: string[]; bets: Vector['bets'] } | undefined {
  const profile = steps.length > 0 ? PROFILE.exec(steps[0]!)?.[1] : undefined;
  if (profile === undefined) return undefined;
  const rest = steps.slice(1);
  const dealt = rest.length === 1 ? DEAL.exec(rest[0]!)?.[1] : undefined;
  if (dealt !== undefined) return { profile, shoe: dealt, bettors: [], bets: [] };
  const bettors = rest.length > 0 ? BETTORS.exec(rest[0]!)?.[1] : undefined;
  const shoe = rest.length > 1 ? STACKED.exec(rest[1]!)?.[1] : undefined;
  if (bettors === undefined || shoe === undefined || !DEALS.test(rest.at(-1)!)) return undefined;
  const bets: { participant: string; bet: string }[] = [];
  for (const step of rest.slice(2, -1)) {
    const m = BET.exec(step);
    if (!m) return undefined;
    bets.push({ participant: m[1]!, bet: m[2]! });
  }
  return { profile, shoe, bettors: names(bettors), bets };
}

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
      // A scenario that needs anything beyond dealing a coup and settling its bets is not a single coup's.
      if (tags.some((t) => (t.startsWith('@needs:') && !PLAIN.has(t)) || t === '@wip')) continue;
      // Its steps up to its first Then: a Then between moves (a refusal looked at) is not a vector's.
      const firstThen = pickle.steps.findIndex((s) => s.type === 'Outcome');
      if (firstThen >= 0 && pickle.steps.slice(firstThen).some((s) => s.type !== 'Outcome')) continue;
      const input = inputOf(pickle.steps.filter((s) => s.type !== 'Outcome').map((s) => s.text));
      if (input === undefined || !bundled.has(input.profile)) continue;
      const { profile, bets } = input;
      const shoe = parseCards(input.shoe);
      const started = await engine.start({
        profile,
        participants: input.bettors,
        singleCoup: true,
        shoe: { kind: 'stacked', shuffles: [shoe] },
      });
      let taken = started.accepted;
      for (const b of bets)
        if (taken) taken = (await engine.move({ type: 'BET', participant: b.participant, bet: b.bet })).accepted;
      const dealt = taken ? await engine.move({ type: 'DEAL' }) : started;
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
        bets,
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
