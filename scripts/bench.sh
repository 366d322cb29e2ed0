#!/usr/bin/env bash
# npm run bench: size and speed of a minimal Latch app against React alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure.sh
ensure_chromium
ensure_node_modules
exec node bench/run.mjs "$@"
