import ContentCore

/// The preview of a survey: its questions as the app would ask them (not answerable here).
extension SurveyKind {
    var previewScript: String? {
        #"""
        Renderers.survey = (survey) => [
          el('p', { text: 'Shown on ' + survey.trigger + (survey.intro ? ': ' + tr(survey.intro) : '') }),
          el('ol', { class: 'survey' }, survey.questions.map((q) => el('li', {},
            el('p', { text: `${tr(q.text)} (${q.type}${q.maxChoices ? ', at most ' + q.maxChoices : ''}${q.maxLength ? ', up to ' + q.maxLength + ' characters' : ''})` }),
            q.options ? el('ul', {}, q.options.map((o) => el('li', { text: tr(o.text) + (o.freeText ? ` [text, up to ${o.freeText.maxLength}]` : '') }))) : null))),
        ];
        """#
    }
}
