#!/usr/bin/env bash
# The code an app links when it uses only the `SceneRouter` product: builds, in release, a
# one-screen executable depending on this checkout (in a temporary folder), then sums the sizes
# of its symbols (`nm --size-sort -S`) that name the core module and the deep-link module.
# BENCHMARKS.md ("Code an app links") holds the figures and the budget.
#
#   Scripts/measure-code-size.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/Sources/SizeApp"
cat >"$WORK/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
  name: "SizeApp",
  dependencies: [.package(name: "SceneRouter", path: "$ROOT")],
  targets: [.executableTarget(name: "SizeApp", dependencies: [.product(name: "SceneRouter", package: "SceneRouter")])]
)
EOF
cat >"$WORK/Sources/SizeApp/main.swift" <<'EOF'
@_spi(Hosting) import SceneRouter

@MainActor final class Home: Screen {}

@MainActor final class NoHost: NavigationHost {
  weak var delegate: (any NavigationHostDelegate)?
  func perform(
    _ step: NavigationStep, screens: ScreenLookup,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) { completion(.success(())) }
}

MainActor.assumeIsolated {
  let navigator = Navigator(host: NoHost())
  navigator.setRoot(.stack([Home()]))
  print(navigator.snapshot)
}
EOF
if ! swift build --package-path "$WORK" -c release >"$WORK/build.log" 2>&1; then
  cat "$WORK/build.log" >&2
  exit 1
fi
BINARY="$(swift build --package-path "$WORK" -c release --show-bin-path 2>/dev/null)/SizeApp"
nm --size-sort -S "$BINARY" | python3 -c '
import sys
totals = {"SceneRouter (core)": 0, "SceneRouterDeepLinks": 0}
for line in sys.stdin:
    parts = line.split()
    if len(parts) < 4:
        continue
    size, name = int(parts[1], 16), parts[3]
    if "SceneRouterDeepLinks" in name:
        totals["SceneRouterDeepLinks"] += size
    elif "SceneRouter" in name:
        totals["SceneRouter (core)"] += size
for module, size in totals.items():
    print(f"{module}: {size // 1024} KB")
print(f"together: {sum(totals.values()) // 1024} KB")
'
