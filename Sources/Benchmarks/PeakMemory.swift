import Foundation

/// The process's peak resident memory, read from Linux's `/proc/self/status`.
enum PeakMemory {
  /// The high-water mark of resident memory (`VmHWM`), in bytes.
  ///
  /// - Returns: The peak, or `nil` when `/proc` is unavailable (not Linux).
  /// - Complexity: O(1); reads one small file.
  static func bytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}
