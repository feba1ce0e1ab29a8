/// Tables as inline SVG charts: game levels, IQ norms, the IQ report, plans.
extension PreviewScript {
    static let charts = #"""
        // Tables as charts, drawn as inline SVG built element by element: game levels, IQ norms, the IQ report, plans.

        const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22'];

        /** A chart: an SVG element in a figure, with an optional caption. */
        function chart(drawing, label) {
          return el('figure', { class: 'chart' }, drawing, label ? el('figcaption', { text: label }) : null);
        }

        /** Lines of y over x: `series` is [{name, points: [[x, y]...]}]. */
        function lineChart(series, { xLabel = '', yLabel = '', width = 560, height = 260 } = {}) {
          const finite = (p) => Number.isFinite(p[0]) && Number.isFinite(p[1]);
          series = series.map((s) => ({ name: s.name, points: s.points.filter(finite) }));
          const all = series.flatMap((s) => s.points);
          if (!all.length) return null;
          const pad = { l: 44, r: 12, t: 12, b: 34 };
          const xs = all.map((p) => p[0]);
          const ys = all.map((p) => p[1]);
          const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
          const [y0, y1] = [Math.min(0, ...ys), Math.max(...ys)];
          const sx = (x) => pad.l + ((x - x0) / (x1 - x0 || 1)) * (width - pad.l - pad.r);
          const sy = (y) => height - pad.b - ((y - y0) / (y1 - y0 || 1)) * (height - pad.t - pad.b);
          const ticks = (lo, hi) => { const step = niceStep((hi - lo) / 5); const out = []; for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9 && out.length < 50; v += step) out.push(+v.toFixed(6)); return out; };
          const grid = ticks(y0, y1).map((v) => [
            svg('line', { class: 'grid', x1: pad.l, x2: width - pad.r, y1: sy(v), y2: sy(v) }),
            svg('text', { class: 'tick', x: pad.l - 4, y: sy(v), 'text-anchor': 'end', 'dominant-baseline': 'middle', text: v })]);
          const xt = ticks(x0, x1).map((v) => svg('text', { class: 'tick', x: sx(v), y: height - pad.b + 14, 'text-anchor': 'middle', text: v }));
          const lines = series.map((s, i) => svg('polyline', {
            class: 'series', 'data-name': s.name, fill: 'none', stroke: PALETTE[i % PALETTE.length], 'stroke-width': 2,
            points: s.points.map((p) => `${sx(p[0])},${sy(p[1])}`).join(' '),
          }, svg('title', { text: s.name })));
          const drawing = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' }, grid, xt, lines,
            svg('text', { class: 'axis', x: width / 2, y: height - 4, 'text-anchor': 'middle', text: xLabel }),
            svg('text', { class: 'axis', x: 12, y: height / 2, transform: `rotate(-90 12 ${height / 2})`, 'text-anchor': 'middle', text: yLabel }));
          const figure = chart(drawing);
          if (series.length > 1) {
            figure.append(el('div', { class: 'legend' }, series.map((s, i) =>
              el('span', { class: 'key' }, el('i', { style: `background:${PALETTE[i % PALETTE.length]}` }), s.name))));
          }
          return figure;
        }

        /** Bars: `bars` is [{label, value}]; horizontal when the labels are long. */
        function barChart(bars, { unit = '', horizontal = false, width = 560 } = {}) {
          if (!bars.length) return null;
          const size = (value) => (Number.isFinite(value) ? Math.max(0, value) : 0);
          const max = Math.max(...bars.map((b) => size(b.value)), 1);
          if (horizontal) {
            const row = 18;
            const labelW = 220;
            const height = bars.length * row + 8;
            const body = bars.map((b, i) => {
              const w = (size(b.value) / max) * (width - labelW - 50);
              return [
                svg('text', { class: 'tick', x: labelW - 6, y: i * row + 13, 'text-anchor': 'end', text: b.label }),
                svg('rect', { class: 'bar', x: labelW, y: i * row + 3, width: w, height: row - 6 }),
                svg('text', { class: 'tick', x: labelW + w + 4, y: i * row + 13, text: `${b.value}${unit}` })];
            });
            return chart(svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' }, body));
          }
          const height = 170;
          const slot = (width - 20) / bars.length;
          const body = bars.map((b, i) => {
            const h = (size(b.value) / max) * (height - 40);
            const x = 10 + i * slot;
            return [
              svg('rect', { class: 'bar', x: x + slot * 0.15, y: height - 20 - h, width: slot * 0.7, height: h }, svg('title', { text: `${b.label}: ${b.value}${unit}` })),
              svg('text', { class: 'tick', x: x + slot / 2, y: height - 6, 'text-anchor': 'middle', text: b.label }),
              svg('text', { class: 'tick', x: x + slot / 2, y: height - 24 - h, 'text-anchor': 'middle', text: b.value })];
          });
          return chart(svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' }, body));
        }

        function niceStep(raw) {
          if (!(raw > 0)) return 1;
          const power = 10 ** Math.floor(Math.log10(raw));
          const scaled = raw / power;
          return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
        }

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

        function table(rows) {
          if (!rows.length) return null;
          const keys = Object.keys(rows[0]);
          return el('table', {}, el('tr', {}, keys.map((k) => el('th', { text: k }))), rows.map((r) => el('tr', {}, keys.map((k) => el('td', { text: r[k] })))));
        }

        Renderers['iq-norms'] = (norms) => [
          el('p', { text: `Test: ${norms.test.join(', ')} · raw 0–${norms.maxRawScore} · IQ ${norms.floor}–${norms.cap}` }),
          el('h4', { text: 'IQ by raw score, per age band' }),
          lineChart(norms.bands.map((b) => ({ name: tr(b.label) || b.ages.join('–'), points: b.iq.map((iq, raw) => [raw, iq]) })), { xLabel: 'raw score', yLabel: 'IQ' }),
          el('h4', { text: 'Percentile by raw score' }),
          lineChart(norms.bands.map((b) => ({ name: tr(b.label) || b.ages.join('–'), points: b.percentile.map((p, raw) => [raw, p]) })), { xLabel: 'raw score', yLabel: 'percentile' }),
        ];

        Renderers['iq-report'] = (report) => [
          el('h4', { text: 'Typical IQ by profession' }),
          barChart(report.professions.map((p) => ({ label: tr(p.name), value: p.iq })), { horizontal: true }),
          el('h4', { text: 'Levels' }),
          table((report.levels || []).map((l) => ({ from: l.from, level: tr(l.label) }))),
        ];

        /** A plan's formula tree evaluated with numbers (the runtime uses exact fractions). */
        function evaluate(node, values) {
          if (typeof node === 'number') return node;
          if (typeof node === 'string') return values[node];
          const [op, ...args] = node;
          const v = args.map((a) => evaluate(a, values));
          switch (op) {
            case '+': return v.reduce((a, b) => a + b);
            case '-': return v.length === 1 ? -v[0] : v[0] - v[1];
            case '*': return v.reduce((a, b) => a * b);
            case '/': return v[0] / v[1];
            case 'neg': return -v[0];
            case 'floor': return Math.floor(v[0] / (v[1] ?? 1));
            case 'abs': return Math.abs(v[0]);
            case 'even': return v[0] % 2 === 0 ? 1 : 0;
            case 'odd': return Math.abs(v[0] % 2) === 1 ? 1 : 0;
            case 'if': return v[0] ? v[1] : v[2];
            case 'min': return Math.min(...v);
            case 'max': return Math.max(...v);
            default: return NaN;
          }
        }

        Renderers.plans = (plan) => {
          const values = Object.fromEntries(plan.parameters.map((p) => [p.name, p.default]));
          const s = plan.schedule;
          const count = Math.round(evaluate(s.count, values));
          const deposits = [];
          for (let k = 1; k <= Math.min(count, 400); k += 1) {
            const raw = evaluate(s.deposit, Object.assign({ k }, values));
            const step = s.roundTo || 1;
            deposits.push({ label: String(k), value: Math.round((s.rounding === 'down' ? Math.floor(raw / step) : s.rounding === 'up' ? Math.ceil(raw / step) : Math.round(raw / step)) * step) });
          }
          return [
            el('p', { text: tr(plan.description) }),
            table(plan.parameters.map((p) => ({ parameter: tr(p.label) || p.name, type: p.type, min: p.min, max: p.max, default: p.default, step: p.step }))),
            el('h4', { text: `Deposits every ${s.every} with the defaults (${count}; approximate: the app rounds exactly)` }),
            lineChart([{ name: 'deposit', points: deposits.map((d) => [Number(d.label), d.value]) }], { xLabel: s.every, yLabel: 'deposit' }),
          ];
        };
        """#
}
