# Shared helpers for up.sh and test-all.sh. Source it; do not run it.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
fail() { printf '\033[31mError: %s\033[0m\n' "$*" >&2; exit 1; }

check_node() {
  command -v node >/dev/null || fail "Node.js 20.19 or newer is needed: https://nodejs.org (or apt-get install nodejs)."
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' ||
    fail "Node.js 20.19 or newer is needed; this is $(node -v)."
}

# npm ci when node_modules is missing or older than package-lock.json (npm writes
# node_modules/.package-lock.json on every install, so its age tells when we last installed).
# When the lockfile does not validate (drift from package.json, or a registry that lacks another
# platform's optional binaries), install from package.json without rewriting any tracked file.
ensure_node_modules() {
  local marker="$ROOT/node_modules/.package-lock.json"
  [[ -f "$marker" && ! "$ROOT/package-lock.json" -nt "$marker" ]] && return 0
  say "Installing npm packages (npm ci)"
  (cd "$ROOT" && npm ci --no-audit --no-fund) && return 0
  printf '\033[33mWarning: npm ci refused package-lock.json (see above); installing with npm install --no-save.\033[0m\n' >&2
  (cd "$ROOT" && npm install --no-save --no-audit --no-fund) || fail "npm could not install the packages (see above)."
}

# apt packages for the commands we need; `apt-get update` only when something is missing.
ensure_apt_packages() {
  local missing=() pair command package
  for pair in "$@"; do
    command="${pair%%=*}"
    package="${pair#*=}"
    if [[ "$command" == /* ]]; then compgen -G "$command" >/dev/null || missing+=("$package")
    else command -v "$command" >/dev/null || missing+=("$package"); fi
  done
  ((${#missing[@]} == 0)) && return 0
  if [[ $EUID -ne 0 ]]; then
    fail "Missing system packages: ${missing[*]}. Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  fi
  command -v apt-get >/dev/null || fail "Missing system packages: ${missing[*]} (and no apt-get here to install them)."
  say "Installing system packages: ${missing[*]}"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null ||
    fail "apt-get could not install: ${missing[*]}"
}

# The fonts the estimate PDF embeds for names outside Windows-1252 (apps/api/src/modules/sharing/pdf-text.ts).
PDF_FONTS=(
  /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf=fonts-dejavu-core
  /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf=fonts-droid-fallback
  /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf=fonts-symbola
)
