/**
 * Lines an adapter printed for a scenario after that scenario had ended (an answer sent twice, the
 * second after the scenario's sync): charged to the scenario whose request they answer, by its id,
 * and read by the conformance run when it reports (src/conformance/run.ts), which fails that
 * scenario. The ledger is one for the process (src/engine/process-wide.ts): the steps cucumber loads
 * (dist/) and the run that reads the ledger may be two copies of this module (the tests run the sources).
 */
import { processWideMap } from './process-wide.js';

const ledger = () => processWideMap<string, string>('adapter-charges');

/** Charges a scenario (cucumber's pickle id) with a misbehaviour found after it ended: the first one is kept. */
export function chargeScenario(scenario: string, message: string): void {
  if (!ledger().has(scenario)) ledger().set(scenario, message);
}

/** The charge of a scenario, removed from the ledger (a run reads each of its scenarios once). */
export function takeCharge(scenario: string): string | undefined {
  const message = ledger().get(scenario);
  ledger().delete(scenario);
  return message;
}
