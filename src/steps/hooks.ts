/**
 * The scenario's life around its steps: what it needs of the engine (its @needs tags, against the
 * engine's capabilities: "not applicable" where the engine lacks one), the session started before
 * the first Then that reads it, a refusal nobody checked, the engine made ready for the next
 * scenario, and the first difference of a failed step kept for the report (expected and actual).
 */
import { AssertionError } from 'node:assert';
import { After, Before, BeforeStep, Status, setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { isAdapterEngine } from '../engine/adapter.js';
import { whyNotApplicable } from '../engine/applicable.js';
import { type BaccaratWorld, DIFFERENCE, NOT_APPLICABLE } from './world.js';

// A step that fails on an assertion attaches what it expected and what it got: the report shows the
// first step that differed with both values (cucumber's messages carry only the error's text).
setDefinitionFunctionWrapper((fn: (...args: unknown[]) => unknown) => {
  const wrapped = async function (this: BaccaratWorld, ...args: unknown[]) {
    try {
      return await fn.apply(this, args);
    } catch (e) {
      // Values compared (strictEqual, deepStrictEqual): not a plain ok() or fail(), whose message says it all.
      if (
        e instanceof AssertionError &&
        typeof this?.attach === 'function' &&
        e.operator !== '==' &&
        e.operator !== 'fail' &&
        e.operator !== undefined
      ) {
        const show = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));
        await this.attach(
          JSON.stringify({ expected: show(e.expected), actual: show(e.actual), operator: e.operator }),
          DIFFERENCE,
        );
      }
      throw e;
    }
  };
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped;
});

Before(async function (this: BaccaratWorld, { pickle }) {
  this.tags = new Set(pickle.tags.map((t) => t.name));
  this.scenario = `${pickle.name} (${pickle.uri})`;
  // Through an adapter, a line answering this scenario's requests is charged to it, whenever it comes.
  if (isAdapterEngine(this.engine)) this.engine.begin(pickle.id);
  this.capabilities = await this.engine.capabilities();
  // Its tags against the engine's capabilities, by the rule the docs' figures are counted by.
  const why = whyNotApplicable([...this.tags], {
    capabilities: this.capabilities,
    adapter: isAdapterEngine(this.engine),
  });
  if (why !== undefined) {
    this.attach(why, NOT_APPLICABLE);
    return 'skipped';
  }
  return undefined;
});

// A Then step reads the session: it has started by then (a refusal to start is kept for the steps
// that look at it: "the series cannot start because …").
BeforeStep(async function (this: BaccaratWorld, { pickleStep }) {
  if (pickleStep.type === 'Outcome' && this.profile !== undefined) await this.startSession();
});

After(async function (this: BaccaratWorld, { result }) {
  try {
    // A scenario may not end on a refused move that no step looked at.
    if (result?.status === Status.PASSED) this.assertNoUncheckedRefusal();
  } finally {
    await this.engine.finish();
  }
});
