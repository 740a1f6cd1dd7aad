#!/usr/bin/env python3
"""Compares two public API surfaces (symbol graphs from `swift package dump-symbol-graph
--include-spi-symbols`) and lists every break that CHANGELOG.md's Unreleased section does not name.
Scripts/check-api.sh runs it; the rule is written there (and in CONTRIBUTING.md, "API stability").

    python3 Scripts/api-diff.py BASELINE_DIR CURRENT_DIR CHANGELOG.md MODULE...

A break is a symbol of the baseline that is gone (or whose signature changed, so that its identifier
changed), a symbol whose declaration changed (its text, or public to SPI), or a new requirement
without a default implementation in a protocol the baseline had (every conformance breaks). Exit 0
when each break is named, 1 with the list otherwise.
"""
import json, os, re, sys


def load(folder, modules):
    """USR -> symbol, for the symbols of `modules` (their own and their extensions' graphs)."""
    symbols, relationships = {}, []
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.symbols.json'):
            continue
        module = name.split('.symbols.json')[0].split('@')[0]
        if module not in modules:
            continue
        with open(os.path.join(folder, name), encoding='utf-8') as f:
            graph = json.load(f)
        for symbol in graph.get('symbols', []):
            usr = symbol['identifier']['precise']
            symbols[usr] = {
                'module': module,
                'path': '.'.join(symbol.get('pathComponents', [])),
                'parts': [re.split(r'[(<]', part, maxsplit=1)[0] or part for part in symbol.get('pathComponents', [])],
                'kind': symbol['kind']['identifier'],
                # A parameter's internal name is no part of the API: `_ data: Data` and `_ bytes: Data` are one.
                'declaration': ''.join(part['spelling'] for part in symbol.get('declarationFragments', [])
                                       if part.get('kind') != 'internalParam'),
                'spi': bool(symbol.get('spi', False)),
            }
        relationships += graph.get('relationships', [])
    return symbols, relationships


def requirements_without_default(symbols, relationships):
    """USR -> protocol USR, for each required member that has no default implementation."""
    required = {r['source']: r['target'] for r in relationships if r['kind'] == 'requirementOf'}
    defaulted = {r['target'] for r in relationships if r['kind'] == 'defaultImplementationOf'}
    return {usr: protocol for usr, protocol in required.items() if usr in symbols and usr not in defaulted}


def breaks(old, new):
    (old_symbols, old_relationships), (new_symbols, new_relationships) = old, new
    found = []
    for usr, symbol in sorted(old_symbols.items(), key=lambda item: item[1]['path']):
        now = new_symbols.get(usr)
        if now is None:
            found.append((symbol, 'removed', symbol['declaration']))
        elif now['declaration'] != symbol['declaration']:
            found.append((symbol, 'changed', f"{symbol['declaration']}  ->  {now['declaration']}"))
        elif now['spi'] and not symbol['spi']:
            found.append((symbol, 'changed', f"{symbol['declaration']}  (public -> SPI)"))
    old_required = requirements_without_default(old_symbols, old_relationships)
    for usr, protocol in requirements_without_default(new_symbols, new_relationships).items():
        if usr not in old_required and protocol in old_symbols:
            symbol = new_symbols[usr]
            found.append((symbol, 'new requirement', f"{symbol['declaration']} (no default implementation)"))
    return found


def named_in_changelog(changelog):
    """The code-voice names in the `### Changed` and `### Removed` lists of `## Unreleased`."""
    section, heading, names = None, None, set()
    for line in changelog.splitlines():
        if line.startswith('## '):
            section = line[3:].strip().strip('[]')
            heading = None
        elif line.startswith('### '):
            heading = line[4:].strip()
        elif section == 'Unreleased' and heading in ('Changed', 'Removed'):
            for code in re.findall(r'`([^`]+)`', line):
                # `Navigator.open(_:from:as:)` names `Navigator.open`; a module prefix is optional.
                names.add(re.split(r'[(<\s]', code, maxsplit=1)[0])
    return names


def covered(parts, module, names):
    """Whether the symbol (its path's names: Type, member) or a type that holds it is named, with or
    without the module."""
    for end in range(len(parts), 0, -1):
        prefix = '.'.join(parts[:end])
        if prefix in names or f'{module}.{prefix}' in names:
            return True
    return False


def self_test():
    """The rule on made-up graphs: what counts as a break, and which CHANGELOG entries name it."""
    def symbol(path, declaration, spi=False, module='M'):
        return {'module': module, 'path': '.'.join(path), 'declaration': declaration, 'spi': spi,
                'parts': [re.split(r'[(<]', part, maxsplit=1)[0] or part for part in path]}
    old = ({'s:A': symbol(['Store'], 'class Store'), 's:B': symbol(['Store', 'key'], 'let key: String'),
            's:C': symbol(['Store', 'load()'], 'func load() -> Data?'), 's:D': symbol(['P'], 'protocol P'),
            's:E': symbol(['Store', 'save(_:)'], 'func save(_: Data?)')}, [])
    new = ({'s:A': symbol(['Store'], 'class Store'), 's:C': symbol(['Store', 'load()'], 'func load() throws -> Data?'),
            's:D': symbol(['P'], 'protocol P'), 's:F': symbol(['P', 'run()'], 'func run()'),
            's:E': symbol(['Store', 'save(_:)'], 'func save(_: Data?)', spi=True)},
           [{'kind': 'requirementOf', 'source': 's:F', 'target': 's:D'}])
    found = {(s['path'], what) for s, what, _ in breaks(old, new)}
    assert found == {('Store.key', 'removed'), ('Store.load()', 'changed'), ('Store.save(_:)', 'changed'),
                     ('P.run()', 'new requirement')}, found
    changelog = ('## Unreleased\n### Added\n- `Store.key` again\n### Changed\n- `M.Store.load()` throws\n'
                 '- `P` requires `run()`\n### Removed\n- `Store.save(_:)` is SPI now\n## 0.1.0\n### Removed\n- `Store.key`\n')
    names = named_in_changelog(changelog)
    assert names == {'M.Store.load', 'P', 'run', 'Store.save'}, names
    assert not covered(['Store', 'key'], 'M', names)  # named only under Added and in a release
    assert covered(['Store', 'load'], 'M', names) and covered(['P', 'run'], 'M', names)
    assert covered(['Store', 'save'], 'M', names) and not covered(['Store', 'load'], 'N', names)
    print('api-diff self-test passed')


def main():
    if sys.argv[1:] == ['--self-test']:
        self_test()
        return 0
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    baseline, current, changelog_path = sys.argv[1:4]
    modules = set(sys.argv[4:])
    old, new = load(baseline, modules), load(current, modules)
    if not old[0]:
        sys.exit(f'no symbols of {sorted(modules)} in {baseline}')
    with open(changelog_path, encoding='utf-8') as f:
        names = named_in_changelog(f.read())
    all_breaks = breaks(old, new)
    unlisted = [(s['path'], what, detail) for s, what, detail in all_breaks if not covered(s['parts'], s['module'], names)]
    print(f'{len(old[0])} symbols at the baseline, {len(new[0])} now; {len(all_breaks)} breaks, '
          f'{len(all_breaks) - len(unlisted)} named in CHANGELOG.md')
    for path, what, detail in unlisted:
        print(f'  {what}: `{path}`: {detail}')
    if unlisted:
        print('Each break needs an entry under "## Unreleased" / "### Changed" or "### Removed" in CHANGELOG.md '
              'that names the symbol (or a type that holds it) in code voice, e.g. `Navigator.open(_:from:as:)`, '
              'with the edit a user applies.')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
