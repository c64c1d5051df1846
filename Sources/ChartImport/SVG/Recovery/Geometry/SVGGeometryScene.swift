import ChartModel
import Foundation

/// An SVG document's elements placed on the page: each element's transform composed up the
/// tree to the root, its paint (`fill` and `stroke`, inherited), and the clip rectangle it is
/// drawn under, for reading data back from the drawing.
///
/// Transforms are composed in one pass in document order (a parent comes before its
/// children), never recursively, so depth costs nothing beyond ``SVGLimits/maximumDepth``,
/// which ``SVGDocument`` already enforces. An element whose transform is malformed, not
/// finite or huge is *unplaced*, with its subtree: recovery leaves it out rather than guess.
/// Path vertices are counted against ``SVGLimits/maximumVertices`` for the whole file.
final class SVGGeometryScene {
  let document: SVGDocument
  let limits: SVGLimits
  /// Each element's transform to root coordinates, `nil` when unplaced.
  private(set) var transforms: [AffineTransform?]
  /// Each element's clip rectangle in root coordinates, when it or an ancestor is clipped by a
  /// `clipPath` made of one rectangle (or path, by its bounds).
  private(set) var clips: [SVGRect?]
  /// Each element's children, in order.
  private(set) var children: [[Int]]
  /// Whether each element is a `<defs>` or inside one: a definition, drawn only where a
  /// `<use>` references it, never where it stands.
  private(set) var isDefinition: [Bool]
  /// How many elements have a `transform` attribute that is not a transform list, drawn (as
  /// browsers draw them) as if they had none.
  private(set) var invalidTransformCount = 0
  private var byID: [String: Int] = [:]
  /// The document's `<style>` rules.
  private let styleSheet: SVGStyleSheet
  private var verticesRead = 0

  /// Places every element of the document.
  ///
  /// - Complexity: O(*n*) in the number of elements and the length of their transforms.
  init(_ document: SVGDocument, limits: SVGLimits) {
    self.document = document
    self.limits = limits
    styleSheet = SVGStyleSheet(document)
    let elements = document.elements
    transforms = Array(repeating: nil, count: elements.count)
    clips = Array(repeating: nil, count: elements.count)
    children = Array(repeating: [], count: elements.count)
    isDefinition = Array(repeating: false, count: elements.count)
    for (index, element) in elements.enumerated() {
      if let id = element.attributes["id"], byID[id] == nil { byID[id] = index }
      isDefinition[index] =
        element.localName == "defs" || element.parent.map { isDefinition[$0] } == true
      let parentTransform: AffineTransform?
      if let parent = element.parent {
        children[parent].append(index)
        parentTransform = transforms[parent]
      } else {
        parentTransform = .identity
      }
      if let parentTransform {
        if let own = element.attributes["transform"] {
          switch SVGTransformList.read(own) {
          case .transform(let transform):
            transforms[index] = parentTransform.concatenating(transform)
          case .invalid:
            // Drawn as browsers draw it: as if it had no transform.
            transforms[index] = parentTransform
            invalidTransformCount += 1
          case .outOfRange:
            transforms[index] = nil
          }
        } else {
          transforms[index] = parentTransform
        }
      }
    }
    for (index, element) in elements.enumerated() {
      clips[index] = element.parent.flatMap { clips[$0] }
      if let reference = element.attributes["clip-path"], let rect = clipRect(reference, index) {
        clips[index] = rect
      }
    }
  }

  /// The element's attributes.
  func attributes(_ index: Int) -> [String: String] { document.elements[index].attributes }

  /// The element's name without namespace prefix.
  func name(_ index: Int) -> Substring { document.elements[index].localName }

  /// The element whose `id` is `id`.
  func element(withID id: String) -> Int? { byID[id] }

  /// The element an `href` or `xlink:href` (`#id`) names.
  func referenced(by index: Int) -> Int? {
    let attributes = attributes(index)
    guard let href = attributes["xlink:href"] ?? attributes["href"], href.hasPrefix("#") else {
      return nil
    }
    return byID[String(href.dropFirst())]
  }

