#!/usr/bin/env bash
# Installs the Debian packages the tests need, when they are missing: Chromium for the browser
# tests, PostgreSQL for the second server run, redis-server for the multi-process tests,
# poppler-utils (pdftotext) for reading the generated PDFs back in tests, coturn (turnserver)
# for the calls' real TURN tests, and the media server of group calls: Janus, its janus-pp-rec
# (janus-tools) and ffmpeg, which turn the recordings into one WebM.
# Usage: scripts/ensure-system.sh [chromium] [postgresql] [redis] [poppler] [coturn] [janus]   (no arguments: all six)
set -euo pipefail
wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(chromium postgresql redis poppler coturn janus)

missing=()
for what in "${wanted[@]}"; do
  case "$what" in
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium fonts-noto-core) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql postgresql-contrib) ;;
    redis) command -v redis-server >/dev/null 2>&1 || missing+=(redis-server) ;;
    poppler) command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils) ;;
    coturn) command -v turnserver >/dev/null 2>&1 || missing+=(coturn) ;;
    janus)
      command -v janus >/dev/null 2>&1 || missing+=(janus)
      command -v janus-pp-rec >/dev/null 2>&1 || missing+=(janus-tools)
      command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
      ;;
    *) echo "ensure-system: unknown component '$what'" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system: please install: ${missing[*]} (needs root and apt-get)" >&2
  exit 1
fi
echo "ensure-system: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
