#!/usr/bin/env python3
"""Type-checks third-party SwiftUI code against SwiftUIStandIn, to prove the stand-in (STAND-INS.md,
"Proving a stand-in"). The code stays outside this repository: fetch it into a temporary folder
first, and pass its sources folder.

    python3 Scripts/typecheck-standin.py /tmp/flowstacks/Sources/FlowStacks --swift-version 5

`import SwiftUI` is mapped to the stand-in (`-module-alias SwiftUI=SwiftUIStandIn`). The files
are type-checked together, as one module; every file the compiler reports an error in is set
aside with its errors, and the rest are checked again, until what is left type-checks with no
error. The figures are the files and lines that type-check, and each set-aside file's errors,
sorted into members the stand-in does not declare (it declares only what the adapters use) and
errors against members it does declare (a stand-in defect, or a construct Linux cannot express:
look each one up on Apple's page).
"""
import argparse, os, re, subprocess, sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
ERROR = re.compile(r'^(?P<path>/[^:]+\.swift):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$')
MISSING = re.compile(
    r"cannot find (type )?'[^']+' in scope|has no member|unknown attribute|no such module|"
    r"cannot find '[^']+' in scope|is not a member type|no type named")


def build_standin():
    subprocess.run(['swift', 'build', '--target', 'SwiftUIStandIn'], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    modules = os.path.join(ROOT, '.build', 'debug', 'Modules')
    if not os.path.exists(os.path.join(modules, 'SwiftUIStandIn.swiftmodule')):
        sys.exit(f'no SwiftUIStandIn.swiftmodule in {modules}')
    return modules


def typecheck(files, modules, args):
    command = ['swiftc', '-typecheck', '-swift-version', args.swift_version, '-module-name', args.module_name,
               '-I', modules, '-module-alias', 'SwiftUI=SwiftUIStandIn'] + files
    result = subprocess.run(command, capture_output=True, text=True)
    errors = {}
    for line in (result.stdout + result.stderr).splitlines():
        match = ERROR.match(line)
        if match:
            errors.setdefault(match['path'], []).append((int(match['line']), match['message']))
    if result.returncode != 0 and not errors:
        sys.exit('swiftc failed without a located error:\n' + result.stderr[-2000:])
    return errors


def lines_of(path):
    with open(path, encoding='utf-8') as handle:
        return sum(1 for _ in handle)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('sources', help='a folder of Swift files, outside this repository')
    parser.add_argument('--swift-version', default='5', help="the language mode the code's package uses")
    parser.add_argument('--module-name', default='Checked')
    parser.add_argument('--no-build', action='store_true', help='use the stand-in module already built')
    args = parser.parse_args()
    sources = os.path.abspath(args.sources)
    if os.path.commonpath([sources, ROOT]) == ROOT:
        sys.exit('keep fetched code outside the repository')
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(sources)
                   for name in names if name.endswith('.swift'))
    if not files:
        sys.exit(f'no Swift files under {sources}')
    modules = os.path.join(ROOT, '.build', 'debug', 'Modules') if args.no_build else build_standin()

    remaining, set_aside = list(files), {}
    while remaining:
        errors = typecheck(remaining, modules, args)
        if not errors:
            break
        for path, found in errors.items():
            set_aside[path] = found
        remaining = [path for path in remaining if path not in errors]

    relative = lambda path: os.path.relpath(path, sources)
    total = sum(lines_of(path) for path in files)
    passing = sum(lines_of(path) for path in remaining)
    print(f'{len(remaining)} of {len(files)} files, {passing} of {total} lines type-check against SwiftUIStandIn')
    for path in remaining:
        print(f'  ok  {relative(path)} ({lines_of(path)} lines)')
    mismatches = 0
    for path in sorted(set_aside):
        found = set_aside[path]
        missing = [message for _, message in found if MISSING.search(message)]
        other = [(line, message) for line, message in found if not MISSING.search(message)]
        mismatches += len(other)
        print(f'  set aside  {relative(path)} ({lines_of(path)} lines): {len(missing)} not in the stand-in, '
              f'{len(other)} other')
        for name in sorted(set(re.findall(r"'([^']+)'", ' '.join(missing)))):
            print(f'      not declared: {name}')
        for line, message in other:
            print(f'      line {line}: {message}')
    print(f'{mismatches} errors are not about undeclared members')


if __name__ == '__main__':
    main()
