# shellcheck shell=bash
# Shared functions for test/engines/{up,down,engine}.sh. Sourced, not run.
#
# Layout:
#   $CACHE_DIR  = ${SHOKUJI_ENGINES_CACHE:-$HOME/.cache/shokuji-engines}
#                 downloads and builds, reused across runs and checkouts:
#                   elasticsearch/elasticsearch-<ver>.zip
#                   ferretdb/shokuji-ferretdb-<ver>-<srchash>
#   $RUN_DIR    = test/engines/.cache   (gitignored)
#                   engines.env, es.pid, mongo.pid, es.port, mongo.port
#                   es/{dist,config,data,logs,tmp}   mongo/{data,ferretdb.log}
#                   pg/{dist,data,postgres.log}   (only with SHOKUJI_MONGO_BACKEND=postgresql)

ES_VERSION="8.19.21"
ES_ARTIFACT="org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip"
FERRETDB_VERSION="v1.24.2" # must match test/engines/ferretdb/go.mod
ES_USER="${SHOKUJI_ES_USER:-shokuji-es}"
MONGO_DB="${SHOKUJI_MONGO_DB:-shokuji_test}"
READY_TIMEOUT="${SHOKUJI_ENGINES_TIMEOUT:-120}"
# FerretDB's storage: sqlite (the default, what test:engines and CI run) or postgresql (opt-in: a
# PostgreSQL server of our own under FerretDB, which pushes filters down and builds real indexes).
MONGO_BACKEND="${SHOKUJI_MONGO_BACKEND:-sqlite}"
PG_PACKAGE="postgresql-15" # Debian 12's PostgreSQL server package, unpacked (not installed) by pg_home
PG_USER="${SHOKUJI_PG_USER:-shokuji-pg}"
# A test server on a small shared machine: no parallel workers (each of FerretDB's collection scans
# would fan out into more processes than there are cores) and no JIT (it compiles large scans at
# a cost of tens of milliseconds per query).
PG_SETTINGS="-c max_parallel_workers_per_gather=0 -c jit=off"

ENGINES_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN_DIR="$ENGINES_DIR/.cache"
CACHE_DIR="${SHOKUJI_ENGINES_CACHE:-${HOME:-/tmp}/.cache/shokuji-engines}"
ENV_FILE="$RUN_DIR/engines.env"

log() { printf '[engines] %s\n' "$*" >&2; }
die() {
  printf '[engines] ERROR: %s\n' "$*" >&2
  exit 1
}

need_cmd() {
  command -v "$1" >/dev/null 2>&1 || die "'$1' is not on PATH; $2"
}

check_engine_name() {
  case "${1:-}" in
    es | mongo) ;;
    *) die "unknown engine '${1:-}': expected 'es' or 'mongo'" ;;
  esac
}

# Port: explicit env wins, else the port this engine last ran on (so a
# stop/start in a fault test comes back on the same port), else the default.
engine_port() {
  local name=$1 env_port default
  if [ "$name" = es ]; then
    env_port="${SHOKUJI_ES_PORT:-}"
    default=9250
  else
    env_port="${SHOKUJI_MONGO_PORT:-}"
    default=27027
  fi
  if [ -n "$env_port" ]; then
    echo "$env_port"
  elif [ -s "$RUN_DIR/$name.port" ]; then
    cat "$RUN_DIR/$name.port"
  else
    echo "$default"
  fi
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

pid_alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null; }

# Prints the PID of the running engine, or nothing. A PID file whose process
# is gone, or now belongs to another program, is removed.
engine_pid() {
  local name=$1 pidfile="$RUN_DIR/$1.pid" pid marker
  [ -s "$pidfile" ] || return 0
  pid="$(cat "$pidfile")"
  if [ "$name" = es ]; then marker="org.elasticsearch"; else marker="shokuji-ferretdb"; fi
  if pid_alive "$pid" && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$marker"; then
    echo "$pid"
  else
    rm -f "$pidfile"
  fi
}

tail_log() {
  local file=$1
  if [ -f "$file" ]; then
    log "last 40 lines of $file:"
    tail -n 40 "$file" >&2 || true
  else
    log "(no log at $file)"
  fi
}

# ---------------------------------------------------------------- Elasticsearch

es_zip() { echo "$CACHE_DIR/elasticsearch/elasticsearch-$ES_VERSION.zip"; }

