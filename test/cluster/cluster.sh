#!/usr/bin/env bash
# The scale-out stack on loopback, for npm run test:cluster (test/cluster/README.md):
# a three-node Elasticsearch cluster (deploy/elasticsearch.yml), PostgreSQL (Debian's package) under
# FerretDB on the MongoDB wire, the catalog and records services, three gateways and HAProxy
# (deploy/haproxy.cfg) in front of them. Downloads, builds and the Elasticsearch runtime user come
# from test/engines/lib.sh.
#
#   cluster.sh up | down | env
#   cluster.sh kill-es N | start-es N           (N = 1..3; kill is SIGKILL)
#   cluster.sh kill-gateway N | start-gateway N
#   cluster.sh stop-records | cont-records      (SIGSTOP / SIGCONT)
#   cluster.sh restart-ferretdb
#
# `up` starts from empty data (it runs `down` and deletes the runtime dir first).
set -euo pipefail
# shellcheck source=../engines/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../engines/lib.sh"

CLUSTER_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$CLUSTER_DIR/../.." && pwd)"
RUN="$CLUSTER_DIR/.cache"
PIDS="$RUN/pids"

ES_HTTP_BASE="${SHOKUJI_CLUSTER_ES_HTTP_BASE:-9400}"           # nodes on base+1..base+3
ES_TRANSPORT_BASE="${SHOKUJI_CLUSTER_ES_TRANSPORT_BASE:-9500}" # nodes on base+1..base+3
ES_NODE_HEAP="${SHOKUJI_CLUSTER_ES_HEAP:-320m}"
PG_PORT="${SHOKUJI_CLUSTER_PG_PORT:-15432}"
MONGO_PORT="${SHOKUJI_CLUSTER_MONGO_PORT:-27057}"
LB_PORT="${SHOKUJI_CLUSTER_LB_PORT:-18180}"
GATEWAY_BASE="${SHOKUJI_CLUSTER_GATEWAY_BASE:-18180}" # gateways on base+1..base+3
CATALOG_PORT="${SHOKUJI_CLUSTER_CATALOG_PORT:-18191}"
RECORDS_PORT="${SHOKUJI_CLUSTER_RECORDS_PORT:-18192}"
PG_USER_OS=postgres # the Debian package's user: PostgreSQL refuses to run as root
PG_ROLE=shokuji
MONGO_DB=shokuji_cluster
# Production refuses short or published secrets (docs/security.md): fresh ones for every `up`,
# kept in the runtime dir, so `env`, a restarted gateway and the services all share the same ones.
SECRETS_FILE="$RUN/secrets.env"

make_secrets() {
  (
    umask 077
    cat >"$SECRETS_FILE" <<EOF
ADMIN_TOKEN=${SHOKUJI_CLUSTER_ADMIN_TOKEN:-$(openssl rand -hex 32)}
BILLING_PORTAL_SECRET=$(openssl rand -hex 32)
MEDIA_URL_SECRET=$(openssl rand -hex 32)
SERVICE_RPC_SECRET=$(openssl rand -hex 32)
EOF
  )
}

secrets() {
  [ -s "$SECRETS_FILE" ] || die "no $SECRETS_FILE: run cluster.sh up first"
  cat "$SECRETS_FILE"
}

admin_token() { secrets | sed -n 's/^ADMIN_TOKEN=//p'; }

es_http_port() { echo $((ES_HTTP_BASE + $1)); }
gateway_port() { echo $((GATEWAY_BASE + $1)); }
es_nodes_csv() { echo "http://127.0.0.1:$(es_http_port 1),http://127.0.0.1:$(es_http_port 2),http://127.0.0.1:$(es_http_port 3)"; }
mongo_url() { echo "mongodb://127.0.0.1:$MONGO_PORT/$MONGO_DB"; }

cluster_log() { printf '[cluster] %s\n' "$*" >&2; }

pid_of() { [ -s "$PIDS/$1.pid" ] && cat "$PIDS/$1.pid" || true; }

# Waits until `curl URL` answers 2xx, or dies after $2 seconds with the tail of log $3.
wait_http() {
  local url=$1 limit=$2 logf=$3 deadline=$((SECONDS + $2))
  until curl -fsS -m 3 -o /dev/null "$url" 2>/dev/null; do
    if [ $SECONDS -ge $deadline ]; then
      tail_log "$logf"
      die "$url did not answer 2xx within ${limit}s"
    fi
    sleep 0.5
  done
}

ensure_free() {
  local port
  for port in "$@"; do
    port_open "$port" && die "port $port is already taken; see the SHOKUJI_CLUSTER_* ports in test/cluster/README.md"
  done
  return 0
}

