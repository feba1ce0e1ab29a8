import ContentCore

/// One locale's riddle texts as a full near-duplicate search left them (`RiddleSearchIndex`'s
/// base): each text's rank, place and stems, its weighed question and answer vectors, and the
/// stem, pair, answer and question tables (open-addressing, as `StemTally` lays them out) with
/// each stem's postings and probers. The header holds the number of slots, of distinct questions
/// and of texts.
enum RiddleColumn: Int, ColumnLayout {
    case rank, places, ids
    case questionStart, question
    case vectorStart, vectorStems, vectorWeights
    case answerStart, answerStems, answerWeights
    case stemKeys, stemCounts, postingStart, postings, proberStart, probers
    case pairKeys, pairCounts
    case answerKeys, answerCounts, answerPostingStart, answerPostings
    case groupKeys, groupCounts, groupChecks

    var width: Int {
        switch self {
        case .ids: return 1
        case .questionStart, .vectorStart, .answerStart, .postingStart, .proberStart, .answerPostingStart,
             .stemCounts, .postings, .probers, .pairCounts, .answerCounts, .answerPostings, .groupCounts:
            return 4
        default: return 8
        }
    }

    static let magic: UInt64 = 0x3373_6C64_6469_72  // "ridl s3"
    static let tables: [RiddleColumn] = [.stemKeys, .pairKeys, .answerKeys, .groupKeys]

    /// The numbers a text's place takes in `places`: file, text object, range start and end, id
    /// start and length in `ids`.
    static let placeFields = 6
}

typealias RiddleSearchColumns = ColumnStore<RiddleColumn>

extension ColumnStore where Layout == RiddleColumn {
    var slotCount: Int { header.count == 3 ? header[0] : 0 }
    var distinct: Int { header.count == 3 ? header[1] : 0 }
    var texts: Int { header.count == 3 ? header[2] : 0 }
}
