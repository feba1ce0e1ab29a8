import ContentBundle
import ContentCore

/// `iq-report`: professions' typical IQs and named levels of the scale (runtime type `IQReport`).
struct IQReportKind: KindSpec {
    let kind = ContentKind.iqReport
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/professions/*/name", "/levels/*/label"])
    let form = CompiledForm.fileItem
    /// Every IQ in it (professions, levels) is what a result is reported against; names are wording.
    let diffProfile = DiffProfile(item: ItemRoles(noun: "IQ report", otherwise: .scoring))
}
