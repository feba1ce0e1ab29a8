import ContentCore

/// The preview of norms as IQ and percentile by raw score, per age band.
extension IQNormsKind {
    var previewScript: String? {
        #"""
        Renderers['iq-norms'] = (norms) => [
          el('p', { text: `Test: ${norms.test.join(', ')} · raw 0–${norms.maxRawScore} · IQ ${norms.floor}–${norms.cap}` }),
          el('h4', { text: 'IQ by raw score, per age band' }),
          lineChart(norms.bands.map((b) => ({ name: tr(b.label) || b.ages.join('–'), points: b.iq.map((iq, raw) => [raw, iq]) })), { xLabel: 'raw score', yLabel: 'IQ' }),
          el('h4', { text: 'Percentile by raw score' }),
          lineChart(norms.bands.map((b) => ({ name: tr(b.label) || b.ages.join('–'), points: b.percentile.map((p, raw) => [raw, p]) })), { xLabel: 'raw score', yLabel: 'percentile' }),
        ];

        // why: norms are tables.json's, not an items file's
        Entries['iq-norms'] = () => TABLES.norms || [];
        """#
    }
}
