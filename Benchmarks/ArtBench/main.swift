// The art benchmark's Swift side (not a test): times the builder's PNG codec and SVG renderer
// and prints one JSON object per measurement for Benchmarks/art/run to compare with its peers.
//   content-art-bench png PHOTO.png [REPEATS]   decode, and encode with the default and its rivals
//   content-art-bench sweep PHOTO.png           encode with 60 settings (how the default was chosen)
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
        ("default (zlib 1, Up)", .default),
        ("zlib 1, run-length, Sub", .init(zlibLevel: 1, zlibStrategy: 3, filters: 0x10)),
        ("zlib 2, Average", .init(zlibLevel: 2, zlibStrategy: 0, filters: 0x40)),
        ("zlib 4, filtered, adaptive", .init(zlibLevel: 4, zlibStrategy: 1, filters: 0xF8)),
        ("compact (zlib 6, adaptive)", .compact),
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
    for level in [1, 2, 3, 4] {
        for strategy in [0, 1, 3] {
            for (filterName, filters) in [("sub", 0x10), ("up", 0x20), ("avg", 0x40), ("paeth", 0x80), ("adaptive", 0xF8)] {
                var size = 0
                let time = seconds { size = try! PNGCodec.encode(image, settings: .init(zlibLevel: level, zlibStrategy: strategy, filters: filters)).get().count }
                report(["level": level, "strategy": strategy, "filter": filterName, "seconds": time, "bytes": size])
            }
        }
    }
default:
    print("unknown benchmark \(arguments[1])")
    exit(2)
}
