#!/usr/bin/env bash
# npm run test:cluster: bring the scale-out stack up on loopback, run the faults under load and the
# store checks (faults.run.ts), and take everything down again, also on failure or interrupt.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
started=$SECONDS
trap 'bash test/cluster/cluster.sh down || true; echo "[cluster] total $((SECONDS - started)) s"' EXIT
trap 'exit 130' INT TERM
bash test/cluster/cluster.sh up
echo "[cluster] stack up in $((SECONDS - started)) s"
npx tsx test/cluster/faults.run.ts
