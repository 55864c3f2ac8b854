/**
 * Steps of the roads' scenarios (specs/features/roads/): the results a scenario starts from, and
 * each road read in its text form (src/roads/text.ts), one line into the World each. Expected roads
 * stay in the feature files; a grid is compared word by word, so its spacing is the writer's.
 */
import assert from 'node:assert/strict';
import { type DataTable, Given, Then } from '@cucumber/cucumber';
import { resultsText } from '../roads/results.js';
import { DERIVED, type DerivedId, type Prediction } from '../roads/roads.js';
import { beadPlateText, bigRoadText, colourMark, derivedText } from '../roads/text.js';
import type { BaccaratWorld } from './world.js';

/** A grid's words, row by row: blanks between words (and at the ends) do not count. */
const words = (grid: string) =>
  grid
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));

function sameGrid(actual: string, expected: string): void {
  assert.deepEqual(words(actual), words(expected), `the road drawn is\n${actual}`);
}

const derivedId = (name: string): DerivedId => {
  const d = DERIVED.find((x) => x.name === name);
  assert.ok(d, `"${name}" is none of ${DERIVED.map((x) => x.name).join(', ')}`);
  return d.id;
};

Given('the results {string}', function (this: BaccaratWorld, text: string) {
  this.useResults(text);
});

Given('the results of the game recorded in {string}', function (this: BaccaratWorld, path: string) {
  this.useRecordedResults(path);
});

Then('the results read {string}', function (this: BaccaratWorld, text: string) {
  assert.ok(this.coupMarks, 'no results');
  assert.equal(resultsText(this.coupMarks), text);
});

Then('the Bead Plate reads:', function (this: BaccaratWorld, grid: string) {
  sameGrid(beadPlateText(this.roads.beadPlate), grid);
});

Then('the Big Road reads:', function (this: BaccaratWorld, grid: string) {
  sameGrid(bigRoadText(this.roads.bigRoad), grid);
});

Then('the Big Road is empty', function (this: BaccaratWorld) {
  assert.deepEqual(this.roads.bigRoad.entries, []);
});

Then('the Big Road holds {int} pending tie(s)', function (this: BaccaratWorld, ties: number) {
  assert.equal(this.roads.bigRoad.pendingTies, ties);
});

Then(
  'the Big Road entry of coup {int} is in run {int}, place {int}',
  function (this: BaccaratWorld, coup: number, run: number, place: number) {
    const e = this.roads.bigRoad.entries.find((x) => x.coup === coup);
    assert.ok(e, `coup ${coup} has no Big Road entry`);
    // Runs and places counted from 1 in the features, as a table's reader counts them.
    assert.deepEqual([e.logicalColumn + 1, e.logicalRow + 1], [run, place]);
  },
);

Then('the {string} road reads:', function (this: BaccaratWorld, name: string, grid: string) {
  sameGrid(derivedText(this.roads[derivedId(name)]), grid);
});

Then('the {string} road is empty', function (this: BaccaratWorld, name: string) {
  assert.deepEqual(this.roads[derivedId(name)], []);
});

Then('the {string} road reads {string} in order', function (this: BaccaratWorld, name: string, colours: string) {
  const marks = this.roads[derivedId(name)].map((e) => colourMark(e.colour)).join('');
  assert.equal(marks, colours);
});

Then('the predictions are:', function (this: BaccaratWorld, table: DataTable) {
  // | next | Big Eye Boy | Small Road | Cockroach Pig |, a colour or "-" where the road would not start.
  const shown = (p: Prediction) => Object.fromEntries(DERIVED.map((d) => [d.name, p[d.id] === null ? '-' : p[d.id]!]));
  const { B, P } = this.roads.predictions;
  const actual = { Banco: shown(B), Punto: shown(P) };
  const expected = Object.fromEntries(table.hashes().map(({ next, ...rest }) => [next!, rest]));
  assert.deepEqual(actual, expected);
});

Then('the roads of {string} are refused because {string}', function (this: BaccaratWorld, id: string, why: string) {
  const reason = this.roadsRefusalOf(id);
  assert.ok(reason?.includes(why), `the refusal was: ${reason ?? 'none (roads are drawn)'}`);
});

Then('the roads of {string} are drawn', function (this: BaccaratWorld, id: string) {
  assert.equal(this.roadsRefusalOf(id), undefined);
});
