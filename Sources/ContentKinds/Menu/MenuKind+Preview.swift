import ContentCore

/// The preview of a menu: its button and its themes with their items.
extension MenuKind {
    var previewScript: String? {
        #"""
        Renderers.menu = (menu) => [
          el('figure', { class: 'slide' }, pic(menu.cover), el('figcaption', { text: `${tr(menu.title)} (${menu.lists})` })),
          el('div', { class: 'slide-row' }, menu.themes.map((theme) => el('figure', { class: 'slide' },
            pic(theme.cover), el('figcaption', { text: `${tr(theme.title)}: ${theme.items.join(', ')}` })))),
        ];
        """#
    }
}
