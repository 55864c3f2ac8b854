/**
 * An engine behind an adapter: a child process started from a shell command, speaking the adapter
 * protocol (docs/adapter-protocol.md) as newline-delimited JSON on its standard input and output.
 * Every answer is checked against its schema (schemas/adapter/) and must come within the time
 * limit. Whatever goes wrong — the command does not start, the process exits, prints something that
 * is not JSON, answers the wrong shape, or is too slow — is an AdapterError naming the message; the
 * process is stopped and a new one started for the next scenario, so no run ever hangs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { ROOT } from '../loader/bundled.js';
import { schemaValidator } from '../schemas/validator.js';
import {
  type Capabilities,
  type Engine,
  type EngineVerdict,
  type Move,
  PROTOCOL,
  type Setup,
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
const ANSWERS = ['capabilities', 'verdict', 'seen', 'error'] as const;
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
  return e
    ? `${e.instancePath || '/'} ${e.message ?? 'is not valid'}${e.params && 'allowedValue' in e.params ? ` (${JSON.stringify(e.params.allowedValue)})` : ''}`
    : 'is not valid';
}

const excerpt = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n)}…` : s);

export interface AdapterOptions {
  /** The shell command that starts the adapter. */
  readonly command: string;
  /** Milliseconds an answer may take (the first, to hello, has STARTUP more). */
  readonly timeout: number;
  /** The folder the command runs in (the user's): the current one if not given. */
  readonly cwd?: string;
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
  private child: ChildProcess | undefined;
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((line: string | Error) => void) | undefined;
  private exited: Error | undefined;
  private stderr = '';
  private caps: Capabilities | undefined;
  /** Starts of the adapter process, for the report. */
  starts = 0;

  constructor(readonly options: AdapterOptions) {}

  private spawnChild(): void {
    this.buffer = '';
    this.lines = [];
    this.exited = undefined;
    this.stderr = '';
    this.broken = false;
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
      if (this.exited) return;
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
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    // A closed pipe (the adapter gone) must not crash the harness: the exit says what happened.
    child.stdin!.on('error', () => {});
    const gone = (how: string) => {
      if (this.child !== child || this.exited) return;
      const last = this.stderr.trim().split('\n').at(-1);
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

  /** Sends one message and reads one answer of the expected type; any failure marks the adapter broken. */
  private async ask<T>(message: Record<string, unknown>, expected: string): Promise<T> {
    try {
      return await this.exchange<T>(message, expected);
    } catch (e) {
      this.broken = true;
      throw e;
    }
  }

  private async exchange<T>(message: Record<string, unknown>, expected: string): Promise<T> {
    if (!this.child) this.spawnChild();
    if (this.exited) throw this.exited;
    // A line nobody asked for would be read as the answer to this message: the two would part ways.
    const unasked = this.lines.shift();
    if (unasked !== undefined)
      throw new AdapterError(
        `before "${message.type}": the adapter printed a line nobody asked for: "${excerpt(unasked)}"`,
      );
    this.child!.stdin!.write(`${JSON.stringify(message)}\n`);
    const line = await new Promise<string | Error>((resolve) => {
      const queued = this.lines.shift();
      if (queued !== undefined) return resolve(queued);
      if (this.exited) return resolve(this.exited);
      // Starting the process is not answering a message: hello has STARTUP ms more.
      const limit = this.options.timeout + (message.type === 'hello' ? STARTUP : 0);
      const timer = setTimeout(() => {
        this.waiting = undefined;
        resolve(
          new AdapterError(
            `no answer within ${limit} ms (--engine-timeout${message.type === 'hello' ? `, and ${STARTUP} ms to start` : ''})`,
          ),
        );
      }, limit);
      this.waiting = (l) => {
        clearTimeout(timer);
        resolve(l);
      };
    });
    const move = message.type === 'move' ? (message.move as { type?: string }).type : undefined;
    const about = move === undefined ? `to "${message.type}"` : `to the move ${move}`;
    if (line instanceof Error) throw new AdapterError(`${about}: ${line.message}`);
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      throw new AdapterError(`${about}: the adapter printed a line that is not JSON: "${excerpt(line)}"`);
    }
    const type = (answer as { type?: unknown } | null)?.type;
    if (type === 'error') {
      const problem = shapeError('error', answer);
      if (problem) throw new AdapterError(`${about}: an error message of the wrong shape: ${problem}`);
      throw new AdapterError(`${about}: the adapter says: ${(answer as { message: string }).message}`);
    }
    if (type !== expected)
      throw new AdapterError(
        `${about}: expected a "${expected}" message, got ${typeof type === 'string' ? `"${excerpt(type, 40)}"` : excerpt(JSON.stringify(answer))}`,
      );
    const problem = shapeError(expected, answer);
    if (problem) throw new AdapterError(`${about}: the "${expected}" message has the wrong shape: ${problem}`);
    return answer as T;
  }

  /** Handshakes failed in a row, and the last one's error: after three, the adapter is not started again. */
  private failedStarts = 0;
  private lastStartError: AdapterError | undefined;

  async capabilities(): Promise<Capabilities> {
    if (!this.caps || !this.child) {
      if (this.failedStarts >= 3)
        throw new AdapterError(
          `${this.lastStartError!.message} (not started again: it failed to start ${this.failedStarts} times in a row)`,
        );
      try {
        const answer = await this.ask<Capabilities & { protocol: string }>(
          { type: 'hello', protocol: PROTOCOL },
          'capabilities',
        );
        this.caps = { engine: answer.engine, variants: answer.variants, features: answer.features };
        this.failedStarts = 0;
      } catch (e) {
        this.failedStarts++;
        this.lastStartError = e as AdapterError;
        await this.close();
        throw e;
      }
    }
    return this.caps;
  }

  async start(setup: Setup, scenario: string): Promise<EngineVerdict> {
    await this.capabilities();
    return this.verdict(await this.ask({ type: 'start', scenario, ...setup }, 'verdict'));
  }

  async move(move: Move): Promise<EngineVerdict> {
    return this.verdict(await this.ask({ type: 'move', move }, 'verdict'));
  }

  async view(viewer: string): Promise<View> {
    return await this.ask<View>({ type: 'view', viewer }, 'seen');
  }

  async playOut(): Promise<EngineVerdict> {
    return this.verdict(await this.ask({ type: 'play-out' }, 'verdict'));
  }

  private verdict(answer: { accepted: boolean; reason?: string; state?: EngineVerdict['state'] }): EngineVerdict {
    return answer.accepted
      ? { accepted: true, state: answer.state! }
      : { accepted: false, reason: answer.reason!, ...(answer.state ? { state: answer.state } : {}) };
  }

  /**
   * After an adapter's failure (it exited, printed what is not JSON, answered the wrong shape, too
   * late, or an error message) it may be in any state: the next scenario gets a new one. A scenario
   * that failed on a wrong answer of a well-behaved adapter keeps it.
   */
  async finish(): Promise<void> {
    const unasked = this.lines.shift();
    if (this.broken || this.exited || unasked !== undefined) await this.close();
    if (unasked !== undefined)
      throw new AdapterError(`after the scenario: the adapter printed a line nobody asked for: "${excerpt(unasked)}"`);
  }

  /** Whether an answer went wrong since the adapter started. */
  private broken = false;

  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    this.waiting = undefined;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin!.end();
      const timer = setTimeout(() => stop(child, 'SIGKILL'), 500);
      stop(child, 'SIGTERM');
      await done;
      clearTimeout(timer);
    }
    // Whatever the shell started may still hold the pipes (sh -c "sleep 1000"): the whole group is
    // stopped, and the pipes let go, so the harness never waits on them.
    stop(child, 'SIGKILL');
    child.stdin?.destroy();
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
}

/** Signals the adapter's process group (the shell and what it started); a group already gone is no error. */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
