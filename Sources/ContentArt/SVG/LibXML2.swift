import Foundation
import CLibXML2

/// The one file that talks to libxml2: a safe parse into `XMLElement`s.
///
/// No network (`XML_PARSE_NONET`), no external entities (a loader that refuses everything, set
/// once), no entity substitution by the parser, no DTD loading. libxml2 itself refuses
/// exponential entity expansion and nesting deeper than 256. A document may declare only short
/// internal text entities (Illustrator declares its namespaces that way); every character read
/// after expansion counts against `SVGLimits.expandedCharacters`, so a quadratic blow-up is
/// refused before it is built.
enum LibXML2 {
    private static let setUp: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    static func parse(_ bytes: [UInt8], limits: SVGLimits) -> Result<XMLElement, ArtIssue> {
        _ = setUp
        XMLParseLog.record(bytes)
        guard let context = xmlNewParserCtxt() else { return .failure(ArtIssue(.error, "out of memory")) }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                            | XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: CChar.self) { chars in
                xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), "drawing.svg", nil, options)
            }
        }
        guard let document else {
            if let error = xmlCtxtGetLastError(context) {
                let message = error.pointee.message.map { String(cString: $0) } ?? "unreadable XML"
                return .failure(ArtIssue(.error, "not well-formed XML: \(message.trimmingSpaces)", line: Int(error.pointee.line)))
            }
            return .failure(ArtIssue(.error, "not well-formed XML"))
        }
        defer { xmlFreeDoc(document) }
        if let problem = checkEntities(document, limits: limits) { return .failure(problem) }
        guard let root = xmlDocGetRootElement(document) else { return .failure(ArtIssue(.error, "the document has no root element")) }
        var walker = Walker(document: document, limits: limits)
        return walker.element(root, depth: 0)
    }

    /// Only internal general entities of at most `entityCharacters` plain characters.
    private static func checkEntities(_ document: xmlDocPtr, limits: SVGLimits) -> ArtIssue? {
        for dtd in [document.pointee.intSubset, document.pointee.extSubset] {
            guard let dtd else { continue }
            var node = dtd.pointee.children
            var count = 0
            while let current = node {
                defer { node = current.pointee.next }
                guard current.pointee.type == XML_ENTITY_DECL else { continue }
                count += 1
                let entity = UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlEntity.self)
                let name = entity.pointee.name.map { String(cString: $0) } ?? "?"
                let line = Int(xmlGetLineNo(current))
                guard entity.pointee.etype == XML_INTERNAL_GENERAL_ENTITY else {
                    return ArtIssue(.error, "the document declares the external or parameter entity \"\(name)\"; SVG files may declare only short text entities", line: line > 0 ? line : nil)
                }
                let length = Int(entity.pointee.length)
                let content = entity.pointee.content.map { String(cString: $0) } ?? ""
                guard length <= limits.entityCharacters, !content.contains("&"), !content.contains("<") else {
                    return ArtIssue(.error, "entity \"\(name)\" is \(length) characters or refers to other entities; entities are limited to \(limits.entityCharacters) plain characters", line: line > 0 ? line : nil)
                }
                guard count <= 64 else { return ArtIssue(.error, "the document declares more than 64 entities") }
            }
        }
        return nil
    }

    private struct Walker {
        let document: xmlDocPtr
        let limits: SVGLimits
        var elements = 0
        var characters = 0

        mutating func element(_ node: xmlNodePtr, depth: Int) -> Result<XMLElement, ArtIssue> {
            elements += 1
            let line = Int(xmlGetLineNo(node))
            guard elements <= limits.elements else {
                return .failure(ArtIssue(.error, "more than \(limits.elements) elements", line: line))
            }
            guard depth <= limits.depth else {
                return .failure(ArtIssue(.error, "elements nested deeper than \(limits.depth)", line: line))
            }
            let namespace = node.pointee.ns?.pointee.href.map { resolve(String(cString: $0)) }
            var attributes: [String: String] = [:]
            var attribute = node.pointee.properties
            while let current = attribute {
                defer { attribute = current.pointee.next }
                let attributeNamespace = current.pointee.ns?.pointee.href.map { resolve(String(cString: $0)) }
                guard attributeNamespace == nil || attributeNamespace == "http://www.w3.org/1999/xlink"
                        || attributeNamespace == "http://www.w3.org/XML/1998/namespace" else { continue }
                guard let name = current.pointee.name.map({ String(cString: $0) }) else { continue }
                switch text(of: current.pointee.children, line: line) {
                case .success(let value): attributes[name] = value
                case .failure(let issue): return .failure(issue)
                }
            }
            var children: [XMLElement] = []
            var content = ""
            var child = node.pointee.children
            while let current = child {
                defer { child = current.pointee.next }
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    switch element(current, depth: depth + 1) {
                    case .success(let element): children.append(element)
                    case .failure(let issue): return .failure(issue)
                    }
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_ENTITY_REF_NODE:
                    switch text(of: current, line: line, siblings: false) {
                    case .success(let value): content += value
                    case .failure(let issue): return .failure(issue)
                    }
                default:
                    break
                }
            }
            let name = node.pointee.name.map { String(cString: $0) } ?? ""
            return .success(XMLElement(name: name, isSVG: namespace == "http://www.w3.org/2000/svg" || namespace == nil,
                                       attributes: attributes, line: line, children: children, text: content))
        }

        /// A namespace declared through an entity, as old Illustrator files do (`xmlns="&ns_svg;"`):
        /// libxml2 keeps the reference as written, so it is looked up here (the entity was
        /// checked to be short plain text).
        func resolve(_ href: String) -> String {
            guard href.hasPrefix("&"), href.hasSuffix(";"), href.count > 2,
                  let entity = xmlGetDocEntity(document, String(href.dropFirst().dropLast())),
                  let content = entity.pointee.content else { return href }
            return String(cString: content)
        }

        /// The text of a node list (entity references expanded), counted against the limit
        /// before it is built.
        mutating func text(of first: xmlNodePtr?, line: Int, siblings: Bool = true) -> Result<String, ArtIssue> {
            var size = 0
            var node = first
            while let current = node {
                switch current.pointee.type {
                case XML_ENTITY_REF_NODE:
                    if let name = current.pointee.name, let entity = xmlGetDocEntity(document, name) {
                        size += Int(entity.pointee.length)
                    }
                default:
                    if let content = current.pointee.content { size += Int(xmlStrlen(content)) }
                }
                node = siblings ? current.pointee.next : nil
            }
            characters += size
            guard characters <= limits.expandedCharacters else {
                return .failure(ArtIssue(.error, "more than \(limits.expandedCharacters) characters of text after entity expansion", line: line))
            }
            guard let first else { return .success("") }
            if !siblings {
                if first.pointee.type == XML_ENTITY_REF_NODE {
                    guard let name = first.pointee.name, let entity = xmlGetDocEntity(document, name), let content = entity.pointee.content else { return .success("") }
                    return .success(String(cString: content))
                }
                return .success(first.pointee.content.map { String(cString: $0) } ?? "")
            }
            guard let value = xmlNodeListGetString(document, first, 1) else { return .success("") }
            defer { clibxml2_free(value) }
            return .success(String(cString: value))
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}

/// What the XML parser read, recorded only while a test asks (`XMLParseLog.recording`): each
/// document's bytes by their FNV-1a hash, so a test can show that a run parses each drawing once.
package enum XMLParseLog {
    private final class Log: @unchecked Sendable {
        let lock = NSLock()
        var counts: [UInt64: Int]?
    }

    private static let log = Log()

    /// Runs `body` and returns how often each document (by the hash of its bytes) was parsed.
    package static func recording(_ body: () throws -> Void) rethrows -> [UInt64: Int] {
        log.lock.lock()
        log.counts = [:]
        log.lock.unlock()
        defer {
            log.lock.lock()
            log.counts = nil
            log.lock.unlock()
        }
        try body()
        log.lock.lock()
        defer { log.lock.unlock() }
        return log.counts ?? [:]
    }

    /// The hash the log keys documents by.
    package static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0100_0000_01b3 }
    }

    static func record(_ bytes: [UInt8]) {
        log.lock.lock()
        defer { log.lock.unlock() }
        guard log.counts != nil else { return }
        log.counts![hash(bytes), default: 0] += 1
    }
}
