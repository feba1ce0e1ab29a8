import ContentCore
import ContentKinds
import ContentCheck

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
        .matrix { display: grid; gap: 3px; margin: 6px 0; width: max-content; }
        .matrix.grid3 { grid-template-columns: repeat(3, 110px); } .matrix.grid2 { grid-template-columns: repeat(2, 130px); }
        .matrix img, .matrix .blank { width: 100%; aspect-ratio: 1; object-fit: contain; background: #fff; border: 1px solid #ccc; }
        .matrix.single img { width: 330px; height: auto; aspect-ratio: auto; }
        .matrix .blank { display: flex; align-items: center; justify-content: center; font-size: 28px; color: #999; }
        .timer { display: inline-block; background: #eef; border-radius: 4px; padding: 3px 8px; margin: 4px 0; }
        .timer.running { background: #fff4d6; } .timer.over { background: #fde7e7; }
        .clock { font-variant-numeric: tabular-nums; font-weight: bold; }
        .timed-out { opacity: .6; }
        .findings { margin: 4px 0; padding-left: 18px; font-size: 13px; }
        .finding.error, li.finding.error b { color: #b71c1c; } .finding.warning, li.finding.warning b { color: #a15c00; } .finding.info b { color: #555; }
        .rule { color: #777; }
        .chart { margin: 6px 0; } .chart svg { background: #fff; border: 1px solid #ddd; max-width: 100%; height: auto; }
        .chart .grid { stroke: #eee; } .chart .tick { font-size: 10px; fill: #555; } .chart .axis { font-size: 11px; fill: #333; }
        .chart .bar { fill: #4a7eb5; }
        .legend { font-size: 12px; } .legend .key { margin-right: 10px; white-space: nowrap; }
        .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 3px; }
        table { border-collapse: collapse; font-size: 13px; } td, th { border: 1px solid #ddd; padding: 2px 6px; }
        .typed input { font-size: 16px; padding: 3px 6px; }
        .item-links { columns: 4; font-size: 13px; }
        """#
}