  /// Every descendant of the element, in document order.
  ///
  /// - Complexity: O(*d*) in the number of descendants.
  func descendants(of index: Int) -> [Int] {
    var result: [Int] = []
    var stack = children[index].reversed() as [Int]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: children[next].reversed())
    }
    return result
  }

  /// A presentation property, from the `style` attribute, else the attribute, else the
  /// nearest ancestor's (`fill`, `stroke`, `opacity` and the like inherit in SVG).
  func property(_ name: String, of index: Int) -> String? {
    var current: Int? = index
    var steps = 0
    while let at = current, steps < limits.maximumDepth {
      if let value = declared(name, on: at) { return value }
      current = document.elements[at].parent
      steps += 1
    }
    return nil
  }

  /// A paint as `#rrggbb`, resolved as SVG renders it.
  ///
  /// For a `<use>`, the referenced element's own declaration comes first (its clone inherits
  /// from the `<use>`, not from the referenced element's ancestors); then the property
  /// inherited up the tree (``property(_:of:)``); else the property's initial value, so that
  /// a shape that declares no fill is filled black.
  ///
  /// - Parameters:
  ///   - property: `fill` or `stroke`.
  ///   - index: The element drawn (the `<use>` for a reference).
  ///   - referenced: The element a `<use>` draws, if any.
  /// - Returns: The paint (``SVGPaint/normalized(_:)``), or `nil` for `none`, a gradient or a
  ///   value that is not a colour.
  /// - Complexity: O(*d*) in the element's depth.
  func paint(_ property: SVGPaintProperty, of index: Int, referencing referenced: Int? = nil)
    -> String?
  {
    let value =
      referenced.flatMap { declared(property.rawValue, on: $0) }
      ?? self.property(property.rawValue, of: index) ?? property.initialValue
    return SVGPaint.normalized(value)
  }

  /// A property the element itself declares: its `style` attribute's, else a `<style>`
  /// sheet's rule for it (``SVGStyleSheet``), else the attribute.
  private func declared(_ name: String, on index: Int) -> String? {
    let element = document.elements[index]
    let attributes = element.attributes
    if let style = attributes["style"], let value = SVGStyleDeclarations.value(of: name, in: style)
    {
      return value
    }
    if let value = styleSheet.value(of: name, at: index, in: document) {
      return value
    }
    return attributes[name]
  }

  /// A number attribute, or `nil` when missing, not a number, not finite or huge; a trailing
  /// `px` is allowed.
  func number(_ name: String, of index: Int) -> Double? {
    guard var text = attributes(index)[name]?.trimmingCharacters(in: .whitespaces) else {
      return nil
    }
    if text.hasSuffix("px") { text.removeLast(2) }
    guard let value = Double(text), value.isFinite, abs(value) <= SVGPathData.maximumMagnitude
    else { return nil }
    return value
  }

  /// A text's font size in pixels (`font-size: 11px`, or the size in a `font` shorthand, as
  /// matplotlib before 3.10 writes it: `font: 10px 'DejaVu Sans', …`; from the element or an
  /// ancestor), or `nil` when not given as a positive number below 1000.
  func fontSize(of index: Int) -> Double? {
    let shorthand = property("font", of: index).flatMap { font in
      font.split(separator: " ").first { $0.hasSuffix("px") }.map(String.init)
    }
    guard
      var text = (property("font-size", of: index) ?? shorthand)?
        .trimmingCharacters(in: .whitespaces)
    else { return nil }
    if text.hasSuffix("px") { text.removeLast(2) }
    guard let size = Double(text), size.isFinite, size > 0, size < 1000 else { return nil }
    return size
  }

  /// The families a text names, in order (`font-family: 'DejaVu Sans', …`, or the families
  /// after the size in a `font` shorthand), unquoted; empty when it names none.
  func fontFamilies(of index: Int) -> [String] {
    var families = property("font-family", of: index)
    if families == nil, let font = property("font", of: index),
      let size = font.range(of: #"[0-9.]+px\s+"#, options: .regularExpression)
    {
      families = String(font[size.upperBound...])
    }
    return (families?.split(separator: ",") ?? []).map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
    }
  }

  /// The element's path data, counted against the file's vertex limit; `nil` without `d`.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when a path or the file is beyond the limits.
  func pathData(_ index: Int) throws(ChartImportError) -> SVGPathData? {
    guard let d = attributes(index)["d"] else { return nil }
    return try counted(d, index)
  }

  /// A `polyline`'s or `polygon`'s vertices (its `points`, read as path data: a move-to and
  /// implicit line-tos), counted against the file's vertex limit; `nil` without `points`.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the list or the file is beyond the
  ///   limits.
  func polylinePoints(_ index: Int) throws(ChartImportError) -> [SVGPoint]? {
    guard let points = attributes(index)["points"] else { return nil }
    return try counted("M " + points, index).subpaths.first?.points
  }

  private func counted(_ d: String, _ index: Int) throws(ChartImportError) -> SVGPathData {
    let path = try SVGPathData(d, limits: limits)
    verticesRead += path.vertexCount
    guard verticesRead <= limits.maximumVertices else {
      throw ChartImportError(
        .invalidSVG(
          line: document.elements[index].line,
          reason: "the drawing has more than \(limits.maximumVertices) path vertices"))
    }
    return path
  }

  /// Every line of a text drawn on several lines (matplotlib writes one comment a line
  /// before the glyph paths, as "04", "Mar", "2024"), joined by line breaks; else
  /// ``text(of:)``.
  ///
  /// - Complexity: O(*n*) in the element's descendants.
  func lines(of index: Int) -> String {
    let comments = ([index] + descendants(of: index)).flatMap { document.elements[$0].comments }
    return comments.count > 1
      ? comments.map(Self.commentText).joined(separator: "\n") : text(of: index)
  }

  /// A text comment's text, unescaped.
  ///
  /// matplotlib escapes `&`, `<` and `>` in it (``MatplotlibCommentText/unescaped(_:)``).
  /// Its `--` became `- ` and cannot be told from a written `- `.
  static func commentText(_ comment: String) -> String {
    MatplotlibCommentText.unescaped(comment)
  }

  /// The text of an element: the first comment in it, which matplotlib writes before the
  /// glyphs or `tspan`s that draw a text (holding the text as written, mathtext included),
  /// else its characters; trimmed.
  func text(of index: Int) -> String {
    for element in [index] + descendants(of: index) {
      if let comment = document.elements[element].comments.first {
        return Self.commentText(comment)
      }
    }
    return document.textContent(of: document.elements[index])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether a point in root coordinates is inside the element's clip (or it has none).
  func isInsideClip(_ point: SVGPoint, of index: Int) -> Bool {
    clips[index]?.contains(point, tolerance: 0.5) ?? true
  }

  private func clipRect(_ reference: String, _ index: Int) -> SVGRect? {
    guard reference.hasPrefix("url(#"), reference.hasSuffix(")"),
      let clip = byID[String(reference.dropFirst(5).dropLast())], name(clip) == "clipPath",
      let transform = transforms[index]
    else { return nil }
    for child in children[clip] {
      switch name(child) {
      case "rect":
        guard let width = number("width", of: child), let height = number("height", of: child)
        else { continue }
        let x = number("x", of: child) ?? 0
        let y = number("y", of: child) ?? 0
        let own = attributes(child)["transform"].flatMap(SVGTransformList.parse) ?? .identity
        return SVGRect(minX: x, minY: y, maxX: x + width, maxY: y + height)
          .transformed(by: transform.concatenating(own))
      case "path":
        guard let bounds = try? pathData(child)?.bounds else { continue }
        return bounds.transformed(by: transform)
      default: continue
      }
    }
    return nil
  }
}
