#!/usr/bin/env bash
# The quick loop (`npm run validate`): lint, typecheck and the unit tests (domain and web) side by side.
# Each check's output is kept and shown whole when it ends, so the three never interleave.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/burgers-validate.XXXXXX")"
trap 'rm -rf "$LOGS"' EXIT

names=(lint typecheck "unit tests")
commands=("npm run --silent lint" "npm run --silent typecheck" "npx vitest run --project domain --project web")
pids=()
for i in "${!names[@]}"; do
  bash -c "${commands[$i]}" >"$LOGS/$i.log" 2>&1 &
  pids+=("$!")
done

failed=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then result=pass; else result=FAIL; failed=$((failed + 1)); fi
  printf '\n==> %s: %s\n' "${names[$i]}" "$result"
  [ "$result" = FAIL ] && cat "$LOGS/$i.log"
done
[ "$failed" -eq 0 ] && echo "validate: all passed" || echo "validate: $failed failed"
[ "$failed" -eq 0 ]
