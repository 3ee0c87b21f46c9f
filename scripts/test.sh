#!/usr/bin/env bash
# The project's one test command (`npm test`). On a fresh Debian machine it first installs what is
# missing (PostgreSQL, Chromium), then runs every check in order and ends with a summary.
# A failing step does not stop the run: the summary shows every step, and the exit code is
# non-zero when anything failed.
set -uo pipefail

export DEBIAN_FRONTEND=noninteractive
export CI="${CI:-true}"
# Step timings are decimals: keep a point as the separator whatever the user's locale.
export LC_NUMERIC=C

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT" || exit 1

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/burgers-test-run.XXXXXX")"
PG_TMP=""
PG_BIN=""
PG_USER=""
PG_URL=""

STEP_NAMES=()
STEP_RESULTS=()
STEP_SECONDS=()
STEP_DETAILS=()
TESTS_PASSED=0
TESTS_FAILED=0

# Bold headings on a terminal only, so CI logs stay plain text.
if [ -t 1 ]; then BOLD=$'\033[1m' PLAIN=$'\033[0m'; else BOLD='' PLAIN=''; fi
log() { printf '\n%s==> %s%s\n' "$BOLD" "$*" "$PLAIN"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    # A person at a terminal may type a password; anywhere else sudo must not wait for one.
    if [ -t 0 ]; then sudo env DEBIAN_FRONTEND=noninteractive "$@"; else sudo -n env DEBIAN_FRONTEND=noninteractive "$@"; fi
  else
    echo "Need root to run: $* (sudo is not installed)" >&2
    return 1
  fi
}

# --- counting ---------------------------------------------------------------------------------

