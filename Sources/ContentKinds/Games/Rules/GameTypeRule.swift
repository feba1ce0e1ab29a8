import Foundation
import ContentBundle
import ContentCore

/// A game of a type the toolchain does not know names a type the pack declares, and its levels
/// satisfy the type's level schema and grow harder by the type's measures.
package struct GameTypeRule: PackRule {
    package init() {}

    package static let description = RuleDescription(
        id: "game-type",
        summary: "A game's type is built in or declared by a game-type file, and its levels follow the type's schema and measures",
        rationale: """
            New game types need no new toolchain: a game-type file gives the JSON Schema of one game \
            level (the whole level object, "level" included) and which parameters are work that \
            grows ("grows") and which are times that shrink per unit of work ("shrinks", per \
            "unitOfWork"). A game naming a type that is neither built in (find-pair, memory, anagram, \
            number-order, math-check) nor declared cannot be checked or played; its levels are \
            checked against the declared schema, level by level (errors), and should never get easier by \
            the type's measures (warnings: a judgement, as game-difficulty's for built-in types).
            """,
        kind: .games,
        severity: .error,
        valid: [Example(Self.spotGame(differences: "3, 5"), files: Self.files)],
        invalid: [
            Example(Self.spotGame(differences: "5, ↓3", time: "↓60"), files: Self.files),
            Example(Self.spotGame(differences: "3, ↓\"five\""), files: Self.files),
            Example(#"{"kind": "games", "game": ↓"spot-it", "rounds": 1, "penalty": 0, "levels": [{"level": 1}]}"#, files: Examples.slides(for: "spot-it")),
        ])

    static func spotGame(differences: String, time: String = "60") -> String {
        let values = differences.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return """
            {"kind": "games", "game": "spot-difference", "rounds": 3, "penalty": 0.2, "levels": [
              {"level": 1, "differences": \(values[0]), "pointsPerRound": 10, "timeLimitSeconds": 60},
              {"level": 2, "differences": \(values[1]), "pointsPerRound": 10, "timeLimitSeconds": \(time)}]}
            """
    }

    static let files: [String: String] = Examples.slides(for: "spot-difference").merging(["types/spot-difference.json": #"""
        {"kind": "game-type", "id": "spot-difference",
         "level": {"type": "object", "required": ["level", "differences", "pointsPerRound"],
                   "properties": {"level": {"type": "integer"}, "differences": {"type": "integer", "minimum": 1},
                                  "pointsPerRound": {"type": "integer"}, "timeLimitSeconds": {"type": "integer"}},
                   "additionalProperties": false},
         "grows": ["differences"], "shrinks": ["timeLimitSeconds"], "unitOfWork": "differences"}
        """#]) { a, _ in a }

    package static let inputs: PackRuleInputs = .files([GameTypeKind.fileKind, .games])

    package func check(_ files: [ContentFile], in context: LintContext) -> [Diagnostic] {
        var types: [String: (file: ContentFile, root: JSONNode)] = [:]
        for file in files where file.kind == GameTypeKind.fileKind {
            if let root = file.root, let id = root["id"]?.string { types[id] = (file, root) }
        }
        var schemas: [String: Result<Schema, SchemaProblem>] = [:]
        var found: [Diagnostic] = []
        for file in files where file.kind == .games {
            guard let root = file.root, let game = GameFile(root), !GameFile.builtInTypes.contains(game.type) else { continue }
            guard let declared = types[game.type] else {
                found.append(Self.diagnostic(
                    "game type \"\(game.type)\" is neither built in (\(GameFile.builtInTypes.sorted().joined(separator: ", "))) nor declared by a game-type file",
                    in: file, at: (root["game"] ?? root).range))
                continue
            }
            let schema = schemas[game.type] ?? Self.compile(declared.root["level"], file: declared.file)
            schemas[game.type] = schema
            switch schema {
            case .failure(let problem):
                found.append(Self.diagnostic("game type \"\(game.type)\"'s level schema (\(declared.file.path)) cannot be used: \(problem.message)", in: file, at: (root["game"] ?? root).range))
                continue
            case .success(let schema):
                levels: for entry in game.gameLevels {
                    for violation in schema.validate(entry.node) {
                        found.append(Self.diagnostic("game level \(entry.number): \(violation.message)", in: file, at: violation.range))
                        // why: a schema too complex for one level is for the next: it is checked no further
                        if violation.keyword == "budget" {
                            schemas[game.type] = .failure(SchemaProblem(message: "it is too complex to check a level with"))
                            break levels
                        }
                    }
                }
            }
            let spec = LevelWork.Spec(
                grows: (declared.root["grows"]?.array ?? []).compactMap(\.string),
                times: (declared.root["shrinks"]?.array ?? []).compactMap(\.string),
                unit: declared.root["unitOfWork"]?.string)
            for index in game.gameLevels.indices.dropFirst() {
                let (before, now) = (LevelWork(game.gameLevels[index - 1].node, spec: spec), LevelWork(game.gameLevels[index].node, spec: spec))
                // why: whether a level is easier is a judgement (game-difficulty's for built-in
                // types), so a warning, while a level the schema refuses is an error
                found += LevelWork.easier(before, now, number: index + 1, noun: game.pooled ? "game level" : "level")
                    .map { Self.diagnostic($0.message, in: file, at: $0.node.range, severity: .warning) }
            }
        }
        return found
    }

    /// The declared level schema compiled on its own (references to other documents do not
    /// resolve, so the schema must be self-contained).
    package static func compile(_ node: JSONNode?, file: ContentFile) -> Result<Schema, SchemaProblem> {
        guard let node, node.object != nil else { return .failure(SchemaProblem(message: "\"level\" is not a schema object")) }
        let set = SchemaSet()
        set.add(node, file: file.path, uri: "urn:content-game-type:\(file.path)")
        if let problem = set.compile().first { return .failure(SchemaProblem(message: problem.message)) }
        guard let uri = set.documentURIs.first, let schema = set.schema(uri) else { return .failure(SchemaProblem(message: "it does not compile")) }
        return .success(schema)
    }
}

/// Why a declared level schema cannot be used.
package struct SchemaProblem: Error {
    let message: String
}
