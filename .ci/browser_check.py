#!/usr/bin/env python3
"""Loads designspec preview pages in headless Chromium, offline, and fails on a blank page, a missing
screen, a console error or any network request, a style sheet the CSP blocked, a page that does not
start with its totals, a finding badge under 16 px, a badge or label that covers the drawing (as the
browser lays it out, real fonts included) or is cut off by the picture's edge, or a `background` the
spec gives as a hex color that no picture draws.

Talks to Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: NUL-separated JSON
on file descriptors 3 and 4), so it needs nothing beyond the Python standard library: no websocket
client, no browser driver. Every request the page makes is seen (Network.requestWillBeSent), as is
every console message, exception and browser log entry (CSP violations arrive there).

usage: browser_check.py --out DIR PAGE:SPEC[,SPEC...] ...
  PAGE  an HTML file written by `designspec preview` or `designspec check --format html`
  SPEC  the spec files drawn on it (their screens must all be on the page)
Writes DIR/<page name>.png (the page), DIR/<page name>-top.png (its first 1100 pixels) and
DIR/<page name>-hit-regions.png (with the toggle on).
"""
import argparse
import base64
import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zlib

TIMEOUT_SECONDS = 60


def strip_jsonc(text):
    """Removes // and /* */ comments and trailing commas outside strings."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('//', i):
            while i < n and text[i] != '\n':
                i += 1
        elif text.startswith('/*', i):
            end = text.find('*/', i + 2)
            i = n if end < 0 else end + 2
        else:
            out.append(c)
            i += 1
    return re.sub(r',(\s*[}\]])', r'\1', ''.join(out))


def screen_count(spec_path):
    with open(spec_path, encoding='utf-8') as handle:
        spec = json.loads(strip_jsonc(handle.read()))
    screens = spec.get('screens', []) if isinstance(spec, dict) else []
    return sum(1 for screen in screens if isinstance(screen, dict))


def literal_backgrounds(spec_path):
    """The hex colors a spec gives as a `background` (of a screen or a component, the light variant of
    a variants object), uppercase #RRGGBB or #RRGGBBAA as the preview writes them, each with the
    component's `width` and `height` when it gives both (then a shape of that size must have the
    color), else None. Token and system color names are resolved by designspec itself and checked
    by WireframeLayoutTests."""
    with open(spec_path, encoding='utf-8') as handle:
        spec = json.loads(strip_jsonc(handle.read()))
    found = set()

    def normalized(value):
        if isinstance(value, dict):
            value = value.get('light')
        if not isinstance(value, str) or not re.fullmatch(r'#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})', value):
            return None
        digits = value[1:].upper()
        if len(digits) in (3, 4):
            digits = ''.join(c * 2 for c in digits)
        return '#' + (digits[:6] if digits[6:] in ('', 'FF') else digits)

    def walk(node, in_screens):
        if isinstance(node, dict):
            if in_screens:
                color = normalized(node.get('background'))
                width, height = node.get('width'), node.get('height')
                sized = isinstance(width, (int, float)) and isinstance(height, (int, float)) and 'type' in node
                if color:
                    found.add((color, (round(width), round(height)) if sized else None))
            for key, value in node.items():
                walk(value, in_screens or key == 'screens')
        elif isinstance(node, list):
            for value in node:
                walk(value, in_screens)
    walk(spec, False)
    return found


def find_chromium():
    for name in ('chromium', 'chromium-browser', 'google-chrome'):
        path = shutil.which(name)
        if path:
            return path
    sys.exit('browser_check: no chromium on PATH (.ci/browser.sh installs Debian\'s chromium)')


class Browser:
    """Chromium with the DevTools protocol on a pipe."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix='designspec-chromium-')
        self.log = tempfile.TemporaryFile()
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # fds 3 and 4 in the child are the protocol pipe.
        def child_fds():
            # Move both ends above 10 first, so neither is overwritten when the other lands on 3 or 4.
            read_end = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
        self.process = subprocess.Popen(
            [find_chromium(), '--headless=new', '--remote-debugging-pipe', '--no-sandbox', '--disable-gpu',
             '--no-first-run', '--no-default-browser-check', '--disable-background-networking',
             '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions',
             '--proxy-server=127.0.0.1:9', '--host-resolver-rules=MAP * ~NOTFOUND',
             '--user-data-dir=' + self.profile, 'about:blank'],
            # close_fds would close 3 and 4 after child_fds ran; the child's other descriptors are harmless.
            preexec_fn=child_fds, close_fds=False, stdout=subprocess.DEVNULL, stderr=self.log)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b''
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            message['sessionId'] = session
        os.write(self.to_browser, json.dumps(message).encode() + b'\0')
        return self.wait(lambda m: m.get('id') == self.next_id, method)

    def read_message(self, deadline):
        while b'\0' not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError('no answer from chromium')
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                self.log.seek(0)
                raise RuntimeError('chromium closed the protocol pipe; its stderr:\n' + self.log.read().decode(errors='replace')[-3000:])
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b'\0', 1)
        return json.loads(raw)

    def wait(self, predicate, what):
        deadline = time.time() + TIMEOUT_SECONDS
        while True:
            message = self.read_message(deadline)
            if 'id' not in message:
                self.events.append(message)
            if predicate(message):
                if 'error' in message:
                    raise RuntimeError('%s failed: %s' % (what, message['error']))
                return message.get('result', message.get('params'))

    def close(self):
        try:
            self.send('Browser.close')
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def png_is_blank(data):
    """True when every scanline of the PNG is one flat color (filtered bytes almost all zero)."""
    position, idat = 8, b''
    while position < len(data):
        length = int.from_bytes(data[position:position + 4], 'big')
        kind = data[position + 4:position + 8]
        if kind == b'IDAT':
            idat += data[position + 8:position + 8 + length]
        position += 12 + length
    raw = zlib.decompress(idat)
    nonzero = sum(1 for byte in raw[::7] if byte not in (0, 1, 2, 3, 4))
    return nonzero < len(raw[::7]) * 0.002


