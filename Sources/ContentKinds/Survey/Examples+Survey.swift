import ContentCore

extension Examples {
    /// A survey file with the given questions (the text of the array's members).
    static func survey(_ questions: String, id: String = "after-test", trigger: String = "first-test-unfinished") -> String {
        """
        {"kind": "survey", "id": "\(id)", "trigger": "\(trigger)",
         "title": {"en": "Tell us why", "ru": "Расскажите почему", "uk": "Розкажіть чому"},
         "questions": [\(questions)]}
        """
    }

    /// A choice question of a survey (`options`: the text of the options array's members).
    static func surveyQuestion(_ options: String, id: String = "reason", type: String = "single") -> String {
        """
        {"id": "\(id)", "type": "\(type)", "text": {"en": "What did not suit you?", "ru": "Что вам не подошло?", "uk": "Що вам не підійшло?"},
         "options": [\(options)]}
        """
    }

    /// An option of a survey question, `uk` the Russian text unless given.
    static func surveyOption(_ id: String, en: String, ru: String, uk: String? = nil, freeText: Bool = false) -> String {
        let field = freeText ? #", "freeText": {"maxLength": 200}"# : ""
        return #"{"id": "\#(id)", "text": {"en": "\#(en)", "ru": "\#(ru)", "uk": "\#(uk ?? ru)"}\#(field)}"#
    }
}
