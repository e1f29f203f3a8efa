#!/usr/bin/env bash
# The system packages `npm test` needs besides Node: Debian's Chromium for the browser tests (unless CHROME_PATH
# names one), a PostgreSQL server and nginx for the API's tests on the production engines (they start a throwaway
# cluster and a load balancer of their own on loopback; the packages' own services are not used), and a Java
# runtime for the W3C HTML checker (vnu-jar). Run by `npm test` first and by `.ci/run` before `npm ci`.
# On Debian as root it installs what is missing with apt; elsewhere it stops with the command to run.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] && [ ! -x "$CHROME_PATH" ]; then
  echo "CHROME_PATH names no program ($CHROME_PATH): point it at a Chromium binary, or unset it to use Debian's." >&2
  exit 1
fi
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-liberation)
compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v java > /dev/null || missing+=(default-jre-headless)

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get > /dev/null; then
  echo "npm test needs system packages this machine lacks: ${missing[*]}." >&2
  echo "On Debian, run as root:  $command" >&2
  echo "(Elsewhere install the same programs, or set CHROME_PATH to a Chromium binary.)" >&2
  exit 1
fi
echo "Installing the system packages npm test needs: ${missing[*]}"
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
