#!/usr/bin/env bash
# Builds the DocC catalog of every library product with warnings treated as errors: a broken
# symbol link, an undocumented parameter or a missing page fails. Each module is built on
# its own; a link to a symbol of another module is written in code voice, not as a link
# (DocC resolves links within one module's documentation only). The modules are the
# documentation targets of .spi.yml (the Swift Package Index hosts the same).
#
# Each module is also transformed for static hosting (`--transform-for-static-hosting`): a website
# per module, .build/docs-site/SceneRouter/<Module>/, for hosting at the base path
# /SceneRouter/<Module>/ (such as a GitHub Pages site of the repository: SceneRouter/SceneRouter/
# documentation/scenerouter/ is the core's landing page). Each module stays on its own, as the
# Swift Package Index builds it. Scripts/check-docs-site.py opens the sites in a browser.
# Usage: Scripts/build-docs.sh              (all library modules)
#        Scripts/build-docs.sh SceneRouter  (one module)
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  read -r -a modules <<<"$(sed -n 's/^ *documentation_targets: *\[\(.*\)\]/\1/p' .spi.yml | tr -d ',')"
fi
[ ${#modules[@]} -gt 0 ] || { echo "no documentation_targets in .spi.yml" >&2; exit 1; }
sites=.build/docs-site/SceneRouter
mkdir -p "$sites"
for module in "${modules[@]}"; do
  echo "-- $module"
  log=$(mktemp)
  rm -rf "${sites:?}/$module"
  if ! swift package --allow-writing-to-directory "$sites" generate-documentation --target "$module" \
    --warnings-as-errors --transform-for-static-hosting --hosting-base-path "SceneRouter/$module" \
    --output-path "$sites/$module" >"$log" 2>&1; then
    grep -E -A8 "^(error|warning):" "$log" | grep -v "NSCocoaErrorDomain" || cat "$log"
    rm -f "$log"
    echo "documentation of $module has errors" >&2
    exit 1
  fi
  rm -f "$log"
done
echo "documentation built without warnings; a site per module in $sites/"