PAGE_FACTS = r"""
(() => {
  const articles = [...document.querySelectorAll('article.screen')];
  const svgs = [...document.querySelectorAll('svg.wireframe')];
  const empty = svgs.filter(s => s.getBoundingClientRect().width < 10 || s.querySelectorAll('rect,text').length < 3).length;
  const visibleHit = [...document.querySelectorAll('svg .hit')].filter(g => getComputedStyle(g).display !== 'none').length;
  return JSON.stringify({
    screens: articles.length,
    withoutPictures: articles.filter(a => a.querySelectorAll('svg.wireframe').length === 0).length,
    pictures: svgs.length, emptyPictures: empty,
    textLength: document.body.innerText.trim().length,
    disclaimer: document.body.innerText.includes('wireframe, not a pixel-perfect render'),
    visibleHitRegions: visibleHit,
    styled: getComputedStyle(document.querySelector('header')).backgroundColor !== 'rgba(0, 0, 0, 0)',
    overview: document.querySelectorAll('main > .overview .totals').length,
    smallestBadge: Math.min(1000, ...[...document.querySelectorAll('svg.wireframe .badge circle')].map(c => c.getBoundingClientRect().width)),
    badges: document.querySelectorAll('svg.wireframe .badge').length,
    height: Math.ceil(document.documentElement.scrollHeight)
  });
})()
"""


