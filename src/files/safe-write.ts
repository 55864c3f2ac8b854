/**
 * The one way a command writes a file (a session's --record, solve --out, diagram --docs): whole or
 * not at all, and only where a file belongs.
 *
 * - The target must be a regular file or a new name in an existing folder: a device (/dev/null,
 *   /dev/full), a pipe, a socket, a folder or a symbolic link is refused with what it is, since a
 *   rename would silently turn it into a regular file.
 * - A read-only file (no write permission bit, or one this user may not write) is refused, not
 *   replaced: a rename needs only the folder's permission, and would bypass the file's.
 * - A target that is one of the command's inputs (the profile played and every parent it extends, a
 *   shoe or policy file, the moves read on standard input) is refused: compared by device and inode,
 *   so another path to the same file is caught.
 * - The text goes to a temporary file in the target's folder, named at random and opened
 *   exclusively without following links (O_EXCL | O_NOFOLLOW), so nobody can plant the name in
 *   advance; it is flushed to disk (fsync) and renamed over the target in one step, keeping an
 *   existing file's permissions. A crash between two writes leaves the previous file, whole.
 * - A temporary (a file, or vectors' folder) is removed if SIGINT, SIGTERM or SIGHUP ends the
 *   command while it exists (guardSignals): a signal's default would end the process at once,
 *   leaving it beside the target.
 */
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { printable } from '../text/printable.js';
import { ioReason } from './reasons.js';

/**
 * A file a command will not write, or could not: said with the reason, exit 1 (the command line prints
 * it as it prints a refusal of what was typed, src/cli/main.ts).
 */
export class WriteRefused extends Error {
  override name = 'WriteRefused';
  readonly exitCode = 1;
}

/**
 * One of the command's inputs: a path, an open descriptor (0 for standard input), or a path with why
 * the command reads it where its name alone would not say (a parent profile: "the profile child.yaml
 * extends").
 */
export type Input = string | number | { readonly path: string; readonly shown: string; readonly why: string };

/** How an input is named in a refusal: "the standard input", "the input game.yaml", … */
function inputNamed(input: Input): string {
  if (typeof input === 'number') return input === 0 ? 'the standard input' : 'an input';
  if (typeof input === 'string') return `the input ${input}`;
  return `the input ${input.shown} (${input.why})`;
}

/** What an existing file that is not a regular one (not a folder, for a folder's target) is, in words. */
function kindOf(s: Stats, noun: 'file' | 'folder' = 'file'): string {
  if (s.isSymbolicLink()) return `a symbolic link: name the ${noun} itself`;
  if (s.isDirectory()) return 'a folder: name a file';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'a device, not a regular file: name a file';
  if (s.isFIFO()) return 'a pipe (FIFO), not a regular file: name a file';
  if (s.isSocket()) return 'a socket, not a regular file: name a file';
  return 'not a regular file: name a file';
}

function identity(input: Input): Stats | undefined {
  try {
    return typeof input === 'number' ? fstatSync(input) : statSync(typeof input === 'string' ? input : input.path);
  } catch {
    return undefined;
  }
}

/** The target's own status, not following a link: undefined where nothing has the name yet. */
function ownStatus(target: string): { reason: string } | { existing: Stats | undefined } {
  try {
    return { existing: lstatSync(target) };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return { reason: `cannot be read (${ioReason(e)})` };
    return { existing: undefined };
  }
}

/**
 * Why `target` may not be written, or undefined: see the file's comment. `existing` is the target's
 * own status (not following a link) where it exists.
 */
function refusal(
  target: string,
  given: string,
  inputs: readonly Input[],
): { reason: string } | { existing: Stats | undefined } {
  const status = ownStatus(target);
  if ('reason' in status) return status;
  const { existing } = status;
  if (existing === undefined) {
    const folder = dirname(target);
    const shownFolder = dirname(given);
    let dir: Stats;
    try {
      dir = statSync(folder);
    } catch {
      return { reason: `the folder ${shownFolder} does not exist: create it first` };
    }
    if (!dir.isDirectory()) return { reason: `${shownFolder} is not a folder` };
    try {
      accessSync(folder, constants.W_OK);
    } catch (e) {
      return { reason: `the folder ${shownFolder} cannot be written to (${ioReason(e)})` };
    }
    return { existing };
  }
  if (!existing.isFile()) return { reason: `is ${kindOf(existing)}` };
  // No write bit for anyone: read-only even to a user (root) whom access() would let through.
  let writable = (existing.mode & 0o222) !== 0;
  try {
    accessSync(target, constants.W_OK);
  } catch {
    writable = false;
  }
  if (!writable) return { reason: 'is read-only: it is not replaced' };
  for (const input of inputs) {
    const s = identity(input);
    if (s !== undefined && s.dev === existing.dev && s.ino === existing.ino) {
      return { reason: `is ${inputNamed(input)} of this command: name another file` };
    }
  }
  return { existing };
}

