import ChartModel

/// The byte spans of an SVG file's root start tag and of the root's child elements.
///
/// Alt text is spliced into the original bytes rather than re-serialized, so that namespaces,
/// comments, CDATA sections, whitespace and the DOCTYPE stay exactly as they were. This scanner
/// finds where things are; ``SVGDocument`` checks with libxml2 that the file is well-formed and
/// that both agree on the structure.
///
/// The scan also enforces ``SVGLimits``: it refuses external and parameter entities, entities
/// that expand beyond the limit (billion laughs), and nesting deeper than the limit.
package struct SVGMarkup: Hashable, Sendable {
  /// An attribute as written: name, unescaped-by-nothing raw value, and where it is.
  package struct Attribute: Hashable, Sendable {
    /// The qualified name, such as `aria-label` or `xmlns:xlink`.
    package var name: String
    /// The value between the quotes, with entity and character references left as written.
    package var rawValue: String
    /// From the first byte of the name to the byte after the closing quote.
    package var span: Range<Int>
    /// The whitespace before the name and the attribute itself.
    package var spanWithLeadingSpace: Range<Int>
  }

  /// A start tag as written.
  package struct StartTag: Hashable, Sendable {
    /// The qualified element name, such as `svg` or `svg:title`.
    package var name: String
    /// From `<` to the byte after `>`.
    package var span: Range<Int>
    /// The attributes in document order.
    package var attributes: [Attribute]
    /// Whether the tag ends in `/>`.
    package var isSelfClosing: Bool
    /// The offset just after the last attribute (or the name), where a new attribute goes.
    package var attributeInsertionOffset: Int
    /// The 1-based line of `<`.
    package var line: Int

    /// The local name, without a namespace prefix.
    package var localName: Substring {
      name.split(separator: ":", maxSplits: 1).last ?? Substring(name)
    }

    /// The prefix with its colon (`svg:`), or the empty string.
    package var prefix: String {
      name.contains(":") ? String(name.prefix { $0 != ":" }) + ":" : ""
    }

    /// The raw value of an attribute, if present.
    package func attribute(_ name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }
  }

  /// A child element of the root, with its whole extent.
  package struct Element: Hashable, Sendable {
    /// Its start tag.
    package var tag: StartTag
    /// From `<` of the start tag to the byte after `>` of the end tag (or of a `/>` tag).
    package var span: Range<Int>
  }

  /// The root element's start tag.
  package var root: StartTag
  /// The root's child elements in document order.
  package var children: [Element]
}

// MARK: - Scanning

extension SVGMarkup {
  /// Scans a whole document.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` naming the line, for malformed markup, for an
  ///   external or parameter entity, for an entity that expands too far, and for nesting deeper
  ///   than `limits.maximumDepth`.
  /// - Complexity: O(*n*) in the file size, plus the size of the DOCTYPE's internal subset.
  package init(scanning bytes: [UInt8], limits: SVGLimits) throws(ChartImportError) {
    var scanner = MarkupScanner(bytes: bytes, limits: limits)
    self = try scanner.scanDocument()
  }
}

/// The cursor that walks the bytes; only ``SVGMarkup/init(scanning:limits:)`` uses it.
private struct MarkupScanner {
  let bytes: [UInt8]
  let limits: SVGLimits
  var index = 0
  /// Declared general entities: name to (replacement text, line).
  var entities: [String: (value: [UInt8], line: Int)] = [:]
  var expandedLengths: [String: Int] = [:]
  var totalExpansion = 0

