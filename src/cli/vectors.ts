/**
 * `baccarat vectors --out <dir> [<profile.yaml | file.feature>…]`: single-coup scenarios as JSON
 * test vectors (src/conformance/vectors.ts), one file per profile, with their JSON Schema and a
 * README, for an engine that cannot run an adapter: the bundled suite's, or those of the user's own
 * features and profiles. The folder must be new or empty, and not a link: nothing of the user's is
 * overwritten, and the folder is written whole or not at all (src/files/safe-write.ts,
 * writeFolderWhole).
 *
 * `baccarat vectors --check <dir> --engine "<command>"`: the vectors of a folder (or one file)
 * replayed against an engine through its adapter, the wire of `conform --engine`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { VectorFile, VectorInputs, VectorsChecked } from '../conformance/vectors.js';
import { checkFolderTarget, writeFolderWhole } from '../files/safe-write.js';
import { ROOT } from '../loader/bundled.js';
import { wrap } from '../text/width.js';
import { parseCommandArgs } from './args.js';
import { engineTimeout, startAdapter } from './engine-option.js';
import { cwdOf, type Io, printable, UsageError } from './io.js';

const README = (files: readonly VectorFile[], total: number, version: string) => `# baccarat-spec test vectors

Written by \`baccarat vectors\` (baccarat-spec ${version}): single-coup scenarios — a profile, a
stacked shoe, its bets, one deal — as JSON test vectors, for an engine that cannot run an adapter
(docs/adapter-protocol.md), in the manner of Wycheproof and test262. Each file holds the vectors of
one \`profile\`, whose rules are in the file named beside it (a path in the baccarat-spec package, or
the one given to the command):

${files.map((f) => `- \`${f.profile}.json\`: ${f.vectors.length} vectors, profile \`${f.path}\``).join('\n')}
- \`vectors.schema.json\`: the files' JSON Schema (draft 2020-12), every key described

${total} vectors in all. A vector gives the input — \`shoe\`, the cards in the order they leave the
shoe, top first (rank A 2-9 T J Q K, suit S H D C), the single coup's \`bettors\` (the participants
its start names), and \`bets\` placed before the deal, each with its
\`amount\` (the profile's fixed stake, \`session.betting.stake\`) — what it \`needs\` of an engine
beyond dealing (\`payouts\`, \`side-bets\`), and what the engine must give, \`expected\`: every card as
dealt (its hand, \`deal\` or \`draw\`, every hand's total once it lies there, 0 for a hand with no
card yet), the draws and stands in order (none on a natural), the hands with a natural, each hand's
final total, the outcome (the winning hand, or \`tie\`) and the settlements. \`rules\` are the rule
ids of the catalog the scenario checks, and \`source\` the scenario's place.

An engine passes a vector when, dealing that shoe by the profile's rules with those bets, it gives
every expected value; a runner translates its engine's names (\`player\` → \`punto\`) as an adapter
would, and reports the vectors failed by id and rule id. An engine with an adapter is checked by
\`baccarat vectors --check <this folder> --engine "<command>"\`.
`;

/** The user's own inputs, checked before anything is read: .feature files and YAML profile files. */
function inputsOf(positionals: readonly string[], cwd: string): VectorInputs {
  const features: { file: string; shown: string }[] = [];
  const profiles: { file: string; shown: string }[] = [];
  for (const p of positionals) {
    if (p === '') throw new UsageError('an input is empty (""): name a profile file (.yaml) or a .feature file');
    const file = resolve(cwd, p);
    let regular = false;
    try {
      regular = statSync(file).isFile();
    } catch {
      throw new UsageError(`${printable(p)}: no such file: name a profile file (.yaml) or a .feature file`, 1);
    }
    if (!regular)
      throw new UsageError(`${printable(p)}: not a regular file: name a profile file (.yaml) or a .feature file`, 1);
    if (p.endsWith('.feature')) features.push({ file, shown: printable(p) });
    else if (/\.ya?ml$/iu.test(p)) profiles.push({ file, shown: printable(p) });
    else throw new UsageError(`${printable(p)}: neither a profile file (.yaml, .yml) nor a .feature file`, 1);
  }
  return { features, profiles, cwd };
}

