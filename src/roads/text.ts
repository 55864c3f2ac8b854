/**
 * The roads as text: six lines a road, a cell a word, "." where a cell is empty. `baccarat roads
 * --text` and `session --roads` print it, and the roads scenarios (specs/features/roads/) state
 * their expected roads in it, so one form is read and written.
 *
 *   - Bead Plate and Big Road: the result letter (B, P, T), then on the Big Road "/" for ties with
 *     their number where more than one ("B/2"), then the pair marks, b (Banco) and p (Punto), as a
 *     results string writes them (ROAD-02, ROAD-05, ROAD-06);
 *   - a derived road: R (red) or B (blue) (ROAD-10).
 */
import {
  type BeadCell,
  type BigRoad,
  type Colour,
  DERIVED,
  type DerivedEntry,
  type Prediction,
  ROWS,
  type Roads,
} from './roads.js';

/** A cell's word on the text grid. */
interface Word {
  readonly column: number;
  readonly row: number;
  readonly text: string;
}

/** The grid of six rows, cells padded to one width, "." for an empty cell; no trailing blanks. */
export function gridText(words: readonly Word[]): string {
  const columns = words.reduce((n, w) => Math.max(n, w.column + 1), 1);
  const width = words.reduce((n, w) => Math.max(n, w.text.length), 1);
  const grid = Array.from({ length: ROWS }, () => Array.from({ length: columns }, () => '.'));
  for (const w of words) grid[w.row]![w.column] = w.text;
  return grid
    .map((row) =>
      row
        .map((t) => t.padEnd(width))
        .join(' ')
        .trimEnd(),
    )
    .join('\n');
}

const pairs = (c: { bankerPair: boolean; puntoPair: boolean }) => `${c.bankerPair ? 'b' : ''}${c.puntoPair ? 'p' : ''}`;
const tieMark = (ties: number) => (ties === 0 ? '' : ties === 1 ? '/' : `/${ties}`);

export function beadPlateText(cells: readonly BeadCell[]): string {
  return gridText(cells.map((c) => ({ column: c.column, row: c.row, text: `${c.result}${pairs(c)}` })));
}

export function bigRoadText(road: BigRoad): string {
  // Ties before any coup was won: a slash in the first cell until an entry carries them (ROAD-05).
  if (road.entries.length === 0 && road.pendingTies > 0)
    return gridText([{ column: 0, row: 0, text: tieMark(road.pendingTies) }]);
  return gridText(
    road.entries.map((e) => ({ column: e.column, row: e.row, text: `${e.result}${tieMark(e.ties)}${pairs(e)}` })),
  );
}

const colourLetter = (c: Colour) => (c === 'red' ? 'R' : 'B');

export function derivedText(entries: readonly DerivedEntry[]): string {
  return gridText(entries.map((e) => ({ column: e.column, row: e.row, text: colourLetter(e.colour) })));
}

const predictionText = (p: Prediction) =>
  DERIVED.map((d) => `${d.name} ${p[d.id] === null ? '-' : colourLetter(p[d.id]!)}`).join(', ');

/** Every road under its name, and the predictions. */
export function roadsText(roads: Roads): string {
  return [
    `Bead Plate (${roads.coups} coup${roads.coups === 1 ? '' : 's'})`,
    beadPlateText(roads.beadPlate),
    '',
    'Big Road',
    bigRoadText(roads.bigRoad),
    ...DERIVED.flatMap((d) => ['', d.name, derivedText(roads[d.id])]),
    '',
    `Next Banco: ${predictionText(roads.predictions.B)}`,
    `Next Punto: ${predictionText(roads.predictions.P)}`,
  ].join('\n');
}
