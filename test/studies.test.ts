/**
 * docs/house-math.md's counting study at scale: the files its section shows are the files of
 * examples/studies/, and the three schedulers run one study (the same count, slice k of the same
 * n). Its GNU parallel block, run as a real process pipeline, is test:deep's
 * (test/deep/studies.deep.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { blocks, EXAMPLES, example, PARALLEL, SECTION, SIZE, STUDY, studyOf } from './support/studies.js';

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
});
