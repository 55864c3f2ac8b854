/**
 * docs/house-math.md's section "Counting studies at scale", read as its tests read it: its blocks, the
 * GNU parallel block and the line that sizes it, and the study each scheduler counts
 * (test/studies.test.ts; its GNU parallel block run, test/deep/studies.deep.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGE = readFileSync('docs/house-math.md', 'utf8');
const HEADING = '## Counting studies at scale';
export const SECTION = PAGE.slice(PAGE.indexOf(HEADING)).split(/\n(?=## )/)[0]!;
export const EXAMPLES = 'examples/studies';

export interface Block {
  readonly lang: string;
  readonly file?: string;
  readonly body: string;
}

export const blocks: Block[] = [...SECTION.matchAll(/```(\w+)(?: file=(\S+))?\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1]!,
  ...(m[2] ? { file: m[2] } : {}),
  body: m[3]!,
}));
export const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');

/** The block that runs the study with GNU parallel, and the line that sizes it. */
export const PARALLEL = blocks.find((b) => b.lang === 'sh' && b.body.includes('parallel -j'))?.body ?? '';
export const SIZE = 'N=100 S=100000000';

/**
 * The study a command counts: the words of `count` from the profile up to --shard, with the
 * parallel block's "$S" read as its S, so that the three schedulers can be compared.
 */
export function studyOf(text: string): string {
  const words = text.replace(/\\\n/g, ' ').replaceAll('"$S"', '100000000').split(/\s+/);
  const from = words.findIndex((w, i) => w === 'bin/baccarat.js' && words[i + 1] === 'count') + 2;
  return words.slice(from, words.indexOf('--shard', from)).join(' ');
}
export const STUDY = 'ez-baccarat --bet dragon-7 --shoes 100000000 --seed 7';
