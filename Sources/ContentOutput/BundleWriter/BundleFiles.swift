import ContentBundle
import Foundation
import ContentCore
import ContentKinds
import ContentCheck

/// A verified bundle's files as bytes, for diffs.
public enum BundleFiles {
    public static func read(_ url: URL, publicKey: String? = nil) throws -> (BundleManifest, [String: [UInt8]]) {
        // why: verified bytes only; the diff parses each items file once, itself
        let (manifest, data) = try ContentBundle.verifiedFiles(at: url, publicKey: publicKey)
        return (manifest, data.mapValues { [UInt8]($0) })
    }
}
