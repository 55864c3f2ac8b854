/**
 * `baccarat diagram <profile> [--format mermaid|dot|json]`: a variant's chart on standard output.
 * `baccarat diagram --docs`: (re)writes docs/variants/<id>.md for every bundled variant
 * (`npm run docs:diagrams`); a test fails while one of them is stale.
 */
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FORMATS, isFormat, variantDoc } from '../diagram/export.js';
import { bundledIds, resolveProfile, ROOT } from '../loader/bundled.js';
import { parseCommandArgs } from './args.js';
import { type Io, UsageError } from './io.js';
import { writeWhole } from './safe-write.js';

export const VARIANT_DOCS = join(ROOT, 'docs', 'variants');

export async function diagramCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { format: { type: 'string', default: 'mermaid' }, docs: { type: 'boolean', default: false } });
  if (values.docs) {
    if (positionals.length > 0) throw new UsageError(`--docs writes every bundled variant's page: name no profile`);
    return writeVariantDocs(io);
  }
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'diagram needs a profile (or --docs)' : `diagram takes one profile; ${positionals.length} were given`);
  const format = values.format!;
  if (!isFormat(format)) throw new UsageError(`--format ${format}: choose ${Object.keys(FORMATS).join(', ')}`);
  io.out(FORMATS[format](resolveProfile(positionals[0]!)));
  return 0;
}

function writeVariantDocs(io: Io): number {
  mkdirSync(VARIANT_DOCS, { recursive: true });
  for (const id of bundledIds()) {
    const path = join(VARIANT_DOCS, `${id}.md`);
    const text = variantDoc(resolveProfile(id));
    const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (before !== text) writeWhole(path, text, { shown: path });
    io.out(`${relative(process.cwd(), path) || path}: ${before === undefined ? 'written' : before === text ? 'up to date' : 'updated'}`);
  }
  return 0;
}
