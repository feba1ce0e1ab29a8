import ContentBundle
import ContentCore

/// `iq-test`: matrix series in order under one time budget (runtime type `IQTest`).
struct IQTestKind: KindSpec {
    let kind = ContentKind.iqTest
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/title"])
    let form = CompiledForm.fileItem
    /// The series list is what a raw score counts and the time limit what it was scored in; the
    /// report's paywall only decides who reads it.
    let diffProfile = DiffProfile(item: ItemRoles(
        noun: "IQ test", members: ["series": .scoring, "timeLimitSeconds": .scoring, "report": .scoring, "reportPremium": .serving],
        otherwise: .scoring),
        revisionLinks: RevisionLinks(items: ["series"], table: (member: "norms", namedBy: "series")))
}
