import ContentCore

/// Every rendered matrix item drawn: `matrix/<item>/panel-<n>.svg|png` for the eight shown panels
/// and `option-<n>.svg|png` for the options.
enum MatrixOutput {
    static func folder(_ id: String) -> String { "matrix/\(id)" }

    static func paths(_ id: String, panels: Int, options: Int) -> (panels: [String], options: [String]) {
        ((0..<panels).map { "\(folder(id))/panel-\($0).png" }, (0..<options).map { "\(folder(id))/option-\($0).png" })
    }

    /// The SVG and PNG files of one rendered item, drawn in parallel.
    static func files(_ item: JSONNode, jobs: Int) -> Result<[String: [UInt8]], BuildError> {
        guard item["form"]?.string == "rendered", let id = item["id"]?.string, let layout = item["layout"]?.string else { return .success([:]) }
        let panels = (item["panels"]?.array ?? []).enumerated().map { ("panel-\($0.offset)", $0.element) }
        let options = (item["options"]?.array ?? []).enumerated().map { ("option-\($0.offset)", $0.element) }
        let drawn: [(String, String, [UInt8]?)] = (panels + options).parallelMap(jobs: jobs) { name, node in
            let drawn = MatrixPanelDrawing.files(layout: layout, panel: node)
            return (name, drawn.svg, drawn.png)
        }
        var files: [String: [UInt8]] = [:]
        for (name, svg, png) in drawn {
            guard let png else { return .failure(.output("matrix item \(id), \(name): the panel could not be drawn")) }
            files["\(folder(id))/\(name).svg"] = Array(svg.utf8)
            files["\(folder(id))/\(name).png"] = png
        }
        return .success(files)
    }
}
