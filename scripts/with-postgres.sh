#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster on a free
# loopback port, and always stops and removes the cluster afterwards.
#   scripts/with-postgres.sh npm test
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing PostgreSQL 15 server binaries..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq postgresql-15 postgresql-contrib-15 >/dev/null 2>&1 || apt-get install -y -qq postgresql-15 >/dev/null
  else
    echo "PostgreSQL 15 server binaries not found in $PGBIN" >&2; exit 1
  fi
fi
# The server refuses to run as root: run it as the postgres user (created by the package).
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  RUN_AS=(runuser -u postgres --)
fi
PGDIR=$(mktemp -d /tmp/farmshops-pg.XXXXXX)
chmod 755 "$PGDIR"
[ "$(id -u)" = "0" ] && chown postgres "$PGDIR"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGDIR"
}
trap cleanup EXIT
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
  -o "-p $PORT -k $PGDIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "Throwaway PostgreSQL on 127.0.0.1:$PORT"
set +e
"$@"
status=$?
set -e
exit $status
