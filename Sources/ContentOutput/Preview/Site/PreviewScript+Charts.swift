import ContentCore
import ContentKinds
import ContentCheck

/// Inline SVG charts and tables, which the renderers of tables (game levels, IQ norms, plans) draw with.
extension PreviewScript {
    static let charts = #"""
        // Charts and tables, drawn as inline SVG built element by element (the renderers of game levels,
        // IQ norms, the IQ report and plans draw with them).

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

        function table(rows) {
          if (!rows.length) return null;
          const keys = Object.keys(rows[0]);
          return el('table', {}, el('tr', {}, keys.map((k) => el('th', { text: k }))), rows.map((r) => el('tr', {}, keys.map((k) => el('td', { text: r[k] })))));
        }
        """#
}
