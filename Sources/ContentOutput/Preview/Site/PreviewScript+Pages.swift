import ContentCore
import ContentKinds
import ContentCheck

/// The pages: the index and one page per kind (runs last: it renders).
extension PreviewScript {
    static let pages = #"""
        // The pages: the index (kinds, files, items, findings) and one page per kind, every item of
        // the kind in its file's section, each with its findings and its way to play.

        const FILES = PACK.files || [];
        const ITEM_FILE = new Map();
        for (const f of FILES) for (const id of f.items) if (!ITEM_FILE.has(id)) ITEM_FILE.set(id, f);

        function fileOf(id, kind) { const f = ITEM_FILE.get(id); return f && f.kind === kind ? f.path : f ? f.path : ''; }
        function kindOfItem(id) { const f = ITEM_FILE.get(id); return f ? f.kind : null; }
        function filesOf(kind) { return FILES.filter((f) => f.kind === kind); }

        /** The kind's entries as the bundle holds them, each with its file: items, one per file, or tables. */
        function entriesOf(kind) {
          const entries = Entries[kind] ? Entries[kind]() : (BUNDLE[`items/${kind}.json`] || { items: [] }).items;
          const files = filesOf(kind);
          return entries.map((entry, index) => {
            const byID = entry.id !== undefined && ITEM_FILE.get(entry.id);
            // why: kinds compiled one entry per file keep the files' path order, so the index names the file
            const file = byID && byID.kind === kind ? byID.path : (files[index] || {}).path || '';
            return { entry, file, id: entry.id ?? `${kind}-${index + 1}` };
          });
        }

        function header() {
          const kinds = [...new Set(FILES.map((f) => f.kind))];
          document.getElementById('title').textContent = `${tr(PACK.pack.title) || PACK.pack.id} ${PACK.pack.version}`;
          const nav = document.getElementById('kinds');
          nav.replaceChildren(...kinds.map((k) => el('a', { href: `${k}.html`, class: document.body.dataset.page === k ? 'here' : '' }, k)),
            el('select', { 'aria-label': 'locale', onchange: (e) => { state.locale = e.target.value; render(); } },
              (PACK.pack.locales || []).map((l) => el('option', { value: l, selected: l === state.locale }, l))));
        }

        function counts(findings) {
          const by = (s) => findings.filter((f) => f.severity === s).length;
          return `${by('error')} errors, ${by('warning')} warnings, ${by('info')} notes`;
        }

        function indexPage(main) {
          const findings = PACK.findings || [];
          main.append(...[
            el('h1', { text: `${tr(PACK.pack.title) || PACK.pack.id} — ${PACK.pack.id} ${PACK.pack.version}` }),
            el('p', { class: 'summary', text: `${FILES.length} content files; findings: ${counts(findings)}.` }),
            PACK.pack.built ? null : el('p', { class: 'finding error', text: 'The pack has lint errors, so it does not build: the pages list the files and the findings, with no items to play.' }),
            findings.length ? el('section', { class: 'all-findings' }, el('h2', { text: 'Findings' }), el('ul', { class: 'findings' }, findings.map(findingLine))) : null,
          ].filter(Boolean));
          const kinds = [...new Set(FILES.map((f) => f.kind))];
          for (const kind of kinds) {
            main.append(el('section', { class: 'kind', 'data-kind': kind }, el('h2', {}, el('a', { href: `${kind}.html` }, kind)),
              el('ul', {}, filesOf(kind).map((f) => el('li', {}, el('code', { text: f.path }),
                f.items.length ? el('ul', { class: 'item-links' }, f.items.map((id) => el('li', {}, el('a', { href: `${kind}.html#${id}`, text: id })))) : null)))));
          }
        }

        function kindPage(main, kind) {
          main.append(el('h1', { text: kind }));
          const render = Renderers[kind];
          const entries = PACK.pack.built ? entriesOf(kind) : [];
          for (const f of filesOf(kind)) {
            // an unbuilt pack has no item cards, so its file sections list the items' findings too
            const fileFindings = PACK.pack.built ? findingsFor(f.path) : el('ul', { class: 'findings' },
              (PACK.findings || []).filter((x) => x.file === f.path).map(findingLine));
            const section = el('section', { class: 'file', 'data-file': f.path }, el('h2', {}, el('code', { text: f.path })), fileFindings);
            for (const { entry, id } of entries.filter((e) => e.file === f.path)) {
              const card = el('article', { class: 'item', id, 'data-item': id }, el('h3', { text: `${id}${entry.difficulty ? ' · difficulty ' + entry.difficulty : ''}` }));
              card.append(findingsFor(f.path, id) || '');
              try {
                card.append(...(render ? render(entry) : [el('pre', { text: JSON.stringify(entry, null, 2) })]).flat().filter(Boolean));
              } catch (error) {
                // why: one item the preview cannot show must not hide the rest; the console keeps it
                console.error(`${kind} ${id}:`, error);
                card.append(el('p', { class: 'finding error', text: `The preview cannot show this item: ${error.message}` }));
              }
              section.append(card);
            }
            main.append(section);
          }
        }

        function render() {
          const main = document.getElementById('main');
          main.replaceChildren();
          header();
          const page = document.body.dataset.page;
          if (page === 'index') indexPage(main); else kindPage(main, page);
          if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
        }

        window.preview = { normalizeAnswer, keyOf, entriesOf, render };
        render();
        """#
}
