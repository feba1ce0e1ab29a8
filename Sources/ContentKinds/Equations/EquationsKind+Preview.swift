import ContentCore

/// The preview of picture equations, their symbols drawn as pictures, answered by a choice.
extension EquationsKind {
    var previewScript: String? {
        #"""
        Renderers.equations = (item) => {
          const box = feedbackBox();
          const key = keyOf(item);
          const pictured = (text) => el('span', { class: 'equation' }, text.split(/([A-Za-z_][\w-]*)/).map((part) =>
            item.symbols[part] ? pic(item.symbols[part], { class: 'symbol', title: part }) : part));
          const index = (item.choices || []).findIndex((c) => String(c) === String(key));
          return [
            el('div', { class: 'equations' }, item.equations.map((e) => el('p', {}, pictured(e)))),
            el('p', { class: 'question' }, pictured(item.question), ' = ?'),
            optionButtons((item.choices || []).map(String), index, box, (k) => 'The answer is ' + item.choices[k]), box,
            item.solution ? el('details', {}, el('summary', {}, 'Worked solution'), el('ol', {}, item.solution.map((step) =>
              el('li', { text: step.symbol + ' = ' + step.value + (step.definition ? ' (by its definition, ' + step.definition + ')'
                : ' (from line' + (step.equations.length > 1 ? 's ' : ' ') + step.equations.map((n) => n + 1).join(', ') + ')') })))) : null,
          ];
        };
        """#
    }

    var previewStyle: String? {
        #"""
        .equation img.symbol { height: 34px; vertical-align: middle; margin: 0 2px; }
        .equations p { margin: 4px 0; font-size: 18px; }
        """#
    }
}
