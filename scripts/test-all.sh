#!/usr/bin/env bash
# One command for every check: installs what is missing (npm packages; chromium, poppler-utils,
# postgresql and nginx from apt), starts a throwaway PostgreSQL for the run, then lint, typecheck, unit tests,
# API tests on PGlite and on PostgreSQL (side by side), the fleet drills, web build and the browser tests on PostgreSQL,
# then the browser journeys that open every modal, against a development build on PGlite. Every step runs even after
# a failure; the exit code is non-zero when any failed. Ends with "N passed, N failed".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
export CI="${CI:-}"

check_node
ensure_node_modules
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [[ "$CHROME_PATH" == /usr/bin/chromium ]]; then
  ensure_apt_packages /usr/bin/chromium=chromium pdftoppm=poppler-utils '/usr/lib/postgresql/*/bin/initdb=postgresql' "${PDF_FONTS[@]}"
else
  [[ -x "$CHROME_PATH" ]] || fail "CHROME_PATH=$CHROME_PATH is not an executable browser. Unset it to use Debian's chromium."
  ensure_apt_packages pdftoppm=poppler-utils '/usr/lib/postgresql/*/bin/initdb=postgresql' "${PDF_FONTS[@]}"
fi
export CHROME_PATH
ensure_apt_packages /usr/sbin/nginx=nginx
# Measured once, before the database and the suites load the machine: every suite scales its time
# limits by it (scripts/time-scale.ts). Set TIME_SCALE to force a value.
scale="$(npx tsx scripts/time-scale.ts 2>/dev/null)" || fail "TIME_SCALE must be a number of at least 1, not \"${TIME_SCALE:-}\"."
export TIME_SCALE="$scale"
say "Time limits × $TIME_SCALE (TIME_SCALE)"

names=()
results=()
seconds=()

# run_step NAME COMMAND...: runs it, shows its output, records pass or fail and how long it took.
run_step() {
  local name="$1" started status
  shift
  say "$name"
  started=$SECONDS
  "$@"
  status=$?
  names+=("$name")
  seconds+=($((SECONDS - started)))
  if [[ $status -eq 0 ]]; then results+=(passed); else results+=(failed); fi
}

