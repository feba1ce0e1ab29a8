import ContentCore
import ContentKinds
import ContentCheck

/// Why a change has its rank, in the words a report line ends with: what the change does to
/// players' results, which are stored against item ids and compared over time.
enum DiffReason {
    static let itemAdded = "earlier results are untouched"
    static let itemRemoved = "earlier results on it can no longer be compared"
    static let kindChanged = "the id now names a different item"
    static let movedSeries = "its results now count toward another series' score"
    static let question = "it asks something else now: old and new results are not comparable"
    static let scoring = "results were scored or reported with the old value: old and new are not comparable"
    static let serving = "results are per item and stay comparable; only when or to whom it is served changed"
    static let reordered = "results are per item and stay comparable; players meet them in another order"
    static let wording = "wording only: what counts as right is the same"
    static let picture = "a picture does not change what counts as right"
    static let drawn = "drawn from their item or picture, whose own changes are ranked on their own lines"
    static let explanation = "the key is the same; only the rule that explains it changed"
    static let keyChanged = "earlier results were marked against the old key"
    static let choicesChanged = "players chose among other options: old and new results are not comparable"
    static let keyFollows = "the key follows its option: the same choice is still right"
    static let keyUnknown = "the bundles hold no key to tell whether it follows its option"
    static let answerRemoved = "earlier results counted it right"
    static let answerAdded = "what was right is still right; only answers marked wrong before now count"
    static let answerRespelt = "the same answers after normalising: what counts as right is the same"
    static let localeAdded = "results in the other locales are untouched"
    static let localeRemoved = "players of that locale lose the texts and answers their results were made with"
    static let contentReordered = "the same things to meet, in another order"
    static let unknownTable = "diff does not know this table: ranked major to be safe"
}
