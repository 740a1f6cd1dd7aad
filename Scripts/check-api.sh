#!/usr/bin/env bash
# API stability: compares the public and SPI (`@_spi`) surface of the library modules with the last
# version tag's, and fails on a break that CHANGELOG.md does not list.
#
# The surface is each module's symbol graph (`swift symbolgraph-extract -include-spi-symbols` on the
# debug build: public and open symbols, members inherited through protocol extensions left out;
# `swift package diagnose-api-breaking-changes` runs here too, but has no option for the SPI); the baseline is
# the same for the source of the last tag `X.Y.Z` reachable from HEAD (`git archive`, built in
# .build/api-baseline/, kept there for the next run). A break is a symbol that is gone (a signature
# change too: the symbol's identifier changes), a declaration whose text changed or that moved from
# public to SPI, or a new protocol requirement without a default implementation.
#
# The rule: a break passes only when CHANGELOG.md's `## Unreleased` section has, under
# `### Changed` or `### Removed`, an entry naming the symbol, or a type that holds it, in code
# voice: `Navigator.open(_:from:as:)` or `Navigator.open` (every overload), `Navigator` (all of
# it), with or without the module (`SceneRouter.Navigator`). Additions never fail.
# With no version tag yet there is nothing to compare: it says so and passes.
#
# Usage: Scripts/check-api.sh            (the last tag)
#        Scripts/check-api.sh 0.1.0      (another baseline: a tag or a commit)
set -euo pipefail
cd "$(dirname "$0")/.."

python3 Scripts/api-diff.py --self-test   # the rule itself, on made-up symbols, even before a tag

baseline=${1:-}
if [ -z "$baseline" ]; then
  if ! baseline=$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' HEAD 2>/dev/null); then
    echo "no version tag (X.Y.Z) yet: no released API to compare with; the check passes"
    exit 0
  fi
fi
commit=$(git rev-parse --verify "$baseline^{commit}")
echo "-- baseline: $baseline ($(git rev-parse --short "$commit"))"

# The triple Swift builds for, and a log for the commands below.
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Builds the package at $1 (scratch path $2, more `swift build` arguments after $3) and writes the
# symbol graphs of the modules in $modules into folder $3. A module the package no longer has as a
# library product is left out (so every symbol of it counts as removed).
symbol_graphs() {
  local package=$1 scratch=$2 output=$3 bin module
  shift 3
  if ! swift build --package-path "$package" --scratch-path "$scratch" "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "could not build $package" >&2
    return 1
  fi
  bin=$(swift build --package-path "$package" --scratch-path "$scratch" "$@" --show-bin-path)
  rm -rf "$output"
  mkdir -p "$output"
  for module in $modules; do
    grep -q "\.library(name: \"$module\"" "$package/Package.swift" || continue
    if ! swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
      -module-cache-path "$bin/ModuleCache" -minimum-access-level public -skip-synthesized-members \
      -include-spi-symbols -output-dir "$output" >"$log" 2>&1; then
      cat "$log" >&2
      echo "could not extract the symbol graph of $module" >&2
      return 1
    fi
  done
}

work=.build/api-baseline/$commit
if [ ! -f "$work/done" ]; then
  rm -rf "$work/source"
  mkdir -p "$work/source"
  git archive "$commit" | tar -x -C "$work/source"
fi
# The baseline's library products: a module that stopped being one is a break of all its symbols.
modules=$(sed -n 's/^ *\.library(name: "\([A-Za-z]*\)".*/\1/p' "$work/source/Package.swift")
if [ ! -f "$work/done" ]; then
  symbol_graphs "$work/source" "$work/build" "$work/graphs"
  touch "$work/done"
fi
# This checkout, built as CI builds it (so nothing is rebuilt there).
symbol_graphs . .build .build/api-current --build-tests -Xswiftc -warnings-as-errors

# shellcheck disable=SC2086
python3 Scripts/api-diff.py "$work/graphs" .build/api-current CHANGELOG.md $modules
