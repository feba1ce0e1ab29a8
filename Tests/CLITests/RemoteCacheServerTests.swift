import Foundation
import Testing

/// The remote build cache against a real server (issue 34): Debian's nginx with WebDAV `PUT`
/// behind a password (`CacheServer`, `Scripts/cache-server`), and a plain shared folder. Each
/// "machine" has its own output folder (its local build cache inside), its own state (the key
/// sealing its caches) and its own cache home. Whatever the server does (serves another
/// machine's entries, forged or unsigned ones, a corrupted blob, dies, answers 500 or 413,
/// refuses a client without the password), the build exits 0, its bundle is byte-identical to
/// a build without any cache, and a `remote cache: ` line says what happened.
@Suite(.serialized, .enabled(if: CacheServer.isAvailable, "nginx is not installed (Scripts/setup installs Debian's; CI has it): the remote-cache tests need a real server"))
struct RemoteCacheServerTests {
    private let manager = FileManager.default

    // MARK: - Machines, packs, builds

    /// One machine: its output folder (`dist`, the local build cache in `dist/.content-build-cache`),
    /// its state and cache homes.
    struct Machine {
        let root: URL
        var dist: URL { root.appendingPathComponent("dist") }
        var environment: [String: String] {
            ["XDG_STATE_HOME": root.appendingPathComponent("state").path,
             "XDG_CACHE_HOME": root.appendingPathComponent("cache-home").path]
        }
    }

