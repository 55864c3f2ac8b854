/**
 * An engine behind an adapter: a child process started from a shell command, speaking the adapter
 * protocol (docs/adapter-protocol.md) as newline-delimited JSON on its standard input and output.
 * Every answer is checked against its schema (schemas/adapter/) and must come within the time
 * limit. Whatever goes wrong — the command does not start, the process exits, prints something that
 * is not JSON, answers the wrong shape, or is too slow — is an AdapterError naming the message; the
 * process is stopped, and a new one started when a later scenario sends a request, so no run ever hangs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { ROOT } from '../loader/bundled.js';
import { schemaValidator } from '../schemas/validator.js';
import { chargeScenario } from './charges.js';
import { processWideMap } from './process-wide.js';
import {
  type Capabilities,
  type Engine,
  type EngineVerdict,
  type Move,
  PROTOCOL,
  type Setup,
  type ShuffledShoe,
  type View,
} from './types.js';

/** Milliseconds an adapter has to start, on top of the time limit of its answer to hello. */
export const STARTUP = 10_000;

/**
 * The longest line an adapter may print (16 MB, in characters): the biggest answer of the protocol
 * is a few kilobytes, and a line without end (cat /dev/zero) must not fill the harness's memory.
 */
export const MAX_LINE = 16 * 1024 * 1024;

/**
 * How long after the adapter's process exits its last output is still read: a child it started
 * may hold its output open, and the exit is then what is reported, not a missing answer.
 */
const EXIT_GRACE = 250;

/**
 * An adapter that misbehaves: it exits, answers late, or answers something the protocol does not allow; the
 * message says what and which request.
 *
 * @example
 * ```ts
 * import { AdapterEngine, AdapterError } from 'baccarat-spec/kit';
 *
 * const engine = new AdapterEngine({ command: 'node my-adapter.mjs', timeout: 2000 });
 * try {
 *   await engine.capabilities();
 * } catch (e) {
 *   if (e instanceof AdapterError) console.error(e.message);
 * }
 * ```
 */
export class AdapterError extends Error {
  override name = 'AdapterError';
}

// The answers' validators, asked for on first use (a direct run never needs them); the build asks
// for them all (answerValidators) and writes them as standalone code (scripts/build.mjs,
// src/schemas/validator.ts), so a run does not compile them.
const ANSWERS = ['capabilities', 'verdict', 'seen', 'synced', 'error', 'shoe'] as const;
const validators = new Map<string, ValidateFunction>();
function validatorOf(type: string): ValidateFunction {
  let v = validators.get(type);
  if (!v) {
    const text = readFileSync(join(ROOT, 'schemas', 'adapter', `${type}.schema.json`), 'utf8');
    v = schemaValidator(`adapter-${type}`, text, { allErrors: false, strict: false });
    validators.set(type, v);
  }
  return v;
}

/** Every answer's validator (for the build to write). */
export function answerValidators(): ValidateFunction[] {
  return ANSWERS.map(validatorOf);
}

/** The first schema error of an answer, in words: "/state/coup: must have required property 'hands'". */
function shapeError(type: string, answer: unknown): string | undefined {
  const v = validatorOf(type);
  if (v(answer)) return undefined;
  const e = v.errors?.[0];
  if (!e) return 'is not valid';
  // The value the schema wanted, or the key it did not: "must NOT have additional properties (\"colour\")".
  const params = e.params as { allowedValue?: unknown; additionalProperty?: unknown };
  const shown =
    'allowedValue' in params
      ? ` (${JSON.stringify(params.allowedValue)})`
      : typeof params.additionalProperty === 'string'
        ? ` (${JSON.stringify(excerpt(params.additionalProperty, 40))})`
        : '';
  return `${e.instancePath || '/'} ${e.message ?? 'is not valid'}${shown}`;
}

const excerpt = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** How much of the adapter's standard error is kept, for its last words: a Node stack is a few kilobytes. */
const STDERR_KEPT = 8192;

