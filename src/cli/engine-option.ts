/**
 * `--engine "<command>"` and `--engine-timeout <ms>`, as `conform`, `vectors --check` and `shuffles`
 * take them: the options checked, and the adapter started and its hello read before anything runs,
 * so that an adapter that cannot start is one line, exit 1, "nothing ran" (docs/adapter-protocol.md).
 */
import type { AdapterEngine } from '../engine/adapter.js';
import type { Capabilities } from '../engine/types.js';
import { printable, UsageError } from './io.js';

/** Default milliseconds an adapter's answer may take. */
export const ENGINE_TIMEOUT = 5000;

/** The milliseconds `--engine-timeout` gives, ENGINE_TIMEOUT where it is not given. */
export function engineTimeout(text: string | undefined): number {
  if (text === undefined) return ENGINE_TIMEOUT;
  const ms = Number(text);
  if (!/^[0-9]+$/u.test(text) || ms < 1 || ms > 600_000)
    throw new UsageError(`--engine-timeout ${text}: milliseconds, a whole number from 1 to 600000`);
  return ms;
}

/** `--engine`'s command, where one is given (then not blank); `--engine-timeout` only with it. */
export function engineCommand(command: string | undefined, timeout: string | undefined): string | undefined {
  if (command === undefined) {
    if (timeout !== undefined) throw new UsageError('--engine-timeout: only with --engine <command>');
    return undefined;
  }
  if (command.trim() === '')
    throw new UsageError('--engine: give the command that starts the adapter, e.g. --engine "node my-adapter.js"');
  return command;
}

/** The adapter started and its hello read, with the engine's name as reports give it. */
export async function startAdapter(
  command: string,
  timeout: number,
  cwd: string,
): Promise<{ engine: AdapterEngine; capabilities: Capabilities; name: string }> {
  // Loaded here, not with the command: a run without --engine never needs the adapter's code.
  const { AdapterEngine } = await import('../engine/adapter.js');
  const engine = new AdapterEngine({ command, timeout, cwd });
  try {
    const capabilities = await engine.capabilities();
    return { engine, capabilities, name: `${capabilities.engine.name} ${capabilities.engine.version}` };
  } catch (e) {
    await engine.close();
    throw new UsageError(`--engine ${printable(command)}: ${printable((e as Error).message)}: nothing ran`, 1);
  }
}