  init(bytes: [UInt8], limits: SVGLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  // MARK: Errors and lines

  /// The last line asked for, so that asking in document order stays linear overall.
  var lineCache = (offset: 0, line: 1)

  mutating func line(at offset: Int) -> Int {
    let end = min(offset, bytes.count)
    if end < lineCache.offset { lineCache = (0, 1) }
    var line = lineCache.line
    for byte in bytes[lineCache.offset..<end] where byte == 0x0A { line += 1 }
    lineCache = (end, line)
    return line
  }

  mutating func fail(_ reason: String, at offset: Int? = nil) -> ChartImportError {
    ChartImportError(.invalidSVG(line: line(at: offset ?? index), reason: reason))
  }

  // MARK: Primitives

  func has(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    return text.withUTF8Buffer { pattern in
      for position in 0..<count where bytes[offset + position] != pattern[position] {
        return false
      }
      return true
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    !isSpace(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">")
      && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "\"")
      && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "[") && byte != UInt8(ascii: ";")
  }

  mutating func skipSpace() {
    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
  }

  /// Moves past the next occurrence of `terminator`.
  mutating func skip(past terminator: StaticString, what: String) throws(ChartImportError) {
    let start = index
    let first = terminator.withUTF8Buffer { $0[0] }
    while index < bytes.count {
      if bytes[index] == first, has(terminator, at: index) {
        index += terminator.utf8CodeUnitCount
        return
      }
      index += 1
    }
    throw fail("\(what) is not closed", at: start)
  }

  /// Moves past a comment or processing instruction at the cursor, if there is one.
  mutating func skipCommentOrInstruction() throws(ChartImportError) -> Bool {
    if has("<!--", at: index) {
      try skip(past: "-->", what: "a comment")
    } else if has("<?", at: index) {
      try skipInstruction()
    } else {
      return false
    }
    return true
  }

  /// Moves past the processing instruction at the cursor (`<?`).
  ///
  /// An instruction whose target runs straight into `?>` (`<?xml?>`, `<?foo?>`) is refused:
  /// libxml2 reports its missing content as a null pointer, which FoundationXML's
  /// `_NSXMLParserProcessingInstruction` (swift-corelibs-foundation, `XMLParser.swift`) reads
  /// as a C string and crashes on (chart-describe-fuzz svg case 141,066). One with a space
  /// before `?>` has empty content and is read as XML allows. One with no target at all
  /// (`<??>`, `<? x?>`) is not XML (XML 1.0 §2.6, production 16 `PI`) and is refused here too.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG(line:reason:)` for such an instruction, or one
  ///   that is not closed.
  mutating func skipInstruction() throws(ChartImportError) {
    let start = index
    var end = index + 2
    while end < bytes.count, Self.isNameByte(bytes[end]), bytes[end] != UInt8(ascii: "?") {
      end += 1
    }
    if end == start + 2 {
      throw fail("a processing instruction has no target name", at: start)
    }
    if has("?>", at: end) {
      throw fail(
        "a processing instruction with a target and no content (such as <?xml?>) cannot be read",
        at: start)
    }
    try skip(past: "?>", what: "a processing instruction")
  }

  /// Moves past a name without making a string of it, returning the empty string.
  mutating func skipName() throws(ChartImportError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start else { throw fail("a name is expected here") }
    return ""
  }

  mutating func name() throws(ChartImportError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start else { throw fail("a name is expected here") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Reads a quoted literal and returns its content span.
  mutating func quoted() throws(ChartImportError) -> Range<Int> {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else { throw fail("a quoted value is expected here") }
    let quote = bytes[index]
    let start = index + 1
    index = start
    while index < bytes.count, bytes[index] != quote { index += 1 }
    guard index < bytes.count else { throw fail("a quoted value is not closed", at: start) }
    index += 1
    return start..<(index - 1)
  }

  // MARK: Document

  mutating func scanDocument() throws(ChartImportError) -> SVGMarkup {
    if has("\u{FEFF}", at: 0) { index = 3 }
    while true {
      skipSpace()
      guard index < bytes.count else { throw fail("the file has no root element") }
      if try skipCommentOrInstruction() {
        continue
      } else if has("<!DOCTYPE", at: index) {
        try scanDoctype()
      } else if bytes[index] == UInt8(ascii: "<") {
        break
      } else {
        throw fail("text before the root element; this is not an SVG file")
      }
    }
    let root = try startTag()
    var children: [SVGMarkup.Element] = []
    if !root.isSelfClosing {
      try scanContent(rootName: root.name, children: &children)
    }
    return SVGMarkup(root: root, children: children)
  }

  // MARK: DOCTYPE and entities

  mutating func scanDoctype() throws(ChartImportError) {
    let start = index
    index += "<!DOCTYPE".utf8.count
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        _ = try quoted()
      } else if byte == UInt8(ascii: "[") {
        index += 1
        try scanInternalSubset()
      } else if byte == UInt8(ascii: ">") {
        index += 1
        return
      } else {
        index += 1
      }
    }
    throw fail("the DOCTYPE is not closed", at: start)
  }