    /// What a build printed and how long it took.
    struct Build {
        var result: CommandResult
        var seconds: Double
        /// The lines of stdout about the remote cache: the summary (`remote cache URL: 3 hits, …`)
        /// and a `remote cache: ` line for each kind of trouble.
        var remoteLines: [String] {
            result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("remote cache") }
        }
        /// The summary: the line with the counts.
        var summary: String? { remoteLines.first { !$0.hasPrefix("remote cache: ") && $0.contains(" hit") } }
        /// The number before `word` in the summary (`12 hits`, `3 uploaded`).
        func count(_ word: String) -> Int? {
            guard let summary else { return nil }
            let words = summary.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: ";", with: " ")
                .replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ")
                .split(separator: " ").map(String.init)
            for (index, candidate) in words.enumerated() where index > 0 && candidate.hasPrefix(word) {
                if let number = Int(words[index - 1]) { return number }
            }
            return nil
        }
        /// A `remote cache: ` line says this.
        func says(_ words: String...) -> Bool { remoteLines.contains { line in words.contains { line.contains($0) } } }
        var description: String { "status \(result.status) in \(String(format: "%.2f", seconds)) s\nstdout:\n\(result.stdout)\nstderr:\n\(result.stderr)" }
    }

    /// A folder for one test, enterable by others (nginx runs as nobody when the tests run as root).
    private func temporaryFolder(_ name: String) throws -> URL {
        let folder = manager.temporaryDirectory.appendingPathComponent("remote-cache-\(name)-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        return folder
    }

    private func machine(_ name: String, in work: URL) throws -> Machine {
        let root = work.appendingPathComponent("machine-\(name)")
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        return Machine(root: root)
    }

    /// A small pack whose outputs are cached: a 3×3 jigsaw of a photograph, a dots picture and a
    /// memory game of SVG drawings rendered as cards (45 files, about 30 outputs).
    private func smallPack(in work: URL) throws -> URL {
        let content = CommandRunner.repository.appendingPathComponent("content")
        let pack = work.appendingPathComponent("pack")
        for folder in ["jigsaw", "dots", "memory", "img/photos", "img/dots", "img/cards"] {
            try manager.createDirectory(at: pack.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["pack.json", "jigsaw/chelsea-9.json", "dots/car-jamin-ellis.json", "memory/fruits.json", "img/photos/chelsea.png",
                     "img/dots/car-jamin-ellis.svg", "img/dots/car-jamin-ellis-reveal.svg", "img/cards/fruits"] {
            try manager.copyItem(at: content.appendingPathComponent(file), to: pack.appendingPathComponent(file))
        }
        return pack
    }

    /// Builds `pack` on `machine`; `remote` nil builds without any remote cache.
    private func build(
        _ pack: URL, on machine: Machine, remote: String?, token: String? = nil, signingKey: String? = nil,
        publicKey: String? = nil, timeout: Int? = nil, environment extra: [String: String] = [:],
        whileRunning: (() throws -> Void)? = nil
    ) throws -> Build {
        var arguments = ["build", pack.path, "-o", machine.dist.path]
        if let remote { arguments += ["--remote-cache", remote] }
        if let publicKey { arguments += ["--remote-cache-public-key", publicKey] }
        if let timeout { arguments += ["--remote-cache-timeout", String(timeout)] }
        var environment = machine.environment.merging(extra) { _, new in new }
        if let token { environment["CONTENT_CACHE_TOKEN"] = token }
        if let signingKey { environment["CONTENT_CACHE_SIGNING_KEY"] = signingKey }
        let start = Date()
        let result = try Self.run("content-build", arguments, in: machine.root, environment: environment, whileRunning: whileRunning)
        return Build(result: result, seconds: Date().timeIntervalSince(start))
    }

    /// Every file of a machine's output folder (the bundle and the folder's marker), its local
    /// build cache left out.
    private func bundle(of machine: Machine) -> [String: Data] {
        CacheServer.files(under: machine.dist, skipping: [".content-build-cache"])
    }

    /// The machine's bundle is the reference's, file for file and byte for byte.
    private func expectSameBundle(_ machine: Machine, as reference: [String: Data], sourceLocation: SourceLocation = #_sourceLocation) {
        let built = bundle(of: machine)
        guard !built.isEmpty else {
            Issue.record("no bundle was built in \(machine.dist.path)", sourceLocation: sourceLocation)
            return
        }
        #expect(Set(built.keys) == Set(reference.keys),
                "missing: \(Set(reference.keys).subtracting(built.keys).sorted()), extra: \(Set(built.keys).subtracting(reference.keys).sorted())",
                sourceLocation: sourceLocation)
        let differing = reference.keys.filter { built[$0] != nil && built[$0] != reference[$0] }.sorted()
        #expect(differing.isEmpty, "files whose bytes differ from the build without a cache: \(differing)", sourceLocation: sourceLocation)
    }

    /// The reference: the pack built on a machine of its own without any cache.
    private func referenceBuild(_ pack: URL, in work: URL) throws -> (files: [String: Data], seconds: Double) {
        let plain = try machine("plain", in: work)
        let built = try build(pack, on: plain, remote: nil)
        #expect(built.result.status == 0, "\(built.description)")
        #expect(built.remoteLines.isEmpty, "no remote cache, no line: \(built.remoteLines)")
        return (bundle(of: plain), built.seconds)
    }

    /// The names in a store: `ac/<64 hex>` and `cas/<64 hex>` only.
    private func expectOnlyEntries(_ files: [String: Data], sourceLocation: SourceLocation = #_sourceLocation) {
        let strange = files.keys.filter { name in
            let parts = name.split(separator: "/")
            return parts.count != 2 || !["ac", "cas"].contains(parts[0]) || parts[1].count != 64
                || !parts[1].allSatisfy { $0.isHexDigit && !$0.isUppercase }
        }
        #expect(strange.isEmpty, "files other than entries in the store: \(strange.sorted())", sourceLocation: sourceLocation)
    }

    private func names(_ files: [String: Data], under folder: String) -> [String] {
        files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
    }

    // MARK: - a. Two machines

    /// Machine A builds with the write token and uploads; machine B (fresh output folder, fresh
    /// state) builds from A's entries: every output a hit, nothing made again, nothing uploaded.
    @Test func aSecondMachineBuildsFromTheFirstMachinesEntries() throws {
        let work = try temporaryFolder("two-machines")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? server.stop() }

        let a = try machine("a", in: work)
        let first = try build(pack, on: a, remote: server.url, token: server.token)
        #expect(first.result.status == 0, "\(first.description)")
        expectSameBundle(a, as: reference.files)
        #expect(first.summary != nil, "a summary line: \(first.description)")
        #expect(first.count("hit") == 0, "\(first.remoteLines)")
        let uploaded = try #require(first.count("upload"), "\(first.remoteLines)")
        #expect(uploaded > 0, "\(first.remoteLines)")
        let stored = server.storedFiles()
        expectOnlyEntries(stored)
        #expect(!names(stored, under: "ac").isEmpty && !names(stored, under: "cas").isEmpty, "\(stored.keys.sorted())")
        let puts = server.requests().filter { $0.method == "PUT" }
        #expect(!puts.isEmpty && puts.allSatisfy { [201, 204].contains($0.status) }, "\(puts)")

        let b = try machine("b", in: work)
        let second = try build(pack, on: b, remote: server.url)
        #expect(second.result.status == 0, "\(second.description)")
        expectSameBundle(b, as: reference.files)
        let hits = try #require(second.count("hit"), "\(second.remoteLines)")
        #expect(hits > 0, "\(second.remoteLines)")
        #expect(second.count("miss") == 0, "B makes nothing A made: \(second.remoteLines)")
        #expect(second.count("upload") ?? 0 == 0, "\(second.remoteLines)")
        #expect(server.requests().filter { $0.method == "PUT" }.count == puts.count, "B has no token: it never writes")
        #expect(server.storedFiles() == stored, "the store is as A left it")
        #expect(second.remoteLines.count == 1, "no problem to report: \(second.remoteLines)")
    }

    // MARK: - b. Trust: forged and unsigned entries

    /// With a public key configured, B takes only entries signed by its private key: entries
    /// signed by another key, unsigned ones, and A's entries rewritten with another key's
    /// are refused, made locally, and the bundle is the same.
    @Test func forgedAndUnsignedEntriesAreRefused() throws {
        let work = try temporaryFolder("forged")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        for name in ["trusted", "other"] {
            let keygen = try CommandRunner.run("content-build", ["keygen", name], in: work)
            #expect(keygen.status == 0, "\(keygen)")
        }
        let trustedKey = work.appendingPathComponent("trusted.key").path
        let trustedPublic = work.appendingPathComponent("trusted.pub").path
        let otherKey = work.appendingPathComponent("other.key").path

        // A signs with the trusted key; B, with its public key, takes A's entries.
        let signedServer = try CacheServer.start(in: work.appendingPathComponent("server-signed"))
        defer { try? signedServer.stop() }
        let a = try machine("a", in: work)
        let signed = try build(pack, on: a, remote: signedServer.url, token: signedServer.token, signingKey: trustedKey)
        #expect(signed.result.status == 0, "\(signed.description)")
        #expect((signed.count("upload") ?? 0) > 0, "\(signed.remoteLines)")
        let trusting = try machine("trusting", in: work)
        let taken = try build(pack, on: trusting, remote: signedServer.url, publicKey: trustedPublic)
        #expect(taken.result.status == 0, "\(taken.description)")
        #expect((taken.count("hit") ?? 0) > 0, "signed entries are taken: \(taken.remoteLines)")
        #expect(!taken.says("refused"), "\(taken.remoteLines)")
        expectSameBundle(trusting, as: reference.files)

        // C signs the same outputs with another key; D signs nothing.
        let otherServer = try CacheServer.start(in: work.appendingPathComponent("server-other"))
        defer { try? otherServer.stop() }
        let c = try machine("c", in: work)
        let byOther = try build(pack, on: c, remote: otherServer.url, token: otherServer.token, signingKey: otherKey)
        #expect(byOther.result.status == 0 && (byOther.count("upload") ?? 0) > 0, "\(byOther.description)")
        let unsignedServer = try CacheServer.start(in: work.appendingPathComponent("server-unsigned"))
        defer { try? unsignedServer.stop() }
        let d = try machine("d", in: work)
        let unsigned = try build(pack, on: d, remote: unsignedServer.url, token: unsignedServer.token)
        #expect(unsigned.result.status == 0 && (unsigned.count("upload") ?? 0) > 0, "\(unsigned.description)")

        for (name, server) in [("another key's", otherServer), ("unsigned", unsignedServer)] {
            let b = try machine("b-\(server.port)", in: work)
            // why: the key also given as its base64 text, not only as the .pub file
            let publicText = try String(contentsOfFile: trustedPublic, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let refused = try build(pack, on: b, remote: server.url, publicKey: name == "unsigned" ? publicText : trustedPublic)
            #expect(refused.result.status == 0, "\(name): \(refused.description)")
            #expect(refused.says("refused"), "\(name) entries: a refused line: \(refused.remoteLines)")
            #expect(refused.count("hit") == 0, "\(name) entries are never hits: \(refused.remoteLines)")
            expectSameBundle(b, as: reference.files)
        }

        // A's entries on the server rewritten: each /ac/ file replaced by the other key's entry
        // of the same name (same action, same outputs, signed by a key B does not trust).
        let forgedStore = signedServer.storedFiles()
        let otherStore = otherServer.storedFiles()
        var rewritten = 0
        for name in names(forgedStore, under: "ac") {
            guard let replacement = otherStore[name] else { continue }
            try replacement.write(to: signedServer.store.appendingPathComponent(name))
            rewritten += 1
        }
        for name in names(otherStore, under: "cas") where forgedStore[name] == nil {
            try otherStore[name]!.write(to: signedServer.store.appendingPathComponent(name))
        }
        #expect(rewritten > 0, "the other key's entries have the same action keys")
        let victim = try machine("victim", in: work)
        let forged = try build(pack, on: victim, remote: signedServer.url, publicKey: trustedPublic)
        #expect(forged.result.status == 0, "\(forged.description)")
        #expect(forged.says("refused"), "\(forged.remoteLines)")
        expectSameBundle(victim, as: reference.files)
    }

    /// The threat signing is for: someone with the write token but not the signing key. Through
    /// the server's own PUT they swap one output for another: a record for action X that names
    /// another output's blob (valid hash, valid size), with X's genuine signature copied, and an
    /// entry for X pointing at it; the whole-build entry is overwritten so that builds look at
    /// each output's entry. A machine with the public key refuses the forged record ("forged
    /// signature") and builds the right bundle; a machine without a key takes the swap (which
    /// shows the forgery is live, and why CI should sign).
    @Test func aTokenHolderWithoutTheSigningKeyCannotSwapOutputs() throws {
        let work = try temporaryFolder("swap")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let keygen = try CommandRunner.run("content-build", ["keygen", "ci"], in: work)
        #expect(keygen.status == 0, "\(keygen)")
        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? server.stop() }
        let a = try machine("a", in: work)
        let signed = try build(pack, on: a, remote: server.url, token: server.token, signingKey: work.appendingPathComponent("ci.key").path)
        #expect(signed.result.status == 0 && (signed.count("upload") ?? 0) > 0, "\(signed.description)")

        // The records on the server: action, output hash and size, signature line.
        let stored = server.storedFiles()
        let header = "content-toolchain cache record 1\n"
        var records: [(action: String, output: String, size: Int, signature: String)] = []
        for name in names(stored, under: "cas") {
            guard let text = String(data: stored[name]!, encoding: .utf8), text.hasPrefix(header) else { continue }
            let lines = text.split(separator: "\n").map(String.init)
            guard lines.count == 4 else { continue }
            let output = lines[2].split(separator: " ")
            records.append((String(lines[1].dropFirst("action ".count)), String(output[1]), Int(output[2])!, lines[3]))
        }
        #expect(records.count > 3, "\(records.count) signed records")
        #expect(records.allSatisfy { $0.signature.hasPrefix("signature ") })
        let isWholeBuild = { (record: (action: String, output: String, size: Int, signature: String)) -> Bool in
            // why: the index of a whole build opens with its magic (after the string's length)
            stored["cas/" + record.output].map { $0.prefix(64).range(of: Data("content-build pack entry 1".utf8)) != nil } ?? false
        }
        let whole = try #require(records.first(where: isWholeBuild), "the whole build's record")
        let outputs = records.filter { !isWholeBuild($0) }.sorted { $0.action < $1.action }
        // why: two pictures (one PNG each, a jigsaw piece or a card), so the swap is of like for like
        let pictures = outputs.filter { stored["cas/" + $0.output]?.starts(with: [0x89, 0x50, 0x4e, 0x47]) == true }
        let victim = try #require(pictures.first)
        let swapped = try #require(pictures.first { $0.output != victim.output })

        #expect(try put(server, "ac/" + whole.action, Data("not an entry".utf8)) == 204)
        let forgedRecord = Data("\(header)action \(victim.action)\noutput \(swapped.output) \(swapped.size)\n\(victim.signature)\n".utf8)
        let recordHash = Self.sha256Hex(forgedRecord)
        #expect(try put(server, "cas/" + recordHash, forgedRecord) == 201)
        let entry = Self.actionEntry([("content-toolchain/record", recordHash, forgedRecord.count), ("content-toolchain/output", swapped.output, swapped.size)])
        #expect(try put(server, "ac/" + victim.action, entry) == 204)

        let trusting = try machine("trusting", in: work)
        let checked = try build(pack, on: trusting, remote: server.url, publicKey: work.appendingPathComponent("ci.pub").path)
        #expect(checked.result.status == 0, "\(checked.description)")
        #expect(checked.remoteLines.contains { $0.contains("refused") && $0.contains("0 unsigned, 1 with another key's or a forged signature") },
                "\(checked.remoteLines)")
        #expect((checked.count("hit") ?? 0) == outputs.count - 1, "every other output is a hit: \(checked.remoteLines)")
        expectSameBundle(trusting, as: reference.files)

        let unchecked = try machine("unchecked", in: work)
        let taken = try build(pack, on: unchecked, remote: server.url)
        #expect(taken.result.status == 0, "\(taken.description)")
        let differing = reference.files.keys.filter { bundle(of: unchecked)[$0] != reference.files[$0] }.sorted()
        #expect(differing.count == 2 && differing.contains("brain-starter-1.0.0/manifest.json") && differing.contains { $0.hasSuffix(".png") },
                "without a key the swapped picture is taken (and the manifest lists its hash): \(differing)")
    }

    /// PUTs `bytes` at `path` of the server with its password (curl); the HTTP status.
    private func put(_ server: CacheServer, _ path: String, _ bytes: Data) throws -> Int {
        let file = server.folder.deletingLastPathComponent().appendingPathComponent("put-\(UUID().uuidString)")
        try bytes.write(to: file)
        defer { try? manager.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-u", server.token, "-T", file.path, "\(server.url)/\(path)"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let answer = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: answer, as: UTF8.self)) ?? -1
    }

    /// An `ActionResult` (protocol buffers) naming each output by path and digest, as Bazel's
    /// HTTP cache stores them: output_files = 2 { path = 1, digest = 2 { hash = 1, size_bytes = 2 } }.
    static func actionEntry(_ outputs: [(path: String, hash: String, size: Int)]) -> Data {
        func varint(_ value: UInt64) -> [UInt8] {
            var value = value
            var bytes: [UInt8] = []
            repeat {
                bytes.append(UInt8(value & 0x7f) | (value > 0x7f ? 0x80 : 0))
                value >>= 7
            } while value > 0
            return bytes
        }
        func field(_ number: UInt64, _ bytes: [UInt8]) -> [UInt8] { varint(number << 3 | 2) + varint(UInt64(bytes.count)) + bytes }
        var message: [UInt8] = []
        for output in outputs {
            let digest = field(1, Array(output.hash.utf8)) + varint(2 << 3) + varint(UInt64(output.size))
            message += field(2, field(1, Array(output.path.utf8)) + field(2, digest))
        }
        return Data(message)
    }

    /// SHA-256 of `bytes` in lower-case hex (sha256sum).
    static func sha256Hex(_ bytes: Data) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe()
        let out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        try? process.run()
        input.fileHandleForWriting.write(bytes)
        try? input.fileHandleForWriting.close()
        let answer = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: answer, as: UTF8.self).prefix(64))
    }

    // MARK: - c. Corrupted blobs and entries

    /// A byte flipped in a blob on the server: the blob's hash does not match, it is ignored and
    /// made locally; garbage in place of every action entry: ignored too.
    @Test func aCorruptedBlobIsIgnoredAndMadeLocally() throws {
        let work = try temporaryFolder("corrupted")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? server.stop() }
        let a = try machine("a", in: work)
        let uploaded = try build(pack, on: a, remote: server.url, token: server.token)
        #expect(uploaded.result.status == 0 && (uploaded.count("upload") ?? 0) > 0, "\(uploaded.description)")

        // The largest blob (a picture's), one byte flipped in its middle.
        let stored = server.storedFiles()
        let largest = try #require(names(stored, under: "cas").max { stored[$0]!.count < stored[$1]!.count })
        var bytes = stored[largest]!
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: server.store.appendingPathComponent(largest))
        let b = try machine("b", in: work)
        let corrupted = try build(pack, on: b, remote: server.url)
        #expect(corrupted.result.status == 0, "\(corrupted.description)")
        #expect(corrupted.says("did not match"), "\(corrupted.remoteLines)")
        #expect((corrupted.count("hit") ?? 0) > 0, "the other entries are still taken: \(corrupted.remoteLines)")
        expectSameBundle(b, as: reference.files)

        // Every blob cut to nothing, every action entry replaced by random bytes.
        for name in names(stored, under: "cas") { try Data().write(to: server.store.appendingPathComponent(name)) }
        for name in names(stored, under: "ac") {
            try Data((0..<257).map { _ in UInt8.random(in: 0...255) }).write(to: server.store.appendingPathComponent(name))
        }
        let c = try machine("c", in: work)
        let garbage = try build(pack, on: c, remote: server.url)
        #expect(garbage.result.status == 0, "\(garbage.description)")
        #expect(garbage.count("hit") == 0, "\(garbage.remoteLines)")
        #expect(garbage.remoteLines.count > 1, "a line says what was wrong: \(garbage.remoteLines)")
        expectSameBundle(c, as: reference.files)
    }

    // MARK: - d. A server that dies or crawls

    /// The server killed (SIGKILL) before the build and in the middle of one: the build goes on
    /// without it, exits 0 with the same bundle, says so, and takes little longer than a
    /// build without a cache (time-outs and the circuit breaker bound the cost).
    @Test func aKilledServerCostsOnlyTime() throws {
        let work = try temporaryFolder("killed")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let bound = reference.seconds + 10

        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? server.stop() }
        let a = try machine("a", in: work)
        let uploaded = try build(pack, on: a, remote: server.url, token: server.token)
        #expect(uploaded.result.status == 0 && (uploaded.count("upload") ?? 0) > 0, "\(uploaded.description)")
        try server.kill()
        #expect(!Self.accepts(port: server.port), "the server is gone")

        let b = try machine("b", in: work)
        let dead = try build(pack, on: b, remote: server.url, token: server.token, timeout: 2)
        #expect(dead.result.status == 0, "\(dead.description)")
        #expect(dead.says("unreachable", "stopped"), "\(dead.remoteLines)")
        #expect(dead.seconds < bound, "a dead server costs little: \(dead.seconds) s, bound \(bound) s")
        expectSameBundle(b, as: reference.files)

        // Mid-build: a slow server (16 KiB/s) holds the build in its downloads; it is killed
        // once the build has asked for something.
        let slow = try CacheServer.start(in: work.appendingPathComponent("server-slow"), mode: .slow)
        defer { try? slow.stop() }
        for (name, bytes) in server.storedFiles() {
            let target = slow.store.appendingPathComponent(name)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: target)
        }
        let c = try machine("c", in: work)
        let killed = try build(pack, on: c, remote: slow.url, timeout: 5) {
            // why: the access log has a line once a request ends; the picture's download takes
            // seconds, so half a second after the first answer the build is still waiting on one
            let deadline = Date().addingTimeInterval(20)
            while slow.requests().isEmpty && Date() < deadline { usleep(20_000) }
            usleep(500_000)
            try slow.kill()
        }
        #expect(killed.result.status == 0, "\(killed.description)")
        #expect(killed.says("unreachable", "stopped"), "\(killed.remoteLines)")
        #expect(killed.seconds < bound + 5, "\(killed.seconds) s")
        expectSameBundle(c, as: reference.files)
    }

    /// A server too slow for the time-out: the build gives up on it and makes the outputs.
    @Test func aSlowServerIsGivenUpOn() throws {
        let work = try temporaryFolder("slow")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let fast = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? fast.stop() }
        let a = try machine("a", in: work)
        let uploaded = try build(pack, on: a, remote: fast.url, token: fast.token)
        #expect(uploaded.result.status == 0, "\(uploaded.description)")
        let slow = try CacheServer.start(in: work.appendingPathComponent("server-slow"), mode: .slow)
        defer { try? slow.stop() }
        for (name, bytes) in fast.storedFiles() {
            let target = slow.store.appendingPathComponent(name)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: target)
        }
        let b = try machine("b", in: work)
        let crawled = try build(pack, on: b, remote: slow.url, timeout: 1)
        #expect(crawled.result.status == 0, "\(crawled.description)")
        #expect(crawled.says("timed out"), "a line says the server was too slow: \(crawled.remoteLines)")
        expectSameBundle(b, as: reference.files)
        // The breaker bounds what a slow server costs: three time-outs (of 1 s between bytes)
        // and the build goes on without it.
        #expect(crawled.says("stopped"), "\(crawled.remoteLines)")
        #expect(crawled.seconds < reference.seconds + 3 * 1 + 5, "\(crawled.seconds) s for a build of \(reference.seconds) s: \(crawled.remoteLines)")
    }

    // MARK: - e. 500 and 413

    /// A server that answers 500 to everything, read and written: the same bundle, a line with 500.
    @Test func aServerAnswering500IsReported() throws {
        let work = try temporaryFolder("fail500")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let server = try CacheServer.start(in: work.appendingPathComponent("server"), mode: .fail500)
        defer { try? server.stop() }
        let a = try machine("a", in: work)
        let writer = try build(pack, on: a, remote: server.url, token: server.token)
        #expect(writer.result.status == 0, "\(writer.description)")
        #expect(writer.says("500"), "\(writer.remoteLines)")
        expectSameBundle(a, as: reference.files)
        let b = try machine("b", in: work)
        let reader = try build(pack, on: b, remote: server.url)
        #expect(reader.result.status == 0, "\(reader.description)")
        #expect(reader.says("500"), "\(reader.remoteLines)")
        expectSameBundle(b, as: reference.files)
        #expect(server.storedFiles().isEmpty)
        #expect(!server.requests().isEmpty && server.requests().allSatisfy { $0.status == 500 })
    }

    /// A server that takes bodies of 4 KiB at most: the larger uploads get 413 and are
    /// reported; what was stored is used by the next machine, and both bundles are the same.
    @Test func aServerRefusingLargeBodiesIsReported() throws {
        let work = try temporaryFolder("limit413")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let server = try CacheServer.start(in: work.appendingPathComponent("server"), mode: .limit413)
        defer { try? server.stop() }
        let a = try machine("a", in: work)
        let writer = try build(pack, on: a, remote: server.url, token: server.token)
        #expect(writer.result.status == 0, "\(writer.description)")
        #expect(writer.says("413"), "\(writer.remoteLines)")
        expectSameBundle(a, as: reference.files)
        #expect(server.requests().contains { $0.method == "PUT" && $0.status == 413 })
        let stored = server.storedFiles()
        expectOnlyEntries(stored)
        #expect(stored.values.allSatisfy { $0.count <= 4096 }, "nothing over the limit stored")
        let b = try machine("b", in: work)
        let reader = try build(pack, on: b, remote: server.url)
        #expect(reader.result.status == 0, "\(reader.description)")
        expectSameBundle(b, as: reference.files)
    }

    // MARK: - f. A client without the password

    /// A wrong token: every PUT gets 401, a line says so, nothing is stored. No token at all:
    /// the client only reads (no PUT is sent).
    @Test func aReadOnlyClientStoresNothing() throws {
        let work = try temporaryFolder("read-only")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? server.stop() }
        let a = try machine("a", in: work)
        let wrong = try build(pack, on: a, remote: server.url, token: "ci:not-\(server.password)")
        #expect(wrong.result.status == 0, "\(wrong.description)")
        #expect(wrong.says("401"), "\(wrong.remoteLines)")
        #expect(wrong.count("upload") ?? 0 == 0, "\(wrong.remoteLines)")
        expectSameBundle(a, as: reference.files)
        #expect(server.storedFiles().isEmpty, "\(server.storedFiles().keys.sorted())")
        let puts = server.requests().filter { $0.method == "PUT" }
        #expect(!puts.isEmpty && puts.allSatisfy { $0.status == 401 }, "\(puts)")

        let b = try machine("b", in: work)
        let none = try build(pack, on: b, remote: server.url)
        #expect(none.result.status == 0, "\(none.description)")
        #expect(!none.says("401"), "\(none.remoteLines)")
        expectSameBundle(b, as: reference.files)
        #expect(server.storedFiles().isEmpty)
        #expect(server.requests().filter { $0.method == "PUT" }.count == puts.count, "no token: no PUT")
    }

    // MARK: - g. Nothing written outside the cache folder

    /// The whole run in a sandbox (HOME, XDG_*, TMPDIR inside it): a build that uploads and a
    /// second machine's build that downloads change only the output folders (bundle and local
    /// cache), the state keys, and the server's store, where only entries land.
    @Test func nothingIsWrittenOutsideTheCacheFolders() throws {
        let work = try temporaryFolder("sandbox")
        defer { try? manager.removeItem(at: work) }
        let sandbox = work.appendingPathComponent("sandbox")
        let pack = try smallPack(in: sandbox)
        for folder in ["home", "config", "data", "tmp"] {
            try manager.createDirectory(at: sandbox.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let reference = try referenceBuild(pack, in: work)
        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        defer { try? server.stop() }
        let environment = [
            "HOME": sandbox.appendingPathComponent("home").path,
            "XDG_CONFIG_HOME": sandbox.appendingPathComponent("config").path,
            "XDG_DATA_HOME": sandbox.appendingPathComponent("data").path,
            "TMPDIR": sandbox.appendingPathComponent("tmp").path,
        ]
        let a = Machine(root: sandbox.appendingPathComponent("a"))
        let b = Machine(root: sandbox.appendingPathComponent("b"))
        try manager.createDirectory(at: a.root, withIntermediateDirectories: true)
        try manager.createDirectory(at: b.root, withIntermediateDirectories: true)
        let before = snapshot(sandbox)
        let serverBefore = snapshot(server.folder.appendingPathComponent("data"))
        let workBefore = try manager.contentsOfDirectory(atPath: work.path).sorted()

        let upload = try build(pack, on: a, remote: server.url, token: server.token, environment: environment)
        #expect(upload.result.status == 0 && (upload.count("upload") ?? 0) > 0, "\(upload.description)")
        let download = try build(pack, on: b, remote: server.url, environment: environment)
        #expect(download.result.status == 0 && (download.count("hit") ?? 0) > 0, "\(download.description)")
        expectSameBundle(a, as: reference.files)
        expectSameBundle(b, as: reference.files)

        let after = snapshot(sandbox)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        // why: a machine's folder itself changes when its output and state folders are made in it
        let allowed = ["a/dist/", "b/dist/", "a/state/", "b/state/"]
        let strays = changed.filter { path in !["a/", "b/"].contains(path) && !allowed.contains { path.hasPrefix($0) } }.sorted()
        // (Foundation's URLSession once made empty folders for its URL cache and cookies under
        // XDG_CACHE_HOME and XDG_DATA_HOME; the client's sessions no longer do.)
        #expect(strays.isEmpty, "written outside the output folders and the state keys: \(strays)")
        #expect(changed.contains { $0.hasPrefix("a/dist/.content-build-cache/") }, "the local cache is in the output folder")
        for machine in ["a", "b"] {
            let stateFiles = changed.filter { $0.hasPrefix("\(machine)/state/") && !$0.hasSuffix("/") }.sorted()
            #expect(stateFiles == ["\(machine)/state/content-toolchain/cache.key"], "only the key in the state: \(stateFiles)")
        }
        #expect(try manager.contentsOfDirectory(atPath: sandbox.appendingPathComponent("tmp").path).isEmpty, "no temporary file left")
        let serverAfter = snapshot(server.folder.appendingPathComponent("data"))
        let serverChanged = Set(serverBefore.keys).union(serverAfter.keys).filter { serverBefore[$0] != serverAfter[$0] }
        let outsideStore = serverChanged.filter { $0 != "cache/" && !$0.hasPrefix("cache/ac/") && !$0.hasPrefix("cache/cas/") }.sorted()
        #expect(outsideStore.isEmpty, "the server's data changed outside the store: \(outsideStore)")
        expectOnlyEntries(server.storedFiles())
        #expect(try manager.contentsOfDirectory(atPath: work.path).sorted() == workBefore, "nothing new beside the sandbox")
    }

    /// Every file and folder under `folder`: its type, mode, size, modification time and bytes.
    private func snapshot(_ folder: URL) -> [String: String] {
        var entries: [String: String] = [:]
        let base = folder.path
        guard let walker = manager.enumerator(atPath: base) else { return [:] }
        while let relative = walker.nextObject() as? String {
            let path = base + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            var description = "\(kind) \(info.st_mode & 0o7777) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            if kind == S_IFREG, let bytes = manager.contents(atPath: path) { description += " \(fnv1a(bytes))" }
            entries[relative + (kind == S_IFDIR ? "/" : "")] = description
        }
        return entries
    }

    /// FNV-1a over every byte: a change of content shows even when size and time stay.
    private func fnv1a(_ bytes: Data) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    // MARK: - h. A shared folder

    /// `file://` with a folder both machines reach: A's entries land there as `ac/<hex>` and
    /// `cas/<hex>`, and B builds from them.
    @Test func twoMachinesShareAFolder() throws {
        let work = try temporaryFolder("folder")
        defer { try? manager.removeItem(at: work) }
        let pack = try smallPack(in: work)
        let reference = try referenceBuild(pack, in: work)
        let shared = work.appendingPathComponent("shared")
        try manager.createDirectory(at: shared, withIntermediateDirectories: true)
        let url = URL(fileURLWithPath: shared.path).absoluteString
        #expect(url.hasPrefix("file:///"))

        let a = try machine("a", in: work)
        let first = try build(pack, on: a, remote: url, token: "ci:any")
        #expect(first.result.status == 0, "\(first.description)")
        #expect((first.count("upload") ?? 0) > 0, "\(first.remoteLines)")
        expectSameBundle(a, as: reference.files)
        let stored = CacheServer.files(under: shared)
        expectOnlyEntries(stored)
        #expect(!names(stored, under: "ac").isEmpty && !names(stored, under: "cas").isEmpty, "\(stored.keys.sorted())")

        let b = try machine("b", in: work)
        let second = try build(pack, on: b, remote: url)
        #expect(second.result.status == 0, "\(second.description)")
        #expect((second.count("hit") ?? 0) > 0, "\(second.remoteLines)")
        #expect(second.count("miss") == 0, "\(second.remoteLines)")
        expectSameBundle(b, as: reference.files)
        #expect(CacheServer.files(under: shared) == stored, "a reader leaves the folder as it was")
    }

    // MARK: - The harness itself

    /// The server the tests rely on answers as the protocol needs (the script's own checks
    /// with curl), and runs as an unprivileged user when the tests are root.
    @Test func theServerAnswersAsTheProtocolNeeds() throws {
        let work = try temporaryFolder("harness")
        defer { try? manager.removeItem(at: work) }
        let server = try CacheServer.start(in: work.appendingPathComponent("server"))
        let check = try server.check()
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout.contains("check: PUT without the password: 401\n"), "\(check.stdout)")
        #expect(check.stdout.contains("check: PUT into a missing folder: 201\n"), "\(check.stdout)")
        #expect(check.stdout.contains("check: GET gives the bytes back\n"), "\(check.stdout)")
        let pid = try String(contentsOf: server.folder.appendingPathComponent("pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        var info = stat()
        #expect(stat("/proc/\(pid)", &info) == 0)
        if getuid() == 0 { #expect(info.st_uid == 65534, "nginx runs as nobody, not root") }
        try server.stop()
        #expect(!Self.isAlive(pid), "stopped")
        #expect(!manager.fileExists(atPath: server.folder.appendingPathComponent("pid").path))
    }

    // MARK: - Running a tool

    /// The process is alive: it exists and is no zombie waiting for its parent.
    static func isAlive(_ pid: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// Something accepts connections on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    /// Runs a built tool with the process's environment less any remote-cache setting of its
    /// own, plus `environment`; `whileRunning` runs once the tool has started.
    static func run(
        _ tool: String, _ arguments: [String], in folder: URL, environment extra: [String: String],
        whileRunning: (() throws -> Void)? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = CommandRunner.productsFolder.appendingPathComponent(tool)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("CONTENT_CACHE_") }
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "100"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        return try CommandRunner.capture(process, whileRunning: whileRunning)
    }
}
