#!/bin/sh
# Starts one service (gateway, catalog or records) as every environment runs it: npm start, the
# image, the end-to-end tests and the benchmarks.
#
# Heap flags (docs/benchmarks.md → Memory): a 64 MB young generation lets per-request garbage die
# young instead of being promoted, and the old generation is capped at 512 MB, several times the
# live heap of the one-process service, so full collections run before the heap balloons under
# load (otherwise a busy process grows past 1 GB of RSS for garbage it has not yet collected).
# SERVICE_NODE_ARGS comes last and so wins: e.g. --max-old-space-size=1024 for a much larger
# catalog, or --cpu-prof to profile.
set -e
cd "$(dirname "$0")/.."
exec node --max-semi-space-size=64 --max-old-space-size=512 ${SERVICE_NODE_ARGS:-} --import tsx "services/$1/src/main.ts"