# ---------------------------------------------------------------- PostgreSQL + FerretDB

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -x "$dir/initdb" ] || die "PostgreSQL is not installed: apt-get install postgresql"
  echo "$dir"
}

pg_up() {
  local bin
  bin="$(pg_bin)"
  mkdir -p "$RUN/pg"
  chown "$PG_USER_OS:" "$RUN/pg"
  runuser -u "$PG_USER_OS" -- "$bin/initdb" -D "$RUN/pg/data" -U "$PG_ROLE" --auth=trust -E UTF8 --locale=C.UTF-8 >"$RUN/pg/initdb.log" 2>&1 ||
    {
      tail_log "$RUN/pg/initdb.log"
      die "initdb failed"
    }
  # Small and local: loopback only, the socket in the runtime dir, a small buffer pool.
  runuser -u "$PG_USER_OS" -- "$bin/pg_ctl" -D "$RUN/pg/data" -l "$RUN/pg/postgres.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -c unix_socket_directories=$RUN/pg -c shared_buffers=32MB -c max_connections=60" \
    >/dev/null || {
    tail_log "$RUN/pg/postgres.log"
    die "PostgreSQL did not start"
  }
  "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_ROLE" ferretdb
  cluster_log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
}

pg_down() {
  [ -f "$RUN/pg/data/postmaster.pid" ] || return 0
  runuser -u "$PG_USER_OS" -- "$(pg_bin)/pg_ctl" -D "$RUN/pg/data" -m fast -w stop >/dev/null 2>&1 || true
}

ferretdb_up() {
  local bin pid
  ferretdb_build
  bin="$(ferretdb_bin)"
  setsid "$bin" --listen-addr "127.0.0.1:$MONGO_PORT" \
    --postgresql-url "postgres://$PG_ROLE@127.0.0.1:$PG_PORT/ferretdb" \
    --log-level warn >>"$RUN/ferretdb.log" 2>&1 </dev/null 9>&- &
  pid=$!
  echo "$pid" >"$PIDS/ferretdb.pid"
  # The engines' own wait (lib.sh), with the 60 s this cluster has always given FerretDB on its PostgreSQL.
  ENGINE_LAST_ANSWER=""
  READY_TIMEOUT=60 wait_engine_ready "FerretDB" "$MONGO_PORT" "$pid" "$RUN/ferretdb.log" 0.2 \
    "it answered a ping" "did not answer a ping" ferretdb_pings "$bin" "$MONGO_PORT"
}

ferretdb_restart() {
  local pid
  pid="$(pid_of ferretdb)"
  if [ -n "$pid" ]; then
    kill -TERM "$pid" 2>/dev/null || true
    while pid_alive "$pid"; do sleep 0.1; done
  fi
  ferretdb_up
}

# ---------------------------------------------------------------- Elasticsearch

es_node_dir() { echo "$RUN/es-$1"; }

es_node_start() {
  local n=$1 home dir pid
  home="$(es_home)"
  dir="$(es_node_dir "$n")"
  mkdir -p "$dir/config" "$dir/data" "$dir/logs" "$dir/tmp"
  [ -f "$dir/config/jvm.options" ] || cp -r "$home/config/." "$dir/config/"
  cp "$REPO_DIR/deploy/elasticsearch.yml" "$dir/config/elasticsearch.yml"
  chown -R "$ES_USER:" "$dir"
  pid="$(es_launch "$home" "$dir" "$ES_NODE_HEAP" \
    ES_CLUSTER_NAME=shokuji-cluster-test \
    ES_NODE_NAME="es-$n" \
    ES_NETWORK_HOST=127.0.0.1 \
    ES_HTTP_PORT="$(es_http_port "$n")" \
    ES_TRANSPORT_PORT=$((ES_TRANSPORT_BASE + n)) \
    ES_SEED_HOSTS="127.0.0.1:$((ES_TRANSPORT_BASE + 1)),127.0.0.1:$((ES_TRANSPORT_BASE + 2)),127.0.0.1:$((ES_TRANSPORT_BASE + 3))" \
    ES_INITIAL_MASTER_NODES=es-1,es-2,es-3 \
    ES_DATA_PATH="$dir/data" \
    ES_LOGS_PATH="$dir/logs")"
  echo "$pid" >"$PIDS/es-$n.pid"
  cluster_log "Elasticsearch es-$n (pid $pid) on 127.0.0.1:$(es_http_port "$n"), heap $ES_NODE_HEAP"
}

