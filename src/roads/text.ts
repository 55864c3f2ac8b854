/**
 * The roads as text: six lines a road, a cell a word, "." where a cell is empty. `baccarat roads
 * --text` and `session --roads` print it, and the roads scenarios (specs/features/roads/) state
 * their expected roads in it, so one form is read and written.
 *
 *   - Bead Plate and Big Road: the result letter (B, P, T), then on the Big Road "/" for ties with
 *     their number where more than one ("B/2"), then the pair marks, b (Banco) and p (Punto), as a
 *     results string writes them (ROAD-02, ROAD-05, ROAD-06);
 *   - a derived road: ● (red) or ○ (blue) (ROAD-10): no letter, so that neither reads as a result
 *     (B was blue here and Banco there) or a pair mark.
 *
 * A road wider than a terminal's COLUMNS is printed in pages of whole columns, each titled with the
 * columns and the coups it shows, so a long shoe is followed from page to page.
 */
import { COLUMNS, padEnd, textWidth } from '../text/width.js';
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

/** A cell's word on the text grid, and the coup it shows. */
interface Word {
  readonly column: number;
  readonly row: number;
  readonly text: string;
  readonly coup?: number;
}

const cellWidth = (words: readonly Word[]) => words.reduce((n, w) => Math.max(n, textWidth(w.text)), 1);

/** The grid of six rows, cells padded to one width, "." for an empty cell; no trailing blanks. */
export function gridText(words: readonly Word[], width = cellWidth(words)): string {
  const columns = words.reduce((n, w) => Math.max(n, w.column + 1), 1);
  const grid = Array.from({ length: ROWS }, () => Array.from({ length: columns }, () => '.'));
  for (const w of words) grid[w.row]![w.column] = w.text;
  return grid
    .map((row) =>
      row
        .map((t) => padEnd(t, width))
        .join(' ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * A road under its title: whole when it fits COLUMNS, else in pages of as many columns as fit, each
 * titled "<title>, columns 21–40 of 52 (coups 38–71)", every page's cells of the one width.
 */
export function roadPages(title: string, words: readonly Word[], coups?: number): string[] {
  const width = cellWidth(words);
  const columns = words.reduce((n, w) => Math.max(n, w.column + 1), 1);
  const perPage = Math.floor((COLUMNS + 1) / (width + 1));
  if (columns <= perPage) return [title, gridText(words, width)];
  const pages: { first: number; last: number; on: Word[]; from: number | undefined }[] = [];
  for (let first = 0; first < columns; first += perPage) {
    const last = Math.min(first + perPage, columns);
    const on = words.filter((w) => w.column >= first && w.column < last);
    const held = on.flatMap((w) => (w.coup === undefined ? [] : [w.coup]));
    pages.push({ first, last, on, from: held.length === 0 ? undefined : Math.min(...held) });
  }
  // A page's coups run up to the next page's first: a tie rides on the entry before it (ROAD-05), so
  // the coups a page shows are more than its entries' own; the last page runs to the shoe's last coup.
  const held = words.flatMap((w) => (w.coup === undefined ? [] : [w.coup]));
  const end = coups ?? (held.length === 0 ? undefined : Math.max(...held));
  return pages.flatMap(({ first, last, on, from }, i) => {
    const next = pages.slice(i + 1).find((p) => p.from !== undefined)?.from;
    const to = next !== undefined ? next - 1 : end;
    const span = from === undefined || to === undefined ? '' : ` (coups ${from}–${to})`;
    const columnsShown = last - first === 1 ? `column ${last}` : `columns ${first + 1}–${last}`;
    return [
      ...(first > 0 ? [''] : []),
      `${title}, ${columnsShown} of ${columns}${span}`,
      gridText(
        on.map((w) => ({ ...w, column: w.column - first })),
        width,
      ),
    ];
  });
}

const pairs = (c: { bankerPair: boolean; puntoPair: boolean }) => `${c.bankerPair ? 'b' : ''}${c.puntoPair ? 'p' : ''}`;
const tieMark = (ties: number) => (ties === 0 ? '' : ties === 1 ? '/' : `/${ties}`);

const beadWords = (cells: readonly BeadCell[]): Word[] =>
  cells.map((c) => ({ column: c.column, row: c.row, text: `${c.result}${pairs(c)}`, coup: c.coup }));

export function beadPlateText(cells: readonly BeadCell[]): string {
  return gridText(beadWords(cells));
}

function bigRoadWords(road: BigRoad): Word[] {
  // Ties before any coup was won: a slash in the first cell until an entry carries them (ROAD-05).
  if (road.entries.length === 0 && road.pendingTies > 0)
    return [{ column: 0, row: 0, text: tieMark(road.pendingTies) }];
  return road.entries.map((e) => ({
    column: e.column,
    row: e.row,
    text: `${e.result}${tieMark(e.ties)}${pairs(e)}`,
    coup: e.coup,
  }));
}

export function bigRoadText(road: BigRoad): string {
  return gridText(bigRoadWords(road));
}

/** A derived road's mark of a colour: a filled circle red, a hollow one blue. */
export const colourMark = (c: Colour) => (c === 'red' ? '●' : '○');

/** The legend of the derived roads' marks, as the text's header and docs/roads.md say it. */
export const MARKS_LEGEND = `${colourMark('red')} red, ${colourMark('blue')} blue`;

const derivedWords = (entries: readonly DerivedEntry[]): Word[] =>
  entries.map((e) => ({ column: e.column, row: e.row, text: colourMark(e.colour), coup: e.coup }));

export function derivedText(entries: readonly DerivedEntry[]): string {
  return gridText(derivedWords(entries));
}

// The predictions in words: a line of marks would be one more thing to decode.
const predictionText = (p: Prediction) => DERIVED.map((d) => `${d.name} ${p[d.id] ?? '-'}`).join(', ');

/** Every road under its name, after a header that says what the marks mean, and the predictions. */
export function roadsText(roads: Roads): string {
  return [
    'B Banco, P Punto, T tie; b, p a Banco, a Punto pair; on the Big Road / a tie, /2 two',
    `Big Eye Boy, Small Road, Cockroach Pig: ${MARKS_LEGEND}`,
    '',
    ...roadPages(`Bead Plate (${roads.coups} coup${roads.coups === 1 ? '' : 's'})`, beadWords(roads.beadPlate)),
    '',
    ...roadPages('Big Road', bigRoadWords(roads.bigRoad), roads.coups),
    ...DERIVED.flatMap((d) => ['', ...roadPages(d.name, derivedWords(roads[d.id]), roads.coups)]),
    '',
    `Next Banco: ${predictionText(roads.predictions.B)}`,
    `Next Punto: ${predictionText(roads.predictions.P)}`,
  ].join('\n');
}
