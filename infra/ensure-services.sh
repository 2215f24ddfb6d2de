#!/usr/bin/env bash
# Makes sure the local Postgres, Redis and RabbitMQ that Mithaq's defaults point at are running
# on loopback, starting any that is installed but down, and that every service's database exists.
#
#   infra/ensure-services.sh
#
# Prints one line per server ("postgres: up", "redis: up", "rabbitmq: up") and exits 0 when all
# three answer. When one is not installed it says which Debian package to install and exits 1;
# when one cannot be started or does not become ready in time it exits 1 as well.
# Idempotent: run it as often as you like. It never stops, restarts or wipes anything.
#
# Environment (defaults in brackets):
#   PGHOST [127.0.0.1]  PGPORT [5432]        Postgres, user postgres, trust authentication
#   REDIS_HOST [127.0.0.1]  REDIS_PORT [6379]
#   RABBITMQ_HOST [127.0.0.1]  RABBITMQ_PORT [5672]
# A server is only ever started when its host is this machine's loopback; a remote one that
# does not answer is reported as down.
set -euo pipefail

PGHOST="${PGHOST:-127.0.0.1}"
PGPORT="${PGPORT:-5432}"
REDIS_HOST="${REDIS_HOST:-127.0.0.1}"
REDIS_PORT="${REDIS_PORT:-6379}"
RABBITMQ_HOST="${RABBITMQ_HOST:-127.0.0.1}"
RABBITMQ_PORT="${RABBITMQ_PORT:-5672}"

POSTGRES_WAIT_SECONDS=30
REDIS_WAIT_SECONDS=15
RABBITMQ_WAIT_SECONDS=60

DATABASES=(mithaq_identity mithaq_profile mithaq_matching mithaq_messaging mithaq_billing mithaq_course mithaq_content)

failed=0
missing=()

have() { command -v "$1" >/dev/null 2>&1; }

is_loopback() {
  case "$1" in
    127.* | localhost | ::1 | "[::1]") return 0 ;;
    *) return 1 ;;
  esac
}

# TCP connect with a 2 s limit, using bash's /dev/tcp (no client tools needed).
tcp_open() {
  local host="$1" port="$2"
  timeout 2 bash -c 'exec 3<>"/dev/tcp/$0/$1"' "$host" "$port" 2>/dev/null
}

# Calls "$1" (a readiness function) once a second until it succeeds or $2 seconds have passed.
wait_until() {
  local check="$1" seconds="$2" waited=0
  until "$check"; do
    if ((waited >= seconds)); then
      return 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
}

# Runs a start command, keeping its output for when the server then fails to come up.
START_LOG=""
run_start() {
  START_LOG="$(mktemp "${TMPDIR:-/tmp}/ensure-services.XXXXXX")"
  # A start command may fail because the server is in the middle of starting already; readiness
  # decides, and its output is shown only if the server does not come up.
  "$@" >"$START_LOG" 2>&1 || true
}
show_start_log() {
  if [[ -n "$START_LOG" && -s "$START_LOG" ]]; then
    sed 's/^/    /' "$START_LOG" >&2
  fi
}
forget_start_log() {
  if [[ -n "$START_LOG" ]]; then
    rm -f "$START_LOG"
    START_LOG=""
  fi
}

# ensure NAME HOST PORT READY_FN INSTALLED_FN START_FN WAIT_SECONDS PACKAGE
# INSTALLED_FN returns 0 when the server can be started, 1 when it is not installed, and
# anything else (after saying why) when it is installed but cannot be started from here.
ensure() {
  local name="$1" host="$2" port="$3" ready="$4" installed="$5" start="$6" seconds="$7" package="$8"
  if "$ready"; then
    echo "$name: up"
    return 0
  fi
  if ! is_loopback "$host"; then
    echo "$name: down at $host:$port (not a loopback address, so not starting it here)" >&2
    failed=1
    return 0
  fi
  local status=0
  "$installed" || status=$?
  if ((status == 1)); then
    echo "$name: not installed: sudo apt-get install -y $package" >&2
    missing+=("$package")
    return 0
  elif ((status != 0)); then
    failed=1 # installed but not usable from here; the check said why
    return 0
  fi
  echo "$name: down, starting it"
  "$start"
  if wait_until "$ready" "$seconds"; then
    forget_start_log
    echo "$name: up"
  else
    echo "$name: still not answering on $host:$port after ${seconds}s; start command said:" >&2
    show_start_log
    forget_start_log
    failed=1
  fi
}

