/** A variant names its own sources: `extends` does not pass a parent's document on (001 §07). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadProfile } from '../src/loader/bundled.js';
import { checkProfileText } from '../src/loader/load.js';

const HOUSE = [
  'big-small',
  'both-hands',
  'dai-bacc',
  'dragon-bonus',
  'dragon-bonus-2',
  'egalite',
  'ez-baccarat',
  'five-treasures',
  'four-five-six',
  'golden-frog',
  'lucky-6',
  'majestic-match',
  'majestic-match-banker',
  'natural-bets',
  'pair-bets',
  'perfect-pairs',
  'punto-banco-6-decks',
  'punto-banco-pairs',
  'punto-banco-tie-9',
  'super-6',
  'three-card-win',
  'tiger',
];

describe('sources through extends', () => {
  it('are not inherited: a variant without sources has none of its parent', () => {
    const { profile, problems } = checkProfileText(
      'extends: punto-banco\nid: x\nname: X\nshoe: { decks: 6 }\n',
      'x.yaml',
    );
    expect(problems).toEqual([]);
    expect(profile!.sources).toEqual([]);
  });

  it.each(HOUSE)('%s names house rules, not document 001, and its catalog quotes them', (id) => {
    const sources = loadProfile(id).sources.map((s) => s.document);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.join(' ')).not.toContain('001_');
    const catalog = parse(readFileSync(`specs/rules/house/${id}.yaml`, 'utf8')) as {
      document: string;
      rules: { quoteSource?: string; decision?: string }[];
    };
    expect(catalog.document).not.toContain('001_');
    // Each rule quotes its page, or says in its decision why no page is held (tiger's TG-03).
    for (const r of catalog.rules)
      if (r.quoteSource !== undefined || !r.decision?.includes('No public page'))
        expect(r.quoteSource).toMatch(/^https:\/\//);
  });
});
