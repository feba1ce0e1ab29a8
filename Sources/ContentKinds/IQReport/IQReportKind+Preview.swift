import ContentCore

/// The preview of the report's professions and levels.
extension IQReportKind {
    var previewScript: String? {
        #"""
        Renderers['iq-report'] = (report) => [
          el('h4', { text: 'Typical IQ by profession' }),
          barChart(report.professions.map((p) => ({ label: tr(p.name), value: p.iq })), { horizontal: true }),
          el('h4', { text: 'Levels' }),
          table((report.levels || []).map((l) => ({ from: l.from, level: tr(l.label) }))),
        ];
        """#
    }
}