# --- Postgres --------------------------------------------------------------------------------

postgres_ready() {
  if have pg_isready; then
    pg_isready -q -h "$PGHOST" -p "$PGPORT" -U postgres -t 2
  else
    tcp_open "$PGHOST" "$PGPORT"
  fi
}
postgres_installed() {
  have pg_ctlcluster && [[ -d /etc/postgresql ]] && [[ -n "$(ls /etc/postgresql 2>/dev/null)" ]]
}
postgres_start() {
  run_start pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
}

psql_postgres() {
  psql -h "$PGHOST" -p "$PGPORT" -U postgres -d postgres -X -q -v ON_ERROR_STOP=1 "$@"
}

# Creates every service database that does not exist yet (a service would also create its own
# at start; doing it here lets tools and tests connect before the service has ever run).
ensure_databases() {
  if ! have psql; then
    echo "postgres: psql not found, cannot check the service databases: sudo apt-get install -y postgresql-client" >&2
    failed=1
    return 0
  fi
  local existing name error
  if ! existing="$(psql_postgres -tA -c "SELECT datname FROM pg_database WHERE datname LIKE 'mithaq\_%'" 2>&1)"; then
    echo "postgres: cannot list databases as user postgres: $existing" >&2
    failed=1
    return 0
  fi
  for name in "${DATABASES[@]}"; do
    if grep -qx "$name" <<<"$existing"; then
      continue
    fi
    # Another run may create it at the same moment: "already exists" is success too.
    if error="$(psql_postgres -c "CREATE DATABASE \"$name\"" 2>&1)" || [[ "$error" == *"already exists"* ]]; then
      echo "postgres: created database $name"
    else
      echo "postgres: could not create database $name: $error" >&2
      failed=1
    fi
  done
}

# --- Redis -----------------------------------------------------------------------------------

redis_ready() {
  if have redis-cli; then
    [[ "$(timeout 3 redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping 2>/dev/null)" == "PONG" ]]
  else
    # Speak the inline protocol ourselves: send PING, expect +PONG.
    timeout 2 bash -c '
      exec 3<>"/dev/tcp/$0/$1" || exit 1
      printf "PING\r\n" >&3
      IFS= read -r reply <&3 || exit 1
      [[ "$reply" == "+PONG"* ]]
    ' "$REDIS_HOST" "$REDIS_PORT" 2>/dev/null
  fi
}
redis_installed() { have redis-server; }
redis_start() {
  run_start redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
}

# --- RabbitMQ --------------------------------------------------------------------------------

# RabbitMQ opens its AMQP listener last in its boot, so an accepted TCP connection means it is
# ready for clients.
rabbitmq_ready() { tcp_open "$RABBITMQ_HOST" "$RABBITMQ_PORT"; }
rabbitmq_installed() {
  if have rabbitmq-server; then
    return 0
  fi
  if [[ -x /usr/sbin/rabbitmq-server ]]; then
    echo "rabbitmq: /usr/sbin/rabbitmq-server is installed but /usr/sbin is not on PATH; run this as root" >&2
    return 2
  fi
  return 1
}
rabbitmq_start() { run_start rabbitmq-server -detached; }

# --- main ------------------------------------------------------------------------------------

ensure postgres "$PGHOST" "$PGPORT" postgres_ready postgres_installed postgres_start "$POSTGRES_WAIT_SECONDS" postgresql
if postgres_ready; then
  ensure_databases
fi
ensure redis "$REDIS_HOST" "$REDIS_PORT" redis_ready redis_installed redis_start "$REDIS_WAIT_SECONDS" redis-server
ensure rabbitmq "$RABBITMQ_HOST" "$RABBITMQ_PORT" rabbitmq_ready rabbitmq_installed rabbitmq_start "$RABBITMQ_WAIT_SECONDS" rabbitmq-server

if ((${#missing[@]} > 0)); then
  echo "missing: install with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
exit "$failed"
