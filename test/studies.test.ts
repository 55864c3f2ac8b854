/**
 * docs/house-math.md's counting study at scale: the files its section shows are the files of
 * examples/studies/, the three schedulers run one study (the same count, slice k of the same n), and
 * its GNU parallel block, run as a real process pipeline with a small study (2 slices of 150 and
 * 151 shoes in place of 100 slices of 1,000,000), merges into the unsharded run byte for byte.
 *
 * Where GNU parallel is missing that run is skipped and says what installs it; under CI (CI=true) a
 * missing parallel fails it: CI installs it (.ci/run).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { baccarat } from './support/cli.js';
import { scratchDir } from './support/temp.js';

const ROOT = resolve('.');
const PAGE = readFileSync('docs/house-math.md', 'utf8');
const HEADING = '## Counting studies at scale';
const SECTION = PAGE.slice(PAGE.indexOf(HEADING)).split(/\n(?=## )/)[0]!;
const EXAMPLES = 'examples/studies';

interface Block {
  readonly lang: string;
  readonly file?: string;
  readonly body: string;
}

const blocks: Block[] = [...SECTION.matchAll(/```(\w+)(?: file=(\S+))?\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1]!,
  ...(m[2] ? { file: m[2] } : {}),
  body: m[3]!,
}));
const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');

/** The block that runs the study with GNU parallel, and the line that sizes it. */
const PARALLEL = blocks.find((b) => b.lang === 'sh' && b.body.includes('parallel -j'))?.body ?? '';
const SIZE = 'N=100 S=100000000';

/**
 * The study a command counts: the words of `count` from the profile up to --shard, with the
 * parallel block's "$S" read as its S, so that the three schedulers can be compared.
 */
function studyOf(text: string): string {
  const words = text.replace(/\\\n/g, ' ').replaceAll('"$S"', '100000000').split(/\s+/);
  const from = words.findIndex((w, i) => w === 'bin/baccarat.js' && words[i + 1] === 'count') + 2;
  return words.slice(from, words.indexOf('--shard', from)).join(' ');
}
const STUDY = 'ez-baccarat --bet dragon-7 --shoes 100000000 --seed 7';

