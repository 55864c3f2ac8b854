/**
 * An independent oracle of the roads, written straight from the catalog's rules (specs/rules/
 * roads.yaml) with nothing of src/: a grid of cells filled one at a time, the Big Road kept as its
 * logical columns (a list of runs), each derived entry read off the cells to its left as the pages
 * word it ("is there a record in column c−k on this row? on the row above?"), and each prediction
 * found by playing the next coup and seeing what each road gained. Its output has the shape of
 * src/roads' Roads, so a test compares them entry by entry.
 */

type Side = 'B' | 'P';
type Outcome = Side | 'T';
type Colour = 'red' | 'blue';

export interface OracleCoup {
  readonly result: Outcome;
  readonly bankerPair: boolean;
  readonly puntoPair: boolean;
}

const HEIGHT = 6;

/** A grid six rows deep and as wide as needed: which cells are taken. */
class Grid {
  private readonly rows: boolean[][] = Array.from({ length: HEIGHT }, () => []);
  isTaken(column: number, row: number): boolean {
    return this.rows[row]?.[column] === true;
  }
  take(column: number, row: number): void {
    if (this.isTaken(column, row)) throw new Error(`oracle: cell ${column},${row} taken twice`);
    this.rows[row]![column] = true;
  }
}

interface Cell {
  column: number;
  row: number;
  logicalColumn: number;
  logicalRow: number;
}

/**
 * ROAD-03, ROAD-04: cells for a sequence of keys. A new key: the top of the first column, right of
 * where the last run began, whose top is free. The same key: one down while there is a row below
 * and it is free and the run has not turned; otherwise (and from then on) one right, past taken cells.
 */
function cellsOf(keys: readonly string[]): Cell[] {
  const grid = new Grid();
  const cells: Cell[] = [];
  let runStart = -1;
  let turned = false;
  for (let i = 0; i < keys.length; i++) {
    const prev = cells[cells.length - 1];
    let cell: Cell;
    if (!prev || keys[i] !== keys[i - 1]) {
      let column = runStart + 1;
      while (grid.isTaken(column, 0)) column += 1;
      runStart = column;
      turned = false;
      cell = { column, row: 0, logicalColumn: prev ? prev.logicalColumn + 1 : 0, logicalRow: 0 };
    } else {
      const down = prev.row + 1;
      if (!turned && down < HEIGHT && !grid.isTaken(prev.column, down)) {
        cell = { column: prev.column, row: down, logicalColumn: prev.logicalColumn, logicalRow: prev.logicalRow + 1 };
      } else {
        turned = true;
        let column = prev.column + 1;
        while (grid.isTaken(column, prev.row)) column += 1;
        cell = { column, row: prev.row, logicalColumn: prev.logicalColumn, logicalRow: prev.logicalRow + 1 };
      }
    }
    grid.take(cell.column, cell.row);
    cells.push(cell);
  }
  return cells;
}

/** The roads without the predictions. */
function build(coups: readonly OracleCoup[]) {
  // ROAD-01: a cell per coup, six to a column.
  const beadPlate = coups.map((c, i) => ({
    coup: i + 1,
    column: (i - (i % HEIGHT)) / HEIGHT,
    row: i % HEIGHT,
    result: c.result,
    bankerPair: c.bankerPair,
    puntoPair: c.puntoPair,
  }));

  // ROAD-05: ties counted onto the coup won before them; ties before any win wait for the first.
  const won: { coup: number; c: OracleCoup; ties: number }[] = [];
  let waiting = 0;
  for (let i = 0; i < coups.length; i++) {
    const c = coups[i]!;
    if (c.result !== 'T') {
      won.push({ coup: i + 1, c, ties: 0 });
      if (won.length === 1) {
        won[0]!.ties = waiting;
        waiting = 0;
      }
    } else if (won.length > 0) won[won.length - 1]!.ties += 1;
    else waiting += 1;
  }
  const bigCells = cellsOf(won.map((w) => w.c.result));
  const entries = won.map((w, i) => ({
    coup: w.coup,
    result: w.c.result as Side,
    ...bigCells[i]!,
    ties: w.ties,
    bankerPair: w.c.bankerPair,
    puntoPair: w.c.puntoPair,
  }));

  // The Big Road as its runs: runs[c][r] is the entry at logical column c, row r.
  const derive = (k: number) => {
    const runs: Side[][] = [];
    const marks: { colour: Colour; coup: number }[] = [];
    for (const e of entries) {
      if (e.logicalRow === 0) runs.push([]);
      runs[runs.length - 1]!.push(e.result);
      const c = e.logicalColumn;
      const r = e.logicalRow;
      // ROAD-07: from column k+1 row 2 (counted from 1), else column k+2 row 1.
      const started = (c === k && r >= 1) || c >= k + 1;
      if (!started) continue;
      let colour: Colour;
      if (r === 0) {
        // ROAD-08: the two columns before: the same number of records, red.
        colour = runs[c - 1]!.length === runs[c - 1 - k]!.length ? 'red' : 'blue';
      } else {
        // ROAD-09: a record k columns left on this row: red; none there but one on the row above: blue; none on either: red.
        const left = runs[c - k]!;
        colour = left[r] !== undefined ? 'red' : left[r - 1] !== undefined ? 'blue' : 'red';
      }
      marks.push({ colour, coup: e.coup });
    }
    const cells = cellsOf(marks.map((m) => m.colour));
    return marks.map((m, i) => ({ colour: m.colour, ...cells[i]!, coup: m.coup }));
  };
  return {
    coups: coups.length,
    beadPlate,
    bigRoad: { entries, pendingTies: waiting },
    bigEyeBoy: derive(1),
    smallRoad: derive(2),
    cockroachPig: derive(3),
  };
}

const ROADS = ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const;

/** Every road, and (ROAD-11) the predictions: the next coup played, and what each derived road gained. */
export function oracleRoads(coups: readonly OracleCoup[]) {
  const now = build(coups);
  const guess = (next: Side) => {
    const after = build([...coups, { result: next, bankerPair: false, puntoPair: false }]);
    const gained = (id: (typeof ROADS)[number]) =>
      after[id].length > now[id].length ? after[id][after[id].length - 1]!.colour : null;
    return { bigEyeBoy: gained('bigEyeBoy'), smallRoad: gained('smallRoad'), cockroachPig: gained('cockroachPig') };
  };
  return { ...now, predictions: { B: guess('B'), P: guess('P') } };
}
