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

# The e2e project (browsers, devnet, one file at a time) and the unit + dom
# projects run as two vitest processes side by side: most e2e time is spent
# waiting on Chromium, sockets and chains, which leaves the CPU to the unit
# files. Each process's lines are prefixed ([unit] / [e2e]) and kept in a
# log; both summaries are printed at the end and both must pass.
run_tests() {
  local logs
  logs=$(mktemp -d "${TMPDIR:-/tmp}/latch-test-XXXXXX")
  vitest_prefixed unit "$logs/unit.log" --project unit --project unit-core --project unit-services --project dom &
  local unit_pid=$!
  # LATCH_E2E_AHEAD: the e2e setup packs, installs and builds what its
  # last files need while the others run (apps/demo/e2e/ahead), from when
  # the unit lane is done: the core it used is then free.
  LATCH_E2E_AHEAD="$logs/unit.done" vitest_prefixed e2e "$logs/e2e.log" --project e2e &
  local e2e_pid=$!
  local unit_rc=0 e2e_rc=0
  wait "$unit_pid" || unit_rc=$?
  touch "$logs/unit.done"
  wait "$e2e_pid" || e2e_rc=$?
  summary unit+dom "$unit_rc" "$logs/unit.log"
  summary e2e "$e2e_rc" "$logs/e2e.log"
  echo "full logs: $logs"
  [ "$unit_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ]
}

# `vitest run ARGS…`, its output kept in LOG and printed with a [NAME]
# prefix; exits with vitest's own status (pipefail).
vitest_prefixed() {
  local name=$1 log=$2
  shift 2
  (
    set -o pipefail
    npx vitest run "$@" 2>&1 | tee "$log" | sed -u "s/^/[$name] /"
  )
}

# Prints a vitest run's result and its totals (files, tests, duration).
summary() {
  local name=$1 rc=$2 log=$3
  echo
  if [ "$rc" -eq 0 ]; then echo "--- $name: passed"; else echo "--- $name: FAILED (exit $rc)"; fi
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *(Test Files|Tests|Duration|Errors) ' || true
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
step tests run_tests
step size node scripts/size-check.mjs
echo
echo "npm test: all steps passed"