# Green with three nodes: every primary and replica assigned.
es_wait_green() {
  local limit=${1:-180} deadline health
  deadline=$((SECONDS + limit))
  while :; do
    health="$(curl -fsS -m 5 "http://127.0.0.1:$(es_http_port 1)/_cluster/health?wait_for_status=green&wait_for_nodes=3&timeout=2s" 2>/dev/null ||
      curl -fsS -m 5 "http://127.0.0.1:$(es_http_port 2)/_cluster/health?wait_for_status=green&wait_for_nodes=3&timeout=2s" 2>/dev/null || true)"
    case "$health" in *'"status":"green"'*'"timed_out":false'* | *'"timed_out":false'*'"status":"green"'*) return 0 ;; esac
    if [ $SECONDS -ge $deadline ]; then
      tail_log "$(es_node_dir 1)/logs/shokuji-cluster-test.log"
      die "the Elasticsearch cluster was not green with 3 nodes within ${limit}s (last answer: ${health:-none})"
    fi
    sleep 1
  done
}

# ---------------------------------------------------------------- services and HAProxy

# The variables every service process gets; each service reads the ones it needs.
service_env() {
  cat <<EOF
NODE_ENV=production
LOG_LEVEL=warn
SEARCH_ENGINE=elasticsearch
ELASTICSEARCH_URL=$(es_nodes_csv)
ELASTICSEARCH_INDEX=shokuji-catalog
ELASTICSEARCH_SHARDS=3
ELASTICSEARCH_REPLICAS=1
RECORDS_STORE=mongodb
MONGODB_URL=$(mongo_url)
CATALOG_URL=http://127.0.0.1:$CATALOG_PORT
RECORDS_URL=http://127.0.0.1:$RECORDS_PORT
CATALOG_PORT=$CATALOG_PORT
RECORDS_PORT=$RECORDS_PORT
$(secrets)
PUBLIC_BASE_URL=http://127.0.0.1:$LB_PORT
ALLOW_HTTP_PUBLIC_BASE_URL=1
TRUST_PROXY_HOPS=1
QUOTA_PREMIUM_PER_HOUR=100000
RATE_LIMIT_PER_IP_PER_MINUTE=1000000
EOF
}

# svc_start NAME SERVICE PORT [NAME=VALUE ...]: one service process, its PID in $PIDS/NAME.pid.
svc_start() {
  local name=$1 service=$2 port=$3 pid
  shift 3
  mkdir -p "$RUN/$name"
  # shellcheck disable=SC2046
  (cd "$REPO_DIR" && exec setsid env $(service_env) DATA_DIR="$RUN/$name" "$@" sh services/start.sh "$service" \
    >>"$RUN/$name.log" 2>&1 </dev/null 9>&-) &
  pid=$!
  echo "$pid" >"$PIDS/$name.pid"
  # The catalog builds its Elasticsearch index first: minutes on a busy 2-core machine.
  wait_http "http://127.0.0.1:$port/healthz" 600 "$RUN/$name.log"
  cluster_log "$name (pid $pid) ready on 127.0.0.1:$port"
}

gateway_start() { svc_start "gateway-$1" gateway "$(gateway_port "$1")" PORT="$(gateway_port "$1")" HOST=127.0.0.1; }

lb_up() {
  LB_BIND="127.0.0.1:$LB_PORT" LB_STATS_SOCKET="$RUN/haproxy.sock" \
    GATEWAY_1="127.0.0.1:$(gateway_port 1)" GATEWAY_2="127.0.0.1:$(gateway_port 2)" GATEWAY_3="127.0.0.1:$(gateway_port 3)" \
    setsid haproxy -W -db -f "$REPO_DIR/deploy/haproxy.cfg" >>"$RUN/haproxy.log" 2>&1 </dev/null 9>&- &
  echo $! >"$PIDS/haproxy.pid"
  wait_http "http://127.0.0.1:$LB_PORT/healthz" 30 "$RUN/haproxy.log"
  cluster_log "HAProxy $(haproxy -v | awk 'NR==1{print $3}') on 127.0.0.1:$LB_PORT"
}

# ---------------------------------------------------------------- whole stack

stop_pid() {
  local name=$1 pid
  pid="$(pid_of "$name")"
  [ -n "$pid" ] || return 0
  if pid_alive "$pid"; then
    kill -CONT "$pid" 2>/dev/null || true
    kill -TERM "$pid" 2>/dev/null || true
    local deadline=$((SECONDS + 20))
    while pid_alive "$pid" && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    pid_alive "$pid" && kill -KILL "$pid" 2>/dev/null
  fi
  rm -f "$PIDS/$name.pid"
}