es_fetch() {
  local zip dir tmp
  zip="$(es_zip)"
  dir="$(dirname "$zip")"
  [ -s "$zip" ] && return 0
  need_cmd mvn "Maven is needed to download Elasticsearch ($ES_ARTIFACT) from Maven Central"
  mkdir -p "$dir"
  tmp="$(mktemp -d "$dir/.download.XXXXXX")"
  log "downloading $ES_ARTIFACT from Maven Central (about 107 MB) ..."
  if ! mvn -q -B org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
    -Dartifact="$ES_ARTIFACT" -DoutputDirectory="$tmp" >"$tmp/mvn.log" 2>&1; then
    tail -n 30 "$tmp/mvn.log" >&2 || true
    rm -rf "$tmp"
    die "could not download $ES_ARTIFACT with Maven (see output above)"
  fi
  if ! unzip -tq "$tmp/elasticsearch-$ES_VERSION.zip" >/dev/null; then
    rm -rf "$tmp"
    die "downloaded Elasticsearch zip is corrupt"
  fi
  mv "$tmp/elasticsearch-$ES_VERSION.zip" "$zip"
  rm -rf "$tmp"
}

# Elasticsearch refuses to run as root. As root we run it as $ES_USER.
es_run_as() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$ES_USER" -- "$@"
  else
    "$@"
  fi
}

# As root, creates the system user $1 that runs an engine refusing root ($2 names it).
ensure_system_user() {
  local user=$1 what=$2
  [ "$(id -u)" -eq 0 ] || return 0
  id -u "$user" >/dev/null 2>&1 && return 0
  need_cmd useradd "needed to create the unprivileged user '$user' that runs $what"
  log "creating system user '$user' ($what will not run as root)"
  useradd -r -m -s /usr/sbin/nologin "$user" || die "could not create user '$user'"
}

es_ensure_user() { ensure_system_user "$ES_USER" Elasticsearch; }

# Where an engine run as its own user ($2) keeps its files: normally $RUN_DIR/$1;
# if the checkout sits where that user cannot reach (e.g. under /root), a
# directory under /var/tmp keyed by this checkout's path is used instead.
engine_run_dir() {
  local d="$RUN_DIR/$1" user=$2
  mkdir -p "$d"
  if [ "$(id -u)" -eq 0 ] && id -u "$user" >/dev/null 2>&1 &&
    ! runuser -u "$user" -- test -x "$d" 2>/dev/null; then
    d="/var/tmp/shokuji-engines-$(printf '%s' "$ENGINES_DIR" | sha256sum | cut -c1-12)/$1"
    mkdir -p "$d"
    chmod 755 "$(dirname "$d")"
  fi
  echo "$d"
}

es_run_dir() { engine_run_dir es "$ES_USER"; }

# The unpacked distribution (ES_HOME), shared read-only by every node that runs
# from this checkout (test/cluster runs three nodes from it); prints its path.
es_home() {
  local run home
  es_ensure_user
  es_fetch
  run="$(es_run_dir)"
  home="$run/dist/elasticsearch-$ES_VERSION"
  if [ ! -x "$home/bin/elasticsearch" ]; then
    log "unpacking Elasticsearch $ES_VERSION into $run/dist"
    rm -rf "$run/dist"
    mkdir -p "$run/dist"
    unzip -q "$(es_zip)" -d "$run/dist" || die "could not unpack $(es_zip)"
    chmod -R a+rX "$run/dist"
  fi
  es_run_as test -r "$home/lib" ||
    die "user '$ES_USER' cannot read $home; move the checkout somewhere world-readable"
  echo "$home"
}

es_java_home() {
  local java_bin java_home
  need_cmd java "Elasticsearch $ES_VERSION needs a JDK 17+"
  java_bin="$(readlink -f "$(command -v java)")"
  java_home="${ES_JAVA_HOME:-$(dirname "$(dirname "$java_bin")")}"
  [ -x "$java_home/bin/java" ] || die "no java at $java_home/bin/java (set ES_JAVA_HOME)"
  echo "$java_home"
}

