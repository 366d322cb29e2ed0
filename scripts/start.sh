#!/usr/bin/env bash
# npm start: install and build what is missing, then run the demo stack
# (devnet: anvils + the local Solana chain, relay, API, demo page, reference wallet) in the foreground. Ctrl-C stops everything.
# Options are passed to scripts/start.mjs (see `npm start -- --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure.sh
ensure_node_modules
ensure_build
# The embedded wallet's secure frame (served by the API), rebuilt only when stale.
node packages/embedded/scripts/build-frame.mjs --if-stale
exec node scripts/start.mjs "$@"
