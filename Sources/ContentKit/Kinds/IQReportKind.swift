import ContentBundle

/// `iq-report`: professions' typical IQs and named levels of the scale (runtime type `IQReport`).
struct IQReportKind: KindSpec {
    let kind = ContentKind.iqReport
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/professions/*/name", "/levels/*/label"])
    let form = CompiledForm.fileItem
}
