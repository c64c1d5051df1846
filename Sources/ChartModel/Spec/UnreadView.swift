/// A view of a composed chart (a Vega-Lite layer, concatenated view or panel) that is left out
/// of the reading, so that every output can say the description is partial.
public struct UnreadView: Hashable, Sendable {
  /// What it draws, for a reader: its mark and the field it plots ("bar marks of Costs"), or
  /// its mark alone ("an arc view") when it could not be read at all.
  public var name: String
  /// Why it is left out, as a clause ("its data cannot be joined with the first view's").
  public var reason: String
  /// Whether it shares the chart's axes (a layer), so that they are drawn over its values too.
  public var sharesAxes: Bool

  /// Creates an unread view.
  public init(name: String, reason: String, sharesAxes: Bool) {
    self.name = name
    self.reason = reason
    self.sharesAxes = sharesAxes
  }
}
