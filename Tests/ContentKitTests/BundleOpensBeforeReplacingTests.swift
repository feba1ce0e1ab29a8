import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentKinds
@testable import ContentCheck
@testable import ContentOutput

/// lint ⇒ build ⇒ open: the writer never puts in place a bundle no app can open.
@Suite struct BundleOpensBeforeReplacingTests {
    /// The writer opens what it wrote before putting it in place: contents no app can open (an
    /// answer past 64 bits) are refused and the bundle already there is kept, byte for byte.
    @Test func aBundleNoAppCanOpenNeverReplacesTheLastOne() throws {
        let dist = BundleFixture.temporaryFolder("unopenable")
        let good = try BundleWriter.write(HostileBundleTests.sample, to: dist)
        let before = BundleFixture.files(under: good)
        var broken = HostileBundleTests.sample
        let text = String(decoding: broken.files["answers.json"] ?? [], as: UTF8.self)
        let edited = text.replacingOccurrences(of: #""a-01": [0-9]+,"#, with: #""a-01": 18446744073709551616,"#, options: .regularExpression)
        #expect(edited != text)
        broken.files["answers.json"] = Array(edited.utf8)
        #expect(throws: BuildError.self) { try BundleWriter.write(broken, to: dist) }
        #expect(BundleFixture.files(under: good) == before)
        #expect(throws: Never.self) { try ContentBundle.open(good) }
    }
}
