#!/usr/bin/env python3
"""Prints, for a module, its top-level public declarations grouped by source folder, as
DocC topic lists; a starting point for the landing page's `## Topics` (curate by hand).

    python3 Scripts/doc-topics.py SceneRouter
"""
import os, re, sys

DECL = re.compile(r'^(?:@MainActor\s+)?(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)', re.M)

def declarations(module):
    root = os.path.join(os.path.dirname(__file__), '..', 'Sources', module)
    groups = {}
    for folder, _, files in os.walk(root):
        if '.docc' in folder:
            continue
        for name in sorted(files):
            if name.endswith('.swift'):
                text = open(os.path.join(folder, name), encoding='utf-8').read()
                rel = os.path.relpath(folder, root)
                for symbol in DECL.findall(text):
                    groups.setdefault(rel, []).append(symbol)
    return groups

if __name__ == '__main__':
    for folder, symbols in sorted(declarations(sys.argv[1]).items()):
        print(f'### {folder}\n')
        for symbol in sorted(set(symbols)):
            print(f'- ``{symbol}``')
        print()
