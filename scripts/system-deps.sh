#!/usr/bin/env bash
# The Debian packages the browser tests use, installed when missing: Chromium (Playwright and
# Lighthouse drive /usr/bin/chromium) and a Java runtime (the HTML validator, the vnu-jar
# package, runs `java -jar`; its own Java download is switched off in package.json's
# allowScripts). Run by .ci/run and before `npm run test:e2e`. As root (CI, containers) it
# installs them with apt-get; otherwise it names the command to run.
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need ${missing[*]}: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
