/**
 * The roads drawn as one SVG picture, laid out as a live table's board, in the marks players know
 * (ROAD-02, ROAD-05, ROAD-06, ROAD-10): red for Banco, blue for Punto, green for a tie. At the left
 * the Bead Plate in filled beads with their letter, under it the counts of the shoe (Banco, Punto,
 * Tie, each pair) and the predictions (ROAD-11); at the right the Big Road, wide, in hollow circles
 * with a green slash for ties (their number where more than one), and under it the derived roads: the
 * Big Eye Boy in hollow circles, then the Small Road in filled dots beside the Cockroach Pig in
 * slashes. Pair dots (Banco's red at the top left, Punto's blue at the bottom right) sit in the
 * cell's corners, clear of the bead or the ring. `baccarat roads --svg` prints it and the inspector
 * shows it as a shoe is played. Every cell carries data-road and data-coup, for a test or a script
 * to find it.
 */
import { type BigRoad, type Colour, DERIVED, type DerivedEntry, type DerivedId, ROWS, type Roads } from './roads.js';

export const RED = '#c8102e';
export const BLUE = '#1f4fd1';
export const GREEN = '#1b8a3a';
const GRID = '#d5d8de';

/** The cell's side in the Bead Plate and Big Road; the derived roads' cells are half of it. */
const CELL = 22;
const SMALL = CELL / 2;
/** The fewest columns the Big Road is drawn with, so an empty shoe shows its grids; the Bead Plate's. */
const MIN_COLUMNS = 12;
const MIN_BEAD_COLUMNS = 7;
/** The left column's least width: the counts and the predictions under the Bead Plate. */
const LEFT_WIDTH = 7 * CELL;
const TITLE = 16;
const GAP = 10;
/** A line of the counts and of the predictions. */
const LINE = 17;

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const colourOf = (c: Colour) => (c === 'red' ? RED : BLUE);

function grid(x: number, y: number, columns: number, cell: number): string {
  const lines: string[] = [];
  for (let c = 0; c <= columns; c++) lines.push(`M${fmt(x + c * cell)} ${fmt(y)}v${fmt(ROWS * cell)}`);
  for (let r = 0; r <= ROWS; r++) lines.push(`M${fmt(x)} ${fmt(y + r * cell)}h${fmt(columns * cell)}`);
  return `<path d="${lines.join('')}" stroke="${GRID}" stroke-width="1" fill="none"/>`;
}

/**
 * A coup's pairs as dots in its cell's corners (`half`: half the cell's side), Banco's at the top
 * left, Punto's at the bottom right: 0.78 of the way to the corner, a dot of 2 keeps 9.6 from the
 * centre, clear of the Big Road's ring (7.9 and half its stroke) and of a bead (9.2).
 */
function pairDots(cx: number, cy: number, half: number, bankerPair: boolean, puntoPair: boolean): string {
  const at = half * 0.78;
  const dot = (dx: number, dy: number, fill: string, pair: string) =>
    `<circle data-pair="${pair}" cx="${fmt(cx + dx)}" cy="${fmt(cy + dy)}" r="2" fill="${fill}" stroke="#fff" stroke-width="0.5"/>`;
  return `${bankerPair ? dot(-at, -at, RED, 'banco') : ''}${puntoPair ? dot(at, at, BLUE, 'punto') : ''}`;
}

function tieSlash(cx: number, cy: number, r: number, ties: number): string {
  const line = `<line x1="${fmt(cx - r * 0.8)}" y1="${fmt(cy + r * 0.8)}" x2="${fmt(cx + r * 0.8)}" y2="${fmt(cy - r * 0.8)}" stroke="${GREEN}" stroke-width="2.5" data-ties="${ties}"/>`;
  const count =
    ties > 1
      ? `<text x="${fmt(cx)}" y="${fmt(cy + r * 0.35)}" font-size="${fmt(r)}" text-anchor="middle" fill="${GREEN}" font-weight="bold">${ties}</text>`
      : '';
  return line + count;
}

