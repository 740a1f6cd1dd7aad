#!/usr/bin/env bash
# Builds the DocC catalog of every library product with warnings treated as errors: a broken
# symbol link, an undocumented parameter or a missing page fails. Each module is built on
# its own; a link to a symbol of another module is written in code voice, not as a link
# (DocC resolves links within one module's documentation only). The modules are the
# documentation targets of .spi.yml (the Swift Package Index hosts the same).
#
# With --site it builds them together, with the same checks, as one static website (`--transform-for-static-hosting`,
# DocC's combined documentation): .build/docs-site/SceneRouter/, for hosting at the base path
# /SceneRouter/ (such as a GitHub Pages site of the repository); documentation/ lists the
# modules, documentation/scenerouter/ is the core's landing page. Scripts/check-docs-site.py
# opens it in a browser.
# Usage: Scripts/build-docs.sh              (all library modules)
#        Scripts/build-docs.sh SceneRouter  (one module)
#        Scripts/build-docs.sh --site       (all, as the site; modules may follow)
set -euo pipefail
cd "$(dirname "$0")/.."
site=0
modules=()
for argument in "$@"; do
  if [ "$argument" = "--site" ]; then site=1; else modules+=("$argument"); fi
done
if [ ${#modules[@]} -eq 0 ]; then
  read -r -a modules <<<"$(sed -n 's/^ *documentation_targets: *\[\(.*\)\]/\1/p' .spi.yml | tr -d ',')"
fi
[ ${#modules[@]} -gt 0 ] || { echo "no documentation_targets in .spi.yml" >&2; exit 1; }

# Runs the plugin with the rest of the arguments; on failure prints its errors and warnings.
generate() {
  local log
  log=$(mktemp)
  if ! swift package "$@" >"$log" 2>&1; then
    grep -E -A8 "^(error|warning):" "$log" | grep -v "NSCocoaErrorDomain" || cat "$log"
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
}

if [ "$site" = 0 ]; then
  for module in "${modules[@]}"; do
    echo "-- $module"
    if ! generate generate-documentation --target "$module" --warnings-as-errors; then
      echo "documentation of $module has errors" >&2
      exit 1
    fi
  done
  echo "documentation built without warnings"
else
  # One run: the plugin builds each module's archive (warnings as errors, as above), then merges them.
  echo "-- ${modules[*]}, as one site"
  output=.build/docs-site/SceneRouter
  rm -rf .build/docs-site
  mkdir -p "$output"
  targets=()
  for module in "${modules[@]}"; do targets+=(--target "$module"); done
  if ! generate --allow-writing-to-directory .build/docs-site generate-documentation "${targets[@]}" \
    --enable-experimental-combined-documentation --transform-for-static-hosting --hosting-base-path SceneRouter \
    --output-path "$output" --warnings-as-errors; then
    echo "the documentation site could not be built" >&2
    exit 1
  fi
  echo "documentation built without warnings; site: $output (hosting base path /SceneRouter)"
fi
