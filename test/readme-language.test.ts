/** The table of the profile language (docs/profile-language.md) is what the schema and the bundled profiles say. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_END, LANGUAGE_START, languageTable, schemaKeys } from '../src/docs/language-table.js';
import { PAGES } from '../src/docs/pages.js';
import { blockOf } from '../src/house/table.js';

describe('the table of the profile language (docs/profile-language.md)', () => {
  it('is up to date: run `npm run docs:language` when this fails', () => {
    expect(blockOf(readFileSync(PAGES.language, 'utf8'), LANGUAGE_START, LANGUAGE_END)).toBe(languageTable());
  });

  it('lists the settlement language with the bundled profiles that write it', () => {
    const table = languageTable();
    expect(table).toContain('| `bets[].settle[].when.cardsDealt` |');
    expect(table).toMatch(/\| `bets\[\]\.settle\[\]\.when\.natural` \| .* \|.* `dragon-bonus`(,| \|)/);
    expect(table).toMatch(/\| `bets\[\]\.settle\[\]\.pays\.by` \| .* \|.* `dragon-bonus`(,| \|)/);
    expect([...schemaKeys().keys()]).toContain('bets[].settle[].when.tieTotal');
  });
});
