/// Lists of names in running text.
package enum ListPhrasing {
  /// The names joined as English prose: "Day", "Day and Night", "Day, Dusk and Night".
  ///
  /// - Parameter names: The names, in the order to read them.
  /// - Returns: The list, or the empty string for no names.
  /// - Complexity: O(total length).
  package static func joined(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    guard names.count > 1 else { return last }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
