#!/bin/bash
# The slices of slurm-slices.sh added up into the report of the whole run: submitted with
# --dependency=afterok on the array's job id, it starts once every task has ended with exit 0.
#SBATCH --job-name=dragon-7-merge
#SBATCH --cpus-per-task=1
#SBATCH --time=00:10:00
#SBATCH --output=studies/dragon-7.txt
set -euo pipefail
node bin/baccarat.js merge studies/dragon-7-*.json --json > studies/dragon-7.json
node bin/baccarat.js merge studies/dragon-7-*.json
