import ContentBundle
import Foundation

// The runtime benchmark (not a test): opens a bundle as an app does and reads one riddle, N times
// in one process, and reports the median time and the process's memory before and after (VmRSS,
// and the peak VmHWM, from /proc/self/status).
//   bundle-open-bench BUNDLE [RUNS]

func memory(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: bundle-open-bench BUNDLE [RUNS]\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 9 : 9
let before = memory("VmRSS")
var times: [Double] = []
var kept: [ContentBundle] = []
for run in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    // why: hostile bundles (Benchmarks/hostile) are refused; the time and memory of a refusal count too
    // (`try` before `items`: it throws since items are read on first use; a baseline before that
    // compiles it with a warning)
    let bundle: ContentBundle
    let first: Riddle?
    do {
        bundle = try ContentBundle.open(url)
        first = try bundle.items(Riddle.self).first
    } catch {
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        print("refused: \(error)")
        continue
    }
    guard let riddle = first else { fatalError("no riddle in \(url.path)") }
    _ = riddle.text["en"]
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    // why: the first bundle stays open, as an app keeps it; its memory is what is reported
    if run == 0 { kept.append(bundle) }
}
let after = memory("VmRSS")
// why: the first open in a process also maps in the pages of the code it runs (the loader's,
// Foundation's, swift-crypto's); one more open, kept too, shows what a bundle itself adds
let warmBefore = memory("VmRSS")
// (not with one run: Benchmarks/bundle/run measures one open's heap that way)
if runs > 1, let again = try? ContentBundle.open(url), (try? again.items(Riddle.self).first) != nil { kept.append(again) }
let warmAfter = memory("VmRSS")
times.sort()
print(String(format: "open + one riddle: median %.1f ms (min %.1f, max %.1f, %d runs); memory: %.1f MB before, %.1f MB with the bundle open (+%.1f MB), peak %.1f MB; one more open kept: +%.1f MB",
             times[times.count / 2], times.first!, times.last!, runs,
             Double(before) / 1024, Double(after) / 1024, Double(after - before) / 1024, Double(memory("VmHWM")) / 1024,
             Double(warmAfter - warmBefore) / 1024))
