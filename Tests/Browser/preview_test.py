#!/usr/bin/env python3
"""The preview in a real browser: Debian's Chromium through Selenium.

Writes the sample pack's preview and two seeded packs' (one warning, one error) with the
content-build binary given as the first argument, then loads every page (no SEVERE console
entry, every picture decoded, nothing but file:// requested), plays one item of each kind right
and wrong, checks the JavaScript answer normalisation against normalizer-cases.json (which a
Swift test checks against ContentBundle's AnswerNormalizer) and saves screenshots into
$PREVIEW_SCREENSHOTS (default .build/preview-screenshots).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHOTS = os.environ.get('PREVIEW_SCREENSHOTS', os.path.join(ROOT, '.build', 'preview-screenshots'))


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which('chromium') or '/usr/bin/chromium'
    for argument in ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--window-size=1200,1000',
                     '--disable-gpu', '--hide-scrollbars']:
        options.add_argument(argument)
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    return webdriver.Chrome(service=Service(shutil.which('chromedriver') or '/usr/bin/chromedriver'), options=options)


class Run:
    def __init__(self, driver, site):
        self.driver, self.site, self.failures, self.passed = driver, site, [], 0

    def open(self, page, anchor=''):
        self.driver.get('file://' + os.path.join(self.site, page) + anchor)
        severe = [entry for entry in self.driver.get_log('browser') if entry['level'] == 'SEVERE']
        assert not severe, f'{page}: console errors: {severe}'

    def check(self, name, test):
        started = time.time()
        try:
            test(self)
            self.passed += 1
            print(f'ok   {name} ({time.time() - started:.1f} s)')
        except Exception as error:  # a failed check is reported and the run goes on
            self.failures.append(name)
            print(f'FAIL {name}: {error}')
            traceback.print_exc(limit=2)
        finally:
            severe = [entry for entry in self.driver.get_log('browser') if entry['level'] == 'SEVERE']
            if severe:
                self.failures.append(name + ' (console)')
                print(f'FAIL {name}: console errors after the check: {severe}')
            self.driver.save_screenshot(os.path.join(SHOTS, name + '.png'))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def item(self, item_id):
        element = self.driver.find_element(By.CSS_SELECTOR, f'[data-item="{item_id}"]')
        self.js('arguments[0].scrollIntoView({block: "start"}); window.scrollBy(0, -60);', element)
        return element

    def feedback(self, scope):
        return scope.find_element(By.CSS_SELECTOR, '.feedback')


def write_preview(binary, pack, site):
    result = subprocess.run([binary, 'preview', pack, '-o', site], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def first_entry(run, kind):
    return run.js(f'return preview.entriesOf("{kind}")[0];')


def key_of(run, entry):
    return run.js('return preview.keyOf(arguments[0]);', entry['entry'])


def play_options(run, scope, key, count):
    """Clicks a wrong option, then the key; asserts what the feedback says."""
    wrong = (key + 1) % count
    scope.find_element(By.CSS_SELECTOR, f'button.option[data-option="{wrong}"]').click()
    assert run.feedback(scope).get_attribute('data-result') == 'wrong', run.feedback(scope).text
    scope.find_element(By.CSS_SELECTOR, f'button.option[data-option="{key}"]').click()
    assert run.feedback(scope).get_attribute('data-result') == 'right', run.feedback(scope).text


# --- the checks -------------------------------------------------------------------------------

def every_page_loads(run):
    pages = sorted(name for name in os.listdir(run.site) if name.endswith('.html'))
    assert 'index.html' in pages and len(pages) > 10, pages
    for page in pages:
        run.open(page)
        broken = run.js('return [...document.images].filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src);')
        assert not broken, f'{page}: pictures that do not load: {broken[:5]}'
        remote = run.js('return performance.getEntriesByType("resource").map(e => e.name).filter(n => !n.startsWith("file:"));')
        assert not remote, f'{page}: requested {remote}'
        run.driver.save_screenshot(os.path.join(SHOTS, 'page-' + page.replace('.html', '') + '.png'))
    run.open('index.html')


def normaliser_agrees(run):
    run.open('riddles.html')
    with open(os.path.join(HERE, 'normalizer-cases.json'), encoding='utf-8') as file:
        cases = json.load(file)
    got = run.js('return arguments[0].map(c => preview.normalizeAnswer(c.input));', cases)
    wrong = [(c['name'], c['expected'], g) for c, g in zip(cases, got) if c['expected'] != g]
    assert not wrong, f'JS normalisation differs: {wrong}'


def riddle(run):
    run.open('riddles.html')
    entry = first_entry(run, 'riddles')
    accepted = key_of(run, entry)['en'][0]
    card = run.item(entry['id'])
    field = card.find_element(By.CSS_SELECTOR, 'input.answer')
    field.send_keys('certainly not this')
    card.find_element(By.CSS_SELECTOR, 'form button').click()
    assert run.feedback(card).get_attribute('data-result') == 'wrong'
    field.clear()
    field.send_keys('  ' + accepted.upper().replace(' ', '   ') + ' ')  # case and spaces do not matter
    card.find_element(By.CSS_SELECTOR, 'form button').click()
    assert run.feedback(card).get_attribute('data-result') == 'right', run.feedback(card).text


def choice_kind(kind):
    def play(run):
        run.open(f'{kind}.html')
        entry = first_entry(run, kind)
        choices = entry['entry'].get('choices')
        key = key_of(run, entry)
        if choices is not None:
            key = [str(c) for c in choices].index(str(key))
        count = len(choices or entry['entry'].get('optionImages') or entry['entry'].get('options'))
        play_options(run, run.item(entry['id']), key, count)
    return play


def matrices(run):
    run.open('matrix-series.html')
    entries = run.js('return preview.entriesOf("matrix-series").map(e => e.entry);')
    for form in ['pictured', 'rendered']:
        item = next(i for s in entries for i in s['items'] if i.get('form') == form)
        key = run.js('return preview.keyOf(arguments[0]);', item)
        play_options(run, run.item(item['id']), key, len(item.get('optionImages') or item['options']))
    series = run.item(entries[0]['id'])
    clock = series.find_element(By.CSS_SELECTOR, '.clock')
    before = clock.text
    series.find_element(By.CSS_SELECTOR, '.timer-start').click()
    time.sleep(1.2)
    assert clock.text != before, f'the timer did not run ({before})'
    assert before == f"{entries[0]['timeLimitSeconds'] // 60}:{entries[0]['timeLimitSeconds'] % 60:02d}", before


def anagrams(run):
    run.open('anagrams.html')
    round_ = run.driver.find_element(By.CSS_SELECTOR, '.round')
    entry = first_entry(run, 'anagrams')
    rounds = run.js('return PACK.bundle[arguments[0]].levels[0].rounds[0];', entry['entry']['rounds'])
    play_options(run, round_, rounds['answer'], len(rounds['options']))


def sequences(run):
    run.open('sequences.html')
    entry = first_entry(run, 'sequences')
    key = key_of(run, entry)
    card = run.item(entry['id'])
    tap = lambda symbol: card.find_element(By.CSS_SELECTOR, f'button[data-symbol="{symbol}"]').click()
    for symbol in reversed(key):
        tap(symbol)
    card.find_element(By.CSS_SELECTOR, 'button.check').click()
    assert run.feedback(card).get_attribute('data-result') == 'wrong'
    for symbol in key:
        tap(symbol)
    card.find_element(By.CSS_SELECTOR, 'button.check').click()
    assert run.feedback(card).get_attribute('data-result') == 'right', run.feedback(card).text


def jigsaw(run):
    run.open('jigsaw.html')
    entry = min(run.js('return preview.entriesOf("jigsaw");'), key=lambda e: e['entry']['rows'] * e['entry']['columns'])
    card = run.item(entry['id'])
    area = card.find_element(By.CSS_SELECTOR, '.jigsaw-area')
    pieces = card.find_elements(By.CSS_SELECTOR, 'img.piece')

    def drag_to(piece, x, y):
        here = run.js('const r = arguments[0].getBoundingClientRect(), a = arguments[1].getBoundingClientRect();'
                      'return [r.left - a.left, r.top - a.top];', piece, area)
        ActionChains(run.driver).move_to_element(piece).click_and_hold() \
            .move_by_offset(5, 5).move_by_offset(round(x - here[0] - 5), round(y - here[1] - 5)).release().perform()

    first = pieces[0]
    drag_to(first, float(first.get_attribute('data-x')) + 60, float(first.get_attribute('data-y')) + 60)
    assert run.feedback(card).get_attribute('data-result') == 'wrong', run.feedback(card).text
    for piece in pieces:
        # a few pixels off: the piece snaps
        drag_to(piece, float(piece.get_attribute('data-x')) + 4, float(piece.get_attribute('data-y')) - 3)
        assert run.feedback(card).get_attribute('data-result') == 'right', run.feedback(card).text
    assert 'Done' in run.feedback(card).text, run.feedback(card).text
    assert len(card.find_elements(By.CSS_SELECTOR, 'img.piece.placed')) == len(pieces)


def dots(run):
    run.open('dots.html')
    entry = first_entry(run, 'dots')
    layout = run.js('return PACK.bundle[arguments[0]];', entry['entry']['layout'])
    card = run.item(entry['id'])
    click = lambda number: ActionChains(run.driver).move_to_element(
        card.find_element(By.CSS_SELECTOR, f'.dot[data-number="{number}"] .dot-mark')).click().perform()
    click(2)
    assert run.feedback(card).get_attribute('data-result') == 'wrong'
    for number in range(1, len(layout['dots']) + 1):
        click(number)
        assert run.feedback(card).get_attribute('data-result') == 'right', f'dot {number}: {run.feedback(card).text}'
    if layout['closed']:
        click(1)
    assert 'Done' in run.feedback(card).text, run.feedback(card).text
    assert 'revealed' in card.find_element(By.CSS_SELECTOR, '.connect-frame').get_attribute('class')
    points = card.find_element(By.CSS_SELECTOR, '.connect-line').get_attribute('points').split()
    assert len(points) == len(layout['dots']) + (1 if layout['closed'] else 0), points
    time.sleep(0.9)  # the picture fades in


def memory(run):
    run.open('memory.html')
    entry = first_entry(run, 'memory')
    card = run.item(entry['id'])
    cards = card.find_elements(By.CSS_SELECTOR, 'button.card')
    faces = [c.get_attribute('data-face') for c in cards]
    other = next(i for i in range(1, len(cards)) if faces[i] != faces[0])
    cards[0].click()
    cards[other].click()
    assert run.feedback(card).get_attribute('data-result') == 'wrong'
    time.sleep(0.8)  # the two cards turn back
    done = set()
    for i, face in enumerate(faces):
        if i in done:
            continue
        j = next(k for k in range(i + 1, len(faces)) if faces[k] == face)
        cards[i].click()
        cards[j].click()
        done |= {i, j}
        assert run.feedback(card).get_attribute('data-result') == 'right', run.feedback(card).text
    assert 'Done' in run.feedback(card).text


def iq_test(run):
    run.open('iq-test.html')
    entry = first_entry(run, 'iq-test')
    card = run.item(entry['id'])
    card.find_element(By.CSS_SELECTOR, '.iq-start').click()
    assert card.find_element(By.CSS_SELECTOR, '.timer').get_attribute('class').find('running') >= 0
    for answer_right in [True, False]:
        item_id = card.find_element(By.CSS_SELECTOR, '.iq-item').get_attribute('data-item')
        key = run.js('const id = arguments[0]; const all = PACK.bundle["items/matrix-series.json"].items.flatMap(s => s.items);'
                     'return preview.keyOf(all.find(i => i.id === id));', item_id)
        card.find_element(By.CSS_SELECTOR, f'button.option[data-option="{key if answer_right else (key + 1) % 4}"]').click()
    card.find_element(By.CSS_SELECTOR, 'button.finish').click()
    result = card.find_element(By.CSS_SELECTOR, '.iq-result')
    assert result.get_attribute('data-raw') == '1', result.text
    assert 'IQ ' in card.find_element(By.CSS_SELECTOR, '.iq-score').text, result.text


def charts(run):
    for page, mark in [('games.html', 'rect.bar'), ('iq-norms.html', 'polyline.series'), ('iq-report.html', 'rect.bar'),
                       ('plans.html', 'polyline.series')]:
        run.open(page)
        drawn = run.driver.find_elements(By.CSS_SELECTOR, f'figure.chart svg {mark}')
        assert drawn, f'{page}: no {mark} in a chart'
    # a plan's deposits are the runtime's (computed by the builder into data.js), one heading per plan
    run.open('plans.html')
    plans = run.driver.execute_script('return Object.keys(PACK.computed.plans).length')
    headings = [h.text for h in run.driver.find_elements(By.CSS_SELECTOR, 'h4') if h.text.startswith('Deposits every')]
    assert plans and len(headings) == plans, headings
    assert 'with the defaults: 52, 1378.00 USD in all' in headings[0], headings  # 137800 cents, in the plan's currency
    run.open('iq-norms.html')


def track_and_slides(run):
    run.open('puzzle-track.html')
    missing = run.driver.find_elements(By.CSS_SELECTOR, '.track .finding')
    assert not missing, [m.text for m in missing]
    links = run.driver.find_elements(By.CSS_SELECTOR, '.track a')
    assert len(links) > 10
    target = links[0].get_attribute('href')
    links[0].click()
    assert run.driver.current_url == target and run.driver.find_element(By.ID, target.split('#')[1]), target
    run.open('slides.html')
    assert run.driver.find_elements(By.CSS_SELECTOR, '.slide img')


def seeded_findings(binary):
    def check(run):
        folder = tempfile.mkdtemp(prefix='preview-seeded-')
        pack = os.path.join(folder, 'pack')
        os.makedirs(os.path.join(pack, 'riddles'))
        with open(os.path.join(pack, 'pack.json'), 'w') as file:
            json.dump({'kind': 'pack', 'id': 'seeded', 'version': '1.0.0', 'title': {'en': 'Seeded'}, 'locales': ['en'],
                       'answers': 'separate'}, file)
        riddle = {'id': 'seeded-riddle', 'difficulty': 2, 'text': {'en': 'What has hands but no arms?', 'de': 'Was hat Zeiger?'},
                  'answers': {'en': ['a clock', 'clock'], 'de': ['Uhr']}}
        with open(os.path.join(pack, 'riddles', 'riddles.json'), 'w') as file:
            json.dump({'kind': 'riddles', 'items': [riddle]}, file, indent=2)
        status, output = write_preview(binary, pack, os.path.join(folder, 'warned'))
        assert status == 0, output
        run.site = os.path.join(folder, 'warned')
        run.open('riddles.html')
        card = run.item('seeded-riddle')
        findings = card.find_elements(By.CSS_SELECTOR, '.findings .finding.warning')
        assert findings and 'locale-unlisted' in findings[0].text, card.text
        run.driver.save_screenshot(os.path.join(SHOTS, 'seeded-warning.png'))
        riddle['difficulty'] = 12  # an error: the pack no longer builds, the preview still shows it
        with open(os.path.join(pack, 'riddles', 'riddles.json'), 'w') as file:
            json.dump({'kind': 'riddles', 'items': [riddle]}, file, indent=2)
        status, output = write_preview(binary, pack, os.path.join(folder, 'warned'))
        assert status == 1, output
        run.open('index.html')
        errors = run.driver.find_elements(By.CSS_SELECTOR, '.all-findings .finding.error')
        assert errors and 'schema' in errors[0].text, run.driver.find_element(By.TAG_NAME, 'main').text
        run.open('riddles.html')
        assert run.driver.find_elements(By.CSS_SELECTOR, '.file .finding.error')
        shutil.rmtree(folder)
    return check


MARKER = '<img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=(window.__xss||0)+1</script>'


def hostile_values(binary):
    """Markup in every text a designer writes (issue 28): shown as text, never run. The measured
    attack, an iq-report value with markup that got through because the pack's own config turned
    the schema rule off, is refused before anything is written; and the renderers, handed values
    no schema allows (as a hostile bundle would), still build no markup from them."""
    def check(run):
        folder = tempfile.mkdtemp(prefix='preview-hostile-')
        pack = os.path.join(folder, 'pack')
        shutil.copytree(os.path.join(ROOT, 'content'), pack)

        def edit(path, change):
            with open(os.path.join(pack, path)) as file:
                data = json.load(file)
            change(data)
            with open(os.path.join(pack, path), 'w') as file:
                json.dump(data, file, ensure_ascii=False, indent=1)

        def marked(text):
            text['en'] = text['en'] + ' ' + MARKER
        edit('pack.json', lambda d: marked(d['title']))
        edit('iq-report/iq-report.json', lambda d: [marked(p['name']) for p in d['professions']])
        for name in os.listdir(os.path.join(pack, 'games')):
            edit(os.path.join('games', name), lambda d: (marked(d['title']), marked(d['description'])))
        status, output = write_preview(binary, pack, os.path.join(folder, 'site'))
        assert status == 0, output
        run.site = os.path.join(folder, 'site')
        for page in ['index.html', 'iq-report.html', 'games.html', 'plans.html', 'iq-norms.html']:
            run.open(page)
            time.sleep(0.3)
            assert run.js('return window.__xss') is None, f'{page}: a marker ran'
            assert not run.driver.find_elements(By.CSS_SELECTOR, 'img[src="x"], main script'), f'{page}: markup from data'
        run.open('iq-report.html')
        assert '<img src=x onerror=' in run.js('return document.body.textContent'), 'the marker is shown as text'
        # values no schema allows, straight into the renderers
        run.js("""
            const M = arguments[0];
            const hostile = [
              Renderers['iq-report']({ professions: [{ name: { en: M }, iq: M }, { name: M, iq: 120 }], levels: [{ from: M, label: { en: M } }] }),
              Renderers.games({ title: { en: M }, description: { en: M }, type: M, rounds: M, penalty: M, roundsBackOnMistake: M,
                                levels: [{ level: M, rounds: [1], timeLimitSeconds: M }, { level: 2, rounds: [1], timeLimitSeconds: 30 }],
                                gameLevels: [{ level: 1, pointsPerRound: 3, [M]: 5 }] }),
              Renderers['iq-norms']({ test: [M], maxRawScore: M, floor: M, cap: M, bands: [{ label: { en: M }, ages: [M], iq: [M, 100], percentile: [M, 50] }] }),
            ];
            for (const part of hostile.flat(Infinity)) if (part) document.body.append(part);
        """, MARKER)
        time.sleep(0.3)
        assert run.js('return window.__xss') is None, 'a marker ran from a renderer'
        assert not run.driver.find_elements(By.CSS_SELECTOR, 'img[src="x"], body > script:not([src])'), 'markup from hostile values'

        # the measured attack: the pack's config turns the schema rule off and a value carries markup
        edit('iq-report/iq-report.json', lambda d: d['professions'][0].__setitem__('iq', '1' + MARKER))
        with open(os.path.join(pack, '.content-lint.json'), 'w') as file:
            json.dump({'rules': {'schema': 'off'}}, file)
        status, output = write_preview(binary, pack, os.path.join(folder, 'attacked'))
        assert status == 2 and 'stays an error' in output, output
        assert not os.path.exists(os.path.join(folder, 'attacked'))
        shutil.rmtree(folder)
    return check


def sounds(run):
    run.open('sounds.html')
    players = run.driver.find_elements(By.CSS_SELECTOR, 'audio.sound')
    assert len(players) == 4, len(players)
    assert players[0].get_attribute('src').endswith('/bundle/assets/sounds/music-loop.ogg'), players[0].get_attribute('src')
    facts = [p.text for p in run.driver.find_elements(By.CSS_SELECTOR, '.sound-facts')]
    assert facts[0].startswith('music, loops · 12.00 s · 44100 Hz, mono, ogg · -21.8 LUFS'), facts
    # the file is there to play: Chromium decodes Ogg Vorbis, and the duration is the bundle's
    state = run.driver.execute_async_script("""const done = arguments[arguments.length - 1]; const a = document.querySelector('audio.sound');
        a.addEventListener('loadedmetadata', () => done(a.duration)); a.addEventListener('error', () => done(-1)); a.preload = 'metadata'; a.load();""")
    assert abs(state - 12.0) < 0.05, state


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, '.build', 'debug', 'content-build')
    started = time.time()
    os.makedirs(SHOTS, exist_ok=True)
    site = os.path.join(tempfile.mkdtemp(prefix='preview-'), 'site')
    status, output = write_preview(binary, os.path.join(ROOT, 'content'), site)
    print(output.strip().splitlines()[-1])
    if status != 0:
        print(output)
        return 1
    driver = browser()
    run = Run(driver, site)
    try:
        for name, test in [('pages', every_page_loads), ('normaliser', normaliser_agrees), ('riddles', riddle),
                           ('number-series', choice_kind('number-series')), ('equations', choice_kind('equations')),
                           ('picture-puzzles', choice_kind('picture-puzzles')), ('matrix-series', matrices),
                           ('anagrams', anagrams), ('sequences', sequences), ('jigsaw', jigsaw), ('dots', dots),
                           ('memory', memory), ('iq-test', iq_test), ('charts', charts), ('track-and-slides', track_and_slides),
                           ('sounds', sounds),
                           ('seeded-findings', seeded_findings(binary)), ('hostile-values', hostile_values(binary))]:
            run.check(name, test)
    finally:
        driver.quit()
        shutil.rmtree(os.path.dirname(site), ignore_errors=True)
    print(f'{run.passed} passed, {len(run.failures)} failed in {time.time() - started:.1f} s; screenshots in {SHOTS}')
    return 1 if run.failures else 0


if __name__ == '__main__':
    sys.exit(main())
