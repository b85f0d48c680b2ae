#!/bin/sh
# The streaming replica: on an empty volume, a base backup of the primary that writes its own standby
# settings (-R: standby.signal and primary_conninfo), then PostgreSQL as the image starts it.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  export PGPASSWORD="$REPLICATION_PASSWORD"
  until gosu postgres pg_basebackup -h "$PRIMARY_HOST" -p 5432 -U replicator -D "$PGDATA" -R -X stream -c fast; do
    echo "replica: waiting for the primary at $PRIMARY_HOST…"
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
fi
exec docker-entrypoint.sh postgres -c hot_standby=on
