/** Steps about profiles as files: loading, and the problems a loader must report. */
import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { BaccaratWorld } from './world.js';

When('the profile file {string} is loaded', function (this: BaccaratWorld, path: string) {
  this.loadFile(path);
});

Then('loading fails with {string}', function (this: BaccaratWorld, message: string) {
  assert.ok(this.loadError, 'the profile loaded without problems');
  assert.ok(this.loadError.message.includes(message), `the problems were:\n${this.loadError.message}`);
});

Then('the profile loads as {string}', function (this: BaccaratWorld, id: string) {
  assert.equal(this.loadError, undefined, this.loadError?.message);
  assert.equal(this.loaded?.id, id);
});
