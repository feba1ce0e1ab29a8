// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContentToolchain",
    // why: the runtime's floor (Docs/Runtime.md, "Platform floor"): swift-crypto's Ed25519 and SHA-256 need
    // iOS 13 and macOS 10.15; platforms are the whole package's, so the tools share it
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "ContentBundle", targets: ["ContentBundle"]),
        // The runtime for every other language: a C API (Sources/ContentBundleC/include/content_bundle.h)
        // as a shared library and as a static one.
        .library(name: "ContentBundleC", type: .dynamic, targets: ["ContentBundleC"]),
        .library(name: "ContentBundleCStatic", type: .static, targets: ["ContentBundleC"]),
        // The authoring library: its four stages (see Docs/Architecture.md).
        .library(name: "ContentKit", targets: ["ContentCore", "ContentKinds", "ContentCheck", "ContentOutput"]),
        .executable(name: "content-lint", targets: ["content-lint"]),
        .executable(name: "content-build", targets: ["content-build"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
    ],
    targets: [
        // The runtime reader: Foundation and swift-crypto only, so an app can depend on it alone.
        .target(name: "ContentBundle", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // The runtime's C API: @_cdecl functions over ContentBundle; its header is include/content_bundle.h.
        .target(name: "ContentBundleC", dependencies: ["ContentBundle"], exclude: ["include"]),
        // The C seams: libpng and libxml2 from the system, and libpng's classic writer behind its
        // own setjmp (the classic API aborts when its longjmp crosses Swift frames).
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // libdeflate: the PNG encoder's compressor, several times faster than zlib for the same size.
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "CPNGWriter", dependencies: ["CLibPNG"]),
        // The sound seams: libsndfile decodes WAV, CAF, FLAC, Ogg Vorbis and MP3 from memory;
        // libebur128 measures loudness (EBU R128) and peaks.
        .systemLibrary(name: "CLibSndfile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CLibEBUR128", pkgConfig: "libebur128", providers: [.apt(["libebur128-dev"])]),
        // Sounds decoded within limits and measured in one pass (duration, loudness, peaks,
        // clipping, silence at the ends). why: optimised in debug builds too (a per-sample loop).
        .target(name: "ContentAudio", dependencies: ["CLibSndfile", "CLibEBUR128"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The art pipeline: Geometry, SVG and Raster (which use Geometry, never each other), PNG,
        // and Render (SVG onto Raster). Its own target so the C libraries stay behind it.
        // why: optimised in debug builds too, so tests that cut and draw the sample pack run at
        // release speed (the rasterizer and resampler are 20x slower unoptimised)
        .target(name: "ContentArt", dependencies: ["CLibPNG", "CLibXML2", "CLibDeflate", "CPNGWriter"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The authoring side in four stages, each using only those above it (Docs/Architecture.md):
        // the core (JSON, schemas, text, storage, the pack, the model, the rule and kind protocols),
        // the content kinds (one folder each, and the rules every kind shares), the check
        // (registries, loading, the pipeline, the lint cache, fixes) and the output (the bundle,
        // the build, the preview, reports, the fuzz targets).
        .target(name: "ContentCore", dependencies: ["ContentBundle", "ContentArt", "ContentAudio", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "ContentKinds", dependencies: ["ContentCore", "ContentBundle", "ContentArt", "ContentAudio"]),
        .target(name: "ContentCheck", dependencies: ["ContentKinds", "ContentCore", "ContentBundle", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "ContentOutput", dependencies: ["ContentCheck", "ContentKinds", "ContentCore", "ContentBundle", "ContentArt", .product(name: "Crypto", package: "swift-crypto")]),
        // The command shell both command lines share: one failure type, one exit-status mapping,
        // one way to open a pack with its settings and name its files.
        .target(
            name: "ContentCommands",
            dependencies: ["ContentCore", "ContentKinds", "ContentCheck", "ContentOutput", "ContentBundle", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Crypto", package: "swift-crypto")]),
        .executableTarget(
            name: "content-lint",
            dependencies: ["ContentCommands", "ContentCore", "ContentKinds", "ContentCheck", "ContentOutput", "ContentBundle", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Crypto", package: "swift-crypto")]),
        .executableTarget(
            name: "content-build",
            dependencies: ["ContentCommands", "ContentCore", "ContentKinds", "ContentCheck", "ContentOutput", "ContentArt", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The fuzzers (Scripts/fuzz): libFuzzer's driver behind a weak symbol, so the same
        // program links without it and replays files.
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "content-fuzz", dependencies: ["CFuzzDriver", "ContentCore", "ContentKinds", "ContentCheck", "ContentOutput"]),
        // Benchmarks/art's Swift side (timings, not tests).
        .executableTarget(name: "content-art-bench", dependencies: ["ContentArt"], path: "Benchmarks/ArtBench"),
        .executableTarget(name: "bundle-open-bench", dependencies: ["ContentBundle"], path: "Benchmarks/BundleBench"),
        // The conformance suite's Swift reader (conformance/run runs it beside the C one).
        .executableTarget(name: "conformance-swift-reader", dependencies: ["ContentBundle"], path: "conformance/readers/swift"),
        .testTarget(
            name: "ContentArtTests",
            dependencies: ["ContentArt"],
            exclude: ["Fixtures", "Clipart", "Clipped", "Blurred", "Masked"]),
        .testTarget(
            name: "ContentKitTests",
            dependencies: ["ContentCore", "ContentKinds", "ContentCheck", "ContentOutput", "ContentBundle", "ContentBundleC", "ContentArt", "ContentAudio", "ContentCommands"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "CLITests",
            dependencies: ["ContentCore", "ContentKinds", "ContentCheck", "ContentOutput", "content-lint", "content-build"],
            exclude: ["Transcripts", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
