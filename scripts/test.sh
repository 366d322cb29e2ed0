#!/usr/bin/env bash
# npm test: every check, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure.sh

step() {
  local name=$1
  shift
  echo
  echo "==> $name: $*"
  if ! "$@"; then
    echo >&2
    echo "npm test FAILED at step '$name' ($*)" >&2
    exit 1
  fi
}

step chromium ensure_chromium
step services ensure_test_services
step install ensure_node_modules
step lint npx biome ci .
step layers node scripts/check-layers.mjs
step knip npx knip
step typecheck npx tsc -p tsconfig.json
step build npx tsc -b tsconfig.build.json
# apps/next resolves the workspace packages as an app would, through their
# built dist/ (no @latch/source condition): after the build.
step typecheck-next npx tsc -p apps/next
step frame node packages/embedded/scripts/build-frame.mjs --if-stale
step tests npx vitest run
step size node scripts/size-check.mjs
echo
echo "npm test: all steps passed"
