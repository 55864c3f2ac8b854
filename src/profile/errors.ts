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
    super(problems.map(formatProblem).join('\n'));
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
