#!/usr/bin/env bash
# Adds up jest's "Tests:" summary lines in a log (e.g. "Tests:  1 failed, 52 skipped, 1609 passed,
# 1662 total") into one line "jest: N passed, N failed, N skipped". Fails when jest ran no test.
set -euo pipefail
awk '
  /^Tests:/ {
    runs++
    for (i = 2; i <= NF; i++) {
      n = $i + 0; word = $(i + 1); sub(/,$/, "", word)
      if (word == "passed") passed += n
      else if (word == "failed") failed += n
      else if (word == "skipped" || word == "todo") skipped += n
    }
  }
  END {
    if (runs == 0 || passed + failed == 0) { print "jest ran no test" > "/dev/stderr"; exit 1 }
    printf "jest: %d passed, %d failed, %d skipped\n", passed, failed, skipped
    exit failed > 0
  }
' "$1"
