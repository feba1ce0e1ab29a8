import ContentBundle
import ContentCore

/// Slides introduce a game or plan of the pack, or name a screen; one show each.
struct SlidesTargetRule: PackRule {
    static let description = RuleDescription(
        id: "slides-target",
        summary: "Slides name a game of the pack or a plan's slides, or an app screen, and no two name the same",
        rationale: """
            The app shows a game's slides before the game and a plan's before the plan is picked; \
            slides whose `game` is neither a game of the pack nor the `slides` of one of its plans \
            are never shown (a misspelt or renamed game, or onboarding written with a made-up game \
            id: slides of a screen that belongs to no game name `screen` instead). Two shows for the \
            same game or screen share one id in the bundle, and the app shows only the first. Both \
            are computed from the pack: errors. On the sample pack (9 shows: 5 games, 3 plans, the \
            onboarding) it finds nothing; before `screen` existed no show named a made-up game.
            """,
        kind: .slides,
        severity: .error,
        valid: [
            Example(Self.show(#""screen": "onboarding""#), path: "slides/onboarding.json"),
            Example(Self.show(#""game": "number-order""#), path: "slides/number-order.json",
                    files: ["games/number-order.json": Examples.numberOrder()]),
        ],
        invalid: [
            Example(Self.show(#""game": ↓"onboarding""#), path: "slides/onboarding.json"),
            Example(Self.show(#""screen": ↓"onboarding""#), path: "slides/b.json", files: ["slides/a.json": Self.show(#""screen": "onboarding""#)]),
        ])

    /// A one-slide show naming `owner` (the text of its "game" or "screen" member).
    static func show(_ owner: String) -> String {
        #"""
        {"kind": "slides", \#(owner), "slides": [
          {"image": "../img/cat.svg", "text": {"en": "Welcome!", "ru": "Добро пожаловать!", "uk": "Ласкаво просимо!"}}]}
        """#
    }

    static let inputs: PackRuleInputs = .files([.slides, GameFile.kind, Plan.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        let games = GameFile.ids(in: files)
        let plans = Set(files.filter { $0.kind == Plan.kind }.flatMap { file in
            (file.root?["items"]?.array ?? []).compactMap { $0["slides"]?.string }
        })
        var taken: [String: ContentFile] = [:]
        var found: [Diagnostic] = []
        for file in files where file.kind == .slides {
            guard let root = file.root else { continue }
            let owner = root["game"].map { ("game", $0) } ?? root["screen"].map { ("screen", $0) }
            guard let (member, node) = owner, let name = node.string else { continue }
            if member == "game", !games.contains(name), !plans.contains(name) {
                found.append(Self.diagnostic(
                    "no game or plan \"\(name)\" in the pack; slides of an app screen that belongs to no game name \"screen\": \"\(name)\"",
                    in: file, at: node.range))
            } else if let earlier = taken[name] {
                found.append(Self.diagnostic("\(earlier.path) already has the slides of \"\(name)\"; the app shows one", in: file, at: node.range))
            } else {
                taken[name] = file
            }
        }
        return found
    }
}
