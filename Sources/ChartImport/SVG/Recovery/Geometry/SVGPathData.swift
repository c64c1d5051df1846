import ChartModel

/// The vertices of an SVG path's `d` attribute: each subpath's start and the end point of
/// each of its segments, in absolute user units (before the element's transform).
///
/// Every command of SVG 1.1 path data is read, absolute and relative: `M L H V C S Q T A Z`.
/// Curves and arcs contribute their end points only: recovery reads data values at vertices
/// (a line's points, a bar's corners, a pie wedge's arc ends), never along a curve; which
/// vertices end a curve is kept (``Subpath/endsCurve``). A mistake in the data ends the
/// path there, keeping what came before, as SVG renderers do (SVG 1.1 §F.2, "render up to
/// the segment in error"); the offset of the mistake is kept for messages.
///
///     let path = try SVGPathData("M 10 20 L 30 40 h 5 z", limits: SVGLimits())
///     // path.subpaths[0].points == [(10, 20), (30, 40), (35, 40)], isClosed == true
public struct SVGPathData: Hashable, Sendable {
  /// One subpath: from a move-to up to the next move-to.
  public struct Subpath: Hashable, Sendable {
    /// The start and each segment's end point.
    public var points: [SVGPoint]
    /// Whether the subpath ends with `Z`.
    public var isClosed: Bool
    /// Whether each point ends a curve or arc (`C S Q T A`), parallel to ``points``.
    ///
    /// `false` for a straight segment's end and for the start.
    public var endsCurve: [Bool] = []
  }

  /// The subpaths in order.
  public private(set) var subpaths: [Subpath] = []
  /// The byte offset of the first mistake, when the data does not parse to its end.
  public private(set) var errorOffset: Int?
  /// The number of vertices read.
  public var vertexCount: Int { subpaths.reduce(0) { $0 + $1.points.count } }

  /// The largest coordinate magnitude read; beyond it a number is a mistake (no chart is
  /// drawn 10¹⁵ units wide, and larger values lose the precision of a pixel).
  public static let maximumMagnitude = 1e15

  /// Reads path data.
  ///
  /// - Parameters:
  ///   - data: The `d` attribute.
  ///   - limits: ``SVGLimits/maximumPathCommands`` bounds the commands read.
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the data has more commands than the
  ///   limit.
  /// - Complexity: O(*n*) in the length of `data`.
  public init(_ data: String, limits: SVGLimits = SVGLimits()) throws(ChartImportError) {
    var scanner = SVGNumberScanner(data)
    var current = SVGPoint(x: 0, y: 0)
    var start = current
    var lastControl: SVGPoint?
    var lastCommand: UInt8 = 0
    var commands = 0
    func add(_ point: SVGPoint, curve: Bool = false) {
      if subpaths.isEmpty {
        subpaths.append(Subpath(points: [current], isClosed: false, endsCurve: [false]))
      }
      subpaths[subpaths.count - 1].points.append(point)
      subpaths[subpaths.count - 1].endsCurve.append(curve)
      current = point
    }
    func coordinate(_ scanner: inout SVGNumberScanner) -> Double? {
      guard let value = scanner.number(), value.isFinite,
        abs(value) <= Self.maximumMagnitude
      else { return nil }
      return value
    }
    // A relative step is bounded as a number is: steps that add up past the bound end the path.
    func bounded(_ point: SVGPoint) -> SVGPoint? {
      abs(point.x) <= Self.maximumMagnitude && abs(point.y) <= Self.maximumMagnitude ? point : nil
    }
    func pair(_ scanner: inout SVGNumberScanner, relative: Bool) -> SVGPoint? {
      guard let x = coordinate(&scanner), let y = coordinate(&scanner) else { return nil }
      return bounded(
        relative ? SVGPoint(x: current.x + x, y: current.y + y) : SVGPoint(x: x, y: y))
    }
    scanner.skipSpaces()
    parsing: while !scanner.isAtEnd {
      let at = scanner.offset
      var command: UInt8
      if let byte = scanner.peek, Self.commandLetters.contains(byte) {
        command = byte
        scanner.offset += 1
      } else if lastCommand != 0, scanner.startsNumber(),
        lastCommand | 0x20 != UInt8(ascii: "z")
      {
        // A repeated command; numbers after a move-to are line-tos.
        command =
          lastCommand == UInt8(ascii: "M")
          ? UInt8(ascii: "L") : lastCommand == UInt8(ascii: "m") ? UInt8(ascii: "l") : lastCommand
      } else {
        errorOffset = at
        break
      }
      if lastCommand == 0 && command | 0x20 != UInt8(ascii: "m") {
        errorOffset = at
        break
      }
      commands += 1
      guard commands <= limits.maximumPathCommands else {
        throw ChartImportError(
          .invalidSVG(
            line: nil,
            reason:
              "a path has more than \(limits.maximumPathCommands) commands; the limit keeps "
              + "reading fast"))
      }
      let relative = command >= UInt8(ascii: "a")
      var control: SVGPoint?
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        guard let point = pair(&scanner, relative: relative) else {
          errorOffset = at
          break parsing
        }
        subpaths.append(Subpath(points: [point], isClosed: false, endsCurve: [false]))
        current = point
        start = point
      case UInt8(ascii: "l"):
        guard let point = pair(&scanner, relative: relative) else {
          errorOffset = at
          break parsing
        }
        add(point)
      case UInt8(ascii: "h"):
        guard let x = coordinate(&scanner),
          let point = bounded(SVGPoint(x: relative ? current.x + x : x, y: current.y))
        else {
          errorOffset = at
          break parsing
        }
        add(point)
      case UInt8(ascii: "v"):
        guard let y = coordinate(&scanner),
          let point = bounded(SVGPoint(x: current.x, y: relative ? current.y + y : y))
        else {
          errorOffset = at
          break parsing
        }
        add(point)
      case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"):
        // A cubic's first control point is read and dropped; its second (or the only one of
        // `s` and `q`) is kept for a following smooth curve.
        let dropsFirst = command | 0x20 == UInt8(ascii: "c")
        guard !dropsFirst || pair(&scanner, relative: relative) != nil,
          let second = pair(&scanner, relative: relative),
          let end = pair(&scanner, relative: relative)
        else {
          errorOffset = at
          break parsing
        }
        control = second
        add(end, curve: true)
      case UInt8(ascii: "t"):
        guard let end = pair(&scanner, relative: relative) else {
          errorOffset = at
          break parsing
        }
        let previous = lastCommand | 0x20
        if let lastControl, previous == UInt8(ascii: "q") || previous == UInt8(ascii: "t") {
          control = SVGPoint(x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y)
        } else {
          control = current
        }
        add(end, curve: true)
      case UInt8(ascii: "a"):
        guard let rx = coordinate(&scanner), let ry = coordinate(&scanner),
          coordinate(&scanner) != nil, scanner.flag() != nil, scanner.flag() != nil,
          let end = pair(&scanner, relative: relative), rx.isFinite, ry.isFinite
        else {
          errorOffset = at
          break parsing
        }
        add(end, curve: true)
      case UInt8(ascii: "z"):
        if !subpaths.isEmpty { subpaths[subpaths.count - 1].isClosed = true }
        current = start
        scanner.skipSpaces()
      default:
        errorOffset = at
        break parsing
      }
      lastControl = control
      lastCommand = command
      scanner.skipSpaces()
    }
  }

  private static let commandLetters = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

  /// The smallest axis-aligned box holding every vertex, or `nil` for an empty path.
  public var bounds: SVGRect? {
    SVGRect(enclosing: subpaths.flatMap(\.points))
  }
}
