#!/usr/bin/env bash
# Installs, from Debian's packages, everything Theseus needs to build and test.
# Idempotent: when every package is present it only runs dpkg-query and exits.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config
  llvm-19-dev llvm-19-tools clang-19 libclang-rt-19-dev lld-19
  libz3-dev libgtest-dev libgmock-dev
  libsqlite3-dev sqlite3
  redis-server libhiredis-dev
  libpolly-19-dev libfplll-dev libgmp-dev
  python3 valgrind linux-perf
  libgoogle-perftools-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