# Per picture: badges and gutter labels that cover a drawn element (by the browser's own boxes,
# real fonts included), labels cut off by the picture's edge, and the fill colors drawn.
GUTTER_FACTS = r"""
(() => {
  const inGutter = e => e.closest('.badge, .leaders, .note, .hit');
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const covered = [], clipped = [], fills = new Set();
  for (const svg of document.querySelectorAll('svg.wireframe')) {
    // What shows of each element: its box cut to the drawing's own <svg>, which clips it.
    const outerBox = svg.getBoundingClientRect(), drawing = svg.querySelector('svg.drawing');
    const scale = outerBox.width / svg.viewBox.baseVal.width;
    const clip = drawing ? {left: outerBox.left, top: outerBox.top,
      right: outerBox.left + drawing.width.baseVal.value * scale, bottom: outerBox.top + drawing.height.baseVal.value * scale} : outerBox;
    const shown = e => {
      const b = e.getBoundingClientRect(), c = e.closest('svg.drawing') ? clip : outerBox;
      const left = Math.max(b.left, c.left), top = Math.max(b.top, c.top), right = Math.min(b.right, c.right), bottom = Math.min(b.bottom, c.bottom);
      return {left, top, right, bottom, width: right - left, height: bottom - top};
    };
    const drawn = [...svg.querySelectorAll('rect, circle, text, path, line')].filter(e => !inGutter(e));
    for (const e of drawn) {
      const fill = (e.getAttribute('fill') || '').toUpperCase();
      const box = shown(e);
      if (fill.startsWith('#') && box.width > 1 && box.height > 1) {
        fills.add(fill);
        if (e.tagName === 'rect') fills.add(fill + ' ' + Math.round(box.width / scale) + 'x' + Math.round(box.height / scale));
      }
    }
    const boxes = drawn.filter(e => e.tagName !== 'line').map(e => [e, shown(e)]).filter(([, b]) => b.width > 0 && b.height > 0);
    const outer = svg.getBoundingClientRect();
    for (const note of svg.querySelectorAll('.badge circle, text.note')) {
      const box = note.getBoundingClientRect();
      const hit = boxes.find(([, b]) => overlap(box, b));
      if (hit) covered.push((note.closest('.badge')?.dataset.finding ? 'badge ' + note.closest('.badge').dataset.finding : 'label "' + note.textContent + '"') + ' covers a <' + hit[0].tagName + '> in "' + svg.getAttribute('aria-label') + '"');
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)
        clipped.push('"' + note.textContent + '" runs past the edge of "' + svg.getAttribute('aria-label') + '"');
    }
  }
  return JSON.stringify({covered: covered.slice(0, 20), coveredCount: covered.length, clipped: clipped.slice(0, 20), fills: [...fills]});
})()
"""


