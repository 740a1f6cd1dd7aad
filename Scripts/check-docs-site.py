#!/usr/bin/env python3
"""Opens the static documentation sites (Scripts/build-docs.sh) in headless Chromium, as a reader
would, and checks that pages render: the core's landing page and its "Getting started" must show
their title, every heading of their Markdown source and every code block (its first line), as
DocC's JavaScript draws them, and every other module's landing page its title.

    python3 Scripts/check-docs-site.py [SITE_ROOT]

SITE_ROOT (default .build/docs-site) holds the sites in their hosting base paths' folders
(`SceneRouter/<Module>/`); it is served on 127.0.0.1 by a local HTTP server for the run only.
Chromium loads each page with a virtual time budget (the page's scripts run until the network and
timers are idle) and prints the DOM it drew; the DOMs and a screenshot of the two core pages are
kept in .build/docs-site-check/ (CI's artefact). Exit 1 when a page does not render.
"""
import functools, html.parser, http.server, os, re, shutil, subprocess, sys, threading

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
BASE_PATH = 'SceneRouter'  # the sites' hosting base paths are SceneRouter/<Module> (Scripts/build-docs.sh)
# (module, page path in its site, its Markdown source, its title as DocC shows it, a screenshot?)
PAGES = [
    ('SceneRouter', 'documentation/scenerouter/', 'Sources/SceneRouter/SceneRouter.docc/SceneRouter.md', 'SceneRouter', True),
    ('SceneRouter', 'documentation/scenerouter/gettingstarted', 'Sources/SceneRouter/SceneRouter.docc/GettingStarted.md',
     None, True),
]
ARTEFACTS = os.path.join(ROOT, '.build', 'docs-site-check')


def documented_modules():
    """.spi.yml's documentation targets: the modules the site holds."""
    with open(os.path.join(ROOT, '.spi.yml'), encoding='utf-8') as f:
        line = next(l for l in f if l.strip().startswith('documentation_targets:'))
    return [name.strip() for name in line.split('[', 1)[1].split(']')[0].split(',')]


def source_outline(path):
    """The headings (levels 2 and 3, as text) and each code block's first line of a Markdown file."""
    headings, blocks, title, fence = [], [], None, None
    if path is None:
        return None, [], []
    with open(os.path.join(ROOT, path), encoding='utf-8') as f:
        lines = f.read().splitlines()
    for index, line in enumerate(lines):
        if line.startswith('```'):
            if fence is None:
                fence = index
                following = next((l.strip() for l in lines[index + 1:] if l.strip()), '')
                blocks.append(following)
            else:
                fence = None
        elif fence is None and line.startswith('# '):
            title = line[2:].strip().strip('`')
        elif fence is None and re.match(r'^#{2,3} ', line):
            headings.append(plain(line.lstrip('#').strip()))
    return title, headings, blocks


def plain(markdown):
    """Heading text as rendered: code voice and symbol links lose their backticks."""
    return typographic(re.sub(r'`+', '', markdown).strip())


def typographic(text):
    """DocC draws a straight apostrophe or quote as a curly one: compare them as straight."""
    return text.translate(str.maketrans({'\u2019': "'", '\u2018': "'", '\u201c': '"', '\u201d': '"'}))


class Outline(html.parser.HTMLParser):
    """The rendered page: heading texts by level, the text of each <pre> block, and all text."""

    def __init__(self):
        super().__init__()
        self.headings, self.pre, self.text, self._open = [], [], [], []

    def handle_starttag(self, tag, attrs):
        if tag in ('h1', 'h2', 'h3', 'pre'):
            self._open.append([tag, ''])

    def handle_endtag(self, tag):
        if self._open and self._open[-1][0] == tag:
            tag, text = self._open.pop()
            if tag == 'pre':
                self.pre.append(text)
            else:
                self.headings.append((tag, typographic(' '.join(text.split()))))

    def handle_data(self, data):
        for item in self._open:
            item[1] += data
        self.text.append(data)


def chromium():
    for name in ('chromium', 'chromium-browser', 'google-chrome'):
        if shutil.which(name):
            return shutil.which(name)
    sys.exit('no Chromium: apt-get install -y chromium (.ci/run does)')


def browse(url, *extra):
    command = [chromium(), '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
               '--hide-scrollbars', '--virtual-time-budget=15000', '--window-size=1280,2400', *extra, url]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    return run.stdout


def check(base_url, module, page, source, title, screenshot):
    expected_title, headings, blocks = source_outline(source)
    title = title or expected_title
    url = f'{base_url}/{BASE_PATH}/{module}/{page}'
    dom = browse(url, '--dump-dom')
    outline = Outline()
    outline.feed(dom)
    name = f'{module}-' + page.strip('/').replace('/', '-')
    with open(os.path.join(ARTEFACTS, f'{name}.html'), 'w', encoding='utf-8') as f:
        f.write(dom)
    if screenshot:
        browse(url, f'--screenshot={os.path.join(ARTEFACTS, name + ".png")}')
    summary = f'{len(headings)} headings, {len(blocks)} code blocks' if source else 'its title'
    problems = []
    h1 = [text for tag, text in outline.headings if tag == 'h1']
    if title not in h1:
        problems.append(f'no <h1> "{title}" (h1s: {h1}); the page did not render')
        headings, blocks = [], []  # nothing else to look for
    shown = {text for tag, text in outline.headings if tag in ('h2', 'h3')}
    problems += [f'no heading "{heading}"' for heading in headings if heading not in shown]
    pre = [' '.join(text.split()) for text in outline.pre]
    problems += [f'no code block starting "{line}"' for line in blocks if not any(' '.join(line.split()) in p for p in pre)]
    if len(pre) < len(blocks):
        problems.append(f'{len(pre)} code blocks rendered, the source has {len(blocks)}')
    status = 'ok' if not problems else 'FAILED'
    kept = f'screenshot .build/docs-site-check/{name}.png' if screenshot else f'DOM .build/docs-site-check/{name}.html'
    print(f'{status}: {url}: <h1> {title}, {summary} ({kept})')
    for problem in problems:
        print(f'  {problem}')
    return not problems


def main():
    site = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, '.build', 'docs-site'))
    modules = documented_modules()
    missing = [m for m in modules if not os.path.isfile(os.path.join(site, BASE_PATH, m, 'index.html'))]
    if missing:
        sys.exit(f'no site of {", ".join(missing)} in {site}/{BASE_PATH}: run Scripts/build-docs.sh first')
    os.makedirs(ARTEFACTS, exist_ok=True)
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)  # a free port, loopback only
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f'http://127.0.0.1:{server.server_address[1]}'
    try:
        # Every other module's landing page, by its title (the module's name).
        others = [(m, f'documentation/{m.lower()}/', None, m, False) for m in modules if m != 'SceneRouter']
        results = [check(base_url, *page) for page in PAGES + others]
    finally:
        server.shutdown()
    if not all(results):
        print('the documentation does not render (the DOMs Chromium drew: .build/docs-site-check/)')
        return 1
    print(f'the documentation sites of {len(modules)} modules render in Chromium')
    return 0


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


if __name__ == '__main__':
    sys.exit(main())
