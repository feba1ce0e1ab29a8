import ContentCore

/// The preview of an anagram list's first rounds of each level, as the builder generated them.
extension AnagramsKind {
    var previewScript: String? {
        #"""
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
        """#
    }
}
