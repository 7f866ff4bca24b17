#!/usr/bin/env bash
# One command to run the app on a fresh clone: installs npm packages when needed, builds the web
# app and starts the server on the embedded database. Honours PORT, DATA_DIR and the other settings
# listed in the README.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

check_node
ensure_node_modules
# Without them the PDF still prints, with names outside Windows-1252 garbled: not a reason to stop.
(ensure_apt_packages "${PDF_FONTS[@]}") || say "Going on without them: PDFs will garble names in other scripts."
say "Building the web app"
npm run build -w @eb/web --silent
say "Starting the server"
# A larger young generation: fewer pauses under load (docs/decisions.md, 2026-12-07).
exec node --max-semi-space-size=32 --import tsx apps/api/src/main.ts
