/**
 * A JSON Schema's validator, compiled once at build time rather than at every start of the command.
 *
 * ajv compiles a schema into JavaScript; for the profile schema that takes longer than the rest of
 * `baccarat play` together. `npm run build` (scripts/build.mjs) writes each validator the modules ask
 * for as ajv's standalone code beside this file (dist/schemas/<name>.validate.cjs), stamped with a
 * fingerprint of the schema's text, ajv's version and the options. A validator is taken from there
 * only when its fingerprint is the one asked for; otherwise (a schema edited since the build) ajv
 * compiles it here, so a stale file can never validate. The TypeScript sources under test have no
 * such file beside them: they take the build's, in dist/schemas/, on the same condition.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Options, ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
// ajv is required only when a schema must be compiled here: it is most of the validator's cost.
type AjvModule = typeof import('ajv/dist/2020.js');
const ajvModule = (): AjvModule => require('ajv/dist/2020.js') as AjvModule;
const ajvVersion = (): string => (require('ajv/package.json') as { version: string }).version;
// And node:crypto when a fingerprint is taken: a command that validates nothing never loads it.
const sha256 = (text: string): string =>
  (require('node:crypto') as typeof import('node:crypto')).createHash('sha256').update(text).digest('hex');

interface Wanted {
  readonly name: string;
  readonly schemaText: string;
  readonly schema: object;
  readonly options: Options;
  readonly fingerprint: string;
  /** Where this process's validator came from: the build's standalone code, or ajv here. */
  origin: 'standalone' | 'compiled';
}
/** Every validator asked for in this process, for the build to write. */
const wanted = new Map<string, Wanted>();

const fileOf = (name: string) => fileURLToPath(new URL(`./${name}.validate.cjs`, import.meta.url));
/** Where a validator's standalone code may be: beside this module, and for the sources (src/schemas/) the build's. */
const filesOf = (name: string): string[] =>
  import.meta.url.endsWith('.ts')
    ? [fileOf(name), fileURLToPath(new URL(`../../dist/schemas/${name}.validate.cjs`, import.meta.url))]
    : [fileOf(name)];

/** The validator of `schemaText` (the schema file's text) under ajv's Ajv2020 with `options`. */
export function schemaValidator(name: string, schemaText: string, options: Options): ValidateFunction {
  const schema = JSON.parse(schemaText) as object;
  const fingerprint = sha256(JSON.stringify([ajvVersion(), options, schemaText]));
  const w: Wanted = { name, schemaText, schema, options, fingerprint, origin: 'compiled' };
  wanted.set(name, w);
  for (const file of filesOf(name)) {
    if (!existsSync(file)) continue;
    const built = require(file) as ValidateFunction & { fingerprint?: string };
    if (built.fingerprint === fingerprint) {
      w.origin = 'standalone';
      return built;
    }
  }
  return ajvValidator(schemaText, options);
}

/** The validator ajv compiles from the schema's text, here and now (what the standalone code must equal). */
export function ajvValidator(schemaText: string, options: Options): ValidateFunction {
  return new (ajvModule().Ajv2020)(options).compile(JSON.parse(schemaText) as object);
}

/** The schema's text and the options a validator was asked for with in this process (the tests compile it again). */
export function validatorAskedFor(name: string): { schemaText: string; options: Options } | undefined {
  const w = wanted.get(name);
  return w && { schemaText: w.schemaText, options: w.options };
}

/** Where each validator asked for in this process came from. */
export function validatorOrigins(): Record<string, 'standalone' | 'compiled'> {
  return Object.fromEntries([...wanted.values()].map((w) => [w.name, w.origin]));
}

/** Writes the standalone code of every validator asked for so far (the build's step). */
export function writeStandaloneValidators(): string[] {
  const { Ajv2020 } = ajvModule();
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: unknown, v: unknown) => string })
    .default;
  return [...wanted.values()].map((w) => {
    const ajv = new Ajv2020({ ...w.options, code: { ...w.options.code, source: true } });
    const code = standaloneCode(ajv, ajv.compile(w.schema));
    const file = fileOf(w.name);
    writeFileSync(file, `${code}\nmodule.exports.fingerprint = ${JSON.stringify(w.fingerprint)};\n`);
    return file;
  });
}
