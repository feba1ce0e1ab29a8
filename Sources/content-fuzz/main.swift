import CFuzzDriver
import ContentCore
import ContentKinds
import ContentCheck
import ContentOutput
import Foundation

// `content-fuzz TARGET [libFuzzer options and corpus folders]`. Built with `-sanitize=fuzzer`
// (Scripts/fuzz), libFuzzer drives the target; built without, it replays the files and folders
// given, one input a file, and says how many ran.

let arguments = CommandLine.arguments
guard arguments.count >= 2, let run = FuzzTargets.all[arguments[1]] else {
    FileHandle.standardError.write(Data("usage: content-fuzz TARGET [libFuzzer options] [corpus folders]; targets: \(FuzzTargets.names.joined(separator: ", "))\n".utf8))
    exit(2)
}

/// The target the C callback calls (a C function pointer cannot capture it).
nonisolated(unsafe) var target: ([UInt8]) -> Void = run
target = run

// why: libFuzzer reads its own argv; the target's name is ours, not a corpus folder
var kept = [arguments[0]] + arguments.dropFirst(2)
var pointers: [UnsafeMutablePointer<CChar>?] = kept.map { strdup($0) } + [nil]
var argc = Int32(kept.count)
let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
    return content_fuzz_run(&argc, &argv) { data, size in
        target(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
}
if status != -1 { exit(status) }

var count = 0
for path in arguments.dropFirst(2) where !path.hasPrefix("-") {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
    let files = isFolder.boolValue ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 } : [path]
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        run([UInt8](data))
        count += 1
    }
}
print("content-fuzz \(arguments[1]): \(count) inputs replayed (not a fuzzing build: Scripts/fuzz builds one)")
