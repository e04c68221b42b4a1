#!/usr/bin/env bash
# The generator's large data sets for `npm run bench -- search` (not part of CI):
# 100,000 and 1,000,000 units (areas, developers and projects in proportion) on SQLite
# (data/bench-100k.sqlite, data/bench-1m.sqlite) and on PostgreSQL (databases bench_100k,
# bench_1m on BENCH_PG_URL's server). Measured here: 1M takes about 13 min on SQLite and
# 8 min on PostgreSQL; 100k about 80 s and 25 s. Existing data sets are kept (delete to redo).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node24.sh
export MEDIA_DIR="${MEDIA_DIR:-data/bench-media}" LOG_LEVEL="${LOG_LEVEL:-info}"
PG="${BENCH_PG_URL:-postgres://root@127.0.0.1:5432/test}"
for n in 100k 1m; do
  units=$([ "$n" = 100k ] && echo 100000 || echo 1000000)
  [ -f "data/bench-$n.sqlite" ] || DATABASE_URL="sqlite:data/bench-$n.sqlite" npm run db:seed -- --units "$units"
  if ! psql "$PG" -tAc "select 1 from pg_database where datname = 'bench_$n'" | grep -q 1; then
    psql "$PG" -c "create database bench_$n"
    DATABASE_URL="${PG%/*}/bench_$n" npm run db:seed -- --units "$units"
  fi
done
