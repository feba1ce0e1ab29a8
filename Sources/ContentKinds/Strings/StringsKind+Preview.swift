import ContentCore

/// The preview of app texts: each key with its comment, every locale's text or plural forms, and
/// the length its limit counts (grapheme clusters, placeholders left out).
extension StringsKind {
    var previewScript: String? {
        #"""
        Entries.strings = () => (BUNDLE['items/strings.json'] || { items: [] }).items.map((e) => Object.assign({ id: e.key }, e));
        function appTextLength(text) {
          const literal = text.replace(/\{\{|\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}/g, (m) => (m === '{{' ? '{' : m === '}}' ? '}' : ''));
          return typeof Intl.Segmenter === 'function' ? [...new Intl.Segmenter().segment(literal)].length : [...literal].length;
        }
        Renderers.strings = (entry) => [
          el('p', { class: 'app-text-note', text: `table ${entry.table}` + (entry.comment ? ` · ${entry.comment}` : '') }),
          el('table', { class: 'app-texts' }, Object.keys(entry.text).flatMap((locale) => {
            const text = entry.text[locale];
            const forms = typeof text === 'string' ? [['', text]] : Object.entries(text);
            return forms.map(([form, value]) => el('tr', {},
              el('th', { text: form ? `${locale} · ${form}` : locale }), el('td', { text: value }),
              el('td', { class: 'app-text-length', text: entry.maxLength ? `${appTextLength(value)} / ${entry.maxLength}` : '' })));
          })),
        ];
        """#
    }

    var previewStyle: String? {
        #"""
        .app-texts { border-collapse: collapse; } .app-texts th, .app-texts td { border-bottom: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; } .app-text-length { color: #777; white-space: nowrap; } .app-text-note { color: #555; }
        """#
    }
}
