/// What a member is to a player's result.
package enum ResultRole: Sendable, Equatable {
    /// Names the item; compared only to find it.
    case identity
    /// What the player is asked (terms, equations, panels, rules of a matrix item).
    case question
    /// What a result is scored or reported with: points, penalties, time limits, lives, level
    /// parameters, norm tables, report values.
    case scoring
    /// When or to whom the item is served (difficulty pools, premium, bonus places).
    case serving
    /// Localised text.
    case wording
    /// A picture (a bundle path, or a size the picture is drawn at).
    case picture
    /// The path of a file the build made from the item; the file itself is compared.
    case generated
    /// The rule that explains the key.
    case explanation
    /// The key: a value among the choices, or the index of an option.
    case key
    /// The options a player picks from, and how the key points into them.
    case choices(ChoiceKey)
    /// Free-text answers accepted per locale (`{"en": ["a towel", "towel"]}`).
    case acceptedAnswers
    /// The same answers as a hashed bundle stores them (`{"salt", "sha256": {"en": [...]}}`).
    case hashedAnswers
    /// Item ids in the order they are served (a puzzle track).
    case servedItems
    /// Things a player meets, each counted like an item (an anagram level's words).
    case contentList
}

/// How an item's key names the right choice.
package enum ChoiceKey: Sendable, Equatable {
    /// The key is the right choice's value (number series, equations).
    case value
    /// The key is the right option's 0-based index (matrix items).
    case index
}
