/**
 * Steps that load a session from a game record (fixtures/records/, docs/records.md): its table,
 * its shoe and its moves, played through the chart one by one as any scenario's moves are. A
 * feature may start from a recorded series instead of spelling every move out.
 */
import assert from 'node:assert/strict';
import { Given, When } from '@cucumber/cucumber';
import { packageFile } from '../profile/paths.js';
import { type GameRecord, shoeOfRecord } from '../record/record.js';
import { readRecord } from '../replay/replay.js';
import type { BaccaratWorld } from './world.js';

/** The record a scenario loaded, by World. */
const loaded = new WeakMap<BaccaratWorld, GameRecord>();

Given('the game recorded in {string}', function (this: BaccaratWorld, path: string) {
  const record = readRecord(packageFile(path));
  assert.equal(
    record.profile.id,
    this.currentProfile.id,
    `${path} is a record of ${record.profile.id}, not of ${this.currentProfile.id}`,
  );
  this.seat(record.participants.join(', '), record.participants[0]);
  const shoe = shoeOfRecord(record.shoe);
  if (shoe.kind === 'seeded') this.seed(shoe.seed);
  else this.stackShuffles(shoe.shuffles);
  loaded.set(this, record);
});

When('the recorded moves are played', async function (this: BaccaratWorld) {
  const record = loaded.get(this);
  assert.ok(record, 'load a record first: Given the game recorded in "<file>"');
  await this.started();
  for (const [i, m] of record.moves.entries()) {
    const verdict = await this.send(m.event);
    assert.ok(verdict.accepted, `move ${i} of the record was refused: ${verdict.accepted ? '' : verdict.reason}`);
  }
});
