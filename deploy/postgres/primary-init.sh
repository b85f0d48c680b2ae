#!/bin/sh
# Runs once, on the primary's first start (docker-entrypoint-initdb.d): a role the replica streams
# WAL with, and the line of pg_hba.conf that lets it in from the compose network.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