cluster_down() {
  [ -d "$PIDS" ] || return 0
  local name
  for name in haproxy gateway-1 gateway-2 gateway-3 records catalog ferretdb; do stop_pid "$name"; done
  for name in es-1 es-2 es-3; do stop_pid "$name" & done
  wait
  pg_down
  cluster_log "stopped"
}

cluster_up() {
  need_cmd haproxy "apt-get install haproxy"
  need_cmd curl "used to check readiness"
  [ "$(id -u)" -eq 0 ] || die "run as root: PostgreSQL and Elasticsearch run as their own system users"
  cluster_down
  rm -rf "$RUN"
  mkdir -p "$PIDS"
  chmod 755 "$RUN"
  make_secrets
  ensure_free "$(es_http_port 1)" "$(es_http_port 2)" "$(es_http_port 3)" $((ES_TRANSPORT_BASE + 1)) $((ES_TRANSPORT_BASE + 2)) \
    $((ES_TRANSPORT_BASE + 3)) "$PG_PORT" "$MONGO_PORT" "$LB_PORT" "$(gateway_port 1)" "$(gateway_port 2)" "$(gateway_port 3)" \
    "$CATALOG_PORT" "$RECORDS_PORT"
  local n
  es_home >/dev/null # unpack once, before three nodes start from it
  # Started side by side (each launch waits for its node to boot); a failure in any stops here.
  local started=$SECONDS
  in_parallel es_node_start 1 -- es_node_start 2 -- es_node_start 3 -- pg_and_ferretdb_up
  es_wait_green 180
  echo "CLUSTER_ES_START_SEC=$((SECONDS - started))" >"$RUN/startup.env"
  cluster_log "Elasticsearch cluster green with 3 nodes"
  in_parallel svc_start catalog catalog "$CATALOG_PORT" -- svc_start records records "$RECORDS_PORT"
  started=$SECONDS
  in_parallel gateway_start 1 -- gateway_start 2 -- gateway_start 3
  echo "CLUSTER_GATEWAY_START_SEC=$((SECONDS - started))" >>"$RUN/startup.env"
  lb_up
  es_wait_green 120
}

pg_and_ferretdb_up() {
  pg_up
  ferretdb_up
}

# in_parallel CMD ARGS -- CMD ARGS ...: runs each command in the background and fails if any failed.
in_parallel() {
  local pids=() cmd=() status=0 pid
  for arg in "$@" --; do
    if [ "$arg" = -- ]; then
      "${cmd[@]}" &
      pids+=($!)
      cmd=()
    else
      cmd+=("$arg")
    fi
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  [ $status -eq 0 ] || die "a start-up step failed (see above)"
}

print_env() {
  cat <<EOF
CLUSTER_LB_URL=http://127.0.0.1:$LB_PORT
CLUSTER_GATEWAY_URLS=http://127.0.0.1:$(gateway_port 1),http://127.0.0.1:$(gateway_port 2),http://127.0.0.1:$(gateway_port 3)
CLUSTER_ES_NODES=$(es_nodes_csv)
CLUSTER_MONGODB_URL=$(mongo_url)
CLUSTER_ADMIN_TOKEN=$(admin_token)
CLUSTER_LB_STATS_SOCKET=$RUN/haproxy.sock
CLUSTER_PIDS_DIR=$PIDS
$(cat "$RUN/startup.env" 2>/dev/null)
EOF
}

need_n() { case "${1:-}" in 1 | 2 | 3) ;; *) die "expected a node number 1..3" ;; esac }

case "${1:-}" in
  up) cluster_up ;;
  down) cluster_down ;;
  env) print_env ;;
  kill-es)
    need_n "${2:-}"
    kill -KILL "$(pid_of "es-$2")"
    ;;
  start-es)
    need_n "${2:-}"
    es_node_start "$2"
    ;;
  wait-green) es_wait_green "${2:-180}" ;;
  kill-gateway)
    need_n "${2:-}"
    kill -KILL "$(pid_of "gateway-$2")"
    ;;
  start-gateway)
    need_n "${2:-}"
    gateway_start "$2"
    ;;
  stop-records) kill -STOP "$(pid_of records)" ;;
  cont-records) kill -CONT "$(pid_of records)" ;;
  restart-ferretdb) ferretdb_restart ;;
  *) die "usage: cluster.sh up|down|env|kill-es N|start-es N|wait-green|kill-gateway N|start-gateway N|stop-records|cont-records|restart-ferretdb" ;;
esac
