/**
 * A JSON Schema's validator, compiled once at build time rather than at every start of the command.
 *
 * ajv compiles a schema into JavaScript; for the profile schema that takes longer than the rest of
 * `baccarat play` together. `npm run build` (scripts/build.mjs) writes each validator the modules ask
 * for as ajv's standalone code beside this file (dist/schemas/<name>.validate.cjs), and beside it
 * what the code was made from (<name>.validate.json: ajv's version, the options and the schema's
 * text). A validator is taken from there only when it was made from exactly what is asked for;
 * otherwise (a schema edited since the build) ajv compiles it here, so a stale file can never
 * validate. (The texts compared, not a hash of them: that would load node:crypto and hash the
 * schema at every start.) The TypeScript sources under test have no such file beside them: they take
 * the build's, in dist/schemas/, on the same condition.
 *
 * The build also leaves V8's code cache of each (<name>.validate.v8cache), made once the validator
 * has checked the documents it is given (the bundled profiles, the bundled policies), so that the
 * functions they reach come compiled: the profile's code is half a megabyte of functions which V8
 * would otherwise compile at every start, the first check waiting on them. V8 takes a cache only
 * from its own version run with the same flags; one it refuses is no error: the code is compiled.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { Options, ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
// ajv is required only when a schema must be compiled here: it is most of the validator's cost.
type AjvModule = typeof import('ajv/dist/2020.js');
const ajvModule = (): AjvModule => require('ajv/dist/2020.js') as AjvModule;
const ajvVersion = (): string => (require('ajv/package.json') as { version: string }).version;

interface Wanted {
  readonly name: string;
  readonly schemaText: string;
  readonly options: Options;
  /** What its standalone code must have been made from: ajv's version, the options and the schema's text, as JSON. */
  readonly madeFrom: string;
  /** Where this process's validator came from: the build's standalone code, or ajv here. */
  origin: 'standalone' | 'compiled';
  /** The standalone code's: compiled from its code cache, the cache refused, or none there. */
  codeCache?: CodeCache;
}
type CodeCache = 'used' | 'refused' | 'none';
/** Every validator asked for in this process, for the build to write. */
const wanted = new Map<string, Wanted>();

const fileOf = (name: string) => fileURLToPath(new URL(`./${name}.validate.cjs`, import.meta.url));
/** Where a validator's standalone code may be: beside this module, and for the sources (src/schemas/) the build's. */
const filesOf = (name: string): string[] =>
  import.meta.url.endsWith('.ts')
    ? [fileOf(name), fileURLToPath(new URL(`../../dist/schemas/${name}.validate.cjs`, import.meta.url))]
    : [fileOf(name)];
/** The file beside a validator's standalone code that says what it was made from. */
const madeFromFile = (code: string) => code.replace(/\.cjs$/, '.json');

/** The file beside a validator's standalone code that holds V8's code cache of it. */
const codeCacheFile = (code: string) => code.replace(/\.cjs$/, '.v8cache');

/** The text of a file, or undefined where there is none. */
function textOf(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A validator's standalone code run as the CommonJS module it is, compiled from its code cache where
 * there is one (and V8 takes it); with the script, from which the build makes the cache.
 */
function runStandalone(
  file: string,
  cached: boolean,
): { validate: ValidateFunction; script: Script; cache: CodeCache } {
  let cachedData: Buffer | undefined;
  try {
    if (cached) cachedData = readFileSync(codeCacheFile(file));
  } catch {
    cachedData = undefined;
  }
  const code = readFileSync(file, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, dirname(file));
  const cache = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'refused' : 'used';
  return { validate: module.exports as ValidateFunction, script, cache };
}

/** The validator of `schemaText` (the schema file's text) under ajv's Ajv2020 with `options`. */
export function schemaValidator(name: string, schemaText: string, options: Options): ValidateFunction {
  const madeFrom = JSON.stringify({ ajv: ajvVersion(), options, schema: schemaText });
  const w: Wanted = { name, schemaText, options, madeFrom, origin: 'compiled' };
  wanted.set(name, w);
  for (const file of filesOf(name)) {
    if (textOf(madeFromFile(file)) !== madeFrom) continue;
    const { validate, cache } = runStandalone(file, true);
    w.origin = 'standalone';
    w.codeCache = cache;
    return validate;
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

/** Whether each standalone validator of this process was compiled from its code cache. */
export function validatorCodeCaches(): Record<string, CodeCache> {
  return Object.fromEntries([...wanted.values()].flatMap((w) => (w.codeCache ? [[w.name, w.codeCache]] : [])));
}

/**
 * Writes the standalone code of every validator asked for so far, and its code cache once it has
 * checked the documents `samples` gives for it (the build's step); returns the code's files.
 */
export function writeStandaloneValidators(samples: Readonly<Record<string, readonly unknown[]>> = {}): string[] {
  const { Ajv2020 } = ajvModule();
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: (ajv: unknown, v: unknown) => string })
    .default;
  return [...wanted.values()].map((w) => {
    const ajv = new Ajv2020({ ...w.options, code: { ...w.options.code, source: true } });
    const code = standaloneCode(ajv, ajv.compile(JSON.parse(w.schemaText) as object));
    const file = fileOf(w.name);
    writeFileSync(file, `${code}\n`);
    writeFileSync(madeFromFile(file), w.madeFrom);
    const { validate, script } = runStandalone(file, false);
    // Each document a copy: the validator fills the schema's defaults into what it checks.
    for (const doc of samples[w.name] ?? []) validate(structuredClone(doc));
    writeFileSync(codeCacheFile(file), script.createCachedData());
    return file;
  });
}