/** `--out`: the vectors written, whole or not at all. */
async function writeVectors(out: string, positionals: readonly string[], io: Io): Promise<number> {
  const cwd = cwdOf(io);
  const target = { shown: `--out ${printable(out)}`, cwd };
  // Refused before anything is read; checked again when the folder is put in place.
  checkFolderTarget(out, target);
  const inputs = inputsOf(positionals, cwd);
  // The suite's reader (gherkin, the built-in engine) loaded only once the target is taken.
  const { singleCoupVectors, VECTORS_FORMAT, VectorsError } = await import('../conformance/vectors.js');
  let groups: VectorFile[];
  try {
    groups = await singleCoupVectors(inputs);
  } catch (e) {
    if (e instanceof VectorsError) throw new UsageError(`${e.message}: nothing written`, 1);
    throw e;
  }
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const files: [string, string][] = groups.map((g) => {
    const doc = {
      format: VECTORS_FORMAT,
      profile: g.profile,
      generator: `baccarat-spec ${version}`,
      vectors: g.vectors,
    };
    return [`${g.profile}.json`, `${JSON.stringify(doc, null, 2)}\n`];
  });
  const total = groups.reduce((n, g) => n + g.vectors.length, 0);
  files.push(['vectors.schema.json', readFileSync(join(ROOT, 'schemas', 'vectors.schema.json'), 'utf8')]);
  files.push(['README.md', README(groups, total, version)]);
  writeFolderWhole(out, files, target);
  // Sorted by profile id (singleCoupVectors), wrapped at the terminal's 100 columns.
  const summary = `${total} vectors in ${printable(out)}: ${groups.map((g) => `${g.profile}.json (${g.vectors.length})`).join(', ')}`;
  io.out(wrap(summary, undefined, '  ').join('\n'));
  return 0;
}

/** The vector files a --check names: a folder's *.json but their schema, or the one file given. */
function vectorFiles(path: string, cwd: string): { file: string; shown: string }[] {
  const full = resolve(cwd, path);
  let folder: boolean;
  try {
    folder = statSync(full).isDirectory();
  } catch {
    throw new UsageError(`--check ${printable(path)}: no such file or folder: nothing ran`, 1);
  }
  if (!folder) return [{ file: full, shown: printable(path) }];
  const names = readdirSync(full)
    .filter((n) => n.endsWith('.json') && n !== 'vectors.schema.json')
    .sort();
  if (names.length === 0)
    throw new UsageError(`--check ${printable(path)}: no vector file (*.json) in this folder: nothing ran`, 1);
  return names.map((n) => ({ file: join(full, n), shown: printable(join(path, n)) }));
}

/** `--check`: the vectors replayed against the engine; exit 0 only if none failed and some were checked. */
async function checkCommand(
  path: string,
  values: { engine?: string; 'engine-timeout'?: string; json?: boolean },
  io: Io,
): Promise<number> {
  const cwd = cwdOf(io);
  const command = values.engine;
  if (command === undefined || command.trim() === '')
    throw new UsageError('--check: name the engine with --engine "<command>" (its adapter, docs/adapter-protocol.md)');
  const timeout = engineTimeout(values['engine-timeout']);
  const { checkVectors, failureLine, readVectorFile, VectorsError } = await import('../conformance/vectors.js');
  const files = vectorFiles(path, cwd).map(({ file, shown }) => {
    try {
      return { shown, vectors: readVectorFile(file, shown).vectors };
    } catch (e) {
      if (e instanceof VectorsError) throw new UsageError(`${e.message}\nnothing ran`, 1);
      throw e;
    }
  });
  const { engine, name } = await startAdapter(command, timeout, cwd);
  const r: VectorsChecked = await checkVectors(engine, files);
  const summary = `vectors: ${r.passed} passed, ${r.failed} failed, ${r.notApplicable} not applicable`;
  const success = r.failed === 0 && r.passed > 0;
  // The JSON form: schemas/vectors-check.schema.json.
  if (values.json) io.out(JSON.stringify({ engine: name, ...r, success }, null, 2));
  else {
    for (const f of r.failures) io.out(printable(failureLine(f)));
    io.out(summary);
  }
  if (r.failed === 0 && r.passed === 0)
    io.err(`nothing was checked: ${summary} (the engine plays none of their profiles, or lacks what they need)`);
  return success ? 0 : 1;
}

export async function vectorsCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    out: { type: 'string' },
    check: { type: 'string' },
    engine: { type: 'string' },
    'engine-timeout': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.out !== undefined && values.check !== undefined)
    throw new UsageError('--out and --check: one or the other (write vectors, or check an engine against them)');
  if (values.check !== undefined) {
    if (positionals.length > 0)
      throw new UsageError(`--check reads the vector files of its folder: ${printable(positionals[0]!)} is not taken`);
    return checkCommand(values.check, values, io);
  }
  if (values.engine !== undefined || values['engine-timeout'] !== undefined || values.json)
    throw new UsageError('--engine, --engine-timeout and --json: only with --check <dir>');
  if (values.out === undefined)
    throw new UsageError(
      '--out <dir>: name the folder the vectors go to (new or empty); or --check <dir> --engine "<command>"',
    );
  return writeVectors(values.out, positionals, io);
}
