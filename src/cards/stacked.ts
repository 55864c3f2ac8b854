/**
 * Stacked shoes on file (fixtures/shoes/*.yaml): a YAML list with one card sequence per shuffle,
 * top of the shoe first, so a whole session can be replayed card for card.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parseCards, type Card } from './card.js';

export function readStackedShoes(path: string): Card[][] {
  const data: unknown = parse(readFileSync(path, 'utf8'));
  const list = (data as { shuffles?: unknown } | null)?.shuffles;
  if (!Array.isArray(list) || list.some((s) => typeof s !== 'string')) {
    throw new Error(`${path}: expected "shuffles:", a list of card sequences such as "4H 2S 9C AD 8D"`);
  }
  return (list as string[]).map((s, i) => {
    try {
      return parseCards(s);
    } catch (e) {
      throw new Error(`${path}: shuffle ${i + 1}: ${(e as Error).message}`);
    }
  });
}
