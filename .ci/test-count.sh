#!/usr/bin/env bash
# Adds up the test counts of every step in a log into one line "total: N passed, N failed, N skipped":
# jest's "Tests:" summaries (e.g. "Tests:  1 failed, 52 skipped, 1609 passed, 1662 total") and the
# "fuzz:" and "mcp-clients:" lines (N passed, N failed, N skipped) of npm run test:fuzz and test:mcp-clients. Fails when no test ran or one failed.
set -euo pipefail
awk '
  function add(from,   i, n, word) {
    runs++
    for (i = from; i <= NF; i++) {
      n = $i + 0; word = $(i + 1); sub(/,$/, "", word)
      if (word == "passed") passed += n
      else if (word == "failed") failed += n
      else if (word == "skipped" || word == "todo") skipped += n
    }
  }
  /^Tests:/ { add(2) }
  /^(fuzz|mcp-clients): [0-9]+ passed, [0-9]+ failed/ { add(2) }
  END {
    if (runs == 0 || passed + failed == 0) { print "no test ran" > "/dev/stderr"; exit 1 }
    printf "total: %d passed, %d failed, %d skipped\n", passed, failed, skipped
    exit failed > 0
  }
' "$1"