def check_page(browser, page, specs, out_dir):
    problems = []
    url = 'file://' + os.path.abspath(page)
    target = browser.send('Target.createTarget', {'url': 'about:blank'})['targetId']
    session = browser.send('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
    for domain in ('Page', 'Network', 'Runtime', 'Log'):
        browser.send(domain + '.enable', session=session)
    browser.send('Emulation.setDeviceMetricsOverride', {'width': 1400, 'height': 1000, 'deviceScaleFactor': 1, 'mobile': False}, session=session)
    first_event = len(browser.events)
    browser.send('Page.navigate', {'url': url}, session=session)
    browser.wait(lambda m: m.get('method') == 'Page.loadEventFired' and m.get('sessionId') == session, 'page load')

    facts = json.loads(browser.send('Runtime.evaluate', {'expression': PAGE_FACTS, 'returnByValue': True}, session=session)['result']['value'])
    expected = sum(screen_count(spec) for spec in specs)
    if facts['textLength'] == 0 or facts['pictures'] == 0:
        problems.append('blank page: %d characters of text, %d pictures' % (facts['textLength'], facts['pictures']))
    if facts['screens'] != expected:
        problems.append('%d screens on the page, the specs have %d' % (facts['screens'], expected))
    if facts['withoutPictures'] or facts['emptyPictures']:
        problems.append('%d screens without pictures, %d empty pictures' % (facts['withoutPictures'], facts['emptyPictures']))
    if not facts['disclaimer']:
        problems.append('the page does not say it is a wireframe')
    if not facts['styled']:
        problems.append('the style sheet did not apply (does the CSP hash match the <style> element?)')
    if facts['overview'] != 1:
        problems.append('the page does not start with the totals')
    if facts['badges'] and facts['smallestBadge'] < 16:
        problems.append('a finding badge is %.1f px across, below 16 px' % facts['smallestBadge'])
    if facts['visibleHitRegions'] != 0:
        problems.append('hit regions are visible before the toggle is on')
    gutter = json.loads(browser.send('Runtime.evaluate', {'expression': GUTTER_FACTS, 'returnByValue': True}, session=session)['result']['value'])
    if gutter['coveredCount']:
        problems.append('%d badges or labels cover the drawing: %s' % (gutter['coveredCount'], '; '.join(gutter['covered'])))
    for clipped in gutter['clipped']:
        problems.append('a label is cut off: ' + clipped)
    drawn_fills = set(gutter['fills'])
    for spec in specs:
        for color, size in sorted(literal_backgrounds(spec), key=str):
            if size and '%s %dx%d' % (color, size[0], size[1]) not in drawn_fills:
                problems.append('%s gives a %dx%d component the background %s; no picture draws it at that size' % (spec, size[0], size[1], color))
            elif color not in drawn_fills:
                problems.append('%s gives the background %s, which no picture draws' % (spec, color))

    name = os.path.splitext(os.path.basename(page))[0]
    height = min(facts['height'], 16000)
    browser.send('Emulation.setDeviceMetricsOverride', {'width': 1400, 'height': height, 'deviceScaleFactor': 1, 'mobile': False}, session=session)
    shot = base64.b64decode(browser.send('Page.captureScreenshot', {'format': 'png'}, session=session)['data'])
    with open(os.path.join(out_dir, name + '.png'), 'wb') as handle:
        handle.write(shot)
    if png_is_blank(shot):
        problems.append('blank page: the screenshot is one flat color')
    top = browser.send('Page.captureScreenshot', {'format': 'png', 'clip': {'x': 0, 'y': 0, 'width': 1400, 'height': min(height, 1100), 'scale': 1}}, session=session)
    with open(os.path.join(out_dir, name + '-top.png'), 'wb') as handle:
        handle.write(base64.b64decode(top['data']))

    browser.send('Runtime.evaluate', {'expression': "document.getElementById('show-hit-regions').click()"}, session=session)
    toggled = json.loads(browser.send('Runtime.evaluate', {'expression': PAGE_FACTS, 'returnByValue': True}, session=session)['result']['value'])
    if toggled['visibleHitRegions'] == 0:
        problems.append('the hit-region toggle shows nothing')
    shot = base64.b64decode(browser.send('Page.captureScreenshot', {'format': 'png'}, session=session)['data'])
    with open(os.path.join(out_dir, name + '-hit-regions.png'), 'wb') as handle:
        handle.write(shot)

    for event in browser.events[first_event:]:
        if event.get('sessionId') != session:
            continue
        method, params = event.get('method'), event.get('params', {})
        if method == 'Network.requestWillBeSent' and params.get('request', {}).get('url') != url:
            problems.append('network request: %s' % params['request']['url'])
        elif method == 'Runtime.consoleAPICalled' and params.get('type') in ('error', 'assert'):
            problems.append('console error: %s' % json.dumps(params.get('args'))[:300])
        elif method == 'Runtime.exceptionThrown':
            problems.append('exception: %s' % params.get('exceptionDetails', {}).get('text'))
        elif method == 'Log.entryAdded' and params.get('entry', {}).get('level') == 'error':
            problems.append('browser log error: %s' % params['entry'].get('text'))
    browser.send('Target.closeTarget', {'targetId': target})
    print('%s: %d screens, %d pictures, %d hit regions when toggled -> %s' % (
        page, facts['screens'], facts['pictures'], toggled['visibleHitRegions'], 'FAIL' if problems else 'ok'))
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--out', required=True)
    parser.add_argument('pages', nargs='+')
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    browser = Browser()
    failures = []
    try:
        for entry in arguments.pages:
            page, _, specs = entry.partition(':')
            failures += ['%s: %s' % (page, problem) for problem in check_page(browser, page, specs.split(',') if specs else [], arguments.out)]
    finally:
        browser.close()
    for failure in failures:
        print('FAIL ' + failure)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