  mutating func scanInternalSubset() throws(ChartImportError) {
    while true {
      skipSpace()
      guard index < bytes.count else { throw fail("the DOCTYPE's internal subset is not closed") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return
      } else if try skipCommentOrInstruction() {
        continue
      } else if has("<!ENTITY", at: index) {
        try scanEntityDeclaration()
      } else if bytes[index] == UInt8(ascii: "%") {
        throw fail("parameter entities are not allowed")
      } else if bytes[index] == UInt8(ascii: "<") {
        try skipDeclaration()
      } else {
        throw fail("unexpected text in the DOCTYPE")
      }
    }
  }

  /// Skips `<!ELEMENT …>`, `<!ATTLIST …>` or `<!NOTATION …>`, minding quotes.
  mutating func skipDeclaration() throws(ChartImportError) {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        _ = try quoted()
      } else {
        index += 1
        if byte == UInt8(ascii: ">") { return }
      }
    }
    throw fail("a declaration is not closed", at: start)
  }

  mutating func scanEntityDeclaration() throws(ChartImportError) {
    let start = index
    index += "<!ENTITY".utf8.count
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
      throw fail("parameter entities are not allowed", at: start)
    }
    let entityName = try name()
    skipSpace()
    if has("SYSTEM", at: index) || has("PUBLIC", at: index) {
      throw fail(
        "external entity '\(entityName)' is not allowed: files and URLs named in an SVG are "
          + "never read", at: start)
    }
    let value = try quoted()
    try skipDeclaration()
    if entities[entityName] == nil {
      entities[entityName] = (Array(bytes[value]), line(at: start))
      let length = try expandedLength(of: entityName, visiting: [])
      if length > limits.maximumEntityExpansion {
        throw fail(
          "entity '\(entityName)' would expand to more than \(limits.maximumEntityExpansion) "
            + "characters", at: start)
      }
    }
  }

  /// The length of an entity's replacement text with every reference expanded, capped just
  /// above the limit so that the arithmetic stays small.
  mutating func expandedLength(of entity: String, visiting: Set<String>) throws(ChartImportError)
    -> Int
  {
    if let known = expandedLengths[entity] { return known }
    guard let declared = entities[entity] else { return entity.utf8.count + 2 }
    guard !visiting.contains(entity) else {
      throw fail("entity '\(entity)' refers to itself", at: nil)
    }
    var length = declared.value.count
    for reference in references(in: declared.value) {
      let expanded = try expandedLength(of: reference, visiting: visiting.union([entity]))
      length += expanded - (reference.utf8.count + 2)
    }
    length = min(length, limits.maximumEntityExpansion + 1)
    expandedLengths[entity] = length
    return length
  }

  /// The names of the `&name;` references to declared entities in a text, in order; predefined
  /// and character references are left out.
  func references(in text: some Collection<UInt8>) -> [String] {
    var names: [String] = []
    var inside = false
    var current: [UInt8] = []
    for byte in text {
      if byte == UInt8(ascii: "&") {
        inside = true
        current = []
      } else if inside && byte == UInt8(ascii: ";") {
        inside = false
        let name = String(decoding: current, as: UTF8.self)
        if entities[name] != nil { names.append(name) }
      } else if inside {
        current.append(byte)
      }
    }
    return names
  }

  /// Adds the expansion of references in document text to the running total.
  mutating func countReferences(in range: Range<Int>) throws(ChartImportError) {
    guard !entities.isEmpty else { return }
    for reference in references(in: bytes[range]) {
      totalExpansion += expandedLengths[reference] ?? 0
    }
    if totalExpansion > limits.maximumEntityExpansion {
      throw fail(
        "entity references expand to more than \(limits.maximumEntityExpansion) characters in "
          + "total", at: range.lowerBound)
    }
  }

  // MARK: Elements

  /// Reads a start tag; attributes are kept only when `recording` (the root and its children),
  /// and only checked elsewhere.
  mutating func startTag(recording: Bool = true) throws(ChartImportError) -> SVGMarkup.StartTag {
    let start = index
    index += 1
    let elementName = try name()
    var attributes: [SVGMarkup.Attribute] = []
    var insertion = index
    while true {
      let spaceStart = index
      skipSpace()
      guard index < bytes.count else { throw fail("a start tag is not closed", at: start) }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        return SVGMarkup.StartTag(
          name: elementName, span: start..<index, attributes: attributes, isSelfClosing: false,
          attributeInsertionOffset: insertion, line: line(at: start))
      }
      if has("/>", at: index) {
        index += 2
        return SVGMarkup.StartTag(
          name: elementName, span: start..<index, attributes: attributes, isSelfClosing: true,
          attributeInsertionOffset: insertion, line: line(at: start))
      }
      guard index > spaceStart else { throw fail("attributes must be separated by spaces") }
      let nameStart = index
      let attributeName = try recording ? name() : skipName()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        let written = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        throw fail("attribute '\(written.filter { !$0.isWhitespace })' has no value")
      }
      index += 1
      skipSpace()
      let value = try quoted()
      try countReferences(in: value)
      guard recording else { continue }
      attributes.append(
        SVGMarkup.Attribute(
          name: attributeName, rawValue: String(decoding: bytes[value], as: UTF8.self),
          span: nameStart..<index, spanWithLeadingSpace: spaceStart..<index))
      insertion = index
    }
  }

  /// Scans the root's content up to and including its end tag, recording its children.
  mutating func scanContent(rootName: String, children: inout [SVGMarkup.Element])
    throws(ChartImportError)
  {
    var open = [rootName]
    var depth: Int { open.count }
    var childTag: SVGMarkup.StartTag?
    while index < bytes.count {
      let textStart = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
      try countReferences(in: textStart..<index)
      guard index < bytes.count else { break }
      if has("<!--", at: index) {
        try skip(past: "-->", what: "a comment")
      } else if has("<![CDATA[", at: index) {
        try skip(past: "]]>", what: "a CDATA section")
      } else if has("<?", at: index) {
        try skipInstruction()
      } else if has("</", at: index) {
        let endStart = index
        index += 2
        let endName = try name()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
          throw fail("an end tag is not closed")
        }
        index += 1
        guard open.last == endName else {
          throw fail("a start tag and its end tag do not match", at: endStart)
        }
        open.removeLast()
        if depth == 1, let tag = childTag {
          children.append(SVGMarkup.Element(tag: tag, span: tag.span.lowerBound..<index))
          childTag = nil
        }
        if depth == 0 { return }
      } else {
        let tag = try startTag(recording: depth == 1)
        if tag.isSelfClosing {
          if depth == 1 { children.append(SVGMarkup.Element(tag: tag, span: tag.span)) }
        } else {
          if depth == 1 { childTag = tag }
          open.append(tag.name)
          if depth > limits.maximumDepth {
            throw fail(
              "elements are nested more than \(limits.maximumDepth) deep",
              at: tag.span.lowerBound)
          }
        }
      }
    }
    throw fail("the root element <\(rootName)> is not closed")
  }
}