# Starts one node as $ES_USER: es_launch HOME NODE_DIR HEAP [NAME=VALUE ...], where
# NODE_DIR holds config/ (elasticsearch.yml written by the caller), logs/ and tmp/,
# and the NAME=VALUE pairs are added to the node's environment (values its
# elasticsearch.yml refers to as ${NAME}). -d daemonizes once the node has started
# and writes the server's PID to NODE_DIR/tmp/es.pid; the launcher runs inside
# logs/ so the JVM's gc.log / hs_err files land there. Prints the PID.
es_launch() {
  local home=$1 dir=$2 heap=$3 java_home deadline
  shift 3
  java_home="$(es_java_home)"
  rm -f "$dir/tmp/es.pid"
  if ! (cd "$dir/logs" && es_run_as env \
    ES_JAVA_HOME="$java_home" \
    ES_PATH_CONF="$dir/config" \
    ES_TMPDIR="$dir/tmp" \
    ES_JAVA_OPTS="-Xms$heap -Xmx$heap ${SHOKUJI_ES_JAVA_OPTS:-}" \
    "$@" \
    "$home/bin/elasticsearch" -d -p "$dir/tmp/es.pid" \
    >"$dir/logs/launcher.out" 2>&1 </dev/null 9>&-); then
    tail_log "$dir/logs/launcher.out"
    tail_log "$(ls -t "$dir"/logs/*.log 2>/dev/null | head -1)"
    die "Elasticsearch failed to start from $dir"
  fi
  deadline=$((SECONDS + 30))
  while [ ! -s "$dir/tmp/es.pid" ] && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
  [ -s "$dir/tmp/es.pid" ] || die "Elasticsearch wrote no PID file in $dir/tmp"
  cat "$dir/tmp/es.pid"
}

es_prepare() {
  local port=$1 run home
  home="$(es_home)"
  run="$(es_run_dir)"
  mkdir -p "$run/config" "$run/data" "$run/logs" "$run/tmp"
  if [ ! -f "$run/config/jvm.options" ]; then
    cp -r "$home/config/." "$run/config/"
  fi
  cat >"$run/config/elasticsearch.yml" <<EOF
# Written by test/engines/lib.sh on every start; edits are overwritten.
cluster.name: shokuji-test
node.name: shokuji-es-1
network.host: 127.0.0.1
http.port: $port
transport.port: $((port + 100))
discovery.type: single-node
xpack.security.enabled: false
cluster.routing.allocation.disk.threshold_enabled: false
action.destructive_requires_name: false
path.data: $run/data
path.logs: $run/logs
EOF
  if [ "$(id -u)" -eq 0 ]; then
    chown -R "$ES_USER:" "$run/config" "$run/data" "$run/logs" "$run/tmp"
  fi
  echo "$run"
}

es_start() {
  local port pid run home heap
  port="$(engine_port es)"
  pid="$(engine_pid es)"
  if [ -n "$pid" ]; then
    es_wait_ready "$port" "$pid"
    log "Elasticsearch already running (pid $pid) on 127.0.0.1:$port"
    return 0
  fi
  if port_open "$port"; then
    die "port $port is already taken by a process that is not ours; set SHOKUJI_ES_PORT to another port"
  fi
  need_cmd curl "used to check Elasticsearch readiness"
  need_cmd unzip "used to unpack Elasticsearch"
  run="$(es_prepare "$port")"
  home="$run/dist/elasticsearch-$ES_VERSION"
  heap="${SHOKUJI_ES_HEAP:-512m}"
  echo "$port" >"$RUN_DIR/es.port"
  log "starting Elasticsearch $ES_VERSION on 127.0.0.1:$port (heap $heap, JDK $(es_java_home), user $ES_USER)"
  pid="$(es_launch "$home" "$run" "$heap")"
  echo "$pid" >"$RUN_DIR/es.pid"
  es_wait_ready "$port" "$pid"
  log "Elasticsearch ready (pid $pid) on 127.0.0.1:$port"
}

es_wait_ready() {
  local port=$1 pid=$2
  ENGINE_LAST_ANSWER=""
  wait_engine_ready "Elasticsearch" "$port" "$pid" "$(es_run_dir)/logs/shokuji-test.log" 1 \
    "it became ready" "was not yellow/green" es_cluster_ready "$port"
}

# Whether the cluster on port $1 is yellow or green; keeps its answer for the message of a wait that runs out.
es_cluster_ready() {
  local answer
  answer="$(curl -fsS -m 5 "http://127.0.0.1:$1/_cluster/health?wait_for_status=yellow&timeout=2s" 2>/dev/null || true)"
  ENGINE_LAST_ANSWER="${answer:-none}"
  case "$answer" in
    *'"status":"green"'* | *'"status":"yellow"'*) return 0 ;;
  esac
  return 1
}

# ---------------------------------------------------------------- FerretDB build

