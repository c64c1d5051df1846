import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("SVG transforms: lists parsed, composed up the tree")
struct AffineTransformTests {
  static func close(_ a: SVGPoint, _ b: SVGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test(
    "Each transform function moves a point as SVG 1.1 §7.6 says",
    arguments: [
      ("translate(10 20)", 11.0, 21.0), ("translate(10)", 11, 1), ("scale(2 -3)", 2, -3),
      ("scale(2)", 2, 2), ("rotate(90)", -1, 1), ("rotate(90 1 0)", 0, 0),
      ("skewX(45)", 2, 1), ("skewY(45)", 1, 2), ("matrix(1 2 3 4 5 6)", 9, 12),
      ("translate(38.19,206.8) scale(0.1,-0.1)", 38.29, 206.7),
    ])
  func functions(_ text: String, _ x: Double, _ y: Double) throws {
    let transform = try #require(SVGTransformList.parse(text))
    #expect(Self.close(transform.apply(SVGPoint(x: 1, y: 1)), SVGPoint(x: x, y: y)))
  }

  @Test(
    "Malformed, non-finite and huge transforms are refused",
    arguments: [
      "translate(", "rotate(1 2)", "scale(NaN)", "translate(1e300)", "bogus(1)",
      "matrix(1 2 3 4 5)", "translate(1) x",
    ])
  func refused(_ text: String) {
    #expect(SVGTransformList.parse(text) == nil)
  }

  @Test("A parent's transform applies; an invalid one is ignored, one out of range unplaces")
  func tree() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg"><g transform="translate(100 0)">\
      <g transform="scale(2)"><path id="a" d="M 1 1"/></g>\
      <g transform="scale(NaN)"><path id="b" d="M 1 1"/></g>\
      <g transform="scale(1e300)"><path id="c" d="M 1 1"/></g></g></svg>
      """
    let document = try SVGDocument(bytes: Data(svg.utf8))
    let scene = SVGGeometryScene(document, limits: SVGLimits())
    let a = try #require(scene.element(withID: "a"))
    let b = try #require(scene.element(withID: "b"))
    let c = try #require(scene.element(withID: "c"))
    let placed = try #require(scene.transforms[a]).apply(SVGPoint(x: 1, y: 1))
    #expect(Self.close(placed, SVGPoint(x: 102, y: 2)))
    #expect(scene.transforms[b] == .translation(100, 0))
    #expect(scene.invalidTransformCount == 1)
    #expect(scene.transforms[c] == nil)
  }

  @Test("Clip rectangles are placed by the referencing element's transform")
  func clip() throws {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg"><defs><clipPath id="c">\
      <rect x="0" y="0" width="10" height="5"/></clipPath></defs>\
      <g transform="translate(3 4)"><path id="p" clip-path="url(#c)" d="M 1 1"/></g></svg>
      """
    let scene = SVGGeometryScene(try SVGDocument(bytes: Data(svg.utf8)), limits: SVGLimits())
    let p = try #require(scene.element(withID: "p"))
    #expect(scene.clips[p] == SVGRect(minX: 3, minY: 4, maxX: 13, maxY: 9))
    #expect(scene.isInsideClip(SVGPoint(x: 12, y: 8), of: p))
    #expect(!scene.isInsideClip(SVGPoint(x: 14, y: 8), of: p))
  }
}
