// The art benchmark's Swift side (not a test): times the builder's PNG codec and SVG renderer
// and prints one JSON object per measurement for Benchmarks/art/run to compare with its peers.
//   content-art-bench png PHOTO.png [REPEATS]   decode, and encode with the default and its rivals
//   content-art-bench sweep PHOTO.png           encode with 126 settings (how the default was chosen)
//   content-art-bench render SIZE FILE.svg...
import ContentArt
import Foundation

func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func report(_ fields: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: content-art-bench png PHOTO.png [REPEATS] | sweep PHOTO.png | render SIZE FILE.svg...")
    exit(2)
}
switch arguments[1] {
case "png":
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
    let repeats = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
    var image: RGBAImage?
    let decode = (0..<repeats).map { _ in seconds { image = try! PNGCodec.decode(bytes).get().image } }.min()!
    let raw = Double(image!.pixels.count) / 1e6
    report(["case": "decode", "seconds": decode, "megabytes": raw])
    let candidates: [(String, PNGCodec.Settings)] = [
        ("default (libdeflate 1, Average)", .default),
        ("libdeflate 1, Up", .init(compressor: .libdeflate(level: 1), filter: .up)),
        ("libdeflate 6, adaptive", .init(compressor: .libdeflate(level: 6), filter: .adaptive)),
        ("libpng zlib 1, run-length, Average", .init(compressor: .zlib(level: 1, strategy: 3), filter: .average)),
        ("libpng zlib 1, run-length, Sub", .init(compressor: .zlib(level: 1, strategy: 3), filter: .sub)),
        ("compact (libpng zlib 6, adaptive)", .compact),
    ]
    for (name, settings) in candidates {
        var size = 0
        let time = (0..<repeats).map { _ in seconds { size = try! PNGCodec.encode(image!, settings: settings).get().count } }.min()!
        report(["case": "encode", "settings": name, "seconds": time, "megabytes": raw, "bytes": size])
    }
case "render":
    let size = Int(arguments[2]) ?? 256
    let files = Array(arguments.dropFirst(3))
    let documents = files.map { try! SVGReader.read([UInt8](try! Data(contentsOf: URL(fileURLWithPath: $0)))).get() }
    var pixels = 0
    let time = seconds {
        for document in documents {
            let fit = SVGRenderer.size(of: document, width: size, height: size)
            let image = SVGRenderer.render(document, width: fit.width, height: fit.height)
            pixels += image.width * image.height
            _ = try! PNGCodec.encode(image).get()
        }
    }
    let parse = seconds { for file in files { _ = SVGReader.read([UInt8](try! Data(contentsOf: URL(fileURLWithPath: file)))) } }
    report(["case": "render", "files": files.count, "seconds": time + parse, "parse_seconds": parse, "pixels": pixels])
case "sweep":
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
    let image = try! PNGCodec.decode(bytes).get().image
    var settings: [(String, PNGCodec.Settings)] = []
    for filter in PNGCodec.Settings.Filter.allCases {
        for level in [1, 2, 3, 4, 6, 9] { settings.append(("libdeflate \(level)", .init(compressor: .libdeflate(level: level), filter: filter))) }
        for level in [1, 2, 3, 4, 6] {
            for strategy in [0, 1, 3] { settings.append(("zlib \(level) strategy \(strategy)", .init(compressor: .zlib(level: level, strategy: strategy), filter: filter))) }
        }
    }
    for (name, setting) in settings {
        var size = 0
        let time = seconds { size = try! PNGCodec.encode(image, settings: setting).get().count }
        report(["settings": name, "filter": "\(setting.filter)", "seconds": time, "bytes": size])
    }
default:
    print("unknown benchmark \(arguments[1])")
    exit(2)
}