ferretdb_bin() {
  local src="$ENGINES_DIR/ferretdb" hash
  hash="$(cat "$src/go.mod" "$src/go.sum" "$src/main.go" | sha256sum | cut -c1-12)"
  echo "$CACHE_DIR/ferretdb/shokuji-ferretdb-$FERRETDB_VERSION-$hash"
}

ferretdb_build() {
  local bin tmp
  bin="$(ferretdb_bin)"
  [ -x "$bin" ] && return 0
  need_cmd go "Go 1.24+ is needed to build FerretDB $FERRETDB_VERSION from the Go module proxy"
  mkdir -p "$(dirname "$bin")"
  tmp="$bin.tmp.$$"
  log "building FerretDB $FERRETDB_VERSION (SQLite and PostgreSQL backends) from test/engines/ferretdb; first build takes about a minute ..."
  if ! (cd "$ENGINES_DIR/ferretdb" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly CGO_ENABLED=0 \
    go build -trimpath -o "$tmp" . >"$tmp.log" 2>&1); then
    tail -n 30 "$tmp.log" >&2 || true
    rm -f "$tmp" "$tmp.log"
    die "could not build FerretDB (see output above)"
  fi
  rm -f "$tmp.log"
  mv "$tmp" "$bin"
}

# ---------------------------------------------------------------- PostgreSQL (FerretDB's opt-in backend)

pg_check_backend() {
  case "$MONGO_BACKEND" in
    sqlite | postgresql) ;;
    *) die "SHOKUJI_MONGO_BACKEND must be 'sqlite' or 'postgresql', got '$MONGO_BACKEND'" ;;
  esac
}

# PostgreSQL's port: SHOKUJI_PG_PORT, else the MongoDB-wire port + 1000 (so each
# engineer's fixed SHOKUJI_MONGO_PORT gives a PostgreSQL port of their own too).
pg_port() { echo "${SHOKUJI_PG_PORT:-$(($(engine_port mongo) + 1000))}"; }

pg_run_as() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$PG_USER" -- "$@"
  else
    "$@"
  fi
}

pg_run_dir() { engine_run_dir pg "$PG_USER"; }

# The Debian package, downloaded once into the cache with apt-get (no install, no root needed
# for the download itself); prints its path.
pg_deb() {
  local dir="$CACHE_DIR/postgresql" deb tmp
  deb="$(ls "$dir/${PG_PACKAGE}_"*.deb 2>/dev/null | sort -V | tail -1 || true)"
  if [ -z "$deb" ]; then
    need_cmd apt-get "PostgreSQL ($PG_PACKAGE) comes from Debian's packages"
    mkdir -p "$dir"
    tmp="$(mktemp -d "$dir/.download.XXXXXX")"
    chmod 755 "$tmp" # apt's sandbox user writes the file
    log "downloading Debian's $PG_PACKAGE (about 17 MB) ..."
    (cd "$tmp" && apt-get -q download "$PG_PACKAGE" >"$tmp/apt.log" 2>&1) || {
      tail -n 20 "$tmp/apt.log" >&2 || true
      rm -rf "$tmp"
      die "could not download $PG_PACKAGE with apt-get download (run apt-get update?)"
    }
    mv "$tmp/${PG_PACKAGE}_"*.deb "$dir/"
    rm -rf "$tmp"
    deb="$(ls "$dir/${PG_PACKAGE}_"*.deb | sort -V | tail -1)"
  fi
  echo "$deb"
}

# PostgreSQL's bin dir, unpacked from the cached .deb into the runtime dir (its binaries find
# their share/ and lib/ relative to themselves, so no install is needed); prints it.
pg_home() {
  local deb run bin missing
  ensure_system_user "$PG_USER" PostgreSQL
  deb="$(pg_deb)"
  run="$(pg_run_dir)"
  bin="$(ls -d "$run"/dist/usr/lib/postgresql/*/bin 2>/dev/null | tail -1 || true)"
  if [ ! -x "$bin/postgres" ] || [ "$(cat "$run/dist/.from" 2>/dev/null)" != "$(basename "$deb")" ]; then
    need_cmd dpkg "used to unpack $PG_PACKAGE"
    log "unpacking $(basename "$deb") into $run/dist"
    rm -rf "$run/dist"
    dpkg -x "$deb" "$run/dist" || die "could not unpack $deb"
    basename "$deb" >"$run/dist/.from"
    chmod -R a+rX "$run/dist"
    bin="$(ls -d "$run"/dist/usr/lib/postgresql/*/bin | tail -1)"
  fi
  missing="$(ldd "$bin/postgres" | awk '/not found/ {print $1}' | tr '\n' ' ')"
  [ -z "$missing" ] || die "PostgreSQL needs libraries this machine lacks: $missing(apt-get install $PG_PACKAGE pulls them in)"
  echo "$bin"
}

