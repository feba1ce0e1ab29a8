import ContentCore

/// What the matrix rules read: the rendered items of a series file.
enum MatrixFacts {
    static func items(_ file: ContentFile) -> [RenderedMatrixItem] {
        (file.root?["items"]?.array ?? []).compactMap(RenderedMatrixItem.init)
    }

    /// Each matrix series of the pack by its id: the trees of its items, in order (the tests,
    /// norms and tracks that name series read them).
    static func seriesByID(_ files: [ContentFile]) -> [String: [JSONNode]] {
        var series: [String: [JSONNode]] = [:]
        for file in files where file.kind == .matrixSeries {
            if let id = file.root?["id"]?.string { series[id] = file.root?["items"]?.array ?? [] }
        }
        return series
    }

    /// Components are named from 1, as designers count.
    static func place(_ component: Int, _ item: RenderedMatrixItem) -> String {
        item.rules.count == 1 ? "" : " of component \(component + 1)"
    }
}
