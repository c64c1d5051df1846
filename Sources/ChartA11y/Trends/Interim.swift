import Foundation

public enum TrendDirection: String, CaseIterable, Codable, Sendable {
  case increasing, decreasing, none = "no trend"
}
public struct MannKendallResult: Hashable, Codable, Sendable {
  public var sampleCount: Int; public var s: Double; public var variance: Double;
  public var z: Double
  public var p: Double; public var tau: Double; public var alpha: Double;
  public var direction: TrendDirection
}
public enum MannKendall {
  public static func test(_ values: [Double], alpha: Double = 0.05) throws -> MannKendallResult {
    let x = values.filter { $0.isFinite }; let n = x.count
    guard n >= 3 else { throw ChartA11yError(.insufficientData(minimum: 3, found: n)) }
    var s = 0.0
    for i in 0..<n { for j in (i + 1)..<n { s += x[j] > x[i] ? 1 : (x[j] < x[i] ? -1 : 0) } }
    var ties: [Double: Int] = [:]; for v in x { ties[v, default: 0] += 1 }
    let nn = Double(n)
    var v = nn * (nn - 1) * (2 * nn + 5)
    for t in ties.values where t > 1 { let tt = Double(t); v -= tt * (tt - 1) * (2 * tt + 5) }
    v /= 18
    let z = s > 0 ? (s - 1) / v.squareRoot() : s < 0 ? (s + 1) / v.squareRoot() : 0
    let p = erfc(abs(z) / 2.0.squareRoot())
    return MannKendallResult(
      sampleCount: n, s: s, variance: v, z: z, p: p, tau: s / (0.5 * nn * (nn - 1)), alpha: alpha,
      direction: p < alpha ? (z > 0 ? .increasing : .decreasing) : .none)
  }
}
public struct SensSlope: Hashable, Codable, Sendable {
  public var slope: Double; public var intercept: Double
  public static func estimate(x: [Double], y: [Double]) throws -> SensSlope {
    var slopes: [Double] = []
    for i in 0..<x.count {
      for j in (i + 1)..<x.count where x[i] != x[j] && y[i].isFinite && y[j].isFinite {
        slopes.append((y[j] - y[i]) / (x[j] - x[i]))
      }
    }
    slopes.sort();
    guard !slopes.isEmpty else { throw ChartA11yError(.insufficientData(minimum: 2, found: 0)) }
    let m =
      slopes.count % 2 == 1
      ? slopes[slopes.count / 2] : (slopes[slopes.count / 2 - 1] + slopes[slopes.count / 2]) / 2
    return SensSlope(slope: m, intercept: 0)
  }
}