function beadPlate(roads: Roads, x: number, y: number): string {
  const r = CELL * 0.42;
  return roads.beadPlate
    .map((c) => {
      const cx = x + (c.column + 0.5) * CELL;
      const cy = y + (c.row + 0.5) * CELL;
      const fill = c.result === 'B' ? RED : c.result === 'P' ? BLUE : GREEN;
      return `<g data-road="bead-plate" data-coup="${c.coup}" data-result="${c.result}"><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"/><text x="${fmt(cx)}" y="${fmt(cy + r * 0.4)}" font-size="${fmt(r * 1.1)}" text-anchor="middle" fill="#fff">${c.result}</text>${pairDots(cx, cy, CELL / 2, c.bankerPair, c.puntoPair)}</g>`;
    })
    .join('');
}

function bigRoad(road: BigRoad, x: number, y: number): string {
  const r = CELL * 0.36;
  if (road.entries.length === 0 && road.pendingTies > 0)
    return `<g data-road="big-road" data-pending-ties="${road.pendingTies}">${tieSlash(x + CELL / 2, y + CELL / 2, r, road.pendingTies)}</g>`;
  return road.entries
    .map((e) => {
      const cx = x + (e.column + 0.5) * CELL;
      const cy = y + (e.row + 0.5) * CELL;
      const stroke = e.result === 'B' ? RED : BLUE;
      return `<g data-road="big-road" data-coup="${e.coup}" data-result="${e.result}"><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="none" stroke="${stroke}" stroke-width="2.5"/>${e.ties > 0 ? tieSlash(cx, cy, r, e.ties) : ''}${pairDots(cx, cy, CELL / 2, e.bankerPair, e.puntoPair)}</g>`;
    })
    .join('');
}

/** A derived road's mark: a hollow circle (Big Eye Boy), a filled dot (Small Road), a slash (Cockroach Pig). */
function derivedMark(id: DerivedId, cx: number, cy: number, colour: Colour, size: number): string {
  const c = colourOf(colour);
  const r = size * 0.36;
  if (id === 'bigEyeBoy')
    return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="none" stroke="${c}" stroke-width="1.8"/>`;
  if (id === 'smallRoad') return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${c}"/>`;
  return `<line x1="${fmt(cx - r)}" y1="${fmt(cy + r)}" x2="${fmt(cx + r)}" y2="${fmt(cy - r)}" stroke="${c}" stroke-width="2.2"/>`;
}

function derived(id: DerivedId, entries: readonly DerivedEntry[], x: number, y: number): string {
  return entries
    .map(
      (e) =>
        `<g data-road="${id}" data-coup="${e.coup}" data-colour="${e.colour}">${derivedMark(id, x + (e.column + 0.5) * SMALL, y + (e.row + 0.5) * SMALL, e.colour, SMALL)}</g>`,
    )
    .join('');
}

const title = (x: number, y: number, text: string) =>
  `<text x="${fmt(x)}" y="${fmt(y + 12)}" font-size="12" font-weight="bold" fill="#333">${text}</text>`;

/** What a next Banco and a next Punto would add to each derived road (ROAD-11), from (x, y) down. */
function predictions(roads: Roads, x: number, y: number): string {
  return ([['B', 'Next Banco'] as const, ['P', 'Next Punto'] as const] as const)
    .map(([side, label], i) => {
      const rowY = y + i * LINE;
      const marks = DERIVED.map((d, j) => {
        const colour = roads.predictions[side][d.id];
        const cx = x + 80 + j * (SMALL + 8) + SMALL / 2;
        return colour === null
          ? `<text x="${fmt(cx)}" y="${fmt(rowY + SMALL * 0.8)}" font-size="12" text-anchor="middle" fill="#999">–</text>`
          : derivedMark(d.id, cx, rowY + SMALL / 2, colour, SMALL);
      });
      return `<g data-prediction="${side}"><text x="${fmt(x)}" y="${fmt(rowY + SMALL * 0.8)}" font-size="12" fill="${side === 'B' ? RED : BLUE}">${label}</text>${marks.join('')}</g>`;
    })
    .join('');
}

