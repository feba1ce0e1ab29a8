import ContentBundle

/// `iq-test`: matrix series in order under one time budget (runtime type `IQTest`).
struct IQTestKind: KindSpec {
    let kind = ContentKind.iqTest
    let layout = ContentLayout(ids: ["/id"], localizedTexts: ["/title"])
    let form = CompiledForm.fileItem
}
