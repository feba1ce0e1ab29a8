/// Items answered by a choice or a typed text: riddles, number series, equations, matrices, picture puzzles, anagram rounds, tap sequences.
extension PreviewScript {
    static let choices = #"""
        // Items answered by a choice or a typed text: riddles, number series, picture equations, IQ
        // matrices, picture puzzles, anagram rounds, tap sequences.

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

        const Renderers = {};

        Renderers.riddles = (item) => {
          const box = feedbackBox();
          const input = el('input', { type: 'text', class: 'answer', placeholder: 'Your answer', 'aria-label': 'answer' });
          const check = async () => {
            const typed = normalizeAnswer(input.value);
            const key = keyOf(item);
            if (key && typeof key === 'object') {
              const accepted = (key[state.locale] || []).map(normalizeAnswer);
              tell(box, accepted.includes(typed), accepted.includes(typed) ? '' : 'Accepted: ' + (key[state.locale] || []).join(', '));
            } else if (item.answerHashes) {
              const hash = await sha256Hex(item.answerHashes.salt + typed);
              const right = (item.answerHashes.sha256[state.locale] || []).includes(hash);
              tell(box, hash === null ? undefined : right, hash === null ? 'this browser cannot hash' : '');
            } else {
              tell(box, undefined, 'no key in the bundle');
            }
          };
          return [
            el('p', { class: 'question', text: tr(item.text) }),
            item.image ? pic(item.image, { class: 'illustration' }) : null,
            el('form', { class: 'typed', onsubmit: (e) => { e.preventDefault(); check(); } }, input, el('button', { type: 'submit' }, 'Check')),
            box,
            item.explanation ? el('details', {}, el('summary', {}, 'Explanation'), tr(item.explanation)) : null,
          ];
        };

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
          ];
        };

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

        Renderers['picture-puzzles'] = (item) => {
          const box = feedbackBox();
          const options = item.optionImages || item.options || [];
          return [
            el('p', { class: 'question', text: tr(item.question) }),
            item.image ? pic(item.image, { class: 'puzzle-picture' }) : null,
            optionButtons(options.map((o) => (typeof o === 'string' ? pic(o) : JSON.stringify(o))), keyOf(item), box,
              (k) => 'The answer is option ' + (k + 1)),
            box,
            item.explanation ? el('details', {}, el('summary', {}, 'Explanation'), tr(item.explanation)) : null,
          ];
        };

        Renderers.anagrams = (list) => {
          const rounds = BUNDLE[list.rounds] || { levels: [] };
          return [el('p', { text: `Locale ${list.locale}; each level's first rounds (seed ${list.seed ?? 1})` }),
            rounds.levels.map((level) => el('div', { class: 'level' }, el('h4', { text: 'Level ' + level.level }),
              level.rounds.slice(0, 3).map((round) => {
                const box = feedbackBox();
                return el('div', { class: 'round', 'data-word': round.word },
                  el('p', {}, 'Which is made of the letters of ', el('b', { text: round.word }), '?'),
                  optionButtons(round.options, round.answer, box, (k) => 'It is ' + round.options[k]), box);
              })))];
        };

        Renderers.sequences = (item) => {
          const box = feedbackBox();
          const key = keyOf(item) || [];
          let taps = [];
          let attemptsLeft = item.attempts ?? Infinity;
          const shown = el('p', { class: 'taps', text: '–' });
          const show = () => { shown.textContent = taps.length ? taps.join(' ') : '–'; };
          return [
            el('p', {}, `Tap the symbols in the right order (at most ${item.maxLength}${item.attempts ? `, ${item.attempts} attempts` : ''}).`),
            el('div', { class: 'symbols' }, item.symbols.map((symbol) => el('button', {
              class: 'symbol-button', 'data-symbol': symbol,
              onclick: () => { if (taps.length < item.maxLength) taps.push(symbol); show(); },
            }, symbol))),
            shown,
            el('button', {
              class: 'check', onclick: () => {
                if (attemptsLeft <= 0) { tell(box, false, 'No attempts left.'); return; }
                const right = taps.length === key.length && taps.every((t, i) => t === key[i]);
                attemptsLeft -= 1;
                tell(box, right, right ? '' : Number.isFinite(attemptsLeft) ? `${attemptsLeft} attempts left.` : '');
                taps = [];
                show();
              },
            }, 'Check'),
            el('button', { onclick: () => { taps = []; show(); } }, 'Clear'),
            box,
          ];
        };
        """#
}
