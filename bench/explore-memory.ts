/**
 * The explorer's memory a state, for `npm run bench`: a walk run in a process of its own (the
 * compiled dist/, as the command runs it) at two bounds, its peak resident memory read by the
 * process itself when the walk is done (process.resourceUsage().maxRSS); the memory a state is the
 * difference of the two peaks over the difference of the states walked, so that what any process
 * holds (Node, the modules, the chart) is not counted. Figures only.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ExploreMemory {
  readonly states: number;
  /** The peak resident memory of the process that walked `states`, in MB. */
  readonly peakMb: number;
  /** Kilobytes a state: the peaks' difference over the states' between the two bounds. */
  readonly kbPerState: number;
}

/** The states walked and the process's peak resident memory (KB), for one bound. */
function walkedIn(root: string, id: string, maxStates: number): { states: number; maxRssKb: number } {
  const url = (p: string) => pathToFileURL(join(root, p)).href;
  const script = `
import { explore } from ${JSON.stringify(url('dist/explore/walk.js'))};
import { loadProfile } from ${JSON.stringify(url('dist/loader/bundled.js'))};
const x = explore(loadProfile(${JSON.stringify(id)}), { participants: 3, coups: 3, maxStates: ${maxStates}, shoes: [0], replays: 0 });
process.stdout.write(JSON.stringify({ states: x.states, maxRssKb: process.resourceUsage().maxRSS }));
`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`explore ${id} at ${maxStates} states: exit ${r.status}: ${r.stderr.trim()}`);
  return JSON.parse(r.stdout) as { states: number; maxRssKb: number };
}

/** The memory a state of `id`'s walk (3 participants, 3 coups, its first shoe), between `low` and `high` states. */
export function exploreMemory(root: string, id: string, low: number, high: number): ExploreMemory {
  const a = walkedIn(root, id, low);
  const b = walkedIn(root, id, high);
  const kbPerState = b.states > a.states ? (b.maxRssKb - a.maxRssKb) / (b.states - a.states) : Number.NaN;
  return { states: b.states, peakMb: b.maxRssKb / 1024, kbPerState };
}
