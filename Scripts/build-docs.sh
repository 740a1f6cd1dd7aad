#!/usr/bin/env bash
# Builds the DocC catalog of every library product with warnings treated as errors: a broken
# symbol link, an undocumented parameter or a missing page fails. Each module is built on
# its own; a link to a symbol of another module is written in code voice, not as a link
# (DocC resolves links within one module's documentation only).
# Usage: Scripts/build-docs.sh            (all library modules)
#        Scripts/build-docs.sh SceneRouter (one module)
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  modules=(SceneRouterDeepLinks SceneRouter SceneRouterCleanSwift SceneRouterHeadless SceneRouterTesting
    SceneRouterLogging SceneRouterUIKit SceneRouterCleanSwiftUIKit SceneRouterSwiftUI SceneRouterMixed
    SceneRouterUserNotifications)
fi
for module in "${modules[@]}"; do
  echo "-- $module"
  log=$(mktemp)
  if ! swift package generate-documentation --target "$module" --warnings-as-errors >"$log" 2>&1; then
    grep -E -A8 "^(error|warning):" "$log" | grep -v "NSCocoaErrorDomain" || cat "$log"
    rm -f "$log"
    echo "documentation of $module has errors" >&2
    exit 1
  fi
  rm -f "$log"
done
echo "documentation built without warnings"
