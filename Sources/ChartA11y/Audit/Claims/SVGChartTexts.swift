import ChartImport

/// The texts an SVG file gives a reader: the root's `<title>` and `<desc>`, its `aria-label`,
/// and the elements its `aria-labelledby` and `aria-describedby` name.
enum SVGChartTexts {
  /// The texts, each at its element's line; empty ones left out.
  ///
  /// - Complexity: O(*e*) in the elements.
  static func texts(of document: SVGDocument) -> [ChartCarriedText] {
    let root = document.root
    var texts: [ChartCarriedText] = []
    for child in document.elements where child.parent == 0 {
      switch child.localName {
      case "title":
        texts.append(
          ChartCarriedText(document.textContent(of: child), origin: .svgTitle, line: child.line))
      case "desc":
        texts.append(
          ChartCarriedText(
            document.textContent(of: child), origin: .svgDescription, line: child.line))
      default: break
      }
    }
    if let label = root.attributes["aria-label"] {
      texts.append(ChartCarriedText(label, origin: .ariaLabel, line: root.line))
    }
    for (attribute, origin) in [
      ("aria-labelledby", ChartCarriedText.Origin.ariaLabelledBy),
      ("aria-describedby", .ariaDescribedBy),
    ] {
      let ids = root.attributes[attribute]?.split(whereSeparator: \.isWhitespace) ?? []
      for id in ids {
        guard let element = document.element(withID: String(id)) else { continue }
        // A title or desc named here is already read as the root's own.
        if element.parent == 0, ["title", "desc"].contains(element.localName) { continue }
        texts.append(
          ChartCarriedText(document.textContent(of: element), origin: origin, line: element.line))
      }
    }
    return texts.filter { !$0.text.isEmpty }
  }
}
