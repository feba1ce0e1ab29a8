import ContentBundle
import ContentCore

/// The preview of an IQ test taken under its time limit and scored with its norms.
extension IQTestKind {
    var previewScript: String? {
        #"""
        Renderers['iq-test'] = (test) => {
          const seriesList = (BUNDLE[(COMPUTED['iq-test'] || {}).seriesFile] || { items: [] }).items;
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
        """#
    }

    var previewStyle: String? {
        #"""
        .iq-stage { margin: 8px 0; } .iq-score { font-size: 18px; font-weight: bold; }
        """#
    }

    /// The file the test's series are in (a test names matrix series).
    func previewData(_ bundle: [String: [UInt8]]) -> JSONWriter.Value? {
        .object([("seriesFile", .string(MatrixSeries.kind.itemsFile))])
    }
}
