import ContentCore

/// The preview of connect-the-dots: dots clicked in order, the line drawn, the picture revealed.
extension DotsKind {
    var previewScript: String? {
        #"""
        // Connect-the-dots: the faint outline with the dots and their numbers; a click on the next
        // dot draws the line to it; after the last (and back to the first, when closed) the coloured
        // picture shows.

        Renderers.dots = (item) => {
          const layout = BUNDLE[item.layout];
          if (!layout) return [el('p', { text: 'No dots in the bundle.' })];
          const width = 420;
          const height = width / layout.aspect;
          const box = feedbackBox();
          const frame = el('div', { class: 'connect-frame', style: `width:${width}px;height:${height}px` },
            pic(item.outlineImage, { class: 'connect-outline' }),
            pic(item.revealImage, { class: 'connect-reveal' }));
          const r = layout.dotRadius * width;
          const font = layout.labelHeight * width;
          const line = svg('polyline', { class: 'connect-line', points: '' });
          const marks = layout.dots.map((d) => svg('g', { class: 'dot', 'data-number': d.number },
            svg('circle', { class: 'dot-hit', cx: d.x * width, cy: d.y * height, r: Math.max(r * 2.2, 9) }),
            svg('circle', { class: 'dot-mark', cx: d.x * width, cy: d.y * height, r: Math.max(r, 2.5) }),
            svg('text', { x: d.label.x * width, y: d.label.y * height, 'font-size': font, 'text-anchor': 'middle', 'dominant-baseline': 'central', text: d.number })));
          frame.append(svg('svg', { class: 'connect-layer', viewBox: `0 0 ${width} ${height}`, width, height }, line, marks));
          const points = [];
          let next = 1;
          const last = layout.dots.length;
          frame.querySelectorAll('.dot').forEach((g) => g.addEventListener('click', () => {
            const number = Number(g.dataset.number);
            const closing = layout.closed && next === last + 1 && number === 1;
            if (number !== next && !closing) { tell(box, false, `Find number ${next > last ? 1 : next}.`); return; }
            const dot = layout.dots[number - 1];
            points.push(`${dot.x * width},${dot.y * height}`);
            line.setAttribute('points', points.join(' '));
            g.classList.add('done');
            next += 1;
            const finished = closing || (!layout.closed && number === last);
            if (finished) {
              frame.classList.add('revealed');
              tell(box, true, `Done: it is ${tr(item.title) || 'the picture'}!`);
            } else {
              tell(box, true, next > last ? 'Now back to 1.' : `Next: ${next}.`);
            }
          }));
          return [el('p', { text: `${last} dots${layout.closed ? ', closed' : ''}; click them in order.` }), frame, box];
        };
        """#
    }

    var previewStyle: String? {
        #"""
        .connect-frame { position: relative; background: #fff; border: 1px solid #ccc; }
        .connect-frame img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; object-fit: contain; }
        .connect-reveal { opacity: 0; transition: opacity .8s; }
        .connect-frame.revealed .connect-reveal { opacity: 1; }
        .connect-frame.revealed .connect-layer { opacity: .25; }
        .connect-layer { position: absolute; left: 0; top: 0; }
        .connect-line { fill: none; stroke: #1565c0; stroke-width: 2.5; stroke-linejoin: round; }
        .dot { cursor: pointer; } .dot-hit { fill: transparent; } .dot-mark { fill: #222; } .dot.done .dot-mark { fill: #1565c0; }
        .dot text { fill: #222; font-family: system-ui, sans-serif; user-select: none; }
        """#
    }
}
