/**
 * Problems in a profile, each located in its file: `file:line:col  /json/pointer  message`.
 */
export interface ProfileProblem {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** JSON pointer to the value in the profile, e.g. /drawing/turns/1/table/3. */
  readonly pointer: string;
  readonly message: string;
}

export function formatProblem(p: ProfileProblem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.pointer || '/'}  ${p.message}`;
}

/** The most problems printed of one profile: a designer fixes the first ones, and needs the count. */
export const MOST_PROBLEMS_SHOWN = 20;

/** A problem's kind: its message without the values it quotes or counts. */
const kindOf = (p: ProfileProblem) => p.message.replace(/"(?:[^"\\]|\\.)*"|\[[^\]]*\]|\{[^}]*\}|-?\d+(?:\.\d+)?/g, '#');

/**
 * The lines that report a profile's problems: the first MOST_PROBLEMS_SHOWN, then one line that
 * counts the rest (a list of 99,000 wrong items is 21 lines, not 99,000).
 */
export function formatProblems(problems: readonly ProfileProblem[]): string[] {
  const shown = problems.slice(0, MOST_PROBLEMS_SHOWN).map(formatProblem);
  const rest = problems.slice(MOST_PROBLEMS_SHOWN);
  if (rest.length === 0) return shown;
  const kind = kindOf(rest[0]!);
  const same =
    rest.every((p) => kindOf(p) === kind) && problems.slice(0, MOST_PROBLEMS_SHOWN).some((p) => kindOf(p) === kind);
  const files = new Set(rest.map((p) => p.file));
  const where = files.size === 1 ? `${rest[0]!.file}: ` : '';
  return [
    ...shown,
    `${where}… and ${rest.length.toLocaleString('en-US')} more ${rest.length === 1 ? 'problem' : 'problems'}${same ? ' of the same kind' : ''}`,
  ];
}

/**
 * Thrown by loadProfile: carries every problem found, never only the first.
 *
 * @example
 * ```ts
 * import { loadProfile, ProfileError } from 'baccarat-spec';
 *
 * try {
 *   loadProfile('my-house.yaml');
 * } catch (e) {
 *   if (e instanceof ProfileError) for (const p of e.problems) console.error(`${p.file}:${p.line}:${p.col} ${p.message}`);
 * }
 * ```
 */
export class ProfileError extends Error {
  override name = 'ProfileError';
  constructor(readonly problems: readonly ProfileProblem[]) {
    // The message is what a command prints: capped (formatProblems); `problems` holds every one.
    super(formatProblems(problems).join('\n'));
  }
}

export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function pathOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
