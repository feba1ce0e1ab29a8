import ArgumentParser
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// The options that say how a pack is checked, the same for `content-lint` and every
/// `content-build` command that reads a pack.
public struct PackOptions: ParsableArguments {
    @Option(help: "A configuration file (rule severities, ignored paths); default: .content-lint.json at the pack root.")
    public var config: String?

    @Option(help: "Validate against the schemas in this folder instead of the built-in ones (for schema authors).")
    public var schemas: String?

    @Option(help: "Hunspell dictionaries for the word check (none: no check).")
    public var dictionaries: String = "/usr/share/hunspell"

    public init() {}

    /// The pack holding `path`, with these settings applied.
    /// - Parameters:
    ///   - keepContent: keep the parsed content for a build.
    ///   - output: a folder the build writes to; when it is inside the pack, it is not content.
    ///   - cache: the lint cache's folder and the user's secret (nil: no cache); not used with `--schemas`.
    public func open(_ path: String, keepContent: Bool = false, output: URL? = nil, cache: (folder: CacheFolder, secret: CacheSecret)? = nil) throws -> OpenedPack {
        let root: URL
        do {
            root = try DiskPack.find(containing: path)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let catalog = try setup { try PackSetup.catalog(folder: schemas) }
        let configuration = try setup { try PackSetup.configuration(packRoot: root, explicit: config) }
        let prefix = DisplayPath.prefix(for: root)
        var excluded: [String] = []
        if let output, let inside = DisplayPath.relative(output, inside: root) { excluded.append(inside) }
        var options = LintOptions(catalog: catalog, configuration: configuration,
                                  dictionaries: dictionaries == "none" ? nil : .folder(dictionaries),
                                  keepContent: keepContent, excludedFolders: excluded)
        if let cache, schemas == nil { options.cache = LintCacheStore(folder: cache.folder, secret: cache.secret, packRoot: root, options: options) }
        return OpenedPack(root: root, prefix: prefix, fileSystem: DiskPack(root: root, displayName: prefix.isEmpty ? "./" : prefix), options: options)
    }

    private func setup<T>(_ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch let error as PackSetupError {
            let findings = TextReporter().render(Report(diagnostics: error.diagnostics, filesChecked: 0, sources: error.sources))
            let message = ([error.summary].compactMap { $0 } + [findings.trimmingCharacters(in: .newlines)]).filter { !$0.isEmpty }
            throw CommandFailure(message: message.joined(separator: "\n"))
        }
    }
}

/// A pack found on disk with its check settings, and how its files are named in output.
public struct OpenedPack {
    public let root: URL
    /// What goes before pack-relative paths in output (`content/`).
    public let prefix: String
    public let fileSystem: DiskPack
    public let options: LintOptions

    /// Runs the one check.
    public func check() throws -> CheckedPack {
        do {
            return try ContentPipeline.check(fileSystem, options: options)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
    }

    /// The findings as the text reporter prints them, paths as the user typed them.
    public func report(_ checked: CheckedPack) -> Report {
        let prefix = self.prefix
        return Report(diagnostics: checked.diagnostics, filesChecked: checked.filesChecked, sources: checked.sources,
                      displayPath: { prefix + $0 })
    }
}
