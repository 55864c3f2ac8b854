/**
 * The JSON Schema check of a profile, with ajv's errors turned into sentences a game designer can act
 * on: an unknown key names the allowed ones, an enum lists its values, a oneOf says what would fit.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { schemaValidator } from '../schemas/validator.js';
import { closest } from './closest.js';

export const SCHEMA_PATH = fileURLToPath(new URL('../../schemas/profile.schema.json', import.meta.url));

type JsonSchema = { [k: string]: unknown };
/** The schema's text and its tree, read when a profile is first checked (a prepared profile never is). */
let read: { text: string; schema: JsonSchema } | undefined;
function schemaFile(): { text: string; schema: JsonSchema } {
  if (!read) {
    const text = readFileSync(SCHEMA_PATH, 'utf8');
    read = { text, schema: JSON.parse(text) as JsonSchema };
  }
  return read;
}

/** The keys a profile may have at its top, as the schema lists them: a file with none is no profile. */
export const profileKeys = (): readonly string[] => Object.keys(schemaFile().schema.properties as object);

let validator: ValidateFunction | undefined;
/**
 * The profile schema's validator (the build's standalone code where it is current: src/schemas/validator.ts),
 * asked for at the first check; the build asks for it to write it.
 */
export function profileValidator(): ValidateFunction {
  // strictRequired is off only so that the root's if/then/else can require keys by name: a profile
  // that extends another needs only its id and name; every other profile needs every section.
  validator ??= schemaValidator('profile', schemaFile().text, {
    allErrors: true,
    useDefaults: true,
    verbose: true,
    strict: true,
    strictRequired: false,
  });
  return validator;
}

export interface SchemaProblem {
  readonly pointer: string;
  /** True when the problem is the key itself (unknown key), so it is located at the key. */
  readonly atKey: boolean;
  readonly message: string;
}

function resolve(s: unknown): JsonSchema {
  const ref = (s as JsonSchema | undefined)?.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    return ref
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o as JsonSchema)[k], schemaFile().schema) as JsonSchema;
  }
  return (s ?? {}) as JsonSchema;
}

const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

function describeAlternative(s: unknown): string {
  const r = resolve(s);
  if (Array.isArray(r.enum)) return (r.enum as unknown[]).join(', ');
  if (r.const !== undefined) return JSON.stringify(r.const);
  if (r.description !== undefined) return String(r.description);
  // A bare type says its bounds: "a whole number from 1 to 100", not "integer".
  const type =
    r.type === 'integer'
      ? 'a whole number'
      : r.type === 'number'
        ? 'a number'
        : r.type === 'string'
          ? 'a string'
          : r.type;
  if (type === undefined) return 'another shape';
  const [min, max] = [r.minimum, r.maximum];
  return `${String(type)}${min !== undefined && max !== undefined ? ` from ${String(min)} to ${String(max)}` : min !== undefined ? ` of at least ${String(min)}` : max !== undefined ? ` of at most ${String(max)}` : ''}`;
}

/**
 * A payout as the schema defines it (bets[].settle[].pays): a string of the ratio's pattern, else a
 * pay table. A value of the wrong type where a payout or a rung of a pay table goes is said here,
 * once, in the forms a payout takes, whatever key holds it: "30 must be object" told a designer who
 * wrote `pays: 30` nothing of "30:1".
 */
let payout: { ratioPattern: unknown; payTable: JsonSchema; payTableName: string } | undefined;
function payoutSchema() {
  if (!payout) {
    const schema = resolve({ $ref: '#/$defs/bet/properties/settle/items/properties/pays' });
    const payTable = schema.else as JsonSchema;
    // "a pay table (a ladder)", as the schema names it.
    const payTableName = lowerFirst(String(payTable.description).split(':')[0]!);
    payout = { ratioPattern: (schema.then as JsonSchema).pattern, payTable, payTableName };
  }
  return payout;
}

function payoutSentence(e: ErrorObject): SchemaProblem | undefined {
  const parent = e.parentSchema as JsonSchema | undefined;
  if (e.keyword !== 'type' || !parent) return undefined;
  const n = e.data;
  const example =
    typeof n === 'number' && n >= 0 ? `e.g. "${n}:1" for ${n} to 1` : 'e.g. "8:1" for 8 to 1, "3:2" for 3 to 2';
  const said = JSON.stringify(n);
  const { ratioPattern, payTable, payTableName } = payoutSchema();
  if (parent.description === payTable.description)
    return {
      pointer: e.instancePath,
      atKey: false,
      message: `${said} is not a payout: a payout is a ratio 'profit:stake' (${example}) or ${payTableName}: { by, table }`,
    };
  if (parent.pattern === ratioPattern)
    return {
      pointer: e.instancePath,
      atKey: false,
      message: `${said} is not a payout: a rung of ${payTableName} pays a ratio 'profit:stake' (${example})`,
    };
  return undefined;
}

