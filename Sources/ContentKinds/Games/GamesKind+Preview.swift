import ContentCore

/// The preview of a game's levels as charts and a table.
extension GamesKind {
    var previewScript: String? {
        #"""
        Renderers.games = (game) => {
          const levels = game.levels || [];
          const byLevel = new Map((game.gameLevels || []).map((g) => [g.level, g]));
          const numeric = new Set();
          for (const g of game.gameLevels || []) for (const [k, v] of Object.entries(g)) if (k !== 'level' && typeof v === 'number') numeric.add(k);
          const charts = [];
          if (levels.some((l) => typeof l.timeLimitSeconds === 'number')) {
            charts.push(el('h4', { text: 'Time limit per level (seconds)' }),
              barChart(levels.map((l) => ({ label: String(l.level), value: l.timeLimitSeconds ?? 0 }))));
          }
          if (numeric.size) {
            charts.push(el('h4', { text: 'Game-level parameters over the levels' }),
              lineChart([...numeric].map((name) => ({ name, points: levels.map((l, i) => [l.level ?? i + 1, avg(l.rounds.map((r) => byLevel.get(r)?.[name] ?? 0))]) })),
                { xLabel: 'level', yLabel: 'average over the level\'s rounds' }));
          }
          return [
            el('p', {}, el('b', { text: tr(game.title) }), ` — ${game.type}, ${game.rounds} rounds, penalty ${game.penalty}, back ${game.roundsBackOnMistake} on a mistake`),
            game.description ? el('p', { text: tr(game.description) }) : null,
            game.cover ? pic(game.cover, { class: 'cover' }) : null,
            charts,
            el('details', {}, el('summary', {}, 'Levels as a table'), table(levels.map((l) => ({ level: l.level, rounds: (l.rounds || []).join(' '), timeLimitSeconds: l.timeLimitSeconds ?? '' })))),
          ];
        };
        function avg(list) { return list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0; }

        // why: a game's page lists the games of tables.json, not an items file
        Entries.games = () => Object.values(TABLES.games || {});
        """#
    }
}
