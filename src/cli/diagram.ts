/**
 * `baccarat diagram <profile> [--format mermaid|dot|json]`: a variant's chart on standard output.
 * `baccarat diagram --docs`: (re)writes docs/variants/<id>.md for every bundled variant, its table of
 * moves and its chart (`npm run docs:diagrams`); a test fails while one of them is stale.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FORMATS, isFormat, variantDoc } from '../diagram/export.js';
import { writeWhole } from '../files/safe-write.js';
import { bundledIds, loadProfile, ROOT } from '../loader/bundled.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';

export const VARIANT_DOCS = join(ROOT, 'docs', 'variants');

export async function diagramCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    format: { type: 'string', default: 'mermaid' },
    docs: { type: 'boolean', default: false },
  });
  if (values.docs) {
    if (positionals.length > 0) throw new UsageError(`--docs writes every bundled variant's page: name no profile`);
    return writeVariantDocs(io, ROOT);
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'diagram needs a profile (or --docs)'
        : `diagram takes one profile; ${positionals.length} were given`,
    );
  const format = values.format!;
  if (!isFormat(format)) throw new UsageError(`--format ${format}: choose ${Object.keys(FORMATS).join(', ')}`);
  io.out(FORMATS[format](loadProfile(positionals[0]!)));
  return 0;
}

/**
 * Whether the package's folder is a checkout of its sources (src/ and docs/, outside node_modules):
 * the variant pages belong to the sources; an installed package has neither, and its folder is
 * npm's, not the user's, to write in.
 */
export function isCheckout(root: string): boolean {
  return !root.split(sep).includes('node_modules') && existsSync(join(root, 'src')) && existsSync(join(root, 'docs'));
}

export function writeVariantDocs(io: Io, root: string): number {
  if (!isCheckout(root)) {
    throw new UsageError(
      `diagram --docs rewrites the variant pages of a checkout of baccarat-spec (docs/variants/); ${root} is an installed package: nothing written (a chart on standard output: diagram <profile> --format mermaid|dot|json)`,
      1,
    );
  }
  const folder = join(root, 'docs', 'variants');
  mkdirSync(folder, { recursive: true });
  for (const id of bundledIds()) {
    const path = join(folder, `${id}.md`);
    const text = variantDoc(loadProfile(id));
    const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (before !== text) writeWhole(path, text, { shown: path });
    io.out(
      `${relative(process.cwd(), path) || path}: ${before === undefined ? 'written' : before === text ? 'up to date' : 'updated'}`,
    );
  }
  return 0;
}
