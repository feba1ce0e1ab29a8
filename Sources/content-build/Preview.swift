import ArgumentParser
import ContentCommands
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// `content-build preview`: a static site to play every item of the pack in a browser.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a static site that plays every item of the pack in a browser.",
        discussion: """
            Lints the pack, builds it in memory and writes SITE/index.html with a page per kind: \
            every item playable as a player would (options, typed answers, jigsaw pieces, dots, \
            memory cards, timers), tables as charts, each item with its findings. Opens from \
            file:// and fetches nothing. With lint errors the site lists the files and findings \
            (the pack does not build, so there are no items) and the exit status is 1. SITE is \
            replaced in one step; a folder that is not a previous preview is refused.
            """)

    @Argument(help: "The pack folder (or a path inside it).")
    var pack: String = "."

    @Option(name: .shortAndLong, help: "The site's folder (replaced when it holds a previous preview).")
    var output: String

    @OptionGroup var packOptions: PackOptions

    func run() throws {
        let site = URL(fileURLWithPath: output)
        let opened = try packOptions.open(pack, keepContent: true, output: site)
        let checked = try opened.check()
        FileHandle.standardOutput.write(Data(TextReporter().render(opened.report(checked)).utf8))
        // why: the point of a preview is to look at content, broken content too, so errors
        // still write the site (with the findings, as nothing builds) and then fail
        let contents = checked.errorCount > 0 ? nil : try building { try BundleBuilder.build(checked) }.0
        let files = try building { try PreviewSite.files(checked, contents: contents) }
        _ = try building { try PreviewWriter.write(files, to: site) }
        let pictures = files.keys.filter { $0.hasPrefix("bundle/") }.count
        print("wrote \(output)/index.html (\(PreviewSite.pageKinds(checked).count) kinds, \(pictures) pictures)")
        if checked.errorCount > 0 {
            throw CommandFailure(message: "\(BuildError.lintErrors(checked.errorCount)); the preview shows the findings", status: 1)
        }
    }
}