/**
 * The line of an adapter's standard error that says why it died: the last error line ("Error:
 * Cannot find module '…'" of Node, "ValueError: …" of Python), else its last line (one not
 * indented, if any: an indented one is a trace's quote of a source line), never a runtime's version
 * banner ("Node.js v20.20.2"), a blank line or a stack frame ("    at …", '  File "…", line 3'):
 * those say nothing of what went wrong.
 */
function lastWords(stderr: string): string | undefined {
  const lines = stderr
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '' && !/^Node\.js v\d/u.test(l) && !/^\s+at /u.test(l) && !/^\s+File "/u.test(l));
  const error = (l: string) =>
    /^(?:Uncaught )?(?:[A-Za-z_$][\w$.]*)?(?:Error|Exception)\b(?: \[[\w-]+\])?(?::|$)/u.test(l);
  const latest = lines.reverse();
  return (latest.find(error) ?? latest.find((l) => !/^\s/u.test(l)) ?? latest[0])?.trim();
}

export interface AdapterOptions {
  /** The shell command that starts the adapter. */
  readonly command: string;
  /** Milliseconds an answer may take (the first, to hello, has STARTUP more). */
  readonly timeout: number;
  /** The folder the command runs in (the user's): the current one if not given. */
  readonly cwd?: string;
}

const ADAPTER_ENGINE = Symbol.for('baccarat-spec/adapter-engine');

/**
 * Whether an engine is an AdapterEngine: of this copy of the module, or of another (the command of
 * the sources under test hands its adapter to the compiled steps), where instanceof would say no.
 */
export function isAdapterEngine(engine: unknown): engine is AdapterEngine {
  return (
    typeof engine === 'object' && engine !== null && (engine as { [ADAPTER_ENGINE]?: boolean })[ADAPTER_ENGINE] === true
  );
}

/**
 * Adapters started by `conform --engine` to check their hello before anything runs, handed to the
 * run's first scenario: the adapter starts once, not twice (an engine may take seconds to start).
 * One map for the process, as the command and the step definitions may be two copies of this module
 * (the sources under test beside the compiled steps).
 */
const handed = () => processWideMap<string, AdapterEngine>('adapters-handed-over');
const handedKey = (o: AdapterOptions) => JSON.stringify([o.command, o.timeout, o.cwd ?? '']);

/** Leaves a started adapter for the next `takeHandedAdapter` of the same options (one at most). */
export function handOverAdapter(engine: AdapterEngine): void {
  handed().set(handedKey(engine.options), engine);
}

/** The adapter handed over for these options, if one waits (taken: it is the taker's to close). */
export function takeHandedAdapter(options: AdapterOptions): AdapterEngine | undefined {
  const key = handedKey(options);
  const engine = handed().get(key);
  handed().delete(key);
  return engine;
}

/**
 * Another engine, behind an adapter: a command started as a child process, spoken to in the adapter protocol
 * (newline-delimited JSON, docs/adapter-protocol.md), every answer checked against the protocol's schemas.
 *
 * @example
 * ```ts
 * import { AdapterEngine } from 'baccarat-spec/kit';
 *
 * const engine = new AdapterEngine({ command: 'node my-adapter.mjs', timeout: 2000 });
 * const capabilities = await engine.capabilities();
 * console.log(capabilities.engine.name, capabilities.variants);
 * await engine.close();
 * ```
 */
export class AdapterEngine implements Engine {
  /** Marks an AdapterEngine of any copy of this module (isAdapterEngine). */
  readonly [ADAPTER_ENGINE] = true;
  private child: ChildProcess | undefined;
  private buffer = '';
  /** Lines read while no request waited for its answer, in the order they came. */
  private lines: string[] = [];
  private waiting: ((line: string | Error) => void) | undefined;
  private exited: Error | undefined;
  private stderr = '';
  private caps: Capabilities | undefined;
  /** Starts of the adapter process, for the report. */
  starts = 0;
  /** The next request's id: increasing through the run, never used twice, even across restarts. */
  private nextId = 1;
  /** Each request sent: the scenario it belongs to (cucumber's pickle id; none for a start-up's) and its name in words. */
  private readonly requests = new Map<number, { readonly scenario: string | undefined; readonly about: string }>();
  /** The scenario in play (begin), and whether a request was sent in it since the last sync. */
  private scenario: string | undefined;
  private unsynced = false;

