#!/bin/bash
# Dragon 7 counted over 10^8 shoes as a Slurm job array: task k (SLURM_ARRAY_TASK_ID, 1 to 100) is
# slice k of 100, run from a checkout on the cluster's shared file system, its file into studies/.
# Every slice has the same seed: a slice is a range of the run's shoes. Submitted with
# slurm-merge.sh after it (--dependency=afterok); a failed slice is submitted again on its own
# (sbatch --array=17 examples/studies/slurm-slices.sh) and deals the same shoes.
#SBATCH --job-name=dragon-7-slices
#SBATCH --array=1-100
#SBATCH --cpus-per-task=1
#SBATCH --mem=512M
#SBATCH --time=01:00:00
#SBATCH --output=studies/dragon-7-slice-%a.log
set -euo pipefail
n=100 # the slices: the same n as --array=1-n above, not SLURM_ARRAY_TASK_MAX, which a rerun of one slice changes
node bin/baccarat.js count ez-baccarat --bet dragon-7 --shoes 100000000 --seed 7 \
  --shard "$SLURM_ARRAY_TASK_ID/$n" --out "studies/dragon-7-$SLURM_ARRAY_TASK_ID.json"
