/**
 * Scratch folders for tests: made under the system's temporary folder and removed when the test
 * that asked for one ends, whether it passed or not, so that no run leaves folders behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A new empty folder `<tmp>/<prefix>XXXXXX`, removed once the running test has finished. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
