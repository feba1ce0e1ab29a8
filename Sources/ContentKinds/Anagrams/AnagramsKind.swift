import ContentBundle
import ContentCore

/// `anagrams`: a locale's word list by level, with its generated rounds (runtime types
/// `AnagramList`, `AnagramRoundsFile`).
struct AnagramsKind: KindSpec {
    /// The pack's anagram lists (the anagram game's rounds are drawn from them).
    static func lists(in files: [ContentFile]) -> [ContentFile] { files.filter { $0.kind == .anagrams } }

    let kind = ContentKind.anagrams
    let layout = ContentLayout(plainTexts: ["/levels/*/words/*"], plainTextLocale: "locale")
    let form = CompiledForm.fileItem
    /// Words are what a player meets (added like items, removed like items); the look-alike
    /// letters, the seed and each level's lengths and substitutions make the rounds' options.
    let diffProfile = DiffProfile(
        key: "locale", item: ItemRoles(noun: "anagram list", members: ["levels/*/words": .contentList, "rounds": .generated], otherwise: .scoring))

    /// The list with the path of its rounds; it counts as its words.
    func items(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) -> (values: [JSONWriter.Value], count: Int) {
        guard let locale = root["locale"]?.string else { return ([], 0) }
        let words = (root["levels"]?.array ?? []).reduce(0) { $0 + ($1["words"]?.array?.count ?? 0) }
        return ([session.fileItem(root, of: file, adding: [("rounds", .string(AnagramOutput.path(locale: locale)))])], words)
    }

    func outputs(_ file: ContentFile, _ root: JSONNode, _ session: CompileSession) throws -> [String: [UInt8]] {
        guard let locale = root["locale"]?.string else { return [:] }
        return [AnagramOutput.path(locale: locale): try AnagramOutput.rounds(root).get()]
    }
}