# Vitest writes a JSON report; its counts are the step's tests.
count_vitest() {
  local report="$1"
  [ -s "$report" ] || return 1
  node -e '
    const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${r.numPassedTests} ${r.numFailedTests} ${r.numPendingTests + (r.numTodoTests ?? 0)}`);
  ' "$report"
}

# Playwright's list, line and dot reporters all end with lines like "  12 passed (30s)".
# A flaky test passed on retry, as Playwright's own exit code has it.
count_playwright() {
  local output="$1" plain passed failed
  plain="$(sed 's/\x1b\[[0-9;]*m//g' "$output")"
  passed="$(grep -E '^\s+[0-9]+ (passed|flaky)' <<<"$plain" | awk '{ n += $1 } END { if (NR) print n }')"
  failed="$(grep -E '^\s+[0-9]+ (failed|interrupted)' <<<"$plain" | awk '{ n += $1 } END { if (NR) print n }')"
  [ -n "$passed$failed" ] || return 1
  echo "${passed:-0} ${failed:-0} 0"
}

# --- running a step ---------------------------------------------------------------------------

# run_step <name> <kind: check|vitest|playwright> <command...>
# Output streams to the terminal and is kept for counting. A check (lint, typecheck, build)
# counts as one; a test step counts its tests, or one failure when it ended without a count.
run_step() {
  local name="$1" kind="$2"
  shift 2
  local output="$WORK_DIR/step-${#STEP_NAMES[@]}.log"
  local report="$WORK_DIR/step-${#STEP_NAMES[@]}.json"
  local started status counts passed=0 failed=0 skipped=0 detail=""
  log "$name: $*"
  started="${STEP_STARTED:-$EPOCHREALTIME}"
  if [ "$kind" = vitest ]; then
    "$@" --reporter=default --reporter=json --outputFile.json="$report" 2>&1 | tee "$output"
  else
    "$@" 2>&1 | tee "$output"
  fi
  status=${PIPESTATUS[0]}
  record_step "$name" "$status" "$started"

  case "$kind" in
    vitest) counts="$(count_vitest "$report" 2>/dev/null)" ;;
    playwright) counts="$(count_playwright "$output" 2>/dev/null)" ;;
    *) counts="" ;;
  esac
  if [ -n "$counts" ]; then
    read -r passed failed skipped <<<"$counts"
    detail="$passed passed, $failed failed"
    [ "$skipped" -gt 0 ] && detail="$detail, $skipped skipped"
    # A runner that fails with every test green (a crash, a bad config) still counts as a failure.
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
      failed=1
      detail="$detail; the runner itself failed (exit $status)"
    fi
  elif [ "$status" -eq 0 ]; then
    passed=1
  else
    failed=1
  fi
  TESTS_PASSED=$((TESTS_PASSED + passed))
  TESTS_FAILED=$((TESTS_FAILED + failed))
  STEP_DETAILS+=("$detail")
  return "$status"
}

record_step() {
  local name="$1" status="$2" started="$3"
  STEP_NAMES+=("$name")
  if [ "$status" -eq 0 ]; then STEP_RESULTS+=("pass"); else STEP_RESULTS+=("FAIL"); fi
  STEP_SECONDS+=("$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')")
}

# A step that could not even start (its setup failed).
fail_step() {
  local name="$1" started="$2" reason="$3"
  echo "$name: $reason" >&2
  record_step "$name" 1 "$started"
  STEP_DETAILS+=("$reason")
  TESTS_FAILED=$((TESTS_FAILED + 1))
}

# --- system packages --------------------------------------------------------------------------

postgres_present() { compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; }

# Only the steps that need a system package install it: `bash scripts/test.sh lint` never calls apt-get.
install_system_packages() {
  local started="$EPOCHREALTIME" status=0 missing=()
  wanted postgres && ! postgres_present && missing+=(postgresql)
  { wanted e2e || wanted budgets; } && [ ! -x /usr/bin/chromium ] && missing+=(chromium)
  # The printed tickets' and invoices' tests read the PDFs the shop makes with pdfinfo and pdftotext.
  { wanted server || wanted postgres || wanted e2e; } && ! command -v pdftotext >/dev/null 2>&1 && missing+=(poppler-utils)
  # The invoicing tests' local ARCA checks the shop's signed login with openssl.
  { wanted server || wanted postgres; } && ! command -v openssl >/dev/null 2>&1 && missing+=(openssl)
  [ "${#missing[@]}" -eq 0 ] && return 0
  log "system packages: installing ${missing[*]}"
  as_root apt-get update && as_root apt-get install -y "${missing[@]}"
  status=$?
  record_step "install ${missing[*]}" "$status" "$started"
  STEP_DETAILS+=("")
  if [ "$status" -eq 0 ]; then TESTS_PASSED=$((TESTS_PASSED + 1)); else TESTS_FAILED=$((TESTS_FAILED + 1)); fi
}

# --- a throwaway PostgreSQL -------------------------------------------------------------------

# PostgreSQL refuses to run as root, so root runs it as a system user.
as_pg_user() {
  if [ -n "$PG_USER" ]; then
    (cd "$PG_TMP" && runuser -u "$PG_USER" -- "$@")
  else
    (cd "$PG_TMP" && "$@")
  fi
}

free_port() {
  node -e '
    const server = require("node:net").createServer();
    server.listen(0, "127.0.0.1", () => { console.log(server.address().port); server.close(); });
  '
}

stop_postgres() {
  if [ -n "$PG_TMP" ] && [ -d "$PG_TMP" ]; then
    if [ -f "$PG_TMP/data/postmaster.pid" ]; then
      as_pg_user "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$PG_TMP"
  fi
  PG_TMP=""
}

# Starts a cluster in a temp dir on a free local port and sets PG_URL. Not run in a subshell:
# the globals it sets are what stop_postgres needs.
start_postgres() {
  PG_BIN="$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -1)"
  [ -x "$PG_BIN/postgres" ] || { echo "PostgreSQL server binaries not found" >&2; return 1; }
  PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/burgers-pg.XXXXXX")"
  if [ "$(id -u)" -eq 0 ]; then
    PG_USER=postgres
    id -u "$PG_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER" || return 1
    chown "$PG_USER" "$PG_TMP"
  fi
  as_pg_user "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync \
    >"$PG_TMP/initdb.log" 2>&1 || { cat "$PG_TMP/initdb.log" >&2; return 1; }
  local port attempt
  for attempt in 1 2 3; do
    port="$(free_port)"
    # fsync and friends off: the data is thrown away, speed is all that matters.
    if as_pg_user "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 60 start \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$PG_TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      >/dev/null; then
      as_pg_user "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres burgers_test || return 1
      PG_URL="postgres://postgres@127.0.0.1:$port/burgers_test"
      return 0
    fi
    echo "PostgreSQL did not start on port $port (attempt $attempt):" >&2
    tail -5 "$PG_TMP/server.log" >&2
  done
  return 1
}

server_tests_on_postgres() {
  local name="server tests (PostgreSQL)" started="$EPOCHREALTIME" status
  log "$name: starting a throwaway PostgreSQL"
  # Its files are thrown away too: on the RAM disk when there is one.
  if ! TMPDIR="$(server_tmpdir)" start_postgres; then
    fail_step "$name" "$started" "could not start PostgreSQL"
    stop_postgres
    return 1
  fi
  echo "PostgreSQL ready at $PG_URL (data in $PG_TMP)"
  export TEST_DATABASE_URL="$PG_URL"
  STEP_STARTED="$started" TMPDIR="$(server_tmpdir)" run_step "$name" vitest npx vitest run --project server
  status=$?
  unset TEST_DATABASE_URL
  stop_postgres
  return "$status"
}

# The server tests write and throw away thousands of small files (embedded database folders, copies
# of them, uploads); on a disk that takes seconds per folder. They get a temporary folder in memory
# when the machine has a RAM disk with room to spare (2 GB), else the usual one.
SERVER_TMP=""
server_tmpdir() {
  if [ -z "$SERVER_TMP" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
    [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -gt 2097152 ] 2>/dev/null; then
    SERVER_TMP="$(mktemp -d /dev/shm/burgers-server-tests.XXXXXX)"
    # Open to every user, as /tmp is: a test's own PostgreSQL cluster runs as the postgres user.
    chmod 1777 "$SERVER_TMP"
  fi
  echo "${SERVER_TMP:-${TMPDIR:-/tmp}}"
}

cleanup() {
  stop_postgres
  rm -rf "$WORK_DIR"
  [ -n "$SERVER_TMP" ] && rm -rf "$SERVER_TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- the run ----------------------------------------------------------------------------------

# `bash scripts/test.sh [lint typecheck domain web server postgres build budgets e2e]` runs only the named steps.
ALL_STEPS=(lint typecheck domain web server postgres build budgets e2e)
if [ "$#" -gt 0 ]; then SELECTED=" $* "; else SELECTED=" ${ALL_STEPS[*]} "; fi
for arg in "$@"; do
  case " ${ALL_STEPS[*]} " in *" $arg "*) ;; *) echo "Unknown step '$arg'; steps: ${ALL_STEPS[*]}" >&2; exit 2 ;; esac
done
wanted() { [[ "$SELECTED" == *" $1 "* ]]; }

install_system_packages
wanted lint && run_step "lint" check npm run lint
wanted typecheck && run_step "typecheck" check npm run typecheck
wanted domain && run_step "domain unit tests" vitest npx vitest run --project domain
# The web app's forms, stores and hooks in happy-dom: seconds, where the browser tests take minutes.
wanted web && run_step "web unit tests" vitest npx vitest run --project web
server_tmpdir >/dev/null
wanted server && TMPDIR="$(server_tmpdir)" run_step "server tests (PGlite)" vitest npx vitest run --project server
wanted postgres && server_tests_on_postgres
wanted build && run_step "web build" check npm run build
# The first load of / must stay small: JS and CSS budgets (gzip) checked on the build just made.
wanted budgets && run_step "first-load budgets" check npm run budgets
wanted e2e && run_step "browser tests" playwright npm test -w @burgers/e2e

printf '\n%sSummary%s\n' "$BOLD" "$PLAIN"
printf '%-32s %-6s %9s  %s\n' "step" "result" "seconds" "tests"
for i in "${!STEP_NAMES[@]}"; do
  printf '%-32s %-6s %9s  %s\n' "${STEP_NAMES[$i]}" "${STEP_RESULTS[$i]}" "${STEP_SECONDS[$i]}" "${STEP_DETAILS[$i]}"
done
echo "(tests counted from each test runner; lint, typecheck and build count as one each)"
echo "$TESTS_PASSED passed, $TESTS_FAILED failed"
[ "$TESTS_FAILED" -eq 0 ]