/** The shoe's counts, as a board shows them: each result, then each pair, from (x, y) down. */
function counts(roads: Roads, x: number, y: number): string {
  const beads = roads.beadPlate;
  const rows: [string, string, number, boolean][] = [
    ['banco', 'Banco', beads.filter((b) => b.result === 'B').length, false],
    ['punto', 'Punto', beads.filter((b) => b.result === 'P').length, false],
    ['tie', 'Tie', beads.filter((b) => b.result === 'T').length, false],
    ['banco-pair', 'Banco pair', beads.filter((b) => b.bankerPair).length, true],
    ['punto-pair', 'Punto pair', beads.filter((b) => b.puntoPair).length, true],
  ];
  return rows
    .map(([id, name, n, pair], i) => {
      const cy = y + i * LINE + LINE / 2;
      const fill = id.startsWith('banco') ? RED : id.startsWith('punto') ? BLUE : GREEN;
      const mark = pair
        ? `<circle cx="${fmt(x + 6)}" cy="${fmt(cy)}" r="3" fill="${fill}"/>`
        : `<circle cx="${fmt(x + 6)}" cy="${fmt(cy)}" r="6" fill="${fill}"/>`;
      return `<g data-count="${id}" data-n="${n}">${mark}<text x="${fmt(x + 18)}" y="${fmt(cy + 4)}" font-size="12" fill="#333">${name}</text><text x="${fmt(x + LEFT_WIDTH - 4)}" y="${fmt(cy + 4)}" font-size="12" font-weight="bold" text-anchor="end" fill="#333">${n}</text></g>`;
    })
    .join('');
}

const coupsText = (n: number) => `${n} coup${n === 1 ? '' : 's'}`;

/** The whole board: the Bead Plate, the counts and the predictions at the left; the Big Road and its derived roads at the right. */
export function roadsSvg(roads: Roads): string {
  const columnsOf = (cells: readonly { column: number }[], least: number) =>
    Math.max(
      least,
      cells.reduce((n, c) => Math.max(n, c.column + 2), 0),
    );
  const beadColumns = columnsOf(roads.beadPlate, MIN_BEAD_COLUMNS);
  const bigColumns = columnsOf(roads.bigRoad.entries, MIN_COLUMNS);
  // The Big Eye Boy as wide as the Big Road (twice its columns, half their width); the Small Road
  // and the Cockroach Pig share that width side by side.
  const eyeColumns = columnsOf(roads.bigEyeBoy, 2 * bigColumns);
  const smallColumns = columnsOf(roads.smallRoad, bigColumns - 1);
  const pigColumns = columnsOf(roads.cockroachPig, bigColumns - 1);
  const leftWidth = Math.max(beadColumns * CELL, LEFT_WIDTH);
  const right = GAP + leftWidth + GAP;
  const rightWidth = Math.max(bigColumns * CELL, eyeColumns * SMALL, (smallColumns + pigColumns) * SMALL + GAP);
  const parts: string[] = [];
  // The left column: the Bead Plate, the counts, the predictions.
  let y = GAP;
  parts.push(title(GAP, y, `Bead Plate (${coupsText(roads.coups)})`));
  parts.push(grid(GAP, y + TITLE, beadColumns, CELL), beadPlate(roads, GAP, y + TITLE));
  y += TITLE + ROWS * CELL + GAP;
  parts.push(counts(roads, GAP, y));
  y += 5 * LINE + GAP;
  parts.push(predictions(roads, GAP, y));
  const leftEnd = y + 2 * LINE;
  // The right column: the Big Road, the Big Eye Boy, the Small Road beside the Cockroach Pig.
  y = GAP;
  parts.push(title(right, y, 'Big Road'));
  parts.push(grid(right, y + TITLE, bigColumns, CELL), bigRoad(roads.bigRoad, right, y + TITLE));
  y += TITLE + ROWS * CELL + GAP;
  const [eye, small, pig] = DERIVED;
  parts.push(title(right, y, eye.name));
  parts.push(grid(right, y + TITLE, eyeColumns, SMALL), derived(eye.id, roads[eye.id], right, y + TITLE));
  y += TITLE + ROWS * SMALL + GAP;
  const pigX = right + smallColumns * SMALL + GAP;
  parts.push(title(right, y, small.name), title(pigX, y, pig.name));
  parts.push(grid(right, y + TITLE, smallColumns, SMALL), derived(small.id, roads[small.id], right, y + TITLE));
  parts.push(grid(pigX, y + TITLE, pigColumns, SMALL), derived(pig.id, roads[pig.id], pigX, y + TITLE));
  y += TITLE + ROWS * SMALL;
  const width = right + rightWidth + GAP;
  const height = Math.max(leftEnd, y) + GAP;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${fmt(width)} ${fmt(height)}" font-family="system-ui, sans-serif" role="img" aria-label="Roads of ${coupsText(roads.coups)}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>\n`;
}
