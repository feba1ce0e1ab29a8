import ContentBundle
import ContentCore

/// `survey`: a short survey the app shows when its trigger happens (runtime type `Survey`, which
/// also checks and records a user's response).
struct SurveyKind: KindSpec {
    let kind = ContentKind.survey
    let layout = ContentLayout(
        ids: ["/id"], localizedTexts: ["/title", "/intro", "/questions/*/text", "/questions/*/options/*/text"])
    let form = CompiledForm.fileItem
    /// A survey scores nothing; its questions and options are what stored responses mean, so a
    /// change to them is a change to the question asked.
    let diffProfile = DiffProfile(item: ItemRoles(
        noun: "survey", members: ["title": .wording, "intro": .wording, "trigger": .serving], otherwise: .question))
}
