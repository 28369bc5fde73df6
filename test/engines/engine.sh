#!/usr/bin/env bash
# Control one engine, e.g. from a fault test that takes it away mid-run:
#   test/engines/engine.sh stop|start|restart|status es|mongo
# start/restart reuse the same data dir and the same port as before.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() { die "usage: engine.sh stop|start|restart|status es|mongo"; }
[ $# -eq 2 ] || usage
action=$1
name=$2
check_engine_name "$name"
take_lock
case "$action" in
  start) engine_start "$name" ;;
  stop) engine_stop "$name" ;;
  restart)
    engine_stop "$name"
    engine_start "$name"
    ;;
  status)
    engine_status "$name"
    exit 0
    ;;
  *) usage ;;
esac
write_env
