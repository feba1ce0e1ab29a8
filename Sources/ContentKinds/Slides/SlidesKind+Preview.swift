import ContentCore

/// The preview of a slide show.
extension SlidesKind {
    var previewScript: String? {
        #"""
        Renderers.slides = (show) => [
          el('p', { text: show.game ? 'For the game ' + show.game : 'On the screen ' + show.screen }),
          el('div', { class: 'slide-row' }, show.slides.map((slide, i) => el('figure', { class: 'slide' },
            slide.image ? pic(slide.image) : null, el('figcaption', { text: `${i + 1}. ${tr(slide.text)}` })))),
        ];
        """#
    }

    var previewStyle: String? {
        #"""
        .slide-row { display: flex; flex-wrap: wrap; gap: 10px; } .slide { width: 200px; margin: 0; } .slide img { width: 200px; height: 150px; object-fit: contain; background: #fff; }
        """#
    }
}