pg_running() {
  local run
  run="$(pg_run_dir)"
  [ -f "$run/data/postmaster.pid" ] && [ -s "$run/dist/.from" ] || return 1
  pg_run_as "$(ls -d "$run"/dist/usr/lib/postgresql/*/bin | tail -1)/pg_ctl" -D "$run/data" status >/dev/null 2>&1
}

# Starts PostgreSQL on 127.0.0.1:$(pg_port) with a fresh initdb on first use (trust auth for the
# role ferretdb: loopback only, test data); waits until it accepts connections.
pg_start() {
  local bin run port
  bin="$(pg_home)"
  run="$(pg_run_dir)"
  port="$(pg_port)"
  if pg_running; then
    log "PostgreSQL already running on 127.0.0.1:$port"
    return 0
  fi
  port_open "$port" && die "port $port is already taken by a process that is not ours; set SHOKUJI_PG_PORT to another port"
  [ "$(id -u)" -eq 0 ] && chown "$PG_USER:" "$run"
  if [ ! -s "$run/data/PG_VERSION" ]; then
    pg_run_as "$bin/initdb" -D "$run/data" -U ferretdb --auth=trust -E UTF8 --locale=C.UTF-8 >"$run/initdb.log" 2>&1 || {
      tail_log "$run/initdb.log"
      die "initdb failed"
    }
  fi
  log "starting PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($run/data)"
  pg_run_as "$bin/pg_ctl" -D "$run/data" -l "$run/postgres.log" -w -t "$READY_TIMEOUT" start \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$run $PG_SETTINGS" >/dev/null 9>&- || {
    tail_log "$run/postgres.log"
    die "PostgreSQL did not start"
  }
}

pg_stop() {
  local run
  run="$(pg_run_dir)"
  pg_running || return 0
  log "stopping PostgreSQL"
  pg_run_as "$(ls -d "$run"/dist/usr/lib/postgresql/*/bin | tail -1)/pg_ctl" -D "$run/data" -m fast -w stop >/dev/null 2>&1 ||
    log "pg_ctl stop failed; see $run/postgres.log"
}

# ---------------------------------------------------------------- FerretDB

mongo_start() {
  local port pid bin data logf deadline storage running
  pg_check_backend
  port="$(engine_port mongo)"
  pid="$(engine_pid mongo)"
  bin="$(ferretdb_bin)"
  if [ -n "$pid" ]; then
    running="$(cat "$RUN_DIR/mongo.backend" 2>/dev/null || echo sqlite)"
    [ "$running" = "$MONGO_BACKEND" ] ||
      die "FerretDB is running on $running, not $MONGO_BACKEND (SHOKUJI_MONGO_BACKEND); stop it first: down.sh mongo"
    mongo_wait_ready "$port" "$pid"
    log "FerretDB already running (pid $pid, $running) on 127.0.0.1:$port"
    return 0
  fi
  if port_open "$port"; then
    die "port $port is already taken by a process that is not ours; set SHOKUJI_MONGO_PORT to another port"
  fi
  ferretdb_build
  data="$RUN_DIR/mongo/data"
  logf="$RUN_DIR/mongo/ferretdb.log"
  mkdir -p "$data"
  if [ "$MONGO_BACKEND" = postgresql ]; then
    pg_start
    storage=(--postgresql-url "postgres://ferretdb@127.0.0.1:$(pg_port)/postgres")
  else
    storage=(--sqlite-dir "$data")
  fi
  echo "$port" >"$RUN_DIR/mongo.port"
  echo "$MONGO_BACKEND" >"$RUN_DIR/mongo.backend"
  log "starting FerretDB $FERRETDB_VERSION (${storage[*]}) on 127.0.0.1:$port"
  setsid "$bin" --listen-addr "127.0.0.1:$port" "${storage[@]}" \
    --log-level "${SHOKUJI_FERRETDB_LOG_LEVEL:-warn}" >>"$logf" 2>&1 </dev/null 9>&- &
  pid=$!
  echo "$pid" >"$RUN_DIR/mongo.pid"
  mongo_wait_ready "$port" "$pid"
  log "FerretDB ready (pid $pid) on 127.0.0.1:$port"
}

