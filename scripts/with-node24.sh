#!/usr/bin/env bash
# Runs a command with Node 24 (the LTS the README recommends) first on PATH, so that CI proves the
# code on it as well as on the machine's Node 20. The binary comes from the npm registry's
# node-linux-<arch> package: no other download source is reachable here.
set -euo pipefail
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node24: no Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
dir="${TMPDIR:-/tmp}/staffing-node24"
bin="$dir/node_modules/node-linux-$arch/bin"
if [ ! -x "$bin/node" ]; then
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$dir" "node-linux-$arch@24" >/dev/null
fi
export PATH="$bin:$PATH"
echo "with-node24: $(node --version)"
exec "$@"
