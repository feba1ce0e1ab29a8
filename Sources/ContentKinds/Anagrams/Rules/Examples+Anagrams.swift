import ContentCore

extension Examples {
    /// A Russian anagram list with one level of 3-4 letters and one substitution.
    static func anagrams(_ words: String) -> String {
        #"{"kind": "anagrams", "locale": "ru", "confusables": {"о": ["а"], "к": ["х"], "т": ["г"], "с": ["е"], "н": ["п"], "л": ["п"]}, "levels": [{"level": 1, "wordLength": [3, 4], "substitutions": 1, "# + words + "}]}"
    }
}
