#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server (Debian's binaries) on 127.0.0.1, exported
# to it as TEST_DATABASE_URL; the server and its data folder are removed afterwards.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "with-postgres: PostgreSQL is not installed (scripts/ensure-system.sh postgresql)" >&2; exit 1; }

dir=$(mktemp -d /tmp/nauka-pg.XXXXXX)
port=${PG_TEST_PORT:-$(( 20000 + RANDOM % 20000 ))}
# PostgreSQL refuses to run as root: as root, the server runs as the 'postgres' user.
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"

stop() {
  as_pg "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_pg "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8" >/dev/null
as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port"
"$@"
