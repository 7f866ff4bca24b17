#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for tests: fsync off, trust auth, data under /tmp.
#
#   scripts/pg-test.sh start [DIR]   creates and starts a cluster in DIR (default: a new /tmp dir),
#                                   prints `DATABASE_URL=postgres://postgres@127.0.0.1:PORT/app`
#   scripts/pg-test.sh stop DIR      stops it and deletes DIR
#
# Port: PG_TEST_PORT, else the first free one from 5433. As root the server runs as `postgres`.
set -euo pipefail

find_pg_bin() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
  [[ -z "$bin" ]] && bin="$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/initdb)")"
  [[ -x "$bin/initdb" ]] || {
    echo "PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql" >&2
    exit 1
  }
  echo "$bin"
}

as_owner() {
  if [[ $EUID -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

free_port() {
  local port="${PG_TEST_PORT:-5433}"
  if [[ -n "${PG_TEST_PORT:-}" ]]; then echo "$port"; return; fi
  while port_in_use "$port"; do port=$((port + 1)); done
  echo "$port"
}

start() {
  local dir="${1:-}" bin port
  bin="$(find_pg_bin)"
  [[ -z "$dir" ]] && dir="$(mktemp -d /tmp/eb-pg-test.XXXXXX)"
  mkdir -p "$dir"
  chmod 755 "$dir"
  local owner=(-m 700)
  [[ $EUID -eq 0 ]] && owner=(-o postgres -g postgres -m 700)
  install -d "${owner[@]}" "$dir/data"
  install -d "${owner[@]/700/775}" "$dir/sock"
  port="$(free_port)"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || {
    cat "$dir/data/server.log" >&2
    exit 1
  }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres app
  echo "$port" >"$dir/port"
  echo "DIR=$dir"
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/app"
}

stop() {
  local dir="${1:?usage: pg-test.sh stop DIR}" bin
  bin="$(find_pg_bin)"
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: $0 start [DIR] | stop DIR" >&2
    exit 2
    ;;
esac
