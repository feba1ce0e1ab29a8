import ContentBundle
import Foundation

/// A verified bundle's files as bytes, for diffs.
public enum BundleFiles {
    public static func read(_ url: URL, publicKey: String? = nil) throws -> (BundleManifest, [String: [UInt8]]) {
        let bundle = try ContentBundle.open(url, publicKey: publicKey)
        var files: [String: [UInt8]] = [:]
        for entry in bundle.manifest.files { files[entry.path] = bundle.data(at: entry.path).map { [UInt8]($0) } }
        return (bundle.manifest, files)
    }
}
