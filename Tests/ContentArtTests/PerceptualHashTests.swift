import ContentArt
import Testing

/// The perceptual hash tells a drawing from every other clip-art drawing, and recognises it
/// again rendered at another size, recoloured slightly or re-encoded.
@Suite struct PerceptualHashTests {
    private func render(_ file: String, side: Int) throws -> RGBAImage {
        let document = try SVGReader.read(try ArtFixtures.bytes(file)).get()
        let size = SVGRenderer.size(of: document, width: side, height: side)
        // centred on a square, as memory cards are
        return SVGRenderer.render(document, width: size.width, height: size.height).centred(onSquare: side)
    }

    @Test func sameDrawingAtOtherSizesIsClose() throws {
        for file in ArtFixtures.clipart.prefix(12) {
            let small = PerceptualHash.hash(try render(file, side: 64))
            let large = PerceptualHash.hash(try render(file, side: 300))
            #expect(PerceptualHash.distance(small, large) <= 4, "\(file)")
        }
    }

    @Test func slightRecolourIsClose() throws {
        var image = try render(ArtFixtures.clipart[3], side: 128)
        let original = PerceptualHash.hash(image)
        for index in stride(from: 0, to: image.pixels.count, by: 4) { image.pixels[index] = UInt8(min(255, Int(image.pixels[index]) + 20)) }
        #expect(PerceptualHash.distance(original, PerceptualHash.hash(image)) <= 6)
    }

    @Test func differentDrawingsAreFarApart() throws {
        let hashes = try ArtFixtures.clipart.map { ($0, PerceptualHash.hash(try render($0, side: 64))) }
        var closest = (64, "", "")
        for (index, (file, hash)) in hashes.enumerated() {
            for (other, otherHash) in hashes[..<index] {
                let distance = PerceptualHash.distance(hash, otherHash)
                if distance < closest.0 { closest = (distance, file, other) }
            }
        }
        print("closest pair of different drawings: \(closest.0) bits (\(closest.1), \(closest.2))")
        #expect(closest.0 > 8)
    }
}
