import ContentCore

/// The preview of instructions: their pages, pictures and button.
extension InstructionsKind {
    var previewScript: String? {
        #"""
        Renderers.instructions = (entry) => [
          el('p', { text: entry.for ? 'For ' + Object.entries(entry.for).map(([k, v]) => `${k} ${v}`).join('') : 'A part other instructions include' }),
          entry.includes ? el('p', { text: 'First the pages of: ' + entry.includes.join(', ') }) : null,
          el('div', { class: 'slide-row' }, entry.pages.map((page, i) => el('figure', { class: 'slide' },
            page.image ? pic(page.image) : null, el('figcaption', { text: `${i + 1}. ${tr(page.text)}` })))),
          entry.button ? el('button', { type: 'button', disabled: '', text: tr(entry.button) }) : null,
        ];
        """#
    }
}
