import ContentCore

/// The preview of memory cards flipped in pairs.
extension MemoryKind {
    var previewScript: String? {
        #"""
        // Memory: the set's cards drawn by the builder, face down on its grid; two flipped cards stay
        // up when they match.

        Renderers.memory = (set) => {
          const [rows, columns] = set.grid || [4, 4];
          const pairs = Math.floor((rows * columns) / 2);
          const faces = (set.cardImages || []).slice(0, pairs);
          const deck = shuffled(faces.concat(faces), set.id);
          const box = feedbackBox();
          let up = [];
          let matched = 0;
          let busy = false;
          const cards = deck.map((face, index) => el('button', {
            class: 'card', 'data-face': face, 'data-index': index, 'aria-label': 'card',
            onclick: (event) => {
              const card = event.currentTarget;
              if (busy || card.classList.contains('up')) return;
              card.classList.add('up');
              up.push(card);
              if (up.length < 2) return;
              const [a, b] = up;
              up = [];
              if (a.dataset.face === b.dataset.face) {
                a.classList.add('matched'); b.classList.add('matched');
                matched += 1;
                tell(box, true, matched === faces.length ? 'Done: every pair found!' : `A pair (${matched} of ${faces.length}).`);
              } else {
                tell(box, false, 'Not a pair.');
                busy = true;
                setTimeout(() => { a.classList.remove('up'); b.classList.remove('up'); busy = false; }, 700);
              }
            },
          }, pic(face, { class: 'face' })));
          return [
            el('p', { text: `${rows}×${columns} cards, ${faces.length} pairs of ${(set.cardImages || []).length} pictures.` }),
            el('div', { class: 'cards', style: `grid-template-columns:repeat(${columns}, 72px)` }, cards), box,
            el('details', {}, el('summary', {}, 'Every card'), el('div', { class: 'all-cards' }, (set.cardImages || []).map((c) => pic(c)))),
          ];
        };
        """#
    }

    var previewStyle: String? {
        #"""
        .cards { display: grid; gap: 6px; margin: 8px 0; }
        .card { width: 72px; height: 72px; padding: 0; border: 0; border-radius: 8px; background: repeating-linear-gradient(45deg, #3a6ea5, #3a6ea5 6px, #4a7eb5 6px, #4a7eb5 12px); cursor: pointer; }
        .card .face { width: 100%; height: 100%; visibility: hidden; background: #fff; border-radius: 8px; }
        .card.up .face { visibility: visible; } .card.matched { outline: 3px solid #1a8f3c; }
        .all-cards img { width: 56px; height: 56px; margin: 2px; background: #fff; }
        """#
    }
}
