/// Whole sessions: an IQ test under its time limit and scored with its norms, a puzzle track, slides.
extension PreviewScript {
    static let sessions = #"""
        // Whole sessions: an IQ test (its series in order under the test's time limit, scored with its
        // norms), a puzzle track (its items in order, linked to their pages) and slides.

        Renderers['iq-test'] = (test) => {
          const seriesList = (BUNDLE['items/matrix-series.json'] || { items: [] }).items;
          const items = test.series.flatMap((id) => (seriesList.find((s) => s.id === id) || { items: [] }).items);
          const norms = (TABLES.norms || []).find((n) => n.test.join('\n') === test.series.join('\n'));
          const stage = el('div', { class: 'iq-stage' });
          const score = { raw: 0, answered: 0 };
          let index = 0;
          let timer = null;
          const finish = (why) => {
            timer.stop();
            stage.replaceChildren(result(why));
          };
          const result = (why) => {
            const age = el('input', { type: 'number', value: 18, min: 1, max: 120, class: 'age', 'aria-label': 'age' });
            const scored = el('p', { class: 'iq-score' });
            const rescore = () => {
              const band = norms && norms.bands.find((b) => Number(age.value) >= b.ages[0] && Number(age.value) <= b.ages[1]);
              const raw = Math.min(score.raw, norms ? norms.maxRawScore : score.raw);
              scored.textContent = band ? `IQ ${band.iq[raw]}, percentile ${band.percentile[raw]} (${tr(band.label) || band.ages.join('–')})` : 'No norms for this age.';
            };
            age.addEventListener('input', rescore);
            rescore();
            return el('div', { class: 'iq-result', 'data-raw': score.raw },
              el('p', { class: 'iq-raw', text: `${why} Raw score ${score.raw} of ${items.length} (${score.answered} answered).` }),
              el('label', {}, 'Age ', age), scored);
          };
          const show = () => {
            if (index >= items.length) { finish('All items answered.'); return; }
            const item = items[index];
            const key = keyOf(item);
            const options = item.optionImages || item.options || [];
            stage.replaceChildren(el('div', { class: 'iq-item', 'data-item': item.id },
              el('p', { class: 'iq-progress', text: `Item ${index + 1} of ${items.length} (${item.id})` }),
              matrixQuestion(item),
              el('div', { class: 'options' }, options.map((p, i) => el('button', {
                class: 'option', 'data-option': i, onclick: () => {
                  score.answered += 1;
                  if (i === key) score.raw += 1;
                  index += 1;
                  show();
                },
              }, pic(p)))),
              el('button', { class: 'finish', onclick: () => finish('Finished early.') }, 'Finish')));
          };
          timer = countdown(test.timeLimitSeconds, () => finish('Time is up.'));
          const start = el('button', { class: 'iq-start', onclick: () => { timer.querySelector('button').click(); index = 0; score.raw = 0; score.answered = 0; show(); } }, 'Start the test');
          stage.append(start);
          return [
            el('p', {}, el('b', { text: tr(test.title) }), ` — series ${test.series.join(', ')}; report ${test.report || 'none'}`),
            norms ? null : el('p', { class: 'finding warning', text: 'No norms table for this list of series.' }),
            timer, stage,
          ];
        };

        Renderers['puzzle-track'] = (track) => [
          el('p', { text: `${track.items.length} puzzles; a ${track.bonus || 'bonus'} item every ${track.bonusEvery ?? '–'}; lives: ${track.lives ? track.lives.count + ', refilled every ' + track.lives.refillMinutes + ' min' : '–'}` }),
          el('ol', { class: 'track' }, track.items.map((id) => {
            const kind = kindOfItem(id);
            return el('li', {}, kind ? el('a', { href: `${kind}.html#${id}`, text: id }) : el('span', { class: 'finding error', text: id + ' (not in the pack)' }));
          })),
        ];

        Renderers.slides = (show) => [
          el('p', { text: 'For the game ' + show.game }),
          el('div', { class: 'slide-row' }, show.slides.map((slide, i) => el('figure', { class: 'slide' },
            slide.image ? pic(slide.image) : null, el('figcaption', { text: `${i + 1}. ${tr(slide.text)}` })))),
        ];
        """#
}
