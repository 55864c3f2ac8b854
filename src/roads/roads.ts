/**
 * The roads (scoreboards) a baccarat table shows: pure functions from a shoe's results, in order,
 * to the Bead Plate, the Big Road and its three derived roads (Big Eye Boy, Small Road, Cockroach
 * Pig), and the predictions of what a next Banco or Punto would add to each derived road. The rules
 * are the catalog's (specs/rules/roads.yaml, ROAD-01 to ROAD-12), with their sources and the
 * decisions taken where the sources are silent; the scenarios are specs/features/roads/.
 *
 * Rows and columns count from 0, row 0 at the top, column 0 at the left.
 */

/** A hand that won: Banco (the banker's hand) or Punto (the punter's). */
export type Winner = 'B' | 'P';
/** A coup's result: a winner, or a tie. */
export type Result = Winner | 'T';

/** One coup as the roads read it: who won, and whether each hand's first two cards were a pair. */
export interface CoupMark {
  readonly result: Result;
  readonly bankerPair: boolean;
  readonly puntoPair: boolean;
}

/** Every road has six rows (ROAD-01, ROAD-03). */
export const ROWS = 6;

/** A cell of the Bead Plate: one coup, ties included (ROAD-01, ROAD-02). */
export interface BeadCell extends CoupMark {
  /** The coup, 1 for the first. */
  readonly coup: number;
  readonly column: number;
  readonly row: number;
}

/** A cell of the Big Road: one coup that Banco or Punto won (ROAD-03 to ROAD-06). */
export interface BigRoadEntry {
  /** The coup, 1 for the first. */
  readonly coup: number;
  readonly result: Winner;
  /** Where it is drawn (a dragon tail turns right: ROAD-04). */
  readonly column: number;
  readonly row: number;
  /** Its run of one winner (the logical column) and its place in that run: the derived roads read these. */
  readonly logicalColumn: number;
  readonly logicalRow: number;
  /** Ties marked on it: those after it, and on the first entry those before it too (ROAD-05). */
  readonly ties: number;
  /** The pairs of its own coup (ROAD-06). */
  readonly bankerPair: boolean;
  readonly puntoPair: boolean;
}

export interface BigRoad {
  readonly entries: readonly BigRoadEntry[];
  /** Ties while no coup has had a winner yet: the first entry will carry them (ROAD-05). */
  readonly pendingTies: number;
}

export type Colour = 'red' | 'blue';

/** A cell of a derived road (ROAD-07 to ROAD-10). */
export interface DerivedEntry {
  readonly colour: Colour;
  readonly column: number;
  readonly row: number;
  readonly logicalColumn: number;
  readonly logicalRow: number;
  /** The coup of the Big Road entry that added it. */
  readonly coup: number;
}

/** The three derived roads and their cycle k: each compares a column with the one k columns to its left (ROAD-07). */
export const DERIVED = [
  { id: 'bigEyeBoy', name: 'Big Eye Boy', cycle: 1 },
  { id: 'smallRoad', name: 'Small Road', cycle: 2 },
  { id: 'cockroachPig', name: 'Cockroach Pig', cycle: 3 },
] as const;
export type DerivedId = (typeof DERIVED)[number]['id'];

/** What a next Banco or Punto would add to each derived road: a colour, or null where the road would not yet start (ROAD-11). */
export type Prediction = Readonly<Record<DerivedId, Colour | null>>;

export interface Roads {
  /** The coups read, ties included. */
  readonly coups: number;
  readonly beadPlate: readonly BeadCell[];
  readonly bigRoad: BigRoad;
  readonly bigEyeBoy: readonly DerivedEntry[];
  readonly smallRoad: readonly DerivedEntry[];
  readonly cockroachPig: readonly DerivedEntry[];
  readonly predictions: { readonly B: Prediction; readonly P: Prediction };
}

/** ROAD-01, ROAD-02: every coup in order, down each column of six, then the next column. */
export function beadPlate(coups: readonly CoupMark[]): BeadCell[] {
  return coups.map((c, i) => ({
    coup: i + 1,
    column: Math.floor(i / ROWS),
    row: i % ROWS,
    result: c.result,
    bankerPair: c.bankerPair,
    puntoPair: c.puntoPair,
  }));
}

/** A cell placed on a road's grid: its run (logical column), its place in the run, and where it is drawn. */
interface Placed {
  readonly logicalColumn: number;
  readonly logicalRow: number;
  readonly column: number;
  readonly row: number;
}

/**
 * Lays a sequence out as the Big Road and every derived road are laid out (ROAD-03, ROAD-04): a
 * run of equal keys down one column; a new key opens a new column at the top, in the first column
 * right of the last run's first cell whose top cell is free; a run that meets the bottom row or a
 * taken cell below turns right (the dragon tail) and stays on its row.
 */
