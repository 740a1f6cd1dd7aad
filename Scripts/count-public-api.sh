#!/usr/bin/env bash
# The public surface of the core (`Sources/SceneRouter`) outside SPI: builds the module (debug),
# extracts its symbol graph without `-include-spi-symbols`, skipping members a type only inherits
# (`-skip-synthesized-members`) and implementations of outside protocols' requirements
# (`-skip-protocol-implementations`), and counts the symbols (and, apart, the deprecated ones).
# Types are structs, classes, enums, protocols and type aliases. BENCHMARKS.md ("Public API") holds the figures and the budget.
#
#   Scripts/count-public-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target SceneRouter -Xswiftc -warnings-as-errors >/dev/null
MODULES="$(swift build --show-bin-path)/Modules"
TRIPLE="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
swift symbolgraph-extract -module-name SceneRouter -I "$MODULES" -target "$TRIPLE" \
  -minimum-access-level public -skip-synthesized-members -skip-protocol-implementations -output-dir "$OUT"
python3 - "$OUT" <<'PY'
import collections, glob, json, sys
symbols = [s for f in glob.glob(sys.argv[1] + "/SceneRouter*.symbols.json") for s in json.load(open(f))["symbols"]]
kinds = collections.Counter(s["kind"]["identifier"] for s in symbols)
types = sum(kinds[k] for k in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"))
cases = kinds["swift.enum.case"]
print(f"public declarations: {len(symbols) - cases} (and {cases} enum cases); public types: {types}")
# Deprecated forwarding (kept one release for renamed API) is counted above; it is also
# listed apart, since it goes in the release after.
deprecated = [s for s in symbols if any(a.get("isUnconditionallyDeprecated") for a in s.get("availability", []))]
deprecated_types = sum(s["kind"]["identifier"] in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias") for s in deprecated)
print(f"of which deprecated: {len(deprecated)} declarations, {deprecated_types} types ({', '.join(sorted('.'.join(s['pathComponents']) for s in deprecated))})")
PY
