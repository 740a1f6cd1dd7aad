#!/usr/bin/env bash
# The code an app links when it uses the `SceneRouterDeepLinks` product (the core and the ways into
# the app; until 0.1.0's successor the `SceneRouter` product linked both): builds, in release, a
# one-screen executable depending on this checkout (in a temporary folder), then sums the sizes
# of its symbols (`nm --size-sort -S`) that name the core module and the deep-link module.
# BENCHMARKS.md ("Code an app links") holds the figures and the budget.
#
#   Scripts/measure-code-size.sh             # the two modules' totals
#   Scripts/measure-code-size.sh --by-type   # and the top contributors, by type and by kind
#                                            # of code (Scripts/code-size-breakdown.py)
set -euo pipefail
case "${1:-}" in
  --by-type | "") ;;
  *) echo "usage: $0 [--by-type]" >&2; exit 2 ;;
esac
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# CODE_SIZE_WORK=/some/folder keeps the one-screen app's build there, so a second run is incremental.
if [ -n "${CODE_SIZE_WORK:-}" ]; then
  WORK="$CODE_SIZE_WORK"
else
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
fi
mkdir -p "$WORK/Sources/SizeApp"
cat >"$WORK/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
  name: "SizeApp",
  dependencies: [.package(name: "SceneRouter", path: "$ROOT")],
  targets: [.executableTarget(name: "SizeApp", dependencies: [.product(name: "SceneRouterDeepLinks", package: "SceneRouter")])]
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
nm --size-sort -S "$BINARY" >"$WORK/symbols.txt"
awk 'NF >= 4 { print $4 }' "$WORK/symbols.txt" | swift demangle >"$WORK/demangled.txt"
python3 "$ROOT/Scripts/code-size-breakdown.py" "$WORK/symbols.txt" "$WORK/demangled.txt" "$@"
