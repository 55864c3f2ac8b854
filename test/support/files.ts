/** What a refused command may not change: every file under a folder, with its size and time. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => {
      const s = statSync(join(dir, f));
      return `${f} ${s.size} ${s.mtimeMs}`;
    });
}
