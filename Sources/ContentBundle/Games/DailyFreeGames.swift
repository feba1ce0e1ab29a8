extension ContentBundle {
    /// The day's training: the games a player plays free of every limit on day `day` (days
    /// since 1970-01-01 in the player's own calendar, so the set changes at their midnight).
    /// The pack's `dailyFreeGames` games (`BundleManifest.PackInfo.dailyFreeGames`) among those
    /// with a daily limit (`GameTable.dailyFreePlays`), in id order, turning by that many each
    /// day so that every limited game comes round; every device gives the same set for a day.
    /// Outside the set a game keeps its own daily limit. Empty when the pack sets none.
    public func dailyFreeGames(day: Int) throws -> [GameTable] {
        guard let wanted = manifest.pack.dailyFreeGames, wanted > 0 else { return [] }
        let limited = try games.filter { $0.dailyFreePlays != nil }
        guard !limited.isEmpty else { return [] }
        let count = min(wanted, limited.count)
        // why: the start's product stays in range for any day (the remainder is taken first)
        let start = (((day % limited.count) + limited.count) % limited.count * count) % limited.count
        return (0..<count).map { limited[(start + $0) % limited.count] }
    }
}