/** How a command names its target: `shown` in messages ("--record game.json"), `inputs` it may not be, `cwd` a relative path is read from. */
export interface WriteOptions {
  readonly shown: string;
  readonly inputs?: readonly Input[];
  readonly cwd?: string;
}

/** Refuses (WriteRefused, "<shown>: <reason>") a target the command may not write; see the file's comment. */
export function checkTarget(target: string, o: WriteOptions): void {
  const r = refusal(resolve(o.cwd ?? '.', target), target, o.inputs ?? []);
  if ('reason' in r) throw new WriteRefused(`${o.shown}: ${r.reason}`);
}

/** The status a command ended by each signal exits with: 128 and the signal's number, as a shell reports it. */
const SIGNAL_STATUS: Readonly<Record<'SIGHUP' | 'SIGINT' | 'SIGTERM', number>> = {
  SIGHUP: 129,
  SIGINT: 130,
  SIGTERM: 143,
};
const SIGNALS = Object.keys(SIGNAL_STATUS) as (keyof typeof SIGNAL_STATUS)[];

/**
 * The temporaries (files or folders) this process made and has not yet renamed or removed: each is
 * added once made (after guardSignals), and `released` once renamed into place or removed.
 */
const temporaries = new Set<string>();
let guarded = false;

/** Every temporary still held, removed: the process is ending. */
function removeTemporaries(): void {
  for (const temporary of temporaries) rmSync(temporary, { recursive: true, force: true });
  temporaries.clear();
}

/**
 * A signal that would have ended the process ends it, as its default would (exit 128 + its number),
 * once the temporaries are removed ('exit'). Where the command listens for it too (session's
 * SIGTERM, inspect's SIGINT), the command's listener says what it does; if that ends the process,
 * 'exit' removes them all the same.
 */
function endOnSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) === 1) process.exit(SIGNAL_STATUS[signal as keyof typeof SIGNAL_STATUS]);
}

/**
 * Listens for SIGINT, SIGTERM and SIGHUP until the temporaries are gone (see endOnSignal): called
 * before a temporary is made. A write is synchronous (but for writeThrough's fill), so a signal
 * that comes during it is handled once it is over, with its temporary renamed or removed. The
 * listeners are taken back only after a poll of the event loop (two turns of setImmediate), where a
 * signal that came during the write is delivered: taken back before it, the signal would be lost.
 * (So a caller that goes on without yielding, as session --auto plays its coups, hears a signal that
 * comes after a write once it yields.)
 */
function guardSignals(): void {
  if (!guarded) {
    guarded = true;
    for (const signal of SIGNALS) process.on(signal, endOnSignal);
    process.on('exit', removeTemporaries);
  }
  setImmediate(() => setImmediate(unguardWhenIdle));
}

function unguardWhenIdle(): void {
  if (!guarded || temporaries.size > 0) return;
  guarded = false;
  for (const signal of SIGNALS) process.off(signal, endOnSignal);
  process.off('exit', removeTemporaries);
}

/** A temporary renamed into place or removed: a signal no longer needs to remove it. */
function released(temporary: string): void {
  temporaries.delete(temporary);
  setImmediate(() => setImmediate(unguardWhenIdle));
}

/** A new temporary file in the target's folder: a random name, opened exclusively, never through a link. */
function temporaryBeside(path: string, existing: Stats | undefined): { temporary: string; fd: number } {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
  guardSignals();
  const fd = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
    0o666,
  );
  // Only a temporary this call created is held: a name planted by someone else is not removed.
  temporaries.add(temporary);
  try {
    // A file replaced keeps its permissions.
    if (existing) fchmodSync(fd, existing.mode & 0o7777);
  } catch (e) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    released(temporary);
    throw e;
  }
  return { temporary, fd };
}

/**
 * Writes `text` to `target` whole or not at all (see the file's comment); a refusal or a failure to
 * write is a WriteRefused, "<shown>: <reason>", and leaves the target as it was.
 */
export function writeWhole(target: string, text: string | Uint8Array, o: WriteOptions): void {
  const path = resolve(o.cwd ?? '.', target);
  const r = refusal(path, target, o.inputs ?? []);
  if ('reason' in r) throw new WriteRefused(`${o.shown}: ${r.reason}`);
  let made: { temporary: string; fd: number } | undefined;
  try {
    made = temporaryBeside(path, r.existing);
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    for (let at = 0; at < bytes.length; ) at += writeSync(made.fd, bytes, at, bytes.length - at);
    fsyncSync(made.fd);
    closeSync(made.fd);
    made = { ...made, fd: -1 };
    renameSync(made.temporary, path);
    released(made.temporary);
  } catch (e) {
    // Only a temporary this call created is removed: a name planted by someone else stays as it was.
    if (made) {
      if (made.fd >= 0) closeSync(made.fd);
      rmSync(made.temporary, { force: true });
      released(made.temporary);
    }
    throw new WriteRefused(`${o.shown}: cannot write it (${ioReason(e)})`);
  }
}

