#!/bin/sh
# Runs once, when the PostgreSQL volume is created: the login the API's requests use, with nothing but a
# password (ADR 0042). The API makes it a member of ponte_app at its first start.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v login_password="$PONTE_LOGIN_PASSWORD" <<'SQL'
CREATE ROLE ponte_login LOGIN PASSWORD :'login_password';
SQL
