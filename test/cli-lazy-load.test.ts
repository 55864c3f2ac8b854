/**
 * Which modules a command loads: only `conform` loads the conformance runner (src/conformance/run.ts,
 * and through it cucumber, the heaviest dependency to start); a command that names a bundled profile
 * by its id takes it as the build prepared it (src/loader/prepared.ts), without the yaml package or
 * ajv; only a command that plays a coup loads xstate; and validate checks a profile with the schema's
 * standalone validator (compiled from the code cache the build made of it), never ajv's compiler.
 * src/cli/main.ts imports each command's module when it runs. Watched in a process of its own, where
 * no other test has loaded anything and Node runs with no flag of its own (V8 takes a code cache only
 * under the flags it was made with): the compiled command's main() run there on each command line
 * in turn, every module it resolves reported by a resolve hook (node:module's register), every
 * CommonJS module it requires (yaml's and ajv's are, which no hook of ES modules sees) read from
 * require's cache, and the validators it used from the compiled package's own record of them.
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

/** What is watched, by a pattern of the files that are it (a file: URL, or a required file's path). */
const WATCHED: readonly [string, string][] = [
  ['the conformance runner', '/dist/conformance/run\\.js$'],
  ['the YAML loader', '/dist/loader/load\\.js$'],
  ['yaml', '/node_modules/yaml/'],
  ['xstate', '/node_modules/xstate/'],
  ["ajv's runtime", '/node_modules/ajv/dist/runtime/'],
  ["ajv's compiler", '/node_modules/ajv/dist/(?!runtime/)'],
];

/** In a fresh node: main() on each command line in turn; after each, what of WATCHED has been loaded so far. */
const SCRIPT = (commands: string[][]) => `
import { createRequire, register } from 'node:module';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const seen = [];
const watched = ${JSON.stringify(WATCHED)}.map(([name, pattern]) => [name, new RegExp(pattern)]);
const loaded = () => {
  for (let m; (m = receiveMessageOnPort(port1)); ) seen.push(m.message);
  const files = [...seen, ...Object.keys(createRequire(import.meta.url).cache)].map((f) => f.replaceAll('\\\\', '/'));
  return watched.filter(([, pattern]) => files.some((f) => pattern.test(f))).map(([name]) => name);
};
const { main } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist', 'cli', 'main.js')).href)});
const validators = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist', 'schemas', 'validator.js')).href)});
const io = { out: () => {}, err: () => {}, stdin: async function* () {} };
const after = {};
for (const argv of ${JSON.stringify(commands)}) {
  await main(argv, io);
  const origins = validators.validatorOrigins();
  const caches = validators.validatorCodeCaches();
  const used = Object.keys(origins).map((v) => v + ' validator, ' + origins[v] + (caches[v] ? ', code cache ' + caches[v] : ''));
  after[argv.slice(0, 2).join(' ')] = [...loaded(), ...used];
}
console.log(JSON.stringify(after));
`;

describe('the command line', () => {
  it('loads, command after command, only what each uses', () => {
    const commands = [
      ['--help'],
      ['--version'],
      ['conform', '--help'],
      ['show', 'punto-banco'],
      ['odds', 'punto-banco'],
      ['show', 'super-6', '--moves'],
      ['play', 'punto-banco', '--cards', '4H 2S 9C AD 8D'],
      ['validate', 'specs/profiles/punto-banco.yaml'],
      // The check can fail: conform, even refusing its arguments, has loaded it.
      ['conform', 'no-such.feature'],
    ];
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT(commands)], {
      cwd: ROOT,
      encoding: 'utf8',
      env,
    });
    expect(r.stderr).toBe('');
    // What each command line has loaded, with those before it: all that is not named is not loaded.
    const validated = [
      'the YAML loader',
      'yaml',
      'xstate',
      "ajv's runtime",
      'profile validator, standalone, code cache used',
    ];
    expect(JSON.parse(r.stdout)).toEqual({
      '--help': [],
      '--version': [],
      'conform --help': [],
      'show punto-banco': [],
      // countable (src/house/countable.ts) loads profiles through loadProfile, whose module imports
      // the YAML loader; it stays unused here (no yaml, no validator).
      'odds punto-banco': ['the YAML loader'],
      'show super-6': ['the YAML loader'],
      'play punto-banco': ['the YAML loader', 'xstate'],
      'validate specs/profiles/punto-banco.yaml': validated,
      'conform no-such.feature': ['the conformance runner', ...validated],
    });
  });
});