describe('docs/house-math.md: a counting study at scale', () => {
  it("shows the files of examples/studies as they are, and links each and the slice's schema", () => {
    const shown = blocks.filter((b) => b.file);
    expect(shown.map((b) => b.file)).toEqual([
      'examples/studies/kubernetes-slices.yaml',
      'examples/studies/slurm-slices.sh',
    ]);
    for (const b of shown) expect(b.body, b.file).toBe(readFileSync(b.file!, 'utf8'));
    for (const name of readdirSync(EXAMPLES)) expect(SECTION).toContain(`(../${EXAMPLES}/${name})`);
    expect(SECTION).toContain('[schemas/shard.schema.json](../schemas/shard.schema.json)');
  });

  it('counts one study on every scheduler, slice k of the same n, with one seed', () => {
    const slurm = example('slurm-slices.sh');
    const job = example('kubernetes-slices.yaml');
    expect([studyOf(job), studyOf(slurm), studyOf(PARALLEL)]).toEqual([STUDY, STUDY, STUDY]);
    expect(PARALLEL.split('\n')[0]).toBe(SIZE);
    expect(PARALLEL).toContain('--shard {}/"$N" --out shard-{}.json ::: $(seq 1 "$N")');
    expect(slurm).toContain('#SBATCH --array=1-100\n');
    expect(slurm).toContain('n=100 ');
    expect(slurm).toContain('--shard "$SLURM_ARRAY_TASK_ID/$n" --out "studies/dragon-7-$SLURM_ARRAY_TASK_ID.json"');
    expect(example('slurm-merge.sh')).toContain('node bin/baccarat.js merge studies/dragon-7-*.json');
    expect(SECTION).toContain('sbatch --dependency=afterok:"$array" examples/studies/slurm-merge.sh');
  });

  it('runs the Kubernetes study as an Indexed Job whose pods write to the volume the merge Job reads', () => {
    const [claim, job] = parseAllDocuments(example('kubernetes-slices.yaml')).map((d) => d.toJS());
    const [merge] = parseAllDocuments(example('kubernetes-merge.yaml')).map((d) => d.toJS());
    expect(claim).toMatchObject({
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      spec: { accessModes: ['ReadWriteMany'] },
    });
    expect(job).toMatchObject({
      apiVersion: 'batch/v1',
      kind: 'Job',
      spec: { completionMode: 'Indexed', completions: 100 },
    });
    expect(merge).toMatchObject({ apiVersion: 'batch/v1', kind: 'Job', spec: { completions: 1 } });
    for (const j of [job, merge]) {
      const pod = j.spec.template.spec;
      expect(pod.restartPolicy).toBe('Never');
      expect(pod.volumes).toEqual([{ name: 'studies', persistentVolumeClaim: { claimName: claim.metadata.name } }]);
      expect(pod.containers[0].volumeMounts).toEqual([{ name: 'studies', mountPath: '/studies' }]);
    }
    const [slice] = job.spec.template.spec.containers[0].args;
    expect(slice).toMatch(/^k=\$\(\(JOB_COMPLETION_INDEX \+ 1\)\) && /);
    expect(slice).toContain('--shard "$k/100" --out "/studies/dragon-7/slice-$k.json"');
    expect(merge.spec.template.spec.containers[0].args[0]).toContain('merge /studies/dragon-7/slice-*.json');
  });

  const version = spawnSync('parallel', ['--version'], { encoding: 'utf8' });
  const present = version.status === 0 && version.stdout.startsWith('GNU parallel');
  const inCi = process.env.CI === 'true';
  const INSTALL = 'apt-get install -y parallel';
  if (!present && !inCi)
    process.stderr.write(`studies: GNU parallel run skipped, no GNU parallel. Install it with: ${INSTALL}\n`);
  const title = present
    ? 'its GNU parallel block, 301 shoes in 2 slices, merges into the unsharded run byte for byte'
    : inCi
      ? 'its GNU parallel block (CI=true: GNU parallel is required, and missing)'
      : `its GNU parallel block (skipped: no GNU parallel; install it with: ${INSTALL})`;

  it.skipIf(!present && !inCi)(title, async () => {
    // Under CI without parallel this fails, never skips.
    expect(
      present,
      `CI=true and no GNU parallel: the study test does not skip in CI. Install it with: ${INSTALL}`,
    ).toBe(true);
    const dir = scratchDir('baccarat-study-');
    // The block runs node bin/baccarat.js from a checkout: the scratch folder's bin/ is the checkout's.
    symlinkSync(join(ROOT, 'bin'), join(dir, 'bin'));
    const script = PARALLEL.replace(SIZE, 'N=2 S=301');
    const run = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: dir,
      env: { ...process.env, BACCARAT_DEBUG: '' },
    });
    let out = '';
    let err = '';
    run.stdout.on('data', (d) => (out += d));
    run.stderr.on('data', (d) => (err += d));
    const ended = new Promise<number | null>((done) => run.on('close', done));
    const whole = await baccarat([
      'count',
      ...studyOf(PARALLEL).replace('--shoes 100000000', '--shoes 301').split(' '),
    ]);
    expect(await ended, err).toBe(0);
    expect(err).toBe('');
    // parallel's lines (one a slice, in the order the slices end), then merge's report.
    const lines = out.split('\n');
    expect(lines.slice(0, 2).sort()).toEqual([
      'shoes 0 to 149 of 301 (slice 1/2): written to shard-1.json',
      'shoes 150 to 300 of 301 (slice 2/2): written to shard-2.json',
    ]);
    expect(whole.code).toBe(0);
    expect(lines.slice(2).join('\n')).toBe(whole.out);
  });
});
