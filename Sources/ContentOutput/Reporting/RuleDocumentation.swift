import ContentCore
import ContentKinds
import ContentCheck

/// The Markdown of `Docs/Diagnostics/<id>.md` and of the README's rule table, generated from the
/// rules themselves so they cannot drift (a test compares).
public enum RuleDocumentation {
    public static func page(for rule: RuleDescription) -> String {
        var out = "# `\(rule.id)`\n\n"
        out += "\(rule.summary).\n\n"
        out += "- Default severity: **\(rule.severity.rawValue)**\n"
        out += "- Applies to: \(rule.kind.map { "`\($0.rawValue)` files" } ?? "every content file")\n\n"
        out += "## Why\n\n\(rule.rationale)\n\n"
        out += "## Measured\n\n" + (rule.measured ?? "Not yet measured in the real-content suite (`Tests/RealContent`).") + "\n\n"
        out += "## Accepted\n\n"
        for example in rule.valid { out += block(example) }
        out += "## Reported\n\n`↓` marks where the finding points.\n\n"
        for example in rule.invalid { out += block(example) }
        out += "## Configuring\n\n"
        if rule.buildRelies {
            out += "`content-build` compiles only content that passes this rule, so it stays an error: a configuration "
                + "(`.content-lint.json` or `--config`) that turns it off or lowers it is refused. To leave a file out of the pack, "
                + "list it under `\"ignore\"`.\n"
            return out
        }
        out += "Change the severity or turn the rule off in `.content-lint.json` at the pack root (or a file given with `--config`):\n\n"
        out += "```json\n{\"rules\": {\"\(rule.id)\": \"warning\"}}\n```\n\n"
        out += "Or accept one finding where it is, with the reason (it is then out of the count, and shown as suppressed):\n\n"
        out += "```json\n{\"accept\": [{\"rule\": \"\(rule.id)\", \"file\": \"path/in/pack.json\", \"item\": \"item-id\", \"reason\": \"why it is right\"}]}\n```\n"
        return out
    }

    private static func block(_ example: Example) -> String {
        let label = example.path == "example.json" ? "" : "`\(example.path)`:\n\n"
        var out = label + fenced(example.text, path: example.path)
        // why: the other files are part of the example (its test lints them all), so they are shown
        // too, folded away so the example itself stays in view
        for path in example.files.keys.sorted() {
            out += "<details><summary>with <code>\(path)</code> in the pack</summary>\n\n"
            out += fenced(abridged(example.files[path] ?? "", path: path), path: path) + "</details>\n\n"
        }
        return out
    }

    /// A results log of simulated players (hundreds of lines) as its first lines and a count; the
    /// example test reads it whole.
    static func abridged(_ text: String, path: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard path.hasSuffix(".jsonl"), lines.count > 8 else { return text }
        let records = lines.filter { !$0.isEmpty }.count
        return lines.prefix(4).joined(separator: "\n") + "\n… (\(records) records in all, simulated players: `PlayerSimulator`, seeded)"
    }

    /// A file of an example in a code block, whole: JSON whose lines are wider than a page is
    /// reflowed between its tokens (`ExampleLayout`); a byte order mark is shown as `<BOM>`.
    static func fenced(_ text: String, path: String) -> String {
        let laidOut = path.hasSuffix(".json") ? ExampleLayout.readable(text) : text
        let shown = laidOut.unicodeScalars.map { scalar -> String in
            scalar == "\u{FEFF}" ? "<BOM>" : String(scalar)
        }.joined()
        let language = path.hasSuffix(".svg") ? "xml" : "json"
        return "```\(language)\n\(shown)\n```\n\n"
    }

    /// The rule table of the README (`content-lint --list-rules --format markdown`).
    public static func table() -> String {
        var out = "| Rule | Severity | Applies to | What it wants |\n|---|---|---|---|\n"
        for rule in RuleRegistry.descriptions {
            out += "| [`\(rule.id)`](Docs/Diagnostics/\(rule.id).md) | \(rule.severity.rawValue) | \(rule.kind?.rawValue ?? "all") | \(rule.summary) |\n"
        }
        return out
    }
}
