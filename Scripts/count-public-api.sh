#!/usr/bin/env bash
# The public surface of the core (`Sources/SceneRouter`) outside SPI: builds the module (debug),
# extracts its symbol graph without `-include-spi-symbols`, skipping members a type only inherits
# (`-skip-synthesized-members`), and counts the symbols (and, apart, the deprecated ones).
# `-skip-protocol-implementations` leaves in a type's own implementations of an outside protocol's
# requirements (`description`, `encode(to:)`, `init(from:)`, `rawValue`, `<`): they are counted in
# the first figure, as every earlier figure in BENCHMARKS.md counted them, and left out of the
# second (the names a reader learns; a `description` is learnt with `CustomStringConvertible`).
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
relationships = [r for f in glob.glob(sys.argv[1] + "/SceneRouter*.symbols.json") for r in json.load(open(f))["relationships"]]
outside = {r["source"] for r in relationships if r["kind"] == "memberOf" and r.get("sourceOrigin")
           and not r["sourceOrigin"]["identifier"].startswith("s:11SceneRouter")}
own = [s for s in symbols if s["kind"]["identifier"] != "swift.enum.case" and s["identifier"]["precise"] not in outside]
print(f"without implementations of outside protocols' requirements: {len(own)} declarations")
# Deprecated forwarding (kept one release for renamed API) is counted above; it is also
# listed apart, since it goes in the release after.
deprecated = [s for s in symbols if any(a.get("isUnconditionallyDeprecated") for a in s.get("availability", []))]
deprecated_types = sum(s["kind"]["identifier"] in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias") for s in deprecated)
print(f"of which deprecated: {len(deprecated)} declarations, {deprecated_types} types ({', '.join(sorted('.'.join(s['pathComponents']) for s in deprecated))})")
PY
