import ArgumentParser
import ContentCommands
import ContentArt
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
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

    @OptionGroup var packOptions: PackOptions

    func run() throws {
        let checked = try packOptions.open(pack, keepContent: true).check()
        if checked.errorCount > 0 {
            throw CommandFailure(message: "\(BuildError.lintErrors(checked.errorCount)); run content-lint \(pack)", status: 1)
        }
        let (contents, _) = try building { try BundleBuilder.build(checked) }
        let tiles = ContactSheet.tiles(of: contents)
        guard !tiles.isEmpty else {
            throw CommandFailure(message: "\(pack): nothing to draw (no jigsaws, memory cards or slides); \(output) not written", status: 1)
        }
        let image = ContactSheet.sheet(tiles)
        try writePNG(image, to: output)
        for (index, tile) in tiles.enumerated() {
            print("\(index / ContactSheet.columns + 1).\(index % ContactSheet.columns + 1) \(tile.label)")
        }
        print("wrote \(output) (\(image.width)x\(image.height), \(counted(tiles.count, "picture")))")
    }
}