export function layOut<T>(keys: readonly T[]): Placed[] {
  const taken = new Set<number>();
  const at = (column: number, row: number) => column * ROWS + row;
  const out: Placed[] = [];
  let logicalColumn = -1;
  let logicalRow = 0;
  let start = -1;
  let column = 0;
  let row = 0;
  let turned = false;
  keys.forEach((key, i) => {
    if (i === 0 || key !== keys[i - 1]) {
      logicalColumn++;
      logicalRow = 0;
      // ROAD-04 (decision): the top cell right of the last run's start may already hold a tail.
      start++;
      while (taken.has(at(start, 0))) start++;
      column = start;
      row = 0;
      turned = false;
    } else {
      logicalRow++;
      if (!turned && row + 1 < ROWS && !taken.has(at(column, row + 1))) row++;
      else {
        turned = true;
        column++;
        // ROAD-04 (decision): a tail passes over a cell already taken on its row.
        while (taken.has(at(column, row))) column++;
      }
    }
    taken.add(at(column, row));
    out.push({ column, row, logicalColumn, logicalRow });
  });
  return out;
}

/** ROAD-03, ROAD-05, ROAD-06: the Big Road of a sequence of coups. */
export function bigRoad(coups: readonly CoupMark[]): BigRoad {
  const wins: { coup: number; mark: CoupMark & { result: Winner }; ties: number }[] = [];
  let pendingTies = 0;
  coups.forEach((c, i) => {
    if (c.result === 'T') {
      const last = wins.at(-1);
      if (last) last.ties++;
      else pendingTies++;
      return;
    }
    wins.push({ coup: i + 1, mark: c as CoupMark & { result: Winner }, ties: pendingTies });
    pendingTies = 0;
  });
  const placed = layOut(wins.map((w) => w.mark.result));
  return {
    entries: wins.map((w, i) => ({
      coup: w.coup,
      result: w.mark.result,
      ...placed[i]!,
      ties: w.ties,
      bankerPair: w.mark.bankerPair,
      puntoPair: w.mark.puntoPair,
    })),
    pendingTies,
  };
}

/**
 * ROAD-07, ROAD-08, ROAD-09: the colour a Big Road entry adds to the derived road of cycle k, given
 * the lengths of the Big Road's runs before its own (`lengths[c]` for column c), or null where that
 * road does not start yet. An entry that opens column c compares columns c−1 and c−1−k: red where
 * they are of one length. An entry further down, at row r, looks at column c−k: red where it
 * reaches row r or stops two rows or more above it, blue where it stops exactly one row above.
 */
export function derivedColour(lengths: readonly number[], column: number, row: number, cycle: number): Colour | null {
  if (row === 0) {
    if (column - 1 - cycle < 0) return null;
    return lengths[column - 1] === lengths[column - 1 - cycle] ? 'red' : 'blue';
  }
  if (column - cycle < 0) return null;
  return lengths[column - cycle] === row ? 'blue' : 'red';
}

/** The derived road of cycle k, laid out as the Big Road is (ROAD-10). */
export function derivedRoad(big: BigRoad, cycle: number): DerivedEntry[] {
  const lengths: number[] = [];
  const marks: { colour: Colour; coup: number }[] = [];
  for (const e of big.entries) {
    lengths[e.logicalColumn] = e.logicalRow + 1;
    const colour = derivedColour(lengths, e.logicalColumn, e.logicalRow, cycle);
    if (colour) marks.push({ colour, coup: e.coup });
  }
  const placed = layOut(marks.map((m) => m.colour));
  return marks.map((m, i) => ({ colour: m.colour, ...placed[i]!, coup: m.coup }));
}

/** ROAD-11: the colour each derived road would gain if the next coup were won by `next`. */
export function predict(big: BigRoad, next: Winner): Prediction {
  const last = big.entries.at(-1);
  const lengths: number[] = [];
  for (const e of big.entries) lengths[e.logicalColumn] = e.logicalRow + 1;
  // The next entry goes down the last column if it is the same winner, else opens the next column.
  const column = !last ? 0 : last.result === next ? last.logicalColumn : last.logicalColumn + 1;
  const row = !last || last.result !== next ? 0 : last.logicalRow + 1;
  const of = (cycle: number) => derivedColour(lengths, column, row, cycle);
  return { bigEyeBoy: of(1), smallRoad: of(2), cockroachPig: of(3) };
}

/** Every road of a sequence of coups, and the predictions for the next one. */
export function roadsOf(coups: readonly CoupMark[]): Roads {
  const big = bigRoad(coups);
  return {
    coups: coups.length,
    beadPlate: beadPlate(coups),
    bigRoad: big,
    bigEyeBoy: derivedRoad(big, 1),
    smallRoad: derivedRoad(big, 2),
    cockroachPig: derivedRoad(big, 3),
    predictions: { B: predict(big, 'B'), P: predict(big, 'P') },
  };
}
