/**
 * `baccarat vectors --out <dir>`: the suite's single-coup scenarios as JSON test vectors
 * (src/conformance/vectors.ts), one file per profile, with their JSON Schema and a README, for an
 * engine that cannot run an adapter. The folder must be new or empty: nothing of the user's is
 * overwritten, and every file is written whole (src/cli/safe-write.ts).
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { singleCoupVectors, type Vector } from '../conformance/vectors.js';
import { ROOT } from '../loader/bundled.js';
import { parseCommandArgs } from './args.js';
import { cwdOf, type Io, ioReason, printable, UsageError } from './io.js';
import { writeWhole } from './safe-write.js';

/** The folder named, made if new (its parent must exist); refused, before anything is written, if it holds anything. */
function outFolder(out: string, cwd: string): string {
  const path = resolve(cwd, out);
  const shown = `--out ${printable(out)}`;
  let kind: ReturnType<typeof statSync> | undefined;
  try {
    kind = statSync(path);
  } catch {
    kind = undefined;
  }
  if (kind && !kind.isDirectory()) throw new UsageError(`${shown}: is not a folder: name a new or empty folder`, 1);
  if (kind) {
    let inside: string[];
    try {
      inside = readdirSync(path);
    } catch (e) {
      throw new UsageError(`${shown}: cannot read this folder (${ioReason(e)})`, 1);
    }
    if (inside.length > 0)
      throw new UsageError(
        `${shown}: the folder is not empty (${inside.length} ${inside.length === 1 ? 'entry' : 'entries'}): name a new or empty folder`,
        1,
      );
    return path;
  }
  try {
    statSync(dirname(path));
  } catch {
    throw new UsageError(`${shown}: the folder ${printable(dirname(out))} does not exist: create it first`, 1);
  }
  try {
    mkdirSync(path);
  } catch (e) {
    throw new UsageError(`${shown}: cannot create the folder (${ioReason(e)})`, 1);
  }
  return path;
}

const README = (files: readonly [string, number][], total: number, version: string) => `# baccarat-spec test vectors

Written by \`baccarat vectors\` (baccarat-spec ${version}): every single-coup scenario of the
conformance suite — a profile, a stacked shoe, one deal — as a JSON test vector, for an engine that
cannot run an adapter (docs/adapter-protocol.md), in the manner of Wycheproof and test262.

${files.map(([f, n]) => `- \`${f}\`: ${n} vectors`).join('\n')}
- \`vectors.schema.json\`: the files' JSON Schema (draft 2020-12), every key described

${total} vectors in all. Each file holds the vectors of one \`profile\` (its rules:
specs/profiles/<id>.yaml of baccarat-spec). A vector gives the input — \`shoe\`, the cards in the
order they leave the shoe, top first (rank A 2-9 T J Q K, suit S H D C), and \`bets\` placed before
the deal — and what the engine must give, \`expected\`: every card as dealt (its hand, \`deal\` or
\`draw\`, every hand's total once it lies there, 0 for a hand with no card yet), the draws and stands
in order (none on a natural), the hands with a natural, each hand's final total, the outcome (the
winning hand, or \`tie\`) and the settlements. \`rules\` are the rule ids of the catalog the
scenario checks, and \`source\` the scenario's place in the suite.

An engine passes a vector when, dealing that shoe by the profile's rules, it gives every expected
value; a runner translates its engine's names (\`player\` → \`punto\`) as an adapter would, and
reports the vectors failed by id and rule id.
`;

export async function vectorsCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseCommandArgs(argv, { out: { type: 'string' } });
  if (values.out === undefined) throw new UsageError('--out <dir>: name the folder the vectors go to (new or empty)');
  const folder = outFolder(values.out, cwdOf(io));
  const vectors = await singleCoupVectors();
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const byProfile = new Map<string, Vector[]>();
  for (const v of vectors) byProfile.set(v.profile, [...(byProfile.get(v.profile) ?? []), v]);
  const files: [string, number][] = [];
  const write = (name: string, text: string) =>
    writeWhole(join(folder, name), text, { shown: `--out ${printable(values.out!)}: ${name}` });
  for (const [profile, list] of byProfile) {
    const doc = { format: 'baccarat-vectors/1', profile, generator: `baccarat-spec ${version}`, vectors: list };
    write(`${profile}.json`, `${JSON.stringify(doc, null, 2)}\n`);
    files.push([`${profile}.json`, list.length]);
  }
  write('vectors.schema.json', readFileSync(join(ROOT, 'schemas', 'vectors.schema.json'), 'utf8'));
  write('README.md', README(files, vectors.length, version));
  io.out(`${vectors.length} vectors in ${printable(values.out)}: ${files.map(([f, n]) => `${f} (${n})`).join(', ')}`);
  return 0;
}
