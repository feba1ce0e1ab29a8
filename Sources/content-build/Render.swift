import ArgumentParser
import ContentCommands
import ContentArt
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

/// `content-build render`: an SVG as a designer previews it, through the builder's own pipeline.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render an SVG drawing to a PNG with the builder's pipeline.",
        discussion: """
            Without --width or --height the drawing's own size is used; with one or both it is scaled \
            to fit, aspect kept. Skipped features (text, filters, clip paths, ...) are warnings with \
            their line; errors (not XML, over a limit, <script>) write nothing and exit 1.
            """)

    @Argument(help: "The SVG file.")
    var file: String

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @Option(help: "Width in pixels to fit the drawing into.")
    var width: Int?

    @Option(help: "Height in pixels to fit the drawing into.")
    var height: Int?

    func validate() throws {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, value < 1 || value > SVGLimits().renderSide {
                throw ValidationError("--\(name) must be from 1 to \(SVGLimits().renderSide)")
            }
        }
    }

    func run() throws {
        let limits = SVGLimits()
        let url = URL(fileURLWithPath: file)
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? nil
        guard let size else { throw CommandFailure(message: "\(file): cannot read the file") }
        guard size <= limits.fileBytes else {
            throw CommandFailure(message: ArtIssueReport.error(file, "the SVG file is \(size) bytes, over the limit of \(limits.fileBytes)"), status: 1)
        }
        let bytes = [UInt8](try Data(contentsOf: url))
        if let format = PictureFormat.sniff(bytes) {
            throw CommandFailure(message: ArtIssueReport.error(file, "this is a \(format.rawValue) picture, not an SVG drawing; render draws SVG files (a \(format.rawValue) is used as it is)"), status: 1)
        }
        let document: SVGDocument
        switch SVGReader.read(bytes, limits: limits) {
        case .failure(let issue):
            throw CommandFailure(message: ArtIssueReport.line(file, issue), status: 1)
        case .success(let read):
            document = read
        }
        for issue in document.issues { FileHandle.standardError.write(Data((ArtIssueReport.line(file, issue) + "\n").utf8)) }
        if document.hasErrors { throw CommandFailure(message: "\(file): not rendered because of the errors above", status: 1) }
        let pixels = SVGRenderer.size(of: document, width: width, height: height)
        guard pixels.width <= limits.renderSide, pixels.height <= limits.renderSide, pixels.width * pixels.height <= limits.renderPixels else {
            throw CommandFailure(message: ArtIssueReport.error(file, "the rendering would be \(pixels.width)x\(pixels.height) pixels, over the limit of \(limits.renderSide) per side and \(limits.renderPixels) pixels in all"), status: 1)
        }
        let image = SVGRenderer.render(document, width: pixels.width, height: pixels.height)
        try writePNG(image, to: output)
        print("wrote \(output) (\(pixels.width)x\(pixels.height))")
    }
}
