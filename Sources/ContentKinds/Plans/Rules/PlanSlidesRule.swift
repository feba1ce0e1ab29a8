import ContentBundle
import ContentCore

/// Every plan is introduced by slides whose last slide offers it.
struct PlanSlidesRule: PackRule {
    static let description = RuleDescription(
        id: "plan-slides",
        summary: "A plan's slides exist and their last slide offers the plan",
        rationale: """
            The savings app introduces each plan with a short presentation before the user picks it; \
            the last slide carries the button that starts the plan ("action"). A plan naming slides \
            the pack does not have starts cold, and slides whose last slide has no action leave the \
            user nowhere to go. The slides' texts and the button are checked in every locale like all \
            localised text.
            """,
        kind: .plans,
        severity: .error,
        valid: [Example(Self.plans(slides: #""weeks-52""#), files: ["slides/weeks-52.json": Self.slides(action: true)])],
        invalid: [
            Example(Self.plans(slides: #"↓"weeks-25""#)),
            Example(Self.plans(slides: #"↓"weeks-52""#), files: ["slides/weeks-52.json": Self.slides(action: false)]),
        ])

    static func plans(slides: String) -> String {
        """
        {"kind": "plans", "items": [
          {"id": "weeks-52", "title": {"en": "52 weeks", "ru": "52 недели", "uk": "52 тижні"}, "slides": \(slides), "currency": "USD",
           "parameters": {"goal": {"type": "money", "min": 1378, "max": 137800, "default": 1378, "step": 1378}},
           "schedule": {"every": "week", "count": 52, "deposit": "k * goal / 1378"}}]}
        """
    }

    static func slides(action: Bool) -> String {
        let button = action ? #", "action": {"en": "Start", "ru": "Начать", "uk": "Почати"}"# : ""
        return """
            {"kind": "slides", "game": "weeks-52", "slides": [
              {"image": "../img/cat.svg", "text": {"en": "Save a little more each week.", "ru": "Откладывай чуть больше каждую неделю.", "uk": "Відкладай трохи більше щотижня."}\(button)}]}
            """
    }

    static let inputs: PackRuleInputs = .files([.plans, SlideShow.kind])

    func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var shows: [String: (file: ContentFile, last: JSONNode?)] = [:]
        for file in files where file.kind == SlideShow.kind {
            if let root = file.root, let game = root["game"]?.string { shows[game] = (file, root["slides"]?.array?.last) }
        }
        var found: [Diagnostic] = []
        for file in files where file.kind == .plans {
            for plan in file.root?["items"]?.array ?? [] {
                guard let node = plan["slides"], let name = node.string else { continue }
                guard let show = shows[name] else {
                    found.append(Self.diagnostic("no slides file has \"game\": \"\(name)\"; add the plan's introduction", in: file, at: node.range))
                    continue
                }
                if show.last?["action"] == nil {
                    found.append(Self.diagnostic("the last slide of \(show.file.path) offers nothing; give it an \"action\" (the button that starts the plan)", in: file, at: node.range))
                }
            }
        }
        return found
    }
}
