/**
 * One rule for a participant's name, wherever a session is set up: the command line's
 * `--players`, the inspector's form and requests, and a record played again (`replay`, the
 * inspector's upload). A name is one word a move can carry (`BET Ann punto`), that a terminal
 * shows as it is, and that names nobody else.
 */

/** Who makes the table's own moves in a record (src/driver/table.ts `onward`). */
export const TABLE = 'table';

/**
 * The house's croupier: a role, never a participant. A croupier's move that names its maker (SHUFFLE,
 * CUT) names him so; a move that names nobody (the deal, the next coup) is the table's in a record.
 */
export const CROUPIER = 'croupier';

/** Who sees the table without playing: the view that belongs to no participant. */
export const ONLOOKER = 'onlooker';

/** The longest name: what a record may hold (schemas/record.schema.json). */
export const MAX_NAME_LENGTH = 64;

/** Control and format characters (a NUL, an escape, a bidirectional override): text a terminal would obey. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** Why `name` cannot be a participant's, in words (quoting it as JSON does), or undefined if it can. */
export function nameProblem(name: string): string | undefined {
  const quoted = JSON.stringify(name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH)}…` : name);
  if (name === '') return 'a name is empty';
  if (INVISIBLE.test(name)) return `${quoted} cannot be a name: it holds a control character`;
  if (/\s/u.test(name)) return `${quoted} cannot be a name: a name is one word (no spaces)`;
  if ([...name].length > MAX_NAME_LENGTH)
    return `${quoted} cannot be a name: a name is at most ${MAX_NAME_LENGTH} characters`;
  const lower = name.toLowerCase();
  if (lower === TABLE) return `${quoted} cannot be a name: "${TABLE}" names the table's own moves`;
  if (lower === ONLOOKER) return `${quoted} cannot be a name: "${ONLOOKER}" names who watches without playing`;
  if (lower === CROUPIER) return `${quoted} cannot be a name: "${CROUPIER}" names the house's croupier, a role`;
  return undefined;
}

/**
 * The first problem of a list of names, with the position (from 0) of the name it is about. A name
 * given twice is the session's to refuse (src/machines/game.ts), as it is wherever a game starts.
 */
export function namesProblem(names: readonly string[]): { index: number; problem: string } | undefined {
  for (let i = 0; i < names.length; i++) {
    const problem = nameProblem(names[i]!);
    if (problem) return { index: i, problem };
  }
  return undefined;
}

/**
 * A list of names as the features write it, "Ann, Boris and Vera" or "Ann, Boris, Vera" -> ["Ann",
 * "Boris", "Vera"]: the one reading of it that the steps' World and the test vectors share.
 */
export function names(list: string): string[] {
  return list
    .split(/,|\band\b/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
