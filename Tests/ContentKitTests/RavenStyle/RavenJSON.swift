/// Generated items as `matrix-series` content.
enum RavenJSON {
    static let typeNames = ["triangle", "square", "pentagon", "hexagon", "circle"]

    static func item(_ item: RavenItem) -> String {
        let components = item.components.map { component in
            let rules = [component.group, .type, .size, .color].map { #""\#($0.rawValue)": \#(component.rules[$0]!.json)"# }
            return #"{"rules": {\#(rules.joined(separator: ", "))}}"#
        }
        return #"{"id": "\#(item.id)", "difficulty": 5, "form": "rendered", "layout": "\#(item.layout)","#
            + "\n \"components\": [" + components.joined(separator: ", ") + "],"
            + "\n \"panels\": [" + item.panels.prefix(8).map(panel).joined(separator: ",\n  ") + "],"
            + "\n \"options\": [" + item.options.map(panel).joined(separator: ",\n  ") + "],"
            + "\n \"answer\": \(item.answer)}"
    }

    /// A panel; each component's entities in the order the generator holds them.
    static func panel(_ panel: RavenPanel) -> String {
        let components = panel.map { entities in
            #"{"entities": ["# + entities.map(entity).joined(separator: ", ") + "]}"
        }
        return "[" + components.joined(separator: ", ") + "]"
    }

    static func entity(_ entity: RavenEntity) -> String {
        let angle = entity.angle == 0 ? "" : #", "angle": \#(entity.angle)"#
        return #"{"type": "\#(typeNames[entity.type])", "size": \#(entity.size), "color": \#(entity.color), "slot": \#(entity.slot)\#(angle)}"#
    }

    static func series(id: String, _ items: [RavenItem]) -> String {
        #"{"kind": "matrix-series", "id": "\#(id)", "title": {"en": "Generated", "ru": "Генерация", "uk": "Генерація"}, "timeLimitSeconds": 1200,"#
            + "\n\"items\": [\n" + items.map(item).joined(separator: ",\n") + "]}\n"
    }
}
