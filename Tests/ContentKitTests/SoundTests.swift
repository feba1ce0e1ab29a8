import ContentAudio
import ContentBundle
import Foundation
import Testing
@testable import ContentCore
@testable import ContentCheck
@testable import ContentOutput

/// Sounds: the analyzer's measures, hostile files (each a finding, never a trap or a hang), and
/// the runtime reading every sound of the built sample bundle.
@Suite struct SoundTests {
    // MARK: - Measures

    /// A 997 Hz sine at −20 dBFS on one channel reads −23.0 LUFS (BS.1770's calibration: a 0 dBFS
    /// sine on one channel is −3.01 LUFS); peaks, duration and silence are exact.
    @Test func measuresACalibrationTone() throws {
        let tone = SoundFixtures.tone(997, seconds: 3, amplitude: 0.1, rate: 48_000)
        let report = try SoundAnalyzer.analyze(SoundFixtures.wav(tone, rate: 48_000)).get()
        #expect(report.format == .wav && report.sampleRate == 48_000 && report.channels == 1 && report.frames == 144_000)
        #expect(abs(report.duration - 3) < 1e-9)
        #expect(abs(report.loudness! - -23.01) < 0.05, "\(report.loudness!)")
        #expect(abs(SoundReport.decibels(report.samplePeak) - -20) < 0.01)
        #expect(report.clippedRuns == 0 && report.leadingSilentFrames < 10 && report.trailingSilentFrames < 10, "a 5 ms fade from 0")
    }

    @Test func countsClippedRunsAndSilenceAtTheEnds() throws {
        let clipped = try SoundAnalyzer.analyze(SoundFixtures.examplePack["snd/clipped.wav"]!).get()
        #expect(clipped.clippedRuns > 100, "a sine driven 3x past full scale is flat on every half period")
        let late = try SoundAnalyzer.analyze(SoundFixtures.examplePack["snd/late.wav"]!).get()
        #expect(late.leadingSilentFrames >= 44_100 && late.leadingSilentFrames < 44_200)
        // one full-scale sample is a peak, not clipping
        var peaks = SoundFixtures.tone(440, seconds: 1)
        for index in stride(from: 100, to: 40_000, by: 1000) { peaks[index] = 1 }
        #expect(try SoundAnalyzer.analyze(SoundFixtures.wav(peaks)).get().clippedRuns == 0)
        let silent = try SoundAnalyzer.analyze(SoundFixtures.wav([Float](repeating: 0, count: 44_100))).get()
        #expect(silent.loudness == nil && silent.leadingSilentFrames == 44_100 && silent.samplePeak == 0)
    }

    /// The sample pack's Ogg files decode as the bundle lists them (Vorbis through libsndfile).
    @Test func decodesTheSamplesOgg() throws {
        let bytes = try [UInt8](Data(contentsOf: TestPaths.content.appendingPathComponent("sounds/right.oga")))
        let report = try SoundAnalyzer.analyze(bytes).get()
        #expect(report.format == .ogg && report.sampleRate == 44_100 && report.channels == 2 && report.frames == 48_022)
        #expect(abs(report.loudness! - -17.07) < 0.01)
    }

    // MARK: - Hostile files

