#!/usr/bin/env bash
# Installs Debian's chromium for the browser e2e tests (test/e2e/mcp-oauth-browser.e2e.test.ts) when
# it is missing. The tests drive it with playwright-core at /usr/bin/chromium; they skip with a
# message only when this script could not install it.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-chromium: apt-get not found; install Debian's chromium package by hand" >&2
  exit 1
fi
SUDO=''
if [ "$(id -u)" != 0 ]; then SUDO='sudo'; fi
# Other apt users on the machine hold the lock for a while: wait for it rather than fail.
$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends chromium
echo "chromium: $(/usr/bin/chromium --version)"