  constructor(readonly options: AdapterOptions) {}

  /**
   * The scenario whose requests follow (cucumber's pickle id): a line that answers one of them
   * after the scenario ended is charged to it (src/engine/charges.ts), not to the scenario in play.
   */
  begin(scenario: string): void {
    this.scenario = scenario;
  }

  private spawnChild(): void {
    this.buffer = '';
    this.lines = [];
    this.exited = undefined;
    this.stderr = '';
    this.broken = false;
    this.unsynced = false;
    this.starts++;
    // Its own process group: the shell's children (an adapter started by a script) are stopped with it.
    const child = spawn(this.options.command, {
      shell: true,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      cwd: this.options.cwd ?? process.cwd(),
    });
    this.child = child;
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      // An adapter stopped and replaced: nothing it still prints is read (its scenario has failed).
      if (this.exited || this.child !== child) return;
      // Only the new chunk is searched for a line's end: a long line is not scanned again and again.
      let from = 0;
      for (let i = chunk.indexOf('\n', from); i >= 0; i = chunk.indexOf('\n', from)) {
        const line = (this.buffer + chunk.slice(from, i)).replace(/\r$/u, '');
        this.buffer = '';
        from = i + 1;
        if (line.length > MAX_LINE) return overflow();
        if (line.trim() === '') continue;
        if (this.waiting) {
          const w = this.waiting;
          this.waiting = undefined;
          w(line);
        } else this.lines.push(line);
      }
      this.buffer += chunk.slice(from);
      if (this.buffer.length > MAX_LINE) overflow();
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    // A closed pipe (the adapter gone) must not crash the harness: the exit says what happened.
    child.stdin!.on('error', () => {});
    const gone = (how: string) => {
      if (this.child !== child || this.exited) return;
      const last = lastWords(this.stderr);
      this.exited = new AdapterError(`the adapter ${how}${last ? ` (its last words: "${excerpt(last)}")` : ''}`);
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = undefined;
        w(this.exited);
      }
    };
    // A line past the cap: nothing more of this adapter is read (it is stopped with the scenario).
    const overflow = () => {
      this.buffer = '';
      this.lines = [];
      gone(`printed a line longer than ${MAX_LINE / 1024 / 1024} MB (the most an answer may be)`);
      child.stdout!.destroy();
    };
    const ended = (code: number | null, signal: NodeJS.Signals | null) =>
      code === 127
        ? `could not be started: "${excerpt(this.options.command)}" is not a command (exit code 127)`
        : `exited (${signal ? `signal ${signal}` : `exit code ${code}`})`;
    child.on('error', (e) => gone(`could not be started: ${e.message}`));
    child.on('close', (code, signal) => gone(ended(code, signal)));
    // 'close' waits for the output to close, which a child of the adapter may hold open forever.
    child.on('exit', (code, signal) => setTimeout(() => gone(ended(code, signal)), EXIT_GRACE).unref());
  }

  /** Sends one message and reads its answer, of the expected type; any failure marks the adapter broken. */
  private async ask<T>(message: Record<string, unknown>, expected: string, named?: string): Promise<T> {
    try {
      return await this.exchange<T>(message, expected, named);
    } catch (e) {
      this.broken = true;
      throw e;
    }
  }

  /** The next line the adapter prints (one read before is taken first), or why none came by the deadline. */
  private nextLine(deadline: number, limit: number, hello: boolean): Promise<string | Error> {
    return new Promise<string | Error>((resolve) => {
      const queued = this.lines.shift();
      if (queued !== undefined) return resolve(queued);
      if (this.exited) return resolve(this.exited);
      const timer = setTimeout(
        () => {
          this.waiting = undefined;
          resolve(
            new AdapterError(
              `no answer within ${limit} ms (--engine-timeout${hello ? `, and ${STARTUP} ms to start` : ''})`,
            ),
          );
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiting = (l) => {
        clearTimeout(timer);
        resolve(l);
      };
    });
  }

  /**
   * One request and its answer, matched by id: the harness numbers every request, and the answer
   * echoes the number. Every line read before the answer is accounted for, in the order it came,
   * never by its timing: one that answers a request of a scenario already ended is charged to that
   * scenario; any other (a second answer, an answer with another id, a line without one) fails the
   * request in play, in the scenario in play.
   */
  private async exchange<T>(message: Record<string, unknown>, expected: string, named?: string): Promise<T> {
    const move = message.type === 'move' ? (message.move as { type?: string }).type : undefined;
    const about = named ?? (move === undefined ? `to "${message.type}"` : `to the move ${move}`);
    // Only the start-up starts the process (ready): a request sent to none is the harness's mistake.
    if (!this.child) throw new AdapterError(`${about}: the adapter is not running`);
    if (this.exited) throw this.exited;
    const id = this.nextId++;
    // Every message names the request by its words and its id, which the adapter's own log can be searched for.
    const asked = `${about} (id ${id})`;
    this.requests.set(id, { scenario: this.scenario, about: about.slice('to '.length) });
    if (message.type !== 'sync') this.unsynced = true;
    const { type, ...rest } = message;
    this.child!.stdin!.write(`${JSON.stringify({ type, id, ...rest })}\n`);
    const hello = message.type === 'hello';
    // Starting the process is not answering a message: hello has STARTUP ms more.
    const limit = this.options.timeout + (hello ? STARTUP : 0);
    const deadline = Date.now() + limit;
    for (;;) {
      const line = await this.nextLine(deadline, limit, hello);
      if (line instanceof Error) throw new AdapterError(`${asked}: ${line.message}`);
      let answer: { type?: unknown; id?: unknown; protocol?: unknown; message?: unknown } | null;
      try {
        answer = JSON.parse(line);
      } catch {
        throw new AdapterError(`${asked}: the adapter printed a line that is not JSON: "${excerpt(line)}"`);
      }
      const answered = answer?.id;
      if (answered === id) return checked<T>(answer, expected, asked);
      // hello answered without an id: an adapter of another version, or one that echoes no id; said, not "a line nobody asked for".
      if (hello && answered === undefined && (answer?.type === 'capabilities' || answer?.type === 'error'))
        throw new AdapterError(`${asked}: ${withoutId(answer)}`);
      const earlier = typeof answered === 'number' ? this.requests.get(answered) : undefined;
      if (earlier?.scenario !== undefined && earlier.scenario !== this.scenario) {
        chargeScenario(earlier.scenario, afterwards(earlier.about, answered, line));
        continue;
      }
      throw new AdapterError(
        `${asked}: ${
          earlier
            ? `the adapter answered ${earlier.about} (id ${answered}) ${earlier.about === '"hello"' ? 'twice' : 'again'}`
            : answered === undefined
              ? 'the adapter printed a line that answers no request (it has no id)'
              : `the adapter printed an answer with id ${excerpt(JSON.stringify(answered), 20)}, which is no request's`
        }: "${excerpt(line)}"`,
      );
    }
  }

  /** Start-ups failed in a row, and the last one's error: after three, the adapter is not started again. */
  private failedStarts = 0;
  private lastStartError: AdapterError | undefined;

  /**
   * The start-up, an exchange of its own that belongs to no scenario: the process started, hello,
   * then a sync, so that whatever the adapter prints as it starts (a second answer to hello, a line
   * of its own) is read here and charged to the start-up, never to the scenario that needed it.
   */
  private async startUp(): Promise<Capabilities> {
    if (this.failedStarts >= 3)
      throw new AdapterError(
        `${this.lastStartError!.message} (not started again: it failed to start ${this.failedStarts} times in a row)`,
      );
    const scenario = this.scenario;
    this.scenario = undefined;
    try {
      this.spawnChild();
      const answer = await this.ask<Capabilities>({ type: 'hello', protocol: PROTOCOL }, 'capabilities');
      await this.sync('to the start-up\'s "sync"');
      this.failedStarts = 0;
      return { engine: answer.engine, variants: answer.variants, features: answer.features };
    } catch (e) {
      this.failedStarts++;
      this.lastStartError = e as AdapterError;
      await this.close();
      throw e;
    } finally {
      this.scenario = scenario;
    }
  }

  /**
   * What the engine said of itself at its first start-up, kept for the run: asking again starts
   * nothing, so that deciding whether a scenario applies never starts or restarts an adapter.
   */
  async capabilities(): Promise<Capabilities> {
    this.caps ??= await this.startUp();
    return this.caps;
  }

  /**
   * The adapter running, for a request of the scenario in play: started again (a start-up) if an
   * earlier scenario's failure stopped it. A start-up that fails then fails this scenario, which
   * needed it, saying so; what the engine says of itself at a restart is not read again.
   */
  private async ready(): Promise<void> {
    if (this.child) return;
    if (!this.caps) {
      await this.capabilities();
      return;
    }
    if (this.failedStarts >= 3)
      throw new AdapterError(
        `the adapter is not started again for this scenario: its start-up failed ${this.failedStarts} times in a row, the last time: ${this.lastStartError!.message}`,
      );
    try {
      await this.startUp();
    } catch (e) {
      throw new AdapterError(
        `the adapter was started again for this scenario (a failure had stopped it), and its start-up failed: ${(e as Error).message}`,
      );
    }
  }

  /** A sync exchange: every answer the adapter owes has come by its synced. */
  private async sync(named?: string): Promise<void> {
    await this.ask({ type: 'sync' }, 'synced', named);
    this.unsynced = false;
  }

  /**
   * A new session. A scenario may start more than one, each start a fresh one: a sync goes before
   * a start that follows other requests, so that nothing the adapter still owes the last session
   * is read as an answer to the new one.
   */
  async start(setup: Setup, scenario: string): Promise<EngineVerdict> {
    await this.ready();
    if (this.unsynced) await this.sync();
    return this.verdict(await this.ask({ type: 'start', scenario, ...setup }, 'verdict'));
  }

  async move(move: Move): Promise<EngineVerdict> {
    await this.ready();
    return this.verdict(await this.ask({ type: 'move', move }, 'verdict'));
  }

  async view(viewer: string): Promise<View> {
    await this.ready();
    const { id: _id, ...seen } = await this.ask<View & { id: number }>({ type: 'view', viewer }, 'seen');
    return seen;
  }

  async playOut(): Promise<EngineVerdict> {
    await this.ready();
    return this.verdict(await this.ask({ type: 'play-out' }, 'verdict'));
  }

  private verdict(answer: { accepted: boolean; reason?: string; state?: EngineVerdict['state'] }): EngineVerdict {
    return answer.accepted
      ? { accepted: true, state: answer.state! }
      : { accepted: false, reason: answer.reason!, ...(answer.state ? { state: answer.state } : {}) };
  }

  /**
   * The scenario is over: it ends with a sync exchange, so that whatever the adapter printed for it
   * (a second answer, a line nobody asked for) is read before its synced, and fails this scenario,
   * not the next. After an adapter's failure (it exited, printed what is not JSON, answered the
   * wrong shape, too late, out of turn, or an error message) it may be in any state: it is stopped,
   * and the next scenario that sends a request gets a new one (ready). A scenario that failed on a
   * wrong answer of a well-behaved adapter keeps it.
   */
  async finish(): Promise<void> {
    try {
      if (this.child && !this.broken && !this.exited && this.unsynced) await this.sync();
    } finally {
      this.scenario = undefined;
      if (this.broken || this.exited) await this.close();
    }
  }

  /** Whether an answer went wrong since the adapter started. */
  private broken = false;

  /**
   * Stops the adapter. At the end of a run (an adapter not broken), its input is closed and what it
   * still prints until it exits is read: a line answering a request of an ended scenario is charged
   * to that scenario.
   */
  async close(): Promise<void> {
    const child = this.child;
    const graceful = !this.broken && !this.exited;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin!.end();
      // An adapter ends when its input does (the protocol): it has a moment to, before it is stopped.
      const timer = setTimeout(() => stop(child, 'SIGKILL'), 500);
      if (!graceful) stop(child, 'SIGTERM');
      await done;
      clearTimeout(timer);
      if (graceful) await new Promise((resolve) => setTimeout(resolve, EXIT_GRACE));
    }
    this.child = undefined;
    this.waiting = undefined;
    if (graceful) this.chargeLeftovers();
    this.lines = [];
    // Whatever the shell started may still hold the pipes (sh -c "sleep 1000"): the whole group is
    // stopped, and the pipes let go, so the harness never waits on them.
    stop(child, 'SIGKILL');
    child.stdin?.destroy();
    child.stdout?.destroy();
    child.stderr?.destroy();
  }

  /** Lines read after the last answer: each charged to the scenario of the request it names, or of the last request. */
  private chargeLeftovers(): void {
    const last = [...this.requests.values()].reverse().find((r) => r.scenario !== undefined)?.scenario;
    for (const line of this.lines) {
      let answered: unknown;
      try {
        answered = (JSON.parse(line) as { id?: unknown } | null)?.id;
      } catch {
        // not JSON: charged to the last scenario, below
      }
      const request = typeof answered === 'number' ? this.requests.get(answered) : undefined;
      const scenario = request?.scenario ?? last;
      if (scenario !== undefined) chargeScenario(scenario, afterwards(request?.about, answered, line));
    }
  }

  /** One shoe of the engine's own shuffle (feature shoes): a request of no scenario, answered by a "shoe" message. */
  async shuffle(profile: string): Promise<ShuffledShoe> {
    await this.capabilities();
    const {
      id: _id,
      type: _type,
      ...shoe
    } = await this.ask<ShuffledShoe & { id: number; type: string }>({ type: 'shuffle', profile }, 'shoe');
    return shoe;
  }
}

/**
 * What is wrong with an answer to hello that has no id. An adapter of another version (it says so)
 * is told the versions: this harness speaks one only. One that says it speaks this version is told
 * what its answer lacks, not that it speaks the version it speaks; one that says nothing of its
 * version (an error message, say) is told both.
 */
function withoutId(answer: { protocol?: unknown; message?: unknown }): string {
  if (answer.protocol === PROTOCOL)
    return `the answer has no "id": a ${PROTOCOL} adapter echoes each request's id in its answer (docs/adapter-protocol.md)`;
  return `${
    typeof answer.protocol === 'string'
      ? `the adapter speaks ${excerpt(answer.protocol, 40)}`
      : `the adapter answers without an id${typeof answer.message === 'string' ? ` ("${excerpt(answer.message)}")` : ''}`
  }, and this harness speaks ${PROTOCOL} only: every request carries an id its answer echoes, and every scenario ends with sync (docs/adapter-protocol.md)`;
}

/**
 * What a line read after its scenario ended did: the same words whether it came during a later
 * scenario or once the run was over (the charge goes by the id, not by when the line came).
 */
function afterwards(about: string | undefined, id: unknown, line: string): string {
  return `after the scenario: the adapter ${
    about === undefined ? 'printed a line that answers no request' : `answered ${about} (id ${id}) again`
  }, once the scenario had ended: "${excerpt(line)}"`;
}

/** An answer of the request's id: an error said as the adapter's, else of the expected type and shape. */
function checked<T>(answer: { type?: unknown; message?: unknown } | null, expected: string, about: string): T {
  const type = answer?.type;
  if (type === 'error') {
    const problem = shapeError('error', answer);
    if (problem) throw new AdapterError(`${about}: an error message of the wrong shape: ${problem}`);
    throw new AdapterError(`${about}: the adapter says: ${String(answer!.message)}`);
  }
  if (type !== expected)
    throw new AdapterError(
      `${about}: expected a "${expected}" message, got ${typeof type === 'string' ? `"${excerpt(type, 40)}"` : excerpt(JSON.stringify(answer))}`,
    );
  const problem = shapeError(expected, answer);
  if (problem) throw new AdapterError(`${about}: the "${expected}" message has the wrong shape: ${problem}`);
  return answer as T;
}

/** Signals the adapter's process group (the shell and what it started); a group already gone is no error. */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
