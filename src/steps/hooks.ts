/**
 * The scenario's life around its steps: what it needs of the engine (its @needs tags, against the
 * engine's capabilities: "not applicable" where the engine lacks one), the session started before
 * the first Then that reads it, a refusal nobody checked, the engine made ready for the next
 * scenario, and the first difference of a failed step kept for the report (expected and actual).
 */
import { AssertionError } from 'node:assert';
import { After, Before, BeforeStep, Status, setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { isAdapterEngine } from '../engine/adapter.js';
import { BuiltinEngine } from '../engine/builtin.js';
import { BUILT_IN_ONLY, type Feature } from '../engine/types.js';
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
  const adapter = isAdapterEngine(this.engine);
  // A feature of this project's own is never an adapter's, whatever its capabilities claim.
  const ownOnly = (f: string) => adapter && f in BUILT_IN_ONLY;
  const offered = new Set<string>(this.capabilities.features);
  const needed = [...this.tags].filter((t) => t.startsWith('@needs:')).map((t) => t.slice('@needs:'.length));
  const missing = needed.filter((f) => !offered.has(f) && !ownOnly(f));
  // The variant first: an engine that does not play it is told so, not only what else it lacks. The
  // built-in engine plays every profile (a designer's file too); another, the ids it lists.
  const variants = [...this.tags].filter((t) => t.startsWith('@variant:')).map((t) => t.slice('@variant:'.length));
  const played = new Set(this.capabilities.variants);
  const unplayed =
    !(this.engine instanceof BuiltinEngine) && variants.length > 0 && !variants.some((v) => played.has(v))
      ? variants
      : [];
  const name = this.capabilities.engine.name;
  const reasons = [
    ...(unplayed.length > 0 ? [`does not play ${unplayed.join(', ')}`] : []),
    ...(missing.length > 0 ? [`does not offer ${missing.join(', ')}`] : []),
    ...needed.filter(ownOnly).map((f) => `is not asked for ${f}: ${BUILT_IN_ONLY[f as Feature]} (built-in only)`),
  ];
  if (reasons.length > 0) {
    this.attach(`${name} ${reasons.join(', and ')}`, NOT_APPLICABLE);
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
