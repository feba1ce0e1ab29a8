import ContentBundle
import ContentCore

/// The IQ test norms are computed for, as the pack defines it: its series and number of items
/// (the highest raw score), and what the pack's own norms for it say (their id, scale, bands and
/// the bands' names), which computed norms keep so they can replace them.
package struct NormsTarget: Sendable {
    /// `pack.json`'s id: sittings of another pack are not this test's.
    package let pack: String
    /// The IQ test's id, as sittings name it.
    package let test: String
    /// The matrix series the test is made of, in order (the norms' `test`).
    package let series: [String]
    /// Items in the test: raw scores run from 0 to this.
    package let items: Int
    /// The norms' id: the pack's norms file's, else the one the test names, else none.
    package let id: String?
    /// The pack's norms file for the test, when it has one.
    package let existingPath: String?
    package var bands: [NormBand]
    package var floor: Int
    package var cap: Int
    /// Files of the pack the target was read from (a finding in them makes it unreliable).
    package let readFrom: [String]

    /// A target as given (`find` reads one from a pack; tests and the fuzzer make their own).
    package init(pack: String, test: String, series: [String], items: Int, id: String?, existingPath: String?,
                 bands: [NormBand], floor: Int, cap: Int, readFrom: [String]) {
        self.pack = pack
        self.test = test
        self.series = series
        self.items = items
        self.id = id
        self.existingPath = existingPath
        self.bands = bands
        self.floor = floor
        self.cap = cap
        self.readFrom = readFrom
    }

    /// The target for the IQ test `test` of a checked pack's files.
    /// - Parameter bands: bands to use instead of the pack's norms' (nil: theirs; an error
    ///   when the pack has no norms for the test).
    /// - Throws: when the pack has no such test, a series it names is missing, or no bands are known.
    package static func find(test: String, pack: String, in files: [ContentFile], bands: [NormBand]?) throws(NormsFailure) -> NormsTarget {
        let tests = files.filter { $0.kind == IQTest.kind }
        guard let testFile = tests.first(where: { $0.root?["id"]?.string == test }), let root = testFile.root else {
            let known = tests.compactMap { $0.root?["id"]?.string }.sorted()
            throw NormsFailure("the pack has no IQ test \"\(test)\"\(known.isEmpty ? "" : " (tests: \(known.joined(separator: ", ")))")")
        }
        let series = (root["series"]?.array ?? []).compactMap(\.string)
        let seriesItems = MatrixFacts.seriesByID(files)
        var items = 0
        for id in series {
            guard let count = seriesItems[id]?.count else { throw NormsFailure("the IQ test \"\(test)\" names the matrix series \"\(id)\", which the pack does not have") }
            items += count
        }
        guard !series.isEmpty, items > 0, items <= 1000 else {
            throw NormsFailure("the IQ test \"\(test)\" has \(items) items; norms need 1 to 1000 (the schema's highest raw score)")
        }
        let namedNorms = root["norms"]?.string
        let normsFiles = files.filter { $0.kind == .iqNorms }
        let existing = normsFiles.first { file in
            if let namedNorms { return file.root?["id"]?.string == namedNorms }
            return (file.root?["test"]?.array ?? []).compactMap(\.string) == series
        }
        let existingRoot = existing?.root
        let scale: (floor: Int, cap: Int) = existingRoot.map(IQNormsKind.scale) ?? (IQNormsKind.defaultFloor, IQNormsKind.defaultCap)
        guard let chosen = bands ?? existingRoot.flatMap(NormBand.bands) else {
            throw NormsFailure(existing == nil
                ? "the pack has no norms for the IQ test \"\(test)\" to take the age bands from; give them with --bands (6-7,8-9,10-12,13-17,18-99)"
                : "\(existing!.path) has no usable age bands; give them with --bands (6-7,8-9,10-12,13-17,18-99)")
        }
        // why: the tally holds a row per band; a norms file past the schema's 30 would cost without bound
        guard chosen.count <= NormBand.maximumCount else {
            throw NormsFailure("\(existing?.path ?? "the norms") list \(chosen.count) age bands; norms hold at most \(NormBand.maximumCount) (give them with --bands)")
        }
        // why: a band's name is kept where the same ages are normed again
        let labelled = chosen.map { band in
            band.label.isEmpty ? NormBand(youngest: band.youngest, oldest: band.oldest,
                                          label: existingRoot.flatMap(NormBand.bands)?.first { $0.youngest == band.youngest && $0.oldest == band.oldest }?.label ?? [])
                : band
        }
        return NormsTarget(pack: pack, test: test, series: series, items: items, id: existingRoot?["id"]?.string ?? namedNorms,
                           existingPath: existing?.path, bands: labelled, floor: min(max(scale.floor, 0), 100), cap: min(max(scale.cap, 100), 200),
                           readFrom: [testFile.path] + files.filter { $0.kind == MatrixSeries.kind && series.contains($0.root?["id"]?.string ?? "") }.map(\.path))
    }

    /// The band of an age, if any (the first that holds it).
    package func band(of age: Int) -> Int? { bands.firstIndex { $0.contains(age) } }
}
