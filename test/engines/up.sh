#!/usr/bin/env bash
# Starts real Elasticsearch and a MongoDB-wire server (FerretDB) on loopback
# for tests, downloading/building them on first use. Idempotent.
#   test/engines/up.sh            # both
#   test/engines/up.sh es|mongo   # one
# Writes test/engines/.cache/engines.env (ELASTICSEARCH_URL, MONGODB_URL).
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

engines="$(parse_engines "$@")"
take_lock
for e in $engines; do
  engine_start "$e"
done
write_env
log "wrote $ENV_FILE:"
cat "$ENV_FILE"
