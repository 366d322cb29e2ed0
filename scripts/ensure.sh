# Shared install steps for start.sh / test.sh / bench.sh (sourced, not run).
# Safe on a fresh clone; each step does nothing when already satisfied.

# Installs the locked packages when node_modules is missing or stale.
ensure_node_modules() {
  local stamp=node_modules/.package-lock.json
  if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
    # `npm ci`: exactly the locked tree, or a clear error when package.json
    # and package-lock.json disagree.
    echo "==> npm ci (node_modules missing or older than package-lock.json)"
    npm ci --no-audit --no-fund
  fi
}

# Debian packages the tests need, installed only when missing; never a
# downloaded browser or server build.
#   chromium       browser tests and the bench
#   redis-server   relay scale-out tests
#   postgresql     API server tests against PostgreSQL
apt_install() {
  local sudo=''
  if [ "$(id -u)" -ne 0 ]; then sudo='sudo'; fi
  echo "==> installing Debian packages: $*"
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}

ensure_chromium() {
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && return 0
  apt_install chromium
}

ensure_test_services() {
  local missing=()
  command -v redis-server >/dev/null || missing+=(redis-server)
  compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
}

# Compiled packages (dist/) for Node entry points such as @latch/devnet/node.
# `tsc -b` is incremental: near-instant when nothing changed.
ensure_build() {
  echo "==> tsc -b tsconfig.build.json"
  npx tsc -b tsconfig.build.json
}
