// npm run build (also run by `prepare`, so by `npm ci` and `npm pack`): dist/ from src/, afresh.
// A clean dist/ first (and tsc's build info), so that a module deleted from src/ cannot live on in
// the package; then tsc;
// then the inspector's page (plain files, no build), which the server serves from beside itself;
// then the schemas' validators as ajv standalone code (src/schemas/validator.ts says why); then each
// bundled profile as loaded, as JSON (src/loader/prepared.ts says why).

import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
rmSync(new URL('dist/', `file://${root}`), { recursive: true, force: true });
// And tsc's record of that build (tsconfig.build.json): with it, tsc would think dist/ up to date.
rmSync(new URL('node_modules/.cache/baccarat-spec/build.tsbuildinfo', `file://${root}`), { force: true });
// The compiler's own launcher (its package's `bin`; the package exports no path to it).
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
cpSync(`${root}src/inspector/public`, `${root}dist/inspector/public`, { recursive: true });

// Each validator asked for, by its module: at its first use (the profile's, the policy's, the
// answers', the shard's) or when the module is loaded (the record's).
(await import(new URL('dist/profile/schema.js', `file://${root}`).href)).profileValidator();
(await import(new URL('dist/core/policy.js', `file://${root}`).href)).policyValidator();
(await import(new URL('dist/engine/adapter.js', `file://${root}`).href)).answerValidators();
await import(new URL('dist/replay/replay.js', `file://${root}`).href);
(await import(new URL('dist/house/count-shard.js', `file://${root}`).href)).shardValidator();
// Each validator's code cache is made once it has checked the bundled profiles and policies, so
// that the functions such documents reach come compiled.
const { parseYaml } = await import(new URL('dist/profile/yaml.js', `file://${root}`).href);
const documents = (dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => parseYaml(readFileSync(join(root, dir, f), 'utf8'), f).data);
const { writeStandaloneValidators } = await import(new URL('dist/schemas/validator.js', `file://${root}`).href);
writeStandaloneValidators({ profile: documents('specs/profiles'), policy: documents('fixtures/policies') });
await (await import(new URL('dist/loader/prepared.js', `file://${root}`).href)).writePreparedProfiles();
