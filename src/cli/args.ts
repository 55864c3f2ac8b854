/**
 * The command line read strictly: node's parseArgs, with its messages turned into one line that
 * names the option, a negative number taken as an option's value (`--fund -5` as `--fund=-5`, then
 * refused by the option's range, not as "ambiguous"), `-n=5` read as `-n 5` (node would take "=5"
 * as the value), an option given twice refused rather than
 * the first silently dropped, and whole numbers read exactly.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { closest } from '../profile/closest.js';
import { excerpt, UsageError } from './io.js';

// The nearest of the names a word may have meant is the profile loader's too ("did you mean"): it lives below both.
export { closest };

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The options that name a file a command writes (par --out, session --record, conform --report, …)
 * or reads (--policy, --shoe-file, --profile): given empty, refused as empty here, once for every
 * command, rather than resolved to the working folder and refused as "a folder", or read as a file
 * with no name.
 */
const PATHS = ['out', 'record', 'report', 'junit', 'policy', 'shoe-file', 'profile'];

const flag = (name: string) => (name.length === 1 ? `-${name}` : `--${name}`);

type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true; tokens: true }>
>;

export function parseCommandArgs<O extends Options>(
  argv: readonly string[],
  options: O,
): { values: Parsed<O>['values']; positionals: string[] } {
  const valued = new Map<string, string>(); // "--fund" or "-n" -> option name
  for (const [name, o] of Object.entries(options)) {
    if (o.type !== 'string') continue;
    valued.set(`--${name}`, name);
    if (o.short) valued.set(`-${o.short}`, name);
  }
  // A negative number after an option that takes a value is that value (then refused by its range).
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      args.push(...argv.slice(i));
      break;
    }
    // `-n=5` as `-n 5`: node would read the value "=5" (a short option's value follows it directly).
    const short = /^(-[^-=])=([\s\S]*)$/.exec(a);
    const shortName = short ? valued.get(short[1]!) : undefined;
    if (short && shortName !== undefined) {
      // Given as `-n 5` (so messages show -n), or as `--coups=-5` when negative (taken as a value).
      if (short[2]!.startsWith('-')) args.push(`--${shortName}=${short[2]}`);
      else args.push(short[1]!, short[2]!);
      continue;
    }
    const name = valued.get(a);
    const next = argv[i + 1];
    if (name !== undefined && next !== undefined && /^-[0-9.]/.test(next)) {
      args.push(`--${name}=${next}`);
      i++;
    } else args.push(a);
  }
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true, tokens: true });
  } catch (e) {
    throw argsError(e, options);
  }
  // An option given twice would keep only its last value: say so instead.
  const seen = new Map<string, string>();
  for (const t of parsed.tokens ?? []) {
    if (t.kind !== 'option' || options[t.name]?.multiple) continue;
    const shown = `${t.rawName}${t.value !== undefined ? ` ${t.value}` : ''}`;
    const before = seen.get(t.name);
    if (before !== undefined)
      throw new UsageError(`${flag(t.name)} is given twice (${before}, then ${shown}): give it once`);
    seen.set(t.name, shown);
  }
  for (const name of PATHS)
    if (options[name]?.type === 'string' && (parsed.values as Record<string, unknown>)[name] === '')
      throw new UsageError(
        `--${name} needs ${name === 'profile' ? 'a profile' : 'a path'}: an empty one names nothing`,
      );
  return { values: parsed.values, positionals: parsed.positionals };
}

function argsError(e: unknown, options: Options): unknown {
  const code = (e as { code?: string }).code;
  if (!(e instanceof TypeError) || !code?.startsWith('ERR_PARSE_ARGS')) return e;
  const option = /'(-[^' ]+)/.exec(e.message)?.[1] ?? '';
  const names = Object.keys(options).map(flag);
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const near = closest(option.replace(/=.*/, ''), names);
      if (names.length === 0)
        return new UsageError(
          `unknown option ${excerpt(option)}: this command takes no options (put -- before a file whose name starts with -)`,
        );
      return new UsageError(
        `unknown option ${excerpt(option)}${near ? ` (did you mean ${near}?)` : ''}; the options are ${names.join(', ')}`,
      );
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/does not take an argument/.test(e.message)) return new UsageError(`${option} takes no value`);
      return new UsageError(`${option} needs a value`);
    default:
      return new UsageError(e.message.split('\n')[0]!);
  }
}

/**
 * A whole number written in digits alone, from `min` to `max` (at most Number.MAX_SAFE_INTEGER, the
 * largest whole number the command holds exactly: a larger one would be read as another number).
 */
export function wholeNumber(
  option: string,
  text: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  unit = '',
  place = `${option} ${text === '' ? '""' : text}`,
  why = '',
): number {
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    const bound = max === Number.MAX_SAFE_INTEGER ? `${max} (the largest whole number counted exactly)` : String(max);
    throw new UsageError(
      `${excerpt(place)}: give a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${bound}${why && n > max ? `: ${why}` : ''}`,
    );
  }
  return n;
}
