import Foundation

/// WAV files made in the tests: the example pack's sounds (`SoundExamples`) and hostile files.
enum SoundFixtures {
    /// A 16-bit PCM WAV of interleaved samples in ±1 (values past it are clipped, as a converter would).
    static func wav(_ samples: [Float], rate: Int = 44_100, channels: Int = 1, declaredFrames: UInt32? = nil) -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(samples.count * 2)
        for sample in samples {
            let value = Int16(max(-32768, min(32767, (Double(sample) * 32768).rounded())))
            data += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
        }
        let dataBytes = declaredFrames.map { $0 &* UInt32(channels * 2) } ?? UInt32(data.count)
        return header(rate: rate, channels: channels, bits: 16, format: 1, dataBytes: dataBytes) + data
    }

    /// The 44-byte header of a canonical WAV.
    static func header(rate: Int, channels: Int, bits: Int, format: UInt16, dataBytes: UInt32) -> [UInt8] {
        func u32(_ v: UInt32) -> [UInt8] { [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
        func u16(_ v: UInt16) -> [UInt8] { [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8)] }
        let blockAlign = UInt16(truncatingIfNeeded: channels * bits / 8)
        return Array("RIFF".utf8) + u32(dataBytes &+ 36) + Array("WAVEfmt ".utf8) + u32(16) + u16(format)
            + u16(UInt16(truncatingIfNeeded: channels)) + u32(UInt32(truncatingIfNeeded: rate))
            + u32(UInt32(truncatingIfNeeded: rate) &* UInt32(blockAlign)) + u16(blockAlign) + u16(UInt16(bits))
            + Array("data".utf8) + u32(dataBytes)
    }

    /// A sine of `seconds` at `frequency` and `amplitude`, with 5 ms fades (no click, no silence).
    static func tone(_ frequency: Double, seconds: Double, amplitude: Double = 0.25, rate: Int = 44_100) -> [Float] {
        let count = Int(seconds * Double(rate))
        let fade = Double(rate) * 0.005
        return (0..<count).map { index in
            let envelope = min(1, Double(index) / fade, Double(count - 1 - index) / fade)
            return Float(amplitude * envelope * sin(2 * .pi * frequency * Double(index) / Double(rate)))
        }
    }

    /// The sounds the rule examples name (see `SoundExamples`).
    static let examplePack: [String: [UInt8]] = [
        "snd/right.wav": wav(tone(880, seconds: 0.6)),
        "snd/wrong.wav": wav(tone(220, seconds: 0.6)),
        "snd/win.wav": wav(tone(523, seconds: 0.5) + tone(659, seconds: 0.5) + tone(784, seconds: 0.6)),
        "snd/quiet.wav": wav(tone(660, seconds: 0.6, amplitude: 0.0025)),
        "snd/clipped.wav": wav(tone(440, seconds: 0.6, amplitude: 3)),
        "snd/late.wav": wav([Float](repeating: 0, count: 44_100) + tone(660, seconds: 0.5)),
        "snd/low-rate.wav": wav(tone(660, seconds: 0.6, rate: 22_050), rate: 22_050),
        "snd/renamed.mp3": wav(tone(880, seconds: 0.6)),
        "snd/tune.wav": wav((0..<12).flatMap { note in tone([392, 440, 494, 523][note % 4], seconds: 0.5) }),
    ]
}
