import ChartModel

extension WrittenNumber {
  /// The digits and separators of a written number (`1.234,5`, `1 234`, `.5`), scanned once:
  /// what each ``DecimalMark`` reading needs to accept or refuse it.
  struct Core {
    /// A separator's kind: the two marks, and the group-only separators (spaces, `'`).
    enum Separator: Equatable {
      case point, comma, groupOnly
    }

    /// The digits as an integer, when at most 19 significant digits.
    var digits: UInt64 = 0
    /// The number of digits.
    var digitCount = 0
    /// Whether the first digit is `0`.
    var startsWithZero = false
    /// The number of separators.
    var separatorCount = 0
    /// The first and last separators' kinds and positions (digits before them).
    var first: (kind: Separator, position: Int)?
    var last: (kind: Separator, position: Int)?
    /// How many points and commas there are.
    var points = 0
    var commas = 0
    /// Whether every separator so far is the first's kind; and every one but the last.
    var isUniform = true
    var isUniformBeforeLast = true
    /// Whether consecutive separators are three digits apart.
    var gapsAreThree = true

    /// Scans `[digits and separators]`, starting with a digit or a mark and ending with a
    /// digit; `nil` for any other byte, two separators in a row, or more than 19 significant
    /// digits.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
      var index = 0
      var significant = 0
      var previousWasSeparator = true
      while index < bytes.count {
        let byte = bytes[index]
        let digit = byte &- UInt8(ascii: "0")
        if digit < 10 {
          if digitCount == 0 { startsWithZero = digit == 0 }
          digitCount += 1
          if digits != 0 || digit != 0 {
            significant += 1
            if significant > 19 { return nil }
            digits = digits &* 10 &+ UInt64(digit)
          }
          previousWasSeparator = false
          index += 1
          continue
        }
        let kind: Separator
        var length = 1
        switch byte {
        case UInt8(ascii: "."): kind = .point
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: "'"): kind = .groupOnly
        default:
          guard let space = WrittenNumber.spaceLength(bytes, at: index, bytes.count) else {
            return nil
          }
          kind = .groupOnly
          length = space
        }
        // A separator between digits only; a mark may start the number (`.5`).
        if previousWasSeparator && !(digitCount == 0 && kind != .groupOnly && separatorCount == 0) {
          return nil
        }
        add(kind)
        previousWasSeparator = true
        index += length
      }
      guard digitCount > 0, !previousWasSeparator else { return nil }
    }

    private mutating func add(_ kind: Separator) {
      if let last { gapsAreThree = gapsAreThree && digitCount - last.position == 3 }
      isUniformBeforeLast = isUniform
      if let first { isUniform = isUniform && first.kind == kind }
      if first == nil { first = (kind, digitCount) }
      last = (kind, digitCount)
      separatorCount += 1
      if kind == .point { points += 1 }
      if kind == .comma { commas += 1 }
    }

    /// The digits and the count after the mark, when the text is a number with `mark` as
    /// its decimal mark; `nil` otherwise.
    func reading(_ mark: DecimalMark) -> (digits: UInt64, fraction: Int)? {
      guard let last, let first else { return (digits, 0) }
      let markKind: Separator = mark == .point ? .point : .comma
      let markCount = mark == .point ? points : commas
      if last.kind == markKind && markCount == 1 {
        let fraction = digitCount - last.position
        if separatorCount == 1 { return (digits, fraction) }
        guard isUniformBeforeLast, groupsAreValid(first) else { return nil }
        return (digits, fraction)
      }
      guard markCount == 0, isUniform, groupsAreValid(first), digitCount - last.position == 3
      else { return nil }
      return (digits, 0)
    }

    /// Whether the first group has one to three digits, not starting with `0`, and the
    /// separators are three digits apart.
    private func groupsAreValid(_ first: (kind: Separator, position: Int)) -> Bool {
      (1...3).contains(first.position) && !startsWithZero && gapsAreThree
    }
  }
}
