import ContentCore

/// The preview of a riddle answered by typing, checked against the accepted answers or their hashes.
extension RiddlesKind {
    var previewScript: String? {
        #"""
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
        """#
    }
}
