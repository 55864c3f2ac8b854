/**
 * Which modules a command loads: only `conform` loads the conformance runner (cucumber), the
 * heaviest dependency to start (src/cli/main.ts imports each command's module when it runs). Its
 * own process (vitest.config.ts's isolated project), so that no other test file has loaded it.
 */
import { describe, expect, it, vi } from 'vitest';
import { baccarat } from './support/cli.js';

const loaded = vi.hoisted(() => ({ conformance: false }));
vi.mock('../src/conformance/run.js', async (original) => {
  loaded.conformance = true;
  return original();
});

describe('the command line', () => {
  it('loads the conformance runner (cucumber) for conform alone', async () => {
    await baccarat(['--help']);
    await baccarat(['--version']);
    await baccarat(['conform', '--help']);
    await baccarat(['validate', 'specs/profiles/punto-banco.yaml']);
    await baccarat(['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D']);
    await baccarat(['show', 'super-6']);
    expect(loaded.conformance).toBe(false);
    // The check can fail: conform, even refusing its arguments, has loaded it.
    await baccarat(['conform', 'no-such.feature']);
    expect(loaded.conformance).toBe(true);
  });
});
