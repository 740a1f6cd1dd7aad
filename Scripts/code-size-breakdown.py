#!/usr/bin/env python3
"""Sums the code of the core and deep-link modules in a release binary, and breaks it down.

Reads `nm --size-sort -S` output (argument 1) and the same symbols' names demangled by
`swift demangle`, one a line in the same order (argument 2). With `--by-type`
it also prints the figure by kind of code (derived Codable, Equatable/Hashable, descriptions,
metadata, specializations) and by the type a symbol's demangled name names first.
Scripts/measure-code-size.sh calls it; BENCHMARKS.md ("Code an app links") holds the figures.
"""
import re
import sys

MODULE = re.compile(r"\b(SceneRouterDeepLinks|SceneRouter)\.((?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Za-z_][A-Za-z0-9_]*)")


def kind(text):
    """What a symbol is for, judged from its demangled name."""
    if re.search(r"init\(from: Swift\.Decoder\)|encode\(to: Swift\.Encoder\)|CodingKeys|Decodable|Encodable", text):
        return "Codable"
    if re.search(r"== infix|hash\(into:|hashValue|_rawHashValue|Equatable|Hashable", text):
        return "Equatable/Hashable"
    if re.search(r"\.description\.getter|CustomStringConvertible", text):
        return "description"
    if re.search(r"metadata|witness table|value witness|nominal type descriptor|reflection", text):
        return "metadata and witness tables"
    if "specialization" in text:
        return "generic specializations"
    if "outlined" in text:
        return "outlined copies and destroys"
    return "other code"


def owner(text):
    """The type a symbol belongs to: the capitalized path after the first module name."""
    match = MODULE.search(text)
    if not match:
        return "(unnamed)"
    parts = [part for part in match.group(2).split(".") if part[:1].isupper() and part != "CodingKeys"]
    return ".".join(parts) or "(free functions)"


def main():
    by_type = "--by-type" in sys.argv[3:]
    rows = [line.split() for line in open(sys.argv[1])]
    names = [line.rstrip("\n") for line in open(sys.argv[2])]
    rows = [row for row in rows if len(row) >= 4]
    totals = {"SceneRouter (core)": 0, "SceneRouterDeepLinks": 0}
    types, kinds, pairs = {}, {}, {}
    for row, text in zip(rows, names):
        size, name = int(row[1], 16), row[3]
        if "SceneRouterDeepLinks" in name:
            totals["SceneRouterDeepLinks"] += size
        elif "SceneRouter" in name:
            totals["SceneRouter (core)"] += size
        else:
            continue
        types[owner(text)] = types.get(owner(text), 0) + size
        kinds[kind(text)] = kinds.get(kind(text), 0) + size
        pair = (kind(text), owner(text))
        pairs[pair] = pairs.get(pair, 0) + size
    for module, size in totals.items():
        print(f"{module}: {size // 1024} KB")
    print(f"together: {sum(totals.values()) // 1024} KB")
    if not by_type:
        return
    print("\nby kind of code:")
    for name, size in sorted(kinds.items(), key=lambda item: -item[1]):
        print(f"  {size // 1024:5} KB  {name}")
    print("\ntop 25 types (the type a symbol's demangled name names first):")
    for name, size in sorted(types.items(), key=lambda item: -item[1])[:25]:
        print(f"  {size // 1024:5} KB  {name}")
    for wanted in ("Codable", "Equatable/Hashable", "generic specializations"):
        print(f"\ntop 10 types by {wanted}:")
        rows = sorted(((size, name) for (what, name), size in pairs.items() if what == wanted), reverse=True)
        for size, name in rows[:10]:
            print(f"  {size // 1024:5} KB  {name}")


main()
