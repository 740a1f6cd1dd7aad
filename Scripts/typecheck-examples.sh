#!/usr/bin/env bash
# Type-checks the storefront's iOS apps (Examples/StorefrontUIKit.swiftpm and
# Examples/StorefrontSwiftUI.swiftpm) on Linux, against the UIKit and SwiftUI stand-ins.
#
# The apps' sources `import UIKit` / `import SwiftUI` exactly as on a Mac; here those names are
# mapped to the stand-ins (`-module-alias UIKit=UIKitStandIn`, `SwiftUI=SwiftUIStandIn`, for the
# UIKit app's Siri flow `Intents=IntentsStandIn`, `IntentsUI=IntentsUIStandIn`, and for notification
# taps `UserNotifications=UserNotificationsStandIn`). They
# are checked in Swift 6 mode with main-actor default isolation, as Xcode 26 builds a new app
# (SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; the apps' manifests say `.defaultIsolation(MainActor.self)`).
# Any error or warning fails the script (exit 1).
#
#   Scripts/typecheck-examples.sh            # builds the modules it needs, then checks
#   Scripts/typecheck-examples.sh --no-build # uses the modules already in .build/debug
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

if [[ "${1:-}" != "--no-build" ]]; then
  # The stand-ins, the adapters and the storefront's model (the root package builds StorefrontKit
  # from Examples/Sources/StorefrontKit as test support).
  # `swift build --build-tests` (CI's first step) builds each of them too.
  swift build --target UIKitStandIn --target SwiftUIStandIn --target IntentsStandIn --target IntentsUIStandIn \
    --target UserNotificationsStandIn --target SceneRouterUIKit --target SceneRouterSwiftUI \
    --target SceneRouterUserNotifications --target StorefrontKit >/dev/null
fi
MODULES="$ROOT/.build/debug/Modules"
for module in UIKitStandIn SwiftUIStandIn IntentsStandIn IntentsUIStandIn UserNotificationsStandIn SceneRouter \
  SceneRouterUIKit SceneRouterSwiftUI SceneRouterUserNotifications StorefrontKit; do
  [[ -e "$MODULES/$module.swiftmodule" ]] || { echo "no $module.swiftmodule in $MODULES" >&2; exit 1; }
done

status=0
check() {
  local app="$1" module="$2"
  shift 2
  local aliases=()
  for alias in "$@"; do aliases+=(-module-alias "$alias"); done
  local sources=("$ROOT/Examples/$app/Sources"/*.swift)
  local output
  output="$(swiftc -typecheck -swift-version 6 -default-isolation MainActor -enable-upcoming-feature ExistentialAny \
    -module-name "$module" "${aliases[@]}" -I "$MODULES" "${sources[@]}" 2>&1)" || true
  if grep -qE "(error|warning):" <<<"$output"; then
    echo "$app: FAILED"
    echo "$output"
    status=1
  else
    echo "$app: ${#sources[@]} files type-check with no error or warning"
  fi
}
check StorefrontUIKit.swiftpm StorefrontUIKit UIKit=UIKitStandIn Intents=IntentsStandIn IntentsUI=IntentsUIStandIn \
  UserNotifications=UserNotificationsStandIn
check StorefrontSwiftUI.swiftpm StorefrontSwiftUI SwiftUI=SwiftUIStandIn UserNotifications=UserNotificationsStandIn
exit $status
