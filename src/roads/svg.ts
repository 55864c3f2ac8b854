/**
 * The roads drawn as one SVG picture, in the marks players know (ROAD-02, ROAD-05, ROAD-06,
 * ROAD-10): red for Banco, blue for Punto, green for a tie; the Bead Plate in filled beads with
 * their letter, the Big Road in hollow circles with a green slash for ties (their number where more
 * than one) and pair dots (Banco's red at the top left, Punto's blue at the bottom right); the Big
 * Eye Boy in hollow circles, the Small Road in filled dots, the Cockroach Pig in slashes; then the
 * predictions (ROAD-11). `baccarat roads --svg` prints it and the inspector shows it as a shoe is
 * played. Every cell carries data-road and data-coup, for a test or a script to find it.
 */
import { type BigRoad, type Colour, DERIVED, type DerivedEntry, type DerivedId, ROWS, type Roads } from './roads.js';

export const RED = '#c8102e';
export const BLUE = '#1f4fd1';
export const GREEN = '#1b8a3a';
const GRID = '#d5d8de';

/** The cell's side in the Bead Plate and Big Road; the derived roads' cells are half of it. */
const CELL = 22;
const SMALL = CELL / 2;
/** The fewest columns a road is drawn with, so an empty shoe shows its grids. */
const MIN_COLUMNS = 12;
const TITLE = 16;
const GAP = 10;

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const colourOf = (c: Colour) => (c === 'red' ? RED : BLUE);

function grid(x: number, y: number, columns: number, cell: number): string {
  const lines: string[] = [];
  for (let c = 0; c <= columns; c++) lines.push(`M${fmt(x + c * cell)} ${fmt(y)}v${fmt(ROWS * cell)}`);
  for (let r = 0; r <= ROWS; r++) lines.push(`M${fmt(x)} ${fmt(y + r * cell)}h${fmt(columns * cell)}`);
  return `<path d="${lines.join('')}" stroke="${GRID}" stroke-width="1" fill="none"/>`;
}

function pairDots(cx: number, cy: number, r: number, bankerPair: boolean, puntoPair: boolean): string {
  const dot = (dx: number, dy: number, fill: string, pair: string) =>
    `<circle data-pair="${pair}" cx="${fmt(cx + dx)}" cy="${fmt(cy + dy)}" r="${fmt(r * 0.3)}" fill="${fill}" stroke="#fff" stroke-width="1"/>`;
  return `${bankerPair ? dot(-r * 0.72, -r * 0.72, RED, 'banco') : ''}${puntoPair ? dot(r * 0.72, r * 0.72, BLUE, 'punto') : ''}`;
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
      return `<g data-road="bead-plate" data-coup="${c.coup}" data-result="${c.result}"><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"/><text x="${fmt(cx)}" y="${fmt(cy + r * 0.4)}" font-size="${fmt(r * 1.1)}" text-anchor="middle" fill="#fff">${c.result}</text>${pairDots(cx, cy, r, c.bankerPair, c.puntoPair)}</g>`;
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
      return `<g data-road="big-road" data-coup="${e.coup}" data-result="${e.result}"><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="none" stroke="${stroke}" stroke-width="2.5"/>${e.ties > 0 ? tieSlash(cx, cy, r, e.ties) : ''}${pairDots(cx, cy, r, e.bankerPair, e.puntoPair)}</g>`;
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

/** The whole picture: five roads and the predictions. */
export function roadsSvg(roads: Roads): string {
  const columnsOf = (cells: readonly { column: number }[]) =>
    Math.max(
      MIN_COLUMNS,
      cells.reduce((n, c) => Math.max(n, c.column + 2), 0),
    );
  const beadColumns = columnsOf(roads.beadPlate);
  const bigColumns = columnsOf(roads.bigRoad.entries);
  // The derived roads' cells are half as wide: twice the columns fill the same width.
  const derivedColumns = DERIVED.map((d) => Math.max(2 * MIN_COLUMNS, columnsOf(roads[d.id])));
  const width = GAP * 2 + Math.max(beadColumns * CELL, bigColumns * CELL, ...derivedColumns.map((c) => c * SMALL), 330);
  const parts: string[] = [];
  let y = GAP;
  parts.push(title(GAP, y, `Bead Plate (${roads.coups} coups)`));
  y += TITLE;
  parts.push(grid(GAP, y, beadColumns, CELL), beadPlate(roads, GAP, y));
  y += ROWS * CELL + GAP;
  parts.push(title(GAP, y, 'Big Road'));
  y += TITLE;
  parts.push(grid(GAP, y, bigColumns, CELL), bigRoad(roads.bigRoad, GAP, y));
  y += ROWS * CELL + GAP;
  // The three derived roads one under the other, as wide as the shoe makes them.
  DERIVED.forEach((d, i) => {
    parts.push(title(GAP, y, d.name));
    parts.push(grid(GAP, y + TITLE, derivedColumns[i]!, SMALL), derived(d.id, roads[d.id], GAP, y + TITLE));
    y += TITLE + ROWS * SMALL + GAP;
  });
  // ROAD-11: what a next Banco and a next Punto would add to each derived road.
  ([['B', 'Next Banco'] as const, ['P', 'Next Punto'] as const] as const).forEach(([side, label], i) => {
    const rowY = y + i * (SMALL + 8);
    parts.push(
      `<g data-prediction="${side}"><text x="${GAP}" y="${fmt(rowY + SMALL * 0.8)}" font-size="12" fill="${side === 'B' ? RED : BLUE}">${label}</text>`,
    );
    DERIVED.forEach((d, j) => {
      const colour = roads.predictions[side][d.id];
      const cx = GAP + 90 + j * (SMALL + 10) + SMALL / 2;
      parts.push(
        colour === null
          ? `<text x="${fmt(cx)}" y="${fmt(rowY + SMALL * 0.8)}" font-size="12" text-anchor="middle" fill="#999">–</text>`
          : derivedMark(d.id, cx, rowY + SMALL / 2, colour, SMALL),
      );
    });
    parts.push('</g>');
  });
  y += 2 * (SMALL + 8) + GAP;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(y)}" viewBox="0 0 ${fmt(width)} ${fmt(y)}" font-family="system-ui, sans-serif" role="img" aria-label="Roads of ${roads.coups} coups"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>\n`;
}
