/**
 * The command line read strictly: node's parseArgs, with its messages turned into one line that
 * names the option, a negative number taken as an option's value (`--fund -5` as `--fund=-5`, then
 * refused by the option's range, not as "ambiguous"), an option given twice refused rather than
 * the first silently dropped, and whole numbers read exactly.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './io.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The closest of `names` to `word`, if it is close enough to be a likely slip. */
export function closest(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    const d = distance(word, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best !== undefined && (bestDistance <= Math.max(1, Math.floor(best.length / 3)) || best.startsWith(word) && word.length >= 2) ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const flag = (name: string) => (name.length === 1 ? `-${name}` : `--${name}`);

export function parseCommandArgs<O extends Options>(argv: readonly string[], options: O) {
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
    const name = valued.get(a);
    const next = argv[i + 1];
    if (name !== undefined && next !== undefined && /^-[0-9.]/.test(next)) {
      args.push(`--${name}=${next}`);
      i++;
    } else args.push(a);
  }
  let parsed;
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
    if (before !== undefined) throw new UsageError(`${flag(t.name)} is given twice (${before}, then ${shown}): give it once`);
    seen.set(t.name, shown);
  }
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
      return new UsageError(`unknown option ${option}${near ? ` (did you mean ${near}?)` : ''}; the options are ${names.join(', ')}`);
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
export function wholeNumber(option: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER, unit = ''): number {
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    const bound = max === Number.MAX_SAFE_INTEGER ? `${max} (the largest whole number counted exactly)` : String(max);
    throw new UsageError(`${option} ${text}: give a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${bound}`);
  }
  return n;
}
