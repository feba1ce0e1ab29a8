import ContentCore

/// pack.json's version is a semantic version.
struct PackVersionSemverRule: FileRule {
    static let description = RuleDescription(
        id: "pack-version-semver",
        summary: "pack.json's \"version\" must be a semantic version (MAJOR.MINOR.PATCH)",
        rationale: """
            Bundles are named <pack-id>-<version>, and content-build checks that each release bumps the \
            version as much as its changes need (changed answers: major; new items: minor; fixes: patch). \
            That needs three numbers without leading zeros, optionally followed by -prerelease and \
            +build parts (semver.org 2.0.0).
            """,
        kind: .pack,
        severity: .error, buildRelies: true,
        valid: [Example(#"{"kind": "pack", "id": "starter", "version": "1.4.0-beta.2", "title": {"en": "Starter", "ru": "Старт", "uk": "Старт"}, "locales": ["en", "ru", "uk"], "answers": "separate"}"#, path: "pack.json")],
        invalid: [
            Example(#"{"kind": "pack", "id": "starter", "version": ↓"1.4", "title": {"en": "Starter", "ru": "Старт", "uk": "Старт"}, "locales": ["en", "ru", "uk"], "answers": "separate"}"#, path: "pack.json"),
            Example(#"{"kind": "pack", "id": "starter", "version": ↓"1.04.0", "title": {"en": "Starter", "ru": "Старт", "uk": "Старт"}, "locales": ["en", "ru", "uk"], "answers": "separate"}"#, path: "pack.json"),
        ])

    func check(_ file: ContentFile, in context: LintContext) -> [Diagnostic] {
        guard let node = file.root?["version"], let version = node.string else { return [] }
        guard let problem = Self.problem(in: version) else { return [] }
        return [Self.diagnostic("version \"\(version)\" is not a semantic version: \(problem) (for example \"1.4.0\")", in: file, at: node.range)]
    }

    /// What is wrong with a version string, or nil when it is valid semver 2.0.0.
    static func problem(in version: String) -> String? {
        var rest = Substring(version)
        if let plus = rest.firstIndex(of: "+") {
            let build = rest[rest.index(after: plus)...]
            if let bad = identifierProblem(build, numericLeadingZerosAllowed: true) { return "build metadata \(bad)" }
            rest = rest[..<plus]
        }
        if let dash = rest.firstIndex(of: "-") {
            let prerelease = rest[rest.index(after: dash)...]
            if let bad = identifierProblem(prerelease, numericLeadingZerosAllowed: false) { return "pre-release \(bad)" }
            rest = rest[..<dash]
        }
        let core = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3 else { return "it needs exactly three numbers MAJOR.MINOR.PATCH, found \(core.count)" }
        for (name, part) in zip(["major", "minor", "patch"], core) {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "the \(name) part \"\(part)\" is not a number" }
            if part.count > 1, part.first == "0" { return "the \(name) part \"\(part)\" has a leading zero" }
        }
        return nil
    }

    private static func identifierProblem(_ text: Substring, numericLeadingZerosAllowed: Bool) -> String? {
        for identifier in text.split(separator: ".", omittingEmptySubsequences: false) {
            if identifier.isEmpty { return "has an empty part" }
            guard identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                return "\"\(identifier)\" may only use letters, digits and hyphens"
            }
            if !numericLeadingZerosAllowed, identifier.count > 1, identifier.first == "0",
               identifier.allSatisfy({ $0.isNumber }) {
                return "\"\(identifier)\" has a leading zero"
            }
        }
        return nil
    }
}
