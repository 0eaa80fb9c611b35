#!/bin/sh
# The compose `backup` service (docs/OPERATIONS.md "Backups"): a pg_dump in custom format of the
# shop's database every BACKUP_EVERY_SECONDS (default a day), into /backups/daily (one a day,
# the newest 7 kept) and /backups/weekly (one a week, the newest 4 kept). Restore one with
# pg_restore (docs/OPERATIONS.md). Same layout and retention as `npm run backup`.
set -eu
every=${BACKUP_EVERY_SECONDS:-86400}
keep() { # keep the newest $2 entries of folder $1 (names sort by date)
  ls -1 "$1" | grep '^greencart-' | sort | head -n "-$2" | while read -r old; do rm -rf "$1/$old"; done
}
while true; do
  day=$(date -u +%Y-%m-%d)
  week=$(date -u +%G-W%V)
  mkdir -p /backups/daily /backups/weekly
  tmp="/backups/.in-progress-$$"
  rm -rf "$tmp" && mkdir -p "$tmp"
  if pg_dump --format=custom --no-owner --file "$tmp/database.dump" "$DATABASE_URL"; then
    printf '{\n  "kind": "server",\n  "takenAt": "%s",\n  "database": "database.dump",\n  "uploads": false\n}\n' \
      "$(date -u +%Y-%m-%dT%H:%M:%S.000Z)" > "$tmp/backup.json"
    rm -rf "/backups/weekly/greencart-$week" && cp -r "$tmp" "/backups/weekly/greencart-$week"
    rm -rf "/backups/daily/greencart-$day" && mv "$tmp" "/backups/daily/greencart-$day"
    keep /backups/daily 7
    keep /backups/weekly 4
    echo "backup written to /backups/daily/greencart-$day"
  else
    echo "backup failed" >&2
    rm -rf "$tmp"
  fi
  sleep "$every"
done
