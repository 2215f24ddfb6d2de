#!/bin/sh
# Container entrypoint of every Mithaq image (see infra/Dockerfile).
#
#   (no arguments)   run the app named by $APP (set at build time by `--build-arg APP=...`)
#   app-path         print the entry file of $APP and exit (used by infra/test)
#   anything else    run that command instead (e.g. `docker compose run --rm identity sh`)
#
# MITHAQ_ROOT is the directory holding dist/ (default: /app, the image's WORKDIR).
set -eu

if [ "$#" -gt 0 ] && [ "$1" != "app-path" ]; then
  exec "$@"
fi

root="${MITHAQ_ROOT:-/app}"
app="${APP:-}"

case "$app" in
  gateway)
    entry="dist/gateway/src/main.js" ;;
  identity | profile | matching | messaging | billing | course | content)
    entry="dist/services/$app/src/main.js" ;;
  # Background workers run apart from their service's RPC handlers (same image, own process).
  matching-worker)
    entry="dist/services/${app%-worker}/src/worker.js" ;;
  "")
    echo "entrypoint: APP is not set (gateway, identity, profile, matching, messaging, billing, course, content or matching-worker)" >&2
    exit 64 ;;
  *)
    echo "entrypoint: unknown APP '$app' (gateway, identity, profile, matching, messaging, billing, course, content or matching-worker)" >&2
    exit 64 ;;
esac

if [ "${1:-}" = "app-path" ]; then
  echo "$entry"
  exit 0
fi

cd "$root"
if [ ! -f "$entry" ]; then
  echo "entrypoint: $root/$entry is missing: this image was built from a release without the '$app' app" >&2
  exit 66
fi
# exec: node replaces this shell, so tini's signals reach it directly.
exec node --enable-source-maps "$entry"
