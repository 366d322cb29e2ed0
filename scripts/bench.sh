#!/usr/bin/env bash
# npm run bench [-- --only <section>[,…]]: size and speed figures with
# PASS / FAIL against bench/budgets.mjs. Sections: modal (react-only,
# latch), protocol, connect, pairing, send, signin, embedded, relay, api,
# abuse, userop, swap, footprint
# (see bench/run.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure.sh
ensure_chromium
ensure_test_services
ensure_node_modules
# The bench loads compiled packages (dist/) from plain Node.
ensure_build
# The relay section opens up to 10,000 client sockets (child process) and
# 10,000 server sockets (this process): raise the soft fd limit to the hard
# one (the bench's limit, never the product's).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt 11000 ]; then
  echo "warning: ulimit -n is $(ulimit -n); the relay section needs ~11000" >&2
fi
# --expose-gc: the relay section weighs what the servers retain per socket.
exec node --expose-gc bench/run.mjs "$@"
