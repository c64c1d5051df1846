import ChartA11y
import ChartModel
import Testing

@Suite("CSS colour syntax")
struct CSSColorTests {
  /// Each text, the colour as `#rrggbb` and its alpha (CSS Color 4's own examples where it
  /// gives them: `hsl(120deg 100% 25%)` is `#008000`, §7; `hwb(0 0% 0%)` is red, §8).
  static let readable: [(String, String, Double)] = [
    ("#fff", "#ffffff", 1), ("#FFFFFF", "#ffffff", 1), ("#ffffff80", "#ffffff", 128.0 / 255),
    ("#0008", "#000000", 136.0 / 255), ("rgb(255,255,255)", "#ffffff", 1),
    ("rgb( 255 , 0 , 0 )", "#ff0000", 1), ("rgba(0, 0, 255, 0.5)", "#0000ff", 0.5),
    ("rgb(100%, 50%, 0%)", "#ff8000", 1), ("rgb(255 0 0 / 50%)", "#ff0000", 0.5),
    ("rgb(300 -5 0)", "#ff0000", 1), ("RGB(0 none 255)", "#0000ff", 1),
    ("rgba(255,255,255,0)", "#ffffff", 0), ("rgb(255 255 255 / 2)", "#ffffff", 1),
    ("hsl(0,0%,100%)", "#ffffff", 1), ("hsl(120deg 100% 25%)", "#008000", 1),
    ("hsl(120 100 25)", "#008000", 1), ("hsla(240, 100%, 50%, 0.25)", "#0000ff", 0.25),
    ("hsl(0.5turn 100% 50%)", "#00ffff", 1), ("hsl(-120 100% 50%)", "#0000ff", 1),
    ("hsl(200grad 100% 50%)", "#00ffff", 1), ("hsl(3.14159265rad 100% 50%)", "#00ffff", 1),
    ("hwb(0 0% 0%)", "#ff0000", 1), ("hwb(0 60% 60%)", "#808080", 1),
    ("hsl(1e2 50% 50% / .5)", "#6abf40", 0.5),
  ]

  @Test("Hexadecimal and functional notations read as CSS Color 4 defines them")
  func reads() throws {
    for (text, hex, alpha) in Self.readable {
      let color = try #require(CSSColor(text), "\(text)")
      #expect(color.color.description == hex, "\(text)")
      #expect(abs(color.alpha - alpha) < 1e-9, "\(text)")
    }
  }

  @Test("Malformed text is not a colour")
  func refuses() {
    for text in [
      "#12345", "#ggg", "rgb(255 0)", "rgb(255, 0 0)", "rgb(50%, 0, 0)", "rgb(1 2 3 4)",
      "rgb(1 2 3 / 4 5)", "rgb(inf 0 0)", "rgb(0x10 0 0)", "rgb(1e 0 0)", "rgb(. 0 0)",
      "hsl(0, none, 50%)", "hwb(0, 0%, 0%)", "lab(50% 40 59)", "rgb(255 0 0", "teal", "",
    ] {
      #expect(CSSColor(text) == nil, "\(text)")
    }
  }
}
