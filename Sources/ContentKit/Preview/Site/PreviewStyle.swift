/// The preview's style sheet (no web fonts: nothing is fetched).
enum PreviewStyle {
    static let text = #"""
        /* The preview's look: plain, readable, no web fonts (nothing is fetched). */
        body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #222; background: #f4f4f2; }
        header { position: sticky; top: 0; z-index: 10; background: #283040; color: #fff; padding: 6px 12px; }
        header a { color: #fff; margin-right: 8px; }
        header nav { display: inline; font-size: 13px; }
        header nav a.here { font-weight: bold; text-decoration: none; border-bottom: 2px solid #fc6; }
        header select { margin-left: 8px; }
        main { padding: 8px 16px 40px; max-width: 1100px; }
        section.file, section.kind, section.all-findings { background: #fff; border-radius: 6px; padding: 4px 14px 10px; margin: 12px 0; }
        article.item { border-top: 1px solid #ddd; padding: 8px 0 12px; }
        h1 { font-size: 22px; } h2 { font-size: 17px; } h3 { font-size: 15px; margin: 6px 0; } h4 { font-size: 14px; margin: 10px 0 4px; }
        img { max-width: 100%; }
        .question { font-size: 16px; }
        .illustration, .puzzle-picture { max-height: 220px; display: block; margin: 6px 0; }
        .cover { max-height: 90px; }
        .options { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
        button.option { min-width: 48px; min-height: 36px; background: #fff; border: 2px solid #bbb; border-radius: 6px; padding: 4px; font-size: 15px; cursor: pointer; }
        button.option img { width: 84px; height: 84px; object-fit: contain; display: block; }
        button.option.chosen-right { border-color: #1a8f3c; background: #e4f6e8; }
        button.option.chosen-wrong { border-color: #c62828; background: #fde7e7; }
        button.option:disabled { opacity: .45; }
        .feedback { min-height: 1.4em; margin: 4px 0; font-weight: 600; }
        .feedback.right { color: #1a7a34; } .feedback.wrong { color: #c62828; } .feedback.info { color: #555; }
        .terms { font-size: 20px; letter-spacing: .5px; }
        .equation img.symbol { height: 34px; vertical-align: middle; margin: 0 2px; }
        .equations p { margin: 4px 0; font-size: 18px; }
        .matrix { display: grid; gap: 3px; margin: 6px 0; width: max-content; }
        .matrix.grid3 { grid-template-columns: repeat(3, 110px); } .matrix.grid2 { grid-template-columns: repeat(2, 130px); }
        .matrix img, .matrix .blank { width: 100%; aspect-ratio: 1; object-fit: contain; background: #fff; border: 1px solid #ccc; }
        .matrix.single img { width: 330px; height: auto; aspect-ratio: auto; }
        .matrix .blank { display: flex; align-items: center; justify-content: center; font-size: 28px; color: #999; }
        .matrix-item { border-top: 1px dashed #ddd; padding-top: 6px; }
        .timer { display: inline-block; background: #eef; border-radius: 4px; padding: 3px 8px; margin: 4px 0; }
        .timer.running { background: #fff4d6; } .timer.over { background: #fde7e7; }
        .clock { font-variant-numeric: tabular-nums; font-weight: bold; }
        .timed-out { opacity: .6; }
        .findings { margin: 4px 0; padding-left: 18px; font-size: 13px; }
        .finding.error, li.finding.error b { color: #b71c1c; } .finding.warning, li.finding.warning b { color: #a15c00; } .finding.info b { color: #555; }
        .rule { color: #777; }
        .jigsaw-area { position: relative; margin: 8px 0; user-select: none; }
        .jigsaw-board { position: absolute; left: 0; top: 0; background: #fafafa; outline: 1px solid #ccc; }
        .jigsaw-outline { position: absolute; left: 0; top: 0; opacity: .35; }
        .piece { position: absolute; cursor: grab; touch-action: none; filter: drop-shadow(0 1px 2px rgba(0,0,0,.4)); }
        .piece.dragging { cursor: grabbing; filter: drop-shadow(0 4px 6px rgba(0,0,0,.5)); }
        .piece.placed { cursor: default; filter: none; }
        .jigsaw-area.solved .jigsaw-outline { opacity: 0; }
        .connect-frame { position: relative; background: #fff; border: 1px solid #ccc; }
        .connect-frame img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; object-fit: contain; }
        .connect-reveal { opacity: 0; transition: opacity .8s; }
        .connect-frame.revealed .connect-reveal { opacity: 1; }
        .connect-frame.revealed .connect-layer { opacity: .25; }
        .connect-layer { position: absolute; left: 0; top: 0; }
        .connect-line { fill: none; stroke: #1565c0; stroke-width: 2.5; stroke-linejoin: round; }
        .dot { cursor: pointer; } .dot-hit { fill: transparent; } .dot-mark { fill: #222; } .dot.done .dot-mark { fill: #1565c0; }
        .dot text { fill: #222; font-family: system-ui, sans-serif; user-select: none; }
        .cards { display: grid; gap: 6px; margin: 8px 0; }
        .card { width: 72px; height: 72px; padding: 0; border: 0; border-radius: 8px; background: repeating-linear-gradient(45deg, #3a6ea5, #3a6ea5 6px, #4a7eb5 6px, #4a7eb5 12px); cursor: pointer; }
        .card .face { width: 100%; height: 100%; visibility: hidden; background: #fff; border-radius: 8px; }
        .card.up .face { visibility: visible; } .card.matched { outline: 3px solid #1a8f3c; }
        .all-cards img { width: 56px; height: 56px; margin: 2px; background: #fff; }
        .chart { margin: 6px 0; } .chart svg { background: #fff; border: 1px solid #ddd; max-width: 100%; height: auto; }
        .chart .grid { stroke: #eee; } .chart .tick { font-size: 10px; fill: #555; } .chart .axis { font-size: 11px; fill: #333; }
        .chart .bar { fill: #4a7eb5; }
        .legend { font-size: 12px; } .legend .key { margin-right: 10px; white-space: nowrap; }
        .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 3px; }
        table { border-collapse: collapse; font-size: 13px; } td, th { border: 1px solid #ddd; padding: 2px 6px; }
        .slide-row { display: flex; flex-wrap: wrap; gap: 10px; } .slide { width: 200px; margin: 0; } .slide img { width: 200px; height: 150px; object-fit: contain; background: #fff; }
        .symbols button { min-width: 54px; min-height: 40px; margin: 2px; font-size: 16px; }
        .taps { font-size: 18px; min-height: 1.4em; }
        .iq-stage { margin: 8px 0; } .iq-score { font-size: 18px; font-weight: bold; }
        .typed input { font-size: 16px; padding: 3px 6px; }
        .item-links { columns: 4; font-size: 13px; }
        """#
}
