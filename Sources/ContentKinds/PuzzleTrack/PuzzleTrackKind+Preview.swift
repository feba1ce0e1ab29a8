import ContentCore

/// The preview of a puzzle track, its items in order, linked to their pages.
extension PuzzleTrackKind {
    var previewScript: String? {
        #"""
        Renderers['puzzle-track'] = (track) => [
          el('p', { text: `${track.items.length} puzzles; a ${track.bonus || 'bonus'} item every ${track.bonusEvery ?? '–'}; lives: ${track.lives ? track.lives.count + ', refilled every ' + track.lives.refillMinutes + ' min' : '–'}` }),
          el('ol', { class: 'track' }, track.items.map((id) => {
            const kind = kindOfItem(id);
            return el('li', {}, kind ? el('a', { href: `${kind}.html#${id}`, text: id }) : el('span', { class: 'finding error', text: id + ' (not in the pack)' }));
          })),
        ];
        """#
    }
}
