/**
 * `baccarat vectors --out <dir>`: the suite's single-coup scenarios as JSON test vectors
 * (src/conformance/vectors.ts), one file per profile, with their JSON Schema and a README, for an
 * engine that cannot run an adapter. The folder must be new or empty, and not a link: nothing of the
 * user's is overwritten, and the folder is written whole or not at all (src/files/safe-write.ts,
 * writeFolderWhole).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Vector } from '../conformance/vectors.js';
import { checkFolderTarget, writeFolderWhole } from '../files/safe-write.js';
import { ROOT } from '../loader/bundled.js';
import { parseCommandArgs } from './args.js';
import { cwdOf, type Io, printable, UsageError } from './io.js';

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
  const target = { shown: `--out ${printable(values.out)}`, cwd: cwdOf(io) };
  // Refused before the suite is read; checked again when the folder is put in place.
  checkFolderTarget(values.out, target);
  // The suite's reader (gherkin, the built-in engine) loaded only once the target is taken.
  const { singleCoupVectors } = await import('../conformance/vectors.js');
  const vectors = await singleCoupVectors();
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const byProfile = new Map<string, Vector[]>();
  for (const v of vectors) byProfile.set(v.profile, [...(byProfile.get(v.profile) ?? []), v]);
  const files: [string, string][] = [];
  const counts: [string, number][] = [];
  for (const [profile, list] of byProfile) {
    const doc = { format: 'baccarat-vectors/1', profile, generator: `baccarat-spec ${version}`, vectors: list };
    files.push([`${profile}.json`, `${JSON.stringify(doc, null, 2)}\n`]);
    counts.push([`${profile}.json`, list.length]);
  }
  files.push(['vectors.schema.json', readFileSync(join(ROOT, 'schemas', 'vectors.schema.json'), 'utf8')]);
  files.push(['README.md', README(counts, vectors.length, version)]);
  writeFolderWhole(values.out, files, target);
  io.out(`${vectors.length} vectors in ${printable(values.out)}: ${counts.map(([f, n]) => `${f} (${n})`).join(', ')}`);
  return 0;
}
