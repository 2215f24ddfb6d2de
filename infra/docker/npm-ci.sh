#!/bin/sh
# `npm ci` that runs only the install scripts package.json#allowScripts approves, whatever the
# npm version: npm 11 reads allowScripts itself, the npm 10 bundled with Node 20 ignores it and
# would run every install script. So: install with no scripts at all, then rebuild (which runs
# the install scripts of) the approved packages that are present. Arguments go to `npm ci`.
set -eu

npm ci --ignore-scripts "$@"

approved="$(node -p "Object.entries(require('./package.json').allowScripts || {}).filter(([, ok]) => ok === true).map(([name]) => name).join(' ')")"
if [ -n "$approved" ]; then
  # shellcheck disable=SC2086 # one word per package name
  npm rebuild $approved
fi
