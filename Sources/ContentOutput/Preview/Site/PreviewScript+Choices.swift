import ContentCore
import ContentKinds
import ContentCheck

/// What the renderers of items answered by a choice share: option buttons, a matrix question.
extension PreviewScript {
    static let choices = #"""
        // What the renderers of items answered by a choice share: option buttons that tell right or
        // wrong, and a matrix question (an IQ matrix item's panels).

        /** Option buttons: a click tells right or wrong against `key` (an index). */
        function optionButtons(options, key, box, describe) {
          const buttons = options.map((content, index) => el('button', {
            class: 'option', 'data-option': index, onclick: (event) => {
              const right = index === key;
              for (const other of buttons) other.classList.remove('chosen-right', 'chosen-wrong');
              event.currentTarget.classList.add(right ? 'chosen-right' : 'chosen-wrong');
              tell(box, right, right ? '' : describe ? describe(key) : '');
            },
          }, content));
          return el('div', { class: 'options' }, buttons);
        }

        /** A matrix item's question: rendered panels (3x3 with the blank), or its pictures. */
        function matrixQuestion(item) {
          if (item.panelImages) {
            return el('div', { class: 'matrix grid3' }, item.panelImages.map((p) => pic(p)), el('div', { class: 'blank', text: '?' }));
          }
          const panels = item.panels || [];
          if (panels.length === 1) return el('div', { class: 'matrix single' }, pic(panels[0]));
          const columns = panels.length === 3 ? 'grid2' : 'grid3';
          return el('div', { class: 'matrix ' + columns }, panels.map((p) => pic(p)), el('div', { class: 'blank', text: '?' }));
        }
        """#
}