function sentence(e: ErrorObject): SchemaProblem {
  const payout = payoutSentence(e);
  if (payout) return payout;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys((resolve(e.parentSchema).properties as object | undefined) ?? {});
      const near = closest(key, allowed);
      return {
        pointer: `${e.instancePath}/${key}`,
        atKey: true,
        message: `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}: allowed keys here are ${allowed.join(', ')}`,
      };
    }
    case 'required':
      // Located at the key that names the incomplete map (its first line for the whole profile).
      return {
        pointer: e.instancePath,
        atKey: true,
        message: `missing required key "${String(p.missingProperty)}"`,
      };
    case 'enum':
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} is not allowed: must be one of ${(p.allowedValues as unknown[]).join(', ')}`,
      };
    case 'oneOf':
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} does not fit: must be either ${(e.schema as unknown[]).map(describeAlternative).join(' or ')}`,
      };
    case 'propertyNames':
      return {
        pointer: `${e.instancePath}/${String(p.propertyName)}`,
        atKey: true,
        message:
          `key "${String(p.propertyName)}" is not allowed here: ${lowerFirst(String(resolve(e.parentSchema).description ?? ''))}`.trim(),
      };
    case 'pattern':
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} is not in the expected form: ${lowerFirst(String(resolve(e.parentSchema).description ?? e.message))}`,
      };
    case 'maximum':
    case 'minimum': {
      // A bound says why it is there in the key's description (an exact payout, the cards of 16 decks).
      const why = lowerFirst(String(resolve(e.parentSchema).description ?? '')).trim();
      const said = `${JSON.stringify(e.data)} is ${e.keyword === 'maximum' ? 'more' : 'less'} than ${String(p.limit)}`;
      return { pointer: e.instancePath, atKey: false, message: why ? `${said}: ${why}` : said };
    }
    case 'maxItems':
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${Array.isArray(e.data) ? e.data.length : '?'} items is more than ${String(p.limit)}: ${lowerFirst(String(resolve(e.parentSchema).description ?? '')).trim()}`,
      };
    case 'type':
      if (p.type === 'integer' && typeof e.data === 'number') {
        const why = lowerFirst(String(resolve(e.parentSchema).description ?? '')).trim();
        return {
          pointer: e.instancePath,
          atKey: false,
          message: `${JSON.stringify(e.data)} is not a whole number${why ? `: ${why}` : ''}`,
        };
      }
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} ${e.message ?? 'is not valid'}`,
      };
    default:
      return {
        pointer: e.instancePath,
        atKey: false,
        message: `${JSON.stringify(e.data)} ${e.message ?? 'is not valid'}`,
      };
  }
}

/**
 * Validates (and fills the schema's defaults into) `data`. Errors inside a oneOf's alternatives are
 * folded into the oneOf's own sentence; a propertyNames pattern error into the key's sentence.
 */
export function checkSchema(data: unknown): SchemaProblem[] {
  const validate = profileValidator();
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  // A oneOf's failed alternatives report at the same place: keep the deepest errors (a bad value inside
  // a row says more than "the row does not fit"), else the oneOf's own sentence that names them all.
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  // Indexed once: asked for each error, "is there a deeper one" and "what else is said here" would
  // each scan every error (a profile of thousands of mistakes took seconds).
  const above = new Set<string>();
  const at = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    const here = at.get(e.instancePath);
    if (here) here.push(e);
    else at.set(e.instancePath, [e]);
    for (let i = e.instancePath.lastIndexOf('/'); i > 0; i = e.instancePath.lastIndexOf('/', i - 1))
      above.add(e.instancePath.slice(0, i));
    if (e.instancePath !== '') above.add('');
  }
  const isObject = (d: unknown) => d !== null && typeof d === 'object' && !Array.isArray(d);
  // A misspelt key ("setle") is one mistake: its unknown key says what it likely meant, so the
  // required key it stands for is not said missing too.
  const meant = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((resolve(e.parentSchema).properties as object | undefined) ?? {});
    const near = closest(String((e.params as Record<string, unknown>).additionalProperty), allowed);
    if (near) meant.add(`${e.instancePath} ${near}`);
  }
  const kept = errors.filter((e) => {
    if (e.keyword === 'if') return false; // the failed branch's own errors say what is missing
    if (
      e.keyword === 'required' &&
      meant.has(`${e.instancePath} ${String((e.params as Record<string, unknown>).missingProperty)}`)
    )
      return false;
    if (e.keyword === 'pattern' && e.propertyName !== undefined) return false; // reported by propertyNames
    if (!oneOfAt.has(e.instancePath)) return true;
    if (above.has(e.instancePath)) return false;
    // A map where the alternatives are a word or a map: the map alternative's own errors (a bad key)
    // say more than "does not fit".
    if (
      isObject(e.data) &&
      at
        .get(e.instancePath)!
        .some((o) => ['propertyNames', 'additionalProperties', 'minProperties'].includes(o.keyword))
    ) {
      return !['oneOf', 'enum', 'type'].includes(e.keyword);
    }
    return e.keyword === 'oneOf';
  });
  const seen = new Set<string>();
  return kept.map(sentence).filter((s) => {
    const k = `${s.pointer} ${s.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
