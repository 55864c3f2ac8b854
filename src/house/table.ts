/**
 * The table of house edges (docs/odds.md): every bundled variant's exact odds, as `baccarat odds` computes
 * them, in Markdown. A variant whose tables leave choices is computed under its policy in
 * fixtures/policies/<id>.yaml; one beyond exact enumeration says so and points to simulate.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { compileProfile } from '../core/compile.js';
import { toNumber } from '../core/fraction.js';
import { loadPolicyFile, type Policy, reachableChoices } from '../core/policy.js';
import { bundledIds, loadProfile, ROOT } from '../loader/bundled.js';
import { type ExactOdds, exactOdds, notEnumerableReason } from '../odds/exact.js';
import type { Profile } from '../profile/types.js';
import { markdownCell, percent } from '../text/markdown.js';
import { parBet } from './par.js';

export const EDGES_START = '<!-- house-edges:start -->';
export const EDGES_END = '<!-- house-edges:end -->';

// The one escaping of a Markdown table's cell, which every table of the docs writes through, and
// the one form of a percentage.
export { markdownCell, percent };

/**
 * A house variant's edges as published, by bet id, from its catalog's `published` map
 * (specs/rules/house/<id>.yaml): figures to read beside the exact ones, never used to compute them.
 */
export function publishedEdges(id: string): Record<string, string> {
  const file = join(ROOT, 'specs', 'rules', 'house', `${id}.yaml`);
  if (!existsSync(file)) return {};
  const data = parse(readFileSync(file, 'utf8')) as { published?: Record<string, string> } | null;
  return data?.published ?? {};
}

/**
 * The exact odds of a profile under its plain policy, once per profile object and process: a banker
 * against two tableaux takes half a second to count, and the table in docs/odds.md is asked for more than
 * once (by `odds --markdown` and by its test).
 */
const ODDS = new WeakMap<Profile, ExactOdds>();

/**
 * The same odds by what they are computed from: a variant that changes only what the odds never read
 * (its name, its sources, its session: club baccarat's chips of 25) under a policy of the same
 * choices is counted once (club baccarat takes two seconds).
 */
const ODDS_BY_RULES = new Map<string, ExactOdds>();
function rulesKey(profile: Profile, policy: Policy | undefined): string {
  const {
    id: _id,
    name: _name,
    description: _description,
    sources: _sources,
    session: _session,
    ...rules
  } = profile as Profile & Record<string, unknown>;
  delete (rules as Record<string, unknown>).extends;
  delete (rules as Record<string, unknown>).file; // where it was read from
  const choices = policy ? [...policy.drawChance].map(([cell, p]) => `${cell}:${p.num}/${p.den}`).join(',') : '';
  return `${JSON.stringify(rules)}|${choices}`;
}

export function houseEdgeRows(profiles: readonly Profile[] = bundledIds().map((id) => loadProfile(id))): string[][] {
  const rows: string[][] = [];
  for (const profile of profiles) {
    const reason = notEnumerableReason(profile);
    if (reason) {
      rows.push([`\`${profile.id}\``, String(profile.shoe.decks), '—', reason, '—', '—', '—', '']);
      continue;
    }
    const c = compileProfile(profile);
    const policyFile = join(ROOT, 'fixtures', 'policies', `${profile.id}.yaml`);
    const needsPolicy = reachableChoices(c).length > 0;
    if (needsPolicy && !existsSync(policyFile)) {
      rows.push([
        `\`${profile.id}\``,
        String(profile.shoe.decks),
        '—',
        `its choices need a policy (fixtures/policies/${profile.id}.yaml)`,
        '—',
        '—',
        '—',
        '',
      ]);
      continue;
    }
    const policy = needsPolicy ? loadPolicyFile(policyFile, c) : undefined;
    let odds = ODDS.get(profile);
    if (!odds) {
      const key = rulesKey(profile, policy);
      odds = ODDS_BY_RULES.get(key) ?? exactOdds(profile, { policy });
      ODDS_BY_RULES.set(key, odds);
      ODDS.set(profile, odds);
    }
    const published = publishedEdges(profile.id);
    odds.bets.forEach((b) => {
      const how = b.settles + (policy ? ` (choices: fixtures/policies/${profile.id}.yaml)` : '');
      // The par sheet's figures, from the same counts (src/house/par.ts).
      const par = parBet(odds, b, []);
      rows.push([
        `\`${profile.id}\``,
        String(odds.decks),
        b.side ? `${b.name} (${b.side})` : b.name,
        how,
        percent(b.houseEdge),
        percent(toNumber(par.hitFrequency)),
        par.standardDeviation.toFixed(4),
        published[b.id] ?? '',
      ]);
    });
  }
  return rows;
}

export function houseEdgeTable(profiles?: readonly Profile[]): string {
  const head = ['variant', 'decks', 'bet', 'settles', 'house edge', 'hit frequency', 'standard deviation', 'published'];
  const lines = [`| ${head.join(' | ')} |`, '|---|---:|---|---|---:|---:|---:|---|'];
  for (const r of houseEdgeRows(profiles)) lines.push(`| ${r.map(markdownCell).join(' | ')} |`);
  return lines.join('\n');
}

/** Replaces what lies between two markers of a document, keeping everything else byte for byte. */
export function replaceBlock(text: string, start: string, end: string, body: string): string {
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`the markers ${start} … ${end} are missing`);
  return `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`;
}

/** What lies between two markers, without the newlines that frame it. */
export function blockOf(text: string, start: string, end: string): string {
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`the markers ${start} … ${end} are missing`);
  return text
    .slice(i + start.length, j)
    .replace(/^\n/, '')
    .replace(/\n$/, '');
}