# run_side_by_side NAME1 FUNCTION1 NAME2 FUNCTION2 [NAME3 FUNCTION3 ...]: the steps run at once, each
# into a log of its own; the logs are shown one after the other when all have ended. Used for steps
# that each leave part of the two cores idle (one Vitest worker, tsc's one thread), so together they
# take little longer than the slowest of them.
run_side_by_side() {
  local logs started pids=() i count=$(($# / 2)) title=""
  logs="$(mktemp -d /tmp/eb-steps.XXXXXX)"
  for ((i = 0; i < count; i++)); do title+="${title:+, }${@:$((i * 2 + 1)):1}"; done
  say "$title, side by side (their output follows when all have ended)"
  started=$SECONDS
  for ((i = 0; i < count; i++)); do
    local work="${@:$((i * 2 + 2)):1}"
    (
      "$work" >"$logs/$i.log" 2>&1
      echo $? >"$logs/$i.status"
      echo $((SECONDS - started)) >"$logs/$i.seconds"
    ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  for ((i = 0; i < count; i++)); do
    names+=("${@:$((i * 2 + 1)):1}")
    say "${names[-1]}"
    cat "$logs/$i.log"
    seconds+=("$(cat "$logs/$i.seconds" 2>/dev/null || echo "$((SECONDS - started))")")
    if [[ "$(cat "$logs/$i.status" 2>/dev/null)" == 0 ]]; then results+=(passed); else results+=(failed); fi
  done
  rm -rf "$logs"
}

PG_DIR="$(mktemp -d /tmp/eb-pg-test.XXXXXX)"
export E2E_DATA_DIR="$(mktemp -d /tmp/eb-e2e.XXXXXX)"
stop_postgres() { bash "$ROOT/scripts/pg-test.sh" stop "$PG_DIR" >/dev/null 2>&1 || true; }
cleanup() {
  stop_postgres
  rm -rf "$E2E_DATA_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "Starting a throwaway PostgreSQL server"
PG_URL="$(bash scripts/pg-test.sh start "$PG_DIR" | sed -n 's/^DATABASE_URL=//p')"
[[ -n "$PG_URL" ]] && echo "    $PG_URL"

api_tests_on_postgres() {
  if [[ -z "$PG_URL" ]]; then
    echo "PostgreSQL did not start (see above). It comes from apt: apt-get install -y postgresql" >&2
    return 1
  fi
  env -u DATABASE_URL TEST_DATABASE_URL="$PG_URL" npm run test -w @eb/api
}

# React's development build runs StrictMode's effects twice; the journeys tagged @dev-build open every
# modal of the builder, so a modal that closes itself there is caught. NODE_ENV=development is what
# makes Vite bundle React's development build (--mode alone does not).
browser_tests_on_dev_build() {
  local dist status
  dist="$(mktemp -d /tmp/eb-web-dev.XXXXXX)"
  (cd apps/web && NODE_ENV=development npx vite build --mode development --outDir "$dist" --emptyOutDir --logLevel warn) || return 1
  if ! grep -q 'Each child in a list should have a unique' "$dist"/assets/*.js; then
    echo "The development build in $dist does not hold React's development build." >&2
    rm -rf "$dist"
    return 1
  fi
  # Its own output folder: the first browser run's failure screenshots and traces stay where they are.
  env -u DATABASE_URL WEB_DIST="$dist" npm run test -w @eb/e2e -- --grep @dev-build --output ../test-results/e2e-dev-build
  status=$?
  rm -rf "$dist"
  return $status
}

run_step "Lint (biome)" npx biome check .
# What `npm run typecheck` does, two workspaces at a time (each tsc keeps one core busy).
typecheck() {
  node -p 'require("./package.json").workspaces.join("\n")' | xargs -P 2 -I '{}' npm run typecheck --if-present --silent -w '{}'
}
domain_tests() { npm run test -w @eb/domain; }
web_tests() { npm run test -w @eb/web; }
run_side_by_side "Typecheck" typecheck "Domain unit tests" domain_tests "Web unit tests" web_tests
# PGlite's suite takes about twice as long as PostgreSQL's (its database runs in the test's own
# process); two workers let it take the second core once PostgreSQL's suite has ended.
api_tests_on_pglite() { env -u DATABASE_URL -u TEST_DATABASE_URL npm run test -w @eb/api -- --maxWorkers=2; }
run_side_by_side "API tests on PGlite" api_tests_on_pglite "API tests on PostgreSQL" api_tests_on_postgres
run_step "Fleet drills (3 processes behind nginx, on PostgreSQL)" npm run test -w @eb/fleet
run_step "Web build" npm run build -w @eb/web
# The main browser run goes to the throwaway PostgreSQL (the server's work then spreads over the
# database's processes, which the two browsers need less than a second core of PGlite); the
# @dev-build journeys run once only, in the next step, on PGlite, so both stores serve a browser.
browser_tests() {
  if [[ -z "$PG_URL" ]]; then
    echo "PostgreSQL did not start (see above). It comes from apt: apt-get install -y postgresql" >&2
    return 1
  fi
  env -u DATABASE_URL E2E_DATABASE_URL="$PG_URL" npm run test -w @eb/e2e -- --grep-invert @dev-build
}
run_step "Browser tests (Playwright, Chromium, on PostgreSQL)" browser_tests
run_step "Browser tests on a development build (@dev-build journeys)" browser_tests_on_dev_build

stop_postgres
passed=0
failed=0
echo
for i in "${!names[@]}"; do
  printf '  %-7s %4ss  %s\n' "${results[$i]}" "${seconds[$i]}" "${names[$i]}"
  if [[ "${results[$i]}" == passed ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "$passed passed, $failed failed"
((failed == 0))
