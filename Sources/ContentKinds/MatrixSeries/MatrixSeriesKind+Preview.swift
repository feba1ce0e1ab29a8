import ContentCore

/// The preview of a series of IQ matrix items under its time limit.
extension MatrixSeriesKind {
    var previewScript: String? {
        #"""
        function matrixItem(item, box) {
          const options = item.optionImages || item.options || [];
          return el('div', { class: 'matrix-item', id: item.id, 'data-item': item.id },
            el('h4', { text: `${item.id} · difficulty ${item.difficulty ?? '–'} · ${item.form || ''} ${item.layout || ''}` }),
            findingsFor(fileOf(item.id, 'matrix-series'), item.id),
            matrixQuestion(item),
            optionButtons(options.map((p) => pic(p)), keyOf(item), box, (k) => 'The answer is option ' + (k + 1)), box);
        }
        Renderers['matrix-series'] = (series) => {
          const boxes = [];
          const items = series.items.map((item) => { const box = feedbackBox(); boxes.push(box); return matrixItem(item, box); });
          const list = el('div', { class: 'series' }, items);
          const timer = countdown(series.timeLimitSeconds, () => {
            list.classList.add('timed-out');
            for (const b of list.querySelectorAll('button.option')) b.disabled = true;
          });
          return [el('p', { text: tr(series.title) }), timer, list];
        };
        """#
    }

    var previewStyle: String? {
        #"""
        .matrix-item { border-top: 1px dashed #ddd; padding-top: 6px; }
        """#
    }
}
