/// Building blocks of the examples of the rules that read norms (norms, IQ tests, IQ reports).
extension Examples {
    /// IQ norms for a one-series test; `bands` is the text of the bands' list.
    static func norms(bands: String) -> String {
        """
        {"kind": "iq-norms", "test": ["series-a"], "cap": 145, "bands": [
          \(bands)]}
        """
    }

    /// Norms of the one-series test `series-a`: IQ 80, 100 and 120 for raw scores 0 to 2.
    static let normsOfSeriesA = norms(bands: #"{"ages": [5, 120], "table": [[0, 80], [1, 100], [2, 120]]}"#)
}
