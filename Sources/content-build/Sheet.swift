import ArgumentParser
import ContentArt
import ContentKit
import Foundation

/// `content-build sheet`: every picture a pack produces, on one PNG.
struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a contact sheet of every picture the pack produces.",
        discussion: """
            Builds the pack in memory (after linting it) and draws, in 256-pixel tiles, 8 to a row: \
            each jigsaw put back together from its pieces with its cut lines, every memory card as \
            the game shows it, every slide. The tiles are listed on standard output in order.
            """)

    @Argument(help: "The pack folder (or a path inside it).")
    var pack: String = "."

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    func run() throws {
        let root: URL
        do { root = try DiskPack.find(containing: pack) } catch { throw CommandFailure(message: "\(error)") }
        let prefix = DisplayPath.prefix(for: root)
        let fileSystem = DiskPack(root: root, displayName: prefix.isEmpty ? "./" : prefix)
        let lint = try Linter.lint(fileSystem)
        if lint.errorCount > 0 {
            throw CommandFailure(message: "\(BuildError.lintErrors(lint.errorCount)); run content-lint \(pack)", status: 1)
        }
        let (contents, _) = try BundleBuilder.build(fileSystem)
        let tiles = ContactSheet.tiles(of: contents)
        guard !tiles.isEmpty else {
            throw CommandFailure(message: "\(pack): nothing to draw (no jigsaws, memory cards or slides); \(output) not written", status: 1)
        }
        let image = ContactSheet.sheet(tiles)
        try writePNG(image, to: output)
        for (index, tile) in tiles.enumerated() {
            print("\(index / ContactSheet.columns + 1).\(index % ContactSheet.columns + 1) \(tile.label)")
        }
        print("wrote \(output) (\(image.width)x\(image.height), \(tiles.count) pictures)")
    }
}
