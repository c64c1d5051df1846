import ChartModel

extension WrittenNumberFormat {
  /// The format of cells written with `unit` and at most `fractionDigits` digits after the
  /// mark.
  package init(unit: NumberUnit, fractionDigits: Int) {
    let digits = min(fractionDigits, 6)
    let dollar = unit.currency == "$" ? "$" : ""
    let specifier: String
    if unit.isPercent {
      specifier = ".\(digits)%"
    } else if unit.sizeSuffix != nil {
      specifier = "\(dollar)~s"
    } else {
      specifier = "\(dollar),.\(digits)f"
    }
    self.init(specifier: specifier, unit: unit.currency == "$" ? nil : unit.currency)
  }
}
