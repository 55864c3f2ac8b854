/**
 * Stacked shoes on file (fixtures/shoes/*.yaml): a YAML list with one card sequence per shuffle,
 * top of the shoe first, so a whole session can be replayed card for card. The file is read as a
 * profile is, by the same reader (src/profile/yaml.ts, hence here and not under src/cards): a
 * regular file of at most 1 MiB, aliases and nesting bounded, so a scenario naming a bad file fails
 * with a located reason instead of exhausting the run.
 */

import { type Card, parseCards } from '../cards/card.js';
import { formatProblem, pointerOf } from './errors.js';
import { parseYaml, readYamlFile } from './yaml.js';

export function readStackedShoes(path: string): Card[][] {
  const read = readYamlFile(path);
  if ('reason' in read) throw new Error(`${path}: cannot read the stacked shoes: ${read.reason}`);
  const parsed = parseYaml(read.text, path);
  if ('problems' in parsed) throw new Error(parsed.problems.map(formatProblem).join('\n'));
  const data = parsed.data;
  // Each problem at its place in the file, as a profile's are (path:line:col  /pointer  message).
  const at = (pointer: (string | number)[], message: string): Error => {
    const node =
      pointer.length === 0
        ? parsed.doc.contents
        : (parsed.doc.getIn(pointer, true) as { range?: [number, number, number] } | undefined);
    const { line, col } = parsed.lc.linePos(node?.range?.[0] ?? 0);
    return new Error(formatProblem({ file: path, line, col, pointer: pointerOf(pointer), message }));
  };
  const list = (data as { shuffles?: unknown } | null)?.shuffles;
  if (!Array.isArray(list)) {
    throw at(
      list === undefined ? [] : ['shuffles'],
      'expected "shuffles:", a list of card sequences such as "4H 2S 9C AD 8D"',
    );
  }
  return list.map((s: unknown, i) => {
    if (typeof s !== 'string')
      throw at(
        ['shuffles', i],
        `shuffle ${i + 1} is not a card sequence: write it as one string, top of the shoe first, e.g. "4H 2S 9C AD 8D"`,
      );
    try {
      return parseCards(s);
    } catch (e) {
      throw at(['shuffles', i], `shuffle ${i + 1}: ${(e as Error).message}`);
    }
  });
}
