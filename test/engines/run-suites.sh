#!/usr/bin/env bash
# npm run test:engines — every suite again with the real engines configured: the store and search
# contract suites run their MongoDB and Elasticsearch halves, and every e2e gateway runs on the
# MongoDB-wire server (a fresh database each) with Elasticsearch search.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash test/engines/up.sh
set -a
# shellcheck disable=SC1091
. test/engines/.cache/engines.env
set +a
export E2E_RECORDS_STORE=mongodb E2E_SEARCH_ENGINE=elasticsearch
echo "[engines] suites against ELASTICSEARCH_URL=$ELASTICSEARCH_URL MONGODB_URL=$MONGODB_URL"
# The suites that stop and start an engine (engine.sh: the faults, /readyz, the MongoDB client's
# waits and reconnects) run after all the others and one file at a time: in a worker beside other
# files they took MongoDB or Elasticsearch away from those files' requests and gateway starts.
takes_engines_away='packages/storage/src/mongo\.int\.test\.ts$|test/e2e/(faults|readiness)\.e2e\.test\.ts$'
status=0
npx jest --testPathIgnorePatterns '/node_modules/' "$takes_engines_away" --selectProjects integration e2e "$@" || status=$?
npx jest --runInBand "$takes_engines_away" --selectProjects integration e2e "$@" || status=$?
bash test/engines/down.sh || true
exit "$status"
