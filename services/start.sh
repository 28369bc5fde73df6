#!/bin/sh
# Starts one service (gateway, catalog or records) as every environment runs it: npm start, the
# image, the end-to-end tests and the benchmarks.
#
# Heap flag (docs/benchmarks.md → Memory): the old generation is capped at 512 MB, several times
# the live heap of the one-process service, so full collections run before the heap balloons under
# load. The young generation keeps node's default (16 MB semi-spaces): request garbage dies young
# (docs/benchmarks.md → Young-generation survivors), and a larger one only lengthened the pauses.
# SERVICE_NODE_ARGS comes last and so wins: e.g. --max-old-space-size=1024 for a much larger
# catalog, or --cpu-prof to profile. services/launch.js runs the service's compiled bundle, rebuilt
# first when a source file changed (docs/operations.md → Compiled services).
set -e
cd "$(dirname "$0")/.."
exec node --max-old-space-size=512 ${SERVICE_NODE_ARGS:-} services/launch.js "$1"
