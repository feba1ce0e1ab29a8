import ContentCore

/// The preview of symbols tapped in order, with the attempts the item allows.
extension SequencesKind {
    var previewScript: String? {
        #"""
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

    var previewStyle: String? {
        #"""
        .symbols button { min-width: 54px; min-height: 40px; margin: 2px; font-size: 16px; }
        .taps { font-size: 18px; min-height: 1.4em; }
        """#
    }
}
