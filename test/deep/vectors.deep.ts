/**
 * `baccarat vectors --out` on a full disk (npm run test:deep; the writing alone, scaled down, is in
 * test/cli-hostile.test.ts): the whole command, on a tmpfs of 256 KiB that its 700 KB of vectors do
 * not fit, in a mount namespace of the test's own (unshare -m, root on Linux). It fails naming the
 * file that did not fit, and leaves nothing: not the files it wrote before it, nor its temporary
 * folder, so a rerun finds the target as the first run did.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../support/temp.js';

const BIN = new URL('../../bin/baccarat.js', import.meta.url).pathname;

function onDisk(script: string, disk: string) {
  return spawnSync('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o size=256k tmpfs "$DISK" && ${script}`], {
    encoding: 'utf8',
    env: { ...process.env, DISK: disk, BIN, NODE: process.execPath, BACCARAT_DEBUG: '' },
  });
}
const FULL_DISKS = spawnSync('unshare', ['-m', 'true']).status === 0 && process.getuid?.() === 0;

describe('vectors --out on a full disk', () => {
  it.runIf(FULL_DISKS)('fails naming the file that did not fit, exit 1, and leaves the disk empty', () => {
    const disk = scratchDir('vectors-full-');
    const r = onDisk('"$NODE" "$BIN" vectors --out "$DISK/v"; echo "exit $?"; ls -A "$DISK"', disk);
    expect(r.stdout).toBe('exit 1\n');
    expect(r.stderr).toMatch(
      new RegExp(`^--out ${disk}/v: [a-z0-9-]+\\.json: cannot write it \\(no space left on the device\\)\\n$`),
    );
  });
});
