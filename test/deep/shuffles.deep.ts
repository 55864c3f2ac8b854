/**
 * The battery's false-alarm rate at 99 %: Fisher–Yates over the operating system's cryptographic
 * source, 200 runs of 300 one-deck shoes of punto-banco, and 200 runs of 300 shoes of its 8 decks
 * (the least the command takes is 260). A uniform shuffle fails a run with chance at most 1 %
 * (Holm–Bonferroni); 7 or more failures of 200 would have chance below 0.5 % at 1 % (binomial), so
 * each rate stated is held to at most 6.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../../src/loader/bundled.js';
import { createBattery } from '../../src/shuffles/battery.js';
import { newShoe } from '../support/shufflers.js';

const RUNS = 200;
const RUNS_8 = 200;

function cryptoShoe(decks: number): Uint8Array {
  const out = newShoe(decks);
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function falseAlarms(decks: number, runs: number): number {
  const pb = loadProfile('punto-banco');
  let failed = 0;
  for (let run = 0; run < runs; run++) {
    // Each shoe fed as it is shuffled, as the command feeds an engine's.
    const battery = createBattery(pb, decks);
    for (let n = 0; n < 300; n++) battery.add({ cards: cryptoShoe(decks), cut: 0, burn: 0 });
    if (battery.report().verdict === 'fail') failed++;
  }
  console.log(`false alarms, ${decks} deck(s): ${failed} of ${runs} runs (${((100 * failed) / runs).toFixed(1)} %)`);
  return failed;
}

describe('the shuffle battery on a uniform shuffle', () => {
  it(`fails at most 6 of ${RUNS} runs of one deck (a false-alarm rate within the binomial bound of 1 %)`, () => {
    expect(falseAlarms(1, RUNS)).toBeLessThanOrEqual(6);
  }, 600_000);

  it(`fails at most 6 of ${RUNS_8} runs of 8 decks at 300 shoes`, () => {
    expect(falseAlarms(8, RUNS_8)).toBeLessThanOrEqual(6);
  }, 600_000);
});
