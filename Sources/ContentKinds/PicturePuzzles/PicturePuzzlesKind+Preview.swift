import ContentCore

/// The preview of a picture puzzle answered by a choice among its options.
extension PicturePuzzlesKind {
    var previewScript: String? {
        #"""
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
        """#
    }
}
