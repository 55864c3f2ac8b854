/**
 * Stacked shoes on file (fixtures/shoes/*.yaml): a YAML list with one card sequence per shuffle,
 * top of the shoe first, so a whole session can be replayed card for card. The file is read as a
 * profile is, by the same reader (src/profile/yaml.ts, hence here and not under src/cards): a
 * regular file of at most 1 MiB, aliases and nesting bounded, so a scenario naming a bad file fails
 * with a located reason instead of exhausting the run.
 */
import { formatProblem } from './errors.js';
import { parseYaml, readYamlFile } from './yaml.js';
import { parseCards, type Card } from '../cards/card.js';

export function readStackedShoes(path: string): Card[][] {
  const read = readYamlFile(path);
  if ('reason' in read) throw new Error(`${path}: cannot read the stacked shoes: ${read.reason}`);
  const parsed = parseYaml(read.text, path);
  if ('problems' in parsed) throw new Error(parsed.problems.map(formatProblem).join('\n'));
  const data = parsed.data;
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