/**
 * The same for a file another writer fills by its path (cucumber's HTML report): `fill` writes the
 * temporary this creates, which is then flushed and renamed over the target; if `fill` fails, the
 * temporary is removed and the target left as it was.
 */
export async function writeThrough<T>(
  target: string,
  o: WriteOptions,
  fill: (temporary: string) => Promise<T>,
): Promise<T> {
  const path = resolve(o.cwd ?? '.', target);
  const r = refusal(path, target, o.inputs ?? []);
  if ('reason' in r) throw new WriteRefused(`${o.shown}: ${r.reason}`);
  let made: { temporary: string; fd: number };
  try {
    made = temporaryBeside(path, r.existing);
  } catch (e) {
    throw new WriteRefused(`${o.shown}: cannot write it (${ioReason(e)})`);
  }
  // The temporary is held from here (temporaryBeside): removed on any failure, or by a signal.
  try {
    closeSync(made.fd);
  } catch (e) {
    rmSync(made.temporary, { force: true });
    released(made.temporary);
    throw new WriteRefused(`${o.shown}: cannot write it (${ioReason(e)})`);
  }
  try {
    const result = await fill(made.temporary);
    const fd = openSync(made.temporary, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(made.temporary, path);
    released(made.temporary);
    return result;
  } catch (e) {
    rmSync(made.temporary, { force: true });
    released(made.temporary);
    throw e;
  }
}

/**
 * Why a folder of files (vectors --out) may not be written at `target`, or its existing status: it
 * must be a new name in an existing, writable folder, or an empty folder; a link (even to a folder),
 * a file, a device or a folder holding anything is refused, nothing of the user's replaced.
 */
function folderRefusal(target: string, given: string): { reason: string } | { existing: Stats | undefined } {
  const status = ownStatus(target);
  if ('reason' in status) return status;
  const { existing } = status;
  if (existing === undefined) {
    // A new folder: its parent is what a file's target needs.
    const r = refusal(target, given, []);
    return 'reason' in r ? r : { existing };
  }
  if (existing.isSymbolicLink()) return { reason: `is ${kindOf(existing, 'folder')}` };
  if (!existing.isDirectory()) return { reason: 'is not a folder: name a new or empty folder' };
  let inside: string[];
  try {
    inside = readdirSync(target);
  } catch (e) {
    return { reason: `cannot read this folder (${ioReason(e)})` };
  }
  if (inside.length > 0)
    return {
      reason: `the folder is not empty (${inside.length} ${inside.length === 1 ? 'entry' : 'entries'}): name a new or empty folder`,
    };
  return { existing };
}

/** Refuses (WriteRefused, "<shown>: <reason>") a folder's target writeFolderWhole would refuse. */
export function checkFolderTarget(target: string, o: WriteOptions): void {
  const r = folderRefusal(resolve(o.cwd ?? '.', target), target);
  if ('reason' in r) throw new WriteRefused(`${o.shown}: ${r.reason}`);
}

/**
 * Writes a folder of files whole or not at all (vectors --out; see folderRefusal for the target):
 * every file goes, whole (writeWhole), into a new folder beside the target, named at random, which
 * is renamed into place once all are written (over an empty folder, keeping its permissions). On
 * any failure the temporary folder is removed and the target left as it was, so a rerun finds it as
 * the first run did; a signal that ends the command (SIGINT, SIGTERM, SIGHUP) waits for the folder
 * to be in place or removed, as for a file (guardSignals).
 */
export function writeFolderWhole(target: string, files: readonly (readonly [string, string])[], o: WriteOptions): void {
  const path = resolve(o.cwd ?? '.', target);
  const r = folderRefusal(path, target);
  if ('reason' in r) throw new WriteRefused(`${o.shown}: ${r.reason}`);
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
  guardSignals();
  try {
    mkdirSync(temporary, 0o777);
  } catch (e) {
    throw new WriteRefused(`${o.shown}: cannot create the folder (${ioReason(e)})`);
  }
  temporaries.add(temporary);
  try {
    for (const [name, text] of files)
      writeWhole(join(temporary, name), text, { shown: `${o.shown}: ${printable(name)}` });
    if (r.existing) chmodSync(temporary, r.existing.mode & 0o7777);
    try {
      renameSync(temporary, path);
    } catch (e) {
      throw new WriteRefused(`${o.shown}: cannot put the folder in its place (${ioReason(e)})`);
    }
  } catch (e) {
    rmSync(temporary, { recursive: true, force: true });
    throw e;
  } finally {
    released(temporary);
  }
}
