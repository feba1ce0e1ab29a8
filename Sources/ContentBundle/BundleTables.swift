/// `tables.json`: game level tables, item pools per difficulty, IQ norms ready to look up.
public struct BundleTables: Codable, Sendable, Equatable {
    /// By game id.
    public var games: [String: GameTable]
    /// Item ids per kind per difficulty ("1" … "10"), in pack order.
    public var pools: [String: [String: [String]]]
    /// IQ norms, one table per `iq-norms` file; `score(rawScore:age:series:)` finds the right one.
    public var norms: [NormTable]

    /// Tables as given (the builder's and tests'; apps read them from `ContentBundle.tables`).
    public init(games: [String: GameTable], pools: [String: [String: [String]]], norms: [NormTable]) {
        self.games = games
        self.pools = pools
        self.norms = norms
    }
}

/// IQ norms of one test, compiled: for each age band, the IQ and percentile of every raw score.
public struct NormTable: Codable, Sendable, Equatable {
    /// The kind of the files norms are compiled from.
    public static let kind = ContentKind.iqNorms
    /// The ids of the matrix series the norms are for, in order: the test they score.
    public var test: [String]
    /// The highest IQ the table gives; higher IQs are clamped to it.
    public var cap: Int
    /// The lowest IQ the table gives; lower IQs are clamped to it.
    public var floor: Int
    /// The highest raw score (items right); `iq` and `percentile` have `maxRawScore + 1` entries.
    public var maxRawScore: Int
    /// The age bands, each with its own IQ and percentile per raw score.
    public var bands: [Band]

    /// The norms of one age band.
    public struct Band: Codable, Sendable, Equatable {
        /// The band's ages in whole years, `[youngest, oldest]`, both included.
        public var ages: [Int]
        /// The typical IQ of the age group, when the norms give it (the report compares with it).
        public var average: Int?
        /// IQ by raw score 0…maxRawScore.
        public var iq: [Int]
        /// The age group's name by locale, when the norms give it.
        public var label: [String: String]?
        /// Percentile (0–100, one decimal) by raw score.
        public var percentile: [Double]

        /// A band as given (the builder's and tests').
        public init(ages: [Int], average: Int? = nil, iq: [Int], label: [String: String]? = nil, percentile: [Double]) {
            self.ages = ages
            self.average = average
            self.iq = iq
            self.label = label
            self.percentile = percentile
        }
    }

    /// A norm table as given (the builder's and tests').
    public init(test: [String], cap: Int, floor: Int, maxRawScore: Int, bands: [Band]) {
        self.test = test
        self.cap = cap
        self.floor = floor
        self.maxRawScore = maxRawScore
        self.bands = bands
    }
}

/// A test result placed on the scale.
public struct IQScore: Sendable, Equatable {
    /// The IQ (mean 100, SD 15), clamped to the table's floor and cap.
    public var iq: Int
    /// Share of the age group scoring lower, in percent (0-100, one decimal).
    public var percentile: Double
    /// The typical IQ of the player's age group, when the norms give it.
    public var ageGroupAverage: Int?
    /// The age group's name by locale, when the norms give it.
    public var ageGroupLabel: [String: String]?

    /// A score as given (tests and previews; apps get scores from `BundleTables.score`).
    public init(iq: Int, percentile: Double, ageGroupAverage: Int? = nil, ageGroupLabel: [String: String]? = nil) {
        self.iq = iq
        self.percentile = percentile
        self.ageGroupAverage = ageGroupAverage
        self.ageGroupLabel = ageGroupLabel
    }
}

extension BundleTables {
    /// The game with this id, or nil.
    public func game(_ id: String) -> GameTable? { games[id] }

    /// IQ and percentile for a raw score at an age; nil outside the tables (or where a table
    /// built in code is inconsistent: `open` refuses such tables in a bundle).
    public func score(rawScore: Int, age: Int, test: String? = nil) -> IQScore? {
        score(rawScore: rawScore, age: age, table: norms.first { test == nil || $0.test.contains(test!) })
    }

    /// IQ and percentile for a raw score on the test made of exactly these series, in order.
    public func score(rawScore: Int, age: Int, series: [String]) -> IQScore? {
        score(rawScore: rawScore, age: age, table: norms.first { $0.test == series })
    }

    private func score(rawScore: Int, age: Int, table: NormTable?) -> IQScore? {
        guard let table, rawScore >= 0, rawScore <= table.maxRawScore,
              let band = table.bands.first(where: { $0.ages.count == 2 && $0.ages[0] <= age && age <= $0.ages[1] }),
              rawScore < band.iq.count, rawScore < band.percentile.count else { return nil }
        return IQScore(iq: band.iq[rawScore], percentile: band.percentile[rawScore], ageGroupAverage: band.average, ageGroupLabel: band.label)
    }

    /// Why these tables cannot be used (nil when they can): each norm table has raw scores from
    /// 0 to `maxRawScore`, age bands whose bounds are in order and an IQ and a percentile for
    /// every raw score.
    func problem() -> String? {
        for id in games.keys.sorted() {
            if let problem = games[id]!.problem() { return problem }
        }
        for (number, table) in norms.enumerated() {
            let name = "norms[\(number)]"
            guard table.maxRawScore >= 0, table.maxRawScore <= 100_000 else { return "\(name): maxRawScore \(table.maxRawScore) is not from 0 to 100000" }
            guard !table.bands.isEmpty else { return "\(name): no age bands" }
            guard table.floor <= table.cap else { return "\(name): floor \(table.floor) is above cap \(table.cap)" }
            for (index, band) in table.bands.enumerated() {
                guard band.ages.count == 2, band.ages[0] <= band.ages[1] else { return "\(name).bands[\(index)]: ages \(band.ages) are not [from, to]" }
                guard band.iq.count == table.maxRawScore + 1, band.percentile.count == table.maxRawScore + 1 else {
                    return "\(name).bands[\(index)]: \(band.iq.count) IQs and \(band.percentile.count) percentiles for raw scores 0-\(table.maxRawScore)"
                }
                guard band.percentile.allSatisfy({ $0 >= 0 && $0 <= 100 }) else { return "\(name).bands[\(index)]: a percentile outside 0-100" }
                if let average = band.average, average < table.floor || average > table.cap {
                    return "\(name).bands[\(index)]: average \(average) is outside the scale \(table.floor)-\(table.cap)"
                }
            }
        }
        return nil
    }

    /// Ids of the items of a kind at a difficulty.
    public func pool(_ kind: String, difficulty: Int) -> [String] {
        pools[kind]?[String(difficulty)] ?? []
    }
}

extension ContentKind {
    /// `"kind": "games"`: a game's level table, compiled into `tables.json`'s `games`.
    public static let games = ContentKind("games")
    /// `"kind": "iq-norms"`: IQ norms, compiled into `tables.json`'s `norms`.
    public static let iqNorms = ContentKind("iq-norms")
}
