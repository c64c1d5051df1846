import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Paints resolved as SVG renders them")
struct SVGPaintResolutionTests {
  @Test("A shape that declares no fill is filled black; one that declares none is unfilled")
  func initialFill() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\
      <defs><path id="m" d="M 0 0 L 1 1" style="fill: #ff0000"/><path id="n" d="M 0 0"/></defs>\
      <path id="bare" d="M 0 0"/><path id="none" d="M 0 0" style="fill: none"/>\
      <g fill="#00f"><path id="inherited" d="M 0 0"/></g>\
      <g style="fill: #00ff00"><use id="use-m" xlink:href="#m"/><use id="use-n" xlink:href="#n"/></g>\
      </svg>
      """
    let scene = SVGGeometryScene(try SVGDocument(bytes: Data(svg.utf8)), limits: SVGLimits())
    func element(_ id: String) throws -> Int { try #require(scene.element(withID: id)) }
    #expect(scene.paint(.fill, of: try element("bare")) == "#000000")
    #expect(scene.paint(.stroke, of: try element("bare")) == nil)
    #expect(scene.paint(.fill, of: try element("none")) == nil)
    #expect(scene.paint(.fill, of: try element("inherited")) == "#0000ff")
    // A <use>'s clone keeps the referenced element's own fill, else inherits the <use>'s.
    let useM = try element("use-m")
    let useN = try element("use-n")
    #expect(scene.paint(.fill, of: useM, referencing: scene.referenced(by: useM)) == "#ff0000")
    #expect(scene.paint(.fill, of: useN, referencing: scene.referenced(by: useN)) == "#00ff00")
  }
}
