import CLibEBUR128

/// libebur128's meter: integrated loudness (EBU R128 / ITU-R BS.1770), sample and true peak.
/// The only file that imports libebur128.
final class LoudnessMeter {
    private var state: UnsafeMutablePointer<ebur128_state>?
    private let channels: Int

    /// Nil when libebur128 refuses the channel count or rate.
    init?(channels: Int, sampleRate: Int) {
        let mode = Int32(EBUR128_MODE_I.rawValue | EBUR128_MODE_SAMPLE_PEAK.rawValue | EBUR128_MODE_TRUE_PEAK.rawValue)
        guard channels > 0, sampleRate > 0, let state = ebur128_init(UInt32(channels), UInt(sampleRate), mode) else { return nil }
        self.state = state
        self.channels = channels
    }

    deinit { ebur128_destroy(&state) }

    /// Adds interleaved frames; false when libebur128 fails.
    func add(_ samples: UnsafePointer<Float>, frames: Int) -> Bool {
        ebur128_add_frames_float(state, samples, frames) == EBUR128_SUCCESS.rawValue
    }

    /// Integrated loudness in LUFS; nil when no block passed the gates (silence, or shorter than
    /// one 400 ms block).
    var integrated: Double? {
        var value = 0.0
        guard ebur128_loudness_global(state, &value) == EBUR128_SUCCESS.rawValue, value.isFinite else { return nil }
        return value
    }

    /// The largest absolute sample over every channel (linear, 1 = full scale).
    var samplePeak: Double { peak(ebur128_sample_peak) }

    /// The largest true (inter-sample, 4x oversampled) peak over every channel (linear).
    var truePeak: Double { peak(ebur128_true_peak) }

    private func peak(_ read: (UnsafeMutablePointer<ebur128_state>?, UInt32, UnsafeMutablePointer<Double>?) -> Int32) -> Double {
        var largest = 0.0
        for channel in 0..<channels {
            var value = 0.0
            if read(state, UInt32(channel), &value) == EBUR128_SUCCESS.rawValue, value.isFinite { largest = max(largest, value) }
        }
        return largest
    }
}