    /// Every hostile file is a problem, found quickly; none traps or hangs.
    @Test func hostileFilesAreFindingsNotTraps() throws {
        let good = SoundFixtures.wav(SoundFixtures.tone(440, seconds: 0.2))
        var random = SeededGenerator(seed: 32)
        let noise = (0..<4000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let ogg = try [UInt8](Data(contentsOf: TestPaths.content.appendingPathComponent("sounds/wrong.ogg")))
        var nanFloat = SoundFixtures.header(rate: 44_100, channels: 1, bits: 32, format: 3, dataBytes: 16)
        for value in [Float.nan, 0.5, Float.infinity, 0.1] { nanFloat += withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init) }
        var loudFloat = SoundFixtures.header(rate: 44_100, channels: 1, bits: 32, format: 3, dataBytes: 8)
        for value in [Float(5000), 0.1] { loudFloat += withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init) }
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "empty"),
            ("random bytes", noise, "libsndfile"),
            ("random bytes behind a RIFF header", Array("RIFF".utf8) + [0, 0, 0, 64] + Array("WAVEfmt ".utf8) + noise, "libsndfile"),
            ("a WAV claiming 2^31 - 1 frames", SoundFixtures.wav(SoundFixtures.tone(440, seconds: 0.1), declaredFrames: (1 << 31) - 1), "cut short"),
            ("a WAV cut short", Array(good.prefix(good.count / 2)), "cut short"),
            ("a WAV cut inside its header", Array(good.prefix(30)), "libsndfile"),
            ("0 channels", SoundFixtures.header(rate: 44_100, channels: 0, bits: 16, format: 1, dataBytes: 4) + [0, 0, 0, 0], ""),
            ("9 channels", SoundFixtures.wav([Float](repeating: 0.1, count: 900), channels: 9), "channels"),
            ("a rate of 1 Hz", SoundFixtures.wav([Float](repeating: 0.1, count: 100), rate: 1), ""),
            ("a rate of 4 GHz", SoundFixtures.wav([Float](repeating: 0.1, count: 100), rate: Int(UInt32.max)), ""),
            ("16 bit PCM with no frames", SoundFixtures.wav([]), ""),
            ("NaN and infinity in a float WAV", nanFloat, "not numbers"),
            ("a float WAV at +74 dBFS", loudFloat, "+60 dBFS"),
            ("an Ogg cut short", Array(ogg.prefix(ogg.count / 2)), "cut short"),
            ("an Ogg without its last page", Array(ogg.prefix(ogg.count - 1)), "cut short"),
            ("an AIFF", Array("FORM".utf8) + [0, 0, 0, 30] + Array("AIFFCOMM".utf8) + [0, 0, 0, 18, 0, 1, 0, 0, 0, 100, 0, 16, 0x40, 0x0E, 0xAC, 0x44] + [UInt8](repeating: 0, count: 6), ""),
        ]
        for (name, bytes, says) in cases {
            let start = ContinuousClock.now
            let result = SoundAnalyzer.analyze(bytes)
            #expect(ContinuousClock.now - start < .seconds(2), "\(name) took too long")
            guard case .failure(let problem) = result else {
                Issue.record("\(name) was accepted")
                continue
            }
            #expect(says.isEmpty || problem.message.contains(says), "\(name): \(problem.message)")
        }
    }

    /// Bytes over the limit are refused before anything is decoded; so is a header declaring
    /// more than the duration limit, and decoding stops at it.
    @Test func limitsHoldBeforeDecoding() throws {
        let tone = SoundFixtures.wav(SoundFixtures.tone(440, seconds: 2))
        let small = SoundLimits(maxBytes: 1000)
        #expect(SoundAnalyzer.analyze(tone, limits: small).failureMessage?.contains("over the limit") == true)
        let short = SoundLimits(maxSeconds: 1)
        #expect(SoundAnalyzer.analyze(tone, limits: short).failureMessage?.contains("over the limit of 1 s") == true)
    }

    /// Mutated WAV and Ogg files (bytes flipped, cut, repeated): each gives a report or a problem.
    @Test func mutatedFilesNeverTrap() throws {
        let seeds = [SoundFixtures.wav(SoundFixtures.tone(440, seconds: 0.3), channels: 1),
                     try [UInt8](Data(contentsOf: TestPaths.content.appendingPathComponent("sounds/wrong.ogg")))]
        var random = SeededGenerator(seed: 7)
        let start = ContinuousClock.now
        for seed in seeds {
            for _ in 0..<150 {
                var bytes = seed
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] = UInt8.random(in: 0...255, using: &random)
                }
                if Bool.random(using: &random) { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random))) }
                if case .success(let report) = SoundAnalyzer.analyze(bytes) { #expect(report.frames > 0 && report.duration.isFinite) }
            }
        }
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    // MARK: - The runtime

    /// The runtime reads every sound of the built sample bundle: the listed measures, and the
    /// file's bytes checked against the manifest.
    @Test func runtimeReadsEverySoundOfTheSampleBundle() throws {
        let bundle = try ContentBundle.open(BundleFixture.sample.bundle)
        let sounds = try bundle.sounds
        #expect(sounds.map(\.id) == ["kids-music", "kids-right", "kids-wrong", "kids-win"])
        #expect(sounds.map(\.role) == [.music, .effect, .effect, .effect])
        #expect(sounds[0].loop == true && sounds[0].title?["ru"] == "Тукси")
        for sound in sounds {
            let data = try bundle.data(of: sound)
            let report = try SoundAnalyzer.analyze([UInt8](data)).get()
            #expect(sound.frames == report.frames && sound.sampleRate == report.sampleRate && sound.channels == report.channels)
            #expect(abs(sound.duration - report.duration) < 1e-6)
            #expect(abs(sound.loudness! - report.loudness!) < 0.006, "\(sound.id)")
            #expect(sound.format == .ogg && sound.truePeak! < 0)
        }
    }

    /// A sound file changed after the build is refused when read.
    @Test func aTamperedSoundIsRefused() throws {
        let url = try BundleFixture.copyOfSampleBundle()
        let file = url.appendingPathComponent("assets/sounds/wrong.ogg")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: file)
        let bundle = try ContentBundle.open(url)
        let wrong = try #require(try bundle.sounds.first { $0.id == "kids-wrong" })
        #expect(throws: BundleError.self) { try bundle.data(of: wrong) }
    }

    /// The bundle refuses an items file whose sound is not a bundle asset or has no frames.
    @Test func problemsOfADecodedSound() throws {
        var sound = try #require(try ContentBundle.open(BundleFixture.sample.bundle).sounds.first)
        #expect(sound.problem() == nil)
        sound.frames = 0
        #expect(sound.problem() != nil)
        sound.frames = 1
        sound.file = "../etc/passwd"
        #expect(sound.problem() != nil)
    }
}

extension Result where Failure == SoundProblem {
    var failureMessage: String? { if case .failure(let problem) = self { problem.message } else { nil } }
}

/// A small deterministic generator (SplitMix64) for the mutation tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
