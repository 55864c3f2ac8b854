/**
 * Which modules a command loads: only `conform` loads the conformance runner (src/conformance/run.ts,
 * and through it cucumber, the heaviest dependency to start); src/cli/main.ts imports each
 * command's module when it runs. Watched in a process of its own, where no other test has loaded
 * anything: the compiled command's main() run there, every module it resolves reported by a
 * resolve hook (node:module's register).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/loader/bundled.js';

const HOOKS = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  port.postMessage(r.url);
  return r;
}`;

/** In a fresh node: main() on each command line in turn; after each, whether run.js has been resolved. */
const SCRIPT = (commands: string[][]) => `
import { register } from 'node:module';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const seen = [];
const loaded = () => {
  for (let m; (m = receiveMessageOnPort(port1)); ) seen.push(m.message);
  return seen.some((url) => url.endsWith('/conformance/run.js'));
};
const { main } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist', 'cli', 'main.js')).href)});
const io = { out: () => {}, err: () => {}, stdin: async function* () {} };
const after = [];
for (const argv of ${JSON.stringify(commands)}) {
  await main(argv, io);
  after.push(argv.slice(0, 2).join(' ') + ': ' + loaded());
}
console.log(JSON.stringify(after));
`;

describe('the command line', () => {
  it('loads the conformance runner (cucumber) for conform alone', () => {
    const commands = [
      ['--help'],
      ['--version'],
      ['conform', '--help'],
      ['validate', 'specs/profiles/punto-banco.yaml'],
      ['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D'],
      ['show', 'super-6'],
      // The check can fail: conform, even refusing its arguments, has loaded it.
      ['conform', 'no-such.feature'],
    ];
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT(commands)], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([
      '--help: false',
      '--version: false',
      'conform --help: false',
      'validate specs/profiles/punto-banco.yaml: false',
      'play punto-banco: false',
      'show super-6: false',
      'conform no-such.feature: true',
    ]);
  });
});
