/**
 * The schemas' validators that `npm run build` writes as standalone code (src/schemas/validator.ts):
 * the compiled package uses them (and the sources under test too, their fingerprint matching), and
 * they find exactly the errors ajv finds when it compiles the schema itself, in every file of ours a
 * schema reads; the compiled package and the sources make the same problems of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { checkPolicyText, policyValidator } from '../src/core/policy.js';
import { checkProfileText } from '../src/loader/load.js';
import { profileValidator } from '../src/profile/schema.js';
import { parseYaml } from '../src/profile/yaml.js';
import { ajvValidator, schemaValidator, validatorAskedFor, validatorOrigins } from '../src/schemas/validator.js';

// The package as the command runs it (dist/ is fresh: test/setup/build.ts); by URL, so that the
// type-check does not need dist/.
const built = <T>(path: string): Promise<T> => import(new URL(`../dist/${path}`, import.meta.url).href) as Promise<T>;
const dist = {
  load: await built<typeof import('../src/loader/load.js')>('loader/load.js'),
  policy: await built<typeof import('../src/core/policy.js')>('core/policy.js'),
  compile: await built<typeof import('../src/core/compile.js')>('core/compile.js'),
  validator: await built<typeof import('../src/schemas/validator.js')>('schemas/validator.js'),
  schema: await built<typeof import('../src/profile/schema.js')>('profile/schema.js'),
};
// A validator is asked for at its first use (a command that checks nothing loads none): here, by
// both, before the tests read where each came from.
for (const asked of [profileValidator, policyValidator, dist.schema.profileValidator, dist.policy.policyValidator])
  asked();

const require = createRequire(import.meta.url);

// ajv compiles each schema once for the file (a compile costs as much as checking every document).
const compiledOnce = new Map<string, ValidateFunction>();
function ajvCompiled(name: string): ValidateFunction {
  let v = compiledOnce.get(name);
  if (!v) {
    const asked = validatorAskedFor(name)!;
    v = ajvValidator(asked.schemaText, asked.options);
    compiledOnce.set(name, v);
  }
  return v;
}

const yamlIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(dir, f));

describe('the standalone validators', () => {
  it('are the ones the compiled package uses, and the sources under test', () => {
    // (The adapter's answers have validators too, asked for when a run goes through an adapter.)
    const mine = ({ profile, policy }: Record<string, string>) => ({ profile, policy });
    expect(mine(dist.validator.validatorOrigins())).toEqual({ profile: 'standalone', policy: 'standalone' });
    expect(mine(validatorOrigins())).toEqual({ profile: 'standalone', policy: 'standalone' });
  });

  // What the build's code was made from is compared with what is asked for, text for text: a space
  // added to the schema's file is a schema changed since the build.
  it('are not used for a schema changed since the build: ajv compiles that one', () => {
    const asked = validatorAskedFor('policy')!;
    try {
      schemaValidator('policy', `${asked.schemaText} `, asked.options);
      expect(validatorOrigins().policy).toBe('compiled');
      schemaValidator('policy', asked.schemaText, { ...asked.options, verbose: false });
      expect(validatorOrigins().policy).toBe('compiled');
    } finally {
      schemaValidator('policy', asked.schemaText, asked.options);
    }
    expect(validatorOrigins().policy).toBe('standalone');
  });

  // Each YAML document as written (a variant's own keys, a policy, an invalid profile), before any
  // default is filled: the standalone code and ajv's own compile give the same errors and fill the
  // same defaults.
  it.each([
    ...[...yamlIn('fixtures/invalid'), ...yamlIn('specs/profiles'), ...yamlIn('fixtures/profiles')].map((f) => [
      f,
      'profile',
    ]),
    ...yamlIn('fixtures/policies').map((f) => [f, 'policy']),
  ])('%s: the %s schema finds what ajv compiling it finds', (file, name) => {
    const standalone = require(`../dist/schemas/${name}.validate.cjs`) as ValidateFunction;
    const compiled = ajvCompiled(name);
    const parsed = parseYaml(readFileSync(file, 'utf8'), file);
    // A document that is not plain YAML data never reaches a schema (its problems are the reader's).
    if ('problems' in parsed) return expect(parsed.problems.length).toBeGreaterThan(0);
    const data = parsed.data;
    const [a, b] = [structuredClone(data), structuredClone(data)];
    expect(standalone(a)).toBe(compiled(b));
    expect(standalone.errors ?? null).toEqual(compiled.errors ?? null);
    expect(a).toEqual(b);
  });

  // The compiled loader against the sources', on the invalid profiles and the test profiles (the
  // bundled ones are loaded by both, compiled and not, throughout the tests).
  it.each([...yamlIn('fixtures/invalid'), ...yamlIn('fixtures/profiles')])(
    '%s: the same problems and the same profile, defaults filled',
    (file) => {
      const text = readFileSync(file, 'utf8');
      const fromDist = dist.load.checkProfileText(text, file, file);
      const fromSrc = checkProfileText(text, file, file);
      expect(fromDist.problems).toEqual(fromSrc.problems);
      expect(JSON.stringify(fromDist.profile)).toBe(JSON.stringify(fromSrc.profile));
    },
  );

  it.each(yamlIn('fixtures/policies'))('%s: the same problems', (file) => {
    const profile = checkProfileText(readFileSync('fixtures/profiles/punto-choice-on-five.yaml', 'utf8'), 'p.yaml')
      .profile!;
    const text = readFileSync(file, 'utf8');
    const fromDist = dist.policy.checkPolicyText(text, file, dist.compile.compileProfile(profile));
    const fromSrc = checkPolicyText(text, file, compileProfile(profile));
    expect(fromDist.problems).toEqual(fromSrc.problems);
  });
});
