/**
 * The schemas' validators that `npm run build` writes as standalone code (src/schemas/validator.ts):
 * the compiled package uses them, and they find exactly the problems ajv finds when it compiles the
 * schema itself (as the sources under test do).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProfile } from '../src/core/compile.js';
import { checkPolicyText } from '../src/core/policy.js';
import { checkProfileText } from '../src/loader/load.js';
import { validatorOrigins } from '../src/schemas/validator.js';

// The package as the command runs it (dist/ is fresh: test/setup/build.ts); by URL, so that the
// type-check does not need dist/.
const built = <T>(path: string): Promise<T> => import(new URL(`../dist/${path}`, import.meta.url).href) as Promise<T>;
const dist = {
  load: await built<typeof import('../src/loader/load.js')>('loader/load.js'),
  policy: await built<typeof import('../src/core/policy.js')>('core/policy.js'),
  compile: await built<typeof import('../src/core/compile.js')>('core/compile.js'),
  validator: await built<typeof import('../src/schemas/validator.js')>('schemas/validator.js'),
};

const yamlIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(dir, f));

describe('the standalone validators', () => {
  it('are the ones the compiled package uses; the sources compile the schemas with ajv', () => {
    // (The adapter's answers have validators too, asked for when a run goes through an adapter.)
    const mine = ({ profile, policy }: Record<string, string>) => ({ profile, policy });
    expect(mine(dist.validator.validatorOrigins())).toEqual({ profile: 'standalone', policy: 'standalone' });
    expect(mine(validatorOrigins())).toEqual({ profile: 'compiled', policy: 'compiled' });
  });

  it.each([...yamlIn('fixtures/invalid'), ...yamlIn('specs/profiles'), ...yamlIn('fixtures/profiles')])(
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
