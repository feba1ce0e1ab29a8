import ContentCore

/// The preview of a number series answered by a choice or a typed number.
extension NumberSeriesKind {
    var previewScript: String? {
        #"""
        Renderers['number-series'] = (item) => {
          const box = feedbackBox();
          const key = keyOf(item);
          const terms = el('p', { class: 'terms', text: item.terms.join(', ') + ', ?' });
          if (item.choices) {
            const index = item.choices.findIndex((c) => String(c) === String(key));
            return [terms, optionButtons(item.choices.map(String), index, box, (k) => 'The answer is ' + item.choices[k]), box,
              item.explanation ? el('details', {}, el('summary', {}, 'Explanation'), tr(item.explanation)) : null];
          }
          const input = el('input', { type: 'text', class: 'answer', inputmode: 'numeric', 'aria-label': 'answer' });
          return [terms, el('form', { class: 'typed', onsubmit: (e) => { e.preventDefault(); tell(box, Number(input.value) === Number(key), ''); } },
            input, el('button', { type: 'submit' }, 'Check')), box];
        };
        """#
    }

    var previewStyle: String? {
        #"""
        .terms { font-size: 20px; letter-spacing: .5px; }
        """#
    }
}