mongo_wait_ready() {
  local port=$1 pid=$2 bin
  bin="$(ferretdb_bin)"
  [ -x "$bin" ] || ferretdb_build
  ENGINE_LAST_ANSWER=""
  wait_engine_ready "FerretDB" "$port" "$pid" "$RUN_DIR/mongo/ferretdb.log" 0.3 \
    "it answered a ping" "did not answer a ping" ferretdb_pings "$bin" "$port"
}

ferretdb_pings() { "$1" -ping "127.0.0.1:$2" >/dev/null 2>&1; }

# ---------------------------------------------------------------- common

# wait_engine_ready NAME PORT PID LOG INTERVAL AWAITED LATE CHECK...: runs CHECK every INTERVAL s until it
# succeeds. The start fails, with the last lines of LOG, when PID exits first ("NAME (pid PID) exited before
# AWAITED") or READY_TIMEOUT passes ("NAME on port PORT LATE within …s"), with the check's last answer when it
# kept one in ENGINE_LAST_ANSWER.
wait_engine_ready() {
  local name=$1 port=$2 pid=$3 logf=$4 interval=$5 awaited=$6 late=$7 deadline
  shift 7
  deadline=$((SECONDS + READY_TIMEOUT))
  until "$@"; do
    if ! pid_alive "$pid"; then
      tail_log "$logf"
      die "$name (pid $pid) exited before $awaited"
    fi
    if [ $SECONDS -ge $deadline ]; then
      tail_log "$logf"
      die "$name on port $port $late within ${READY_TIMEOUT}s${ENGINE_LAST_ANSWER:+ (last answer: $ENGINE_LAST_ANSWER)}"
    fi
    sleep "$interval"
  done
}

engine_start() {
  check_engine_name "$1"
  mkdir -p "$RUN_DIR"
  if [ "$1" = es ]; then es_start; else mongo_start; fi
}

engine_stop() {
  local name=$1 pid deadline label
  check_engine_name "$name"
  if [ "$name" = es ]; then label=Elasticsearch; else label=FerretDB; fi
  pid="$(engine_pid "$name")"
  if [ -z "$pid" ]; then
    log "$label is not running"
  else
    log "stopping $label (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    deadline=$((SECONDS + 60))
    while pid_alive "$pid" && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    if pid_alive "$pid"; then
      log "$label did not stop within 60s; killing it"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
    fi
    rm -f "$RUN_DIR/$name.pid"
    log "$label stopped"
  fi
  # FerretDB's PostgreSQL (if it ever ran here) goes with it, whatever SHOKUJI_MONGO_BACKEND says now.
  if [ "$name" = mongo ] && [ -d "$RUN_DIR/pg" ]; then
    pg_stop
  fi
  return 0
}

engine_status() {
  local name=$1 pid
  check_engine_name "$name"
  pid="$(engine_pid "$name")"
  if [ -n "$pid" ] && [ "$name" = mongo ]; then
    echo "$name: running (pid $pid) on 127.0.0.1:$(engine_port "$name"), $(cat "$RUN_DIR/mongo.backend" 2>/dev/null || echo sqlite)"
  elif [ -n "$pid" ]; then
    echo "$name: running (pid $pid) on 127.0.0.1:$(engine_port "$name")"
  else
    echo "$name: stopped"
  fi
}

# Rewrites engines.env with a line for each engine that is running.
write_env() {
  local tmp="$ENV_FILE.tmp.$$"
  mkdir -p "$RUN_DIR"
  : >"$tmp"
  [ -n "$(engine_pid es)" ] && echo "ELASTICSEARCH_URL=http://127.0.0.1:$(engine_port es)" >>"$tmp"
  [ -n "$(engine_pid mongo)" ] && echo "MONGODB_URL=mongodb://127.0.0.1:$(engine_port mongo)/$MONGO_DB" >>"$tmp"
  mv "$tmp" "$ENV_FILE"
}

# Serializes up/down/engine calls on this checkout. Engines are started with
# fd 9 closed so that they do not hold this lock after the script exits.
take_lock() {
  mkdir -p "$RUN_DIR"
  need_cmd flock "(util-linux) is used so that two up.sh runs never start two engines"
  exec 9>"$RUN_DIR/.lock"
  flock -w 300 9 || die "another engines script has held $RUN_DIR/.lock for 5 minutes"
}

parse_engines() {
  if [ $# -eq 0 ]; then
    echo "es mongo"
    return
  fi
  local e
  for e in "$@"; do check_engine_name "$e"; done
  echo "$@"
}
