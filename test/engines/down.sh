#!/usr/bin/env bash
# Stops the test engines started by up.sh: both, or one (down.sh es|mongo).
# Data dirs under test/engines/.cache are kept; delete that folder to reset.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

engines="$(parse_engines "$@")"
take_lock
for e in $engines; do
  engine_stop "$e"
done
write_env
