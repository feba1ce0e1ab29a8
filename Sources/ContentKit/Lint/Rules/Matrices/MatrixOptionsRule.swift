/// Checks D and E within an item: distractors differ from the key, options from each other.
struct MatrixOptionsRule: FileRule {
    static let description = RuleDescription(
        id: "matrix-options",
        summary: "Every distractor of a matrix item must differ from the key, and all options from each other",
        rationale: """
            A distractor with all the key's attribute values looks like the key (a second right \
            answer to the player's eye); two identical options offer a choice that is no choice. \
            Rendered items compare attribute values per component; pictured items compare image \
            files (the same file named twice, or two files with the same bytes).
            """,
        kind: .matrixSeries,
        severity: .error,
        valid: [Example(Examples.matrixSeries([Examples.matrixItem()]))],
        invalid: [Example(Examples.matrixSeries([Examples.matrixItem(
            options: Examples.cube.enumerated().map { $0.offset == 2 ? (3, 3, 4) : $0.element }, marked: 2)]))])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in MatrixFacts.items(file) where item.options.indices.contains(item.answer) {
            let key = MatrixItem.attributeValues(item.options[item.answer])
            for (index, option) in item.options.enumerated() where index != item.answer {
                if MatrixItem.attributeValues(option) == key {
                    found.append(Self.diagnostic("item \"\(item.id)\": option \(index) has every attribute of the key (option \(item.answer))",
                                                 in: file, at: item.optionNodes[index].range))
                } else if let earlier = item.options[..<index].firstIndex(of: option) {
                    found.append(Self.diagnostic("item \"\(item.id)\": options \(earlier) and \(index) are the same",
                                                 in: file, at: item.optionNodes[index].range))
                }
            }
        }
        // Pictured items: the same picture twice.
        for item in file.root?["items"]?.array ?? [] where item["form"]?.string == "pictured" {
            var seen: [String: Int] = [:]
            for (index, node) in (item["options"]?.array ?? []).enumerated() {
                guard let path = node.string else { continue }
                let identity = AssetReference.resolve(path, from: file.folder).flatMap { try? context.assets.bytes($0).get() }
                    .map { bytes -> String in
                        var hasher = Hasher()
                        hasher.combine(bytes)
                        return "bytes \(hasher.finalize())"
                    } ?? path
                if let earlier = seen[identity] {
                    found.append(Self.diagnostic("options \(earlier) and \(index) show the same picture", in: file, at: node.range))
                } else {
                    seen[identity] = index
                }
            }
        }
        return found
    }
}
