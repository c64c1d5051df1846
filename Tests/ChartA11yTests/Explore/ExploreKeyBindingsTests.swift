import Testing

@testable import ChartA11y

@Suite("explore's key bindings: defaults and 'key = action' lines")
struct ExploreKeyBindingsTests {
  @Test("the defaults bind every action but none twice to one key")
  func defaults() {
    let bindings = ExploreKeyBindings.standard
    for action in ExploreAction.allCases {
      #expect(!bindings.keys(for: action).isEmpty, "\(action)")
    }
    #expect(Set(bindings.keys).count == bindings.keys.count)
    #expect(bindings.action(for: .key("N")) == .nextPoint)
    #expect(bindings.action(for: .escape) == .quit)
    #expect(bindings.action(for: .key("z")) == nil)
  }

  @Test("lines rebind, add and unbind keys; comments and blank lines are skipped")
  func parse() throws {
    let text = """
      # vi keys
      j = next-point
      k = previous-point   # K was kind-summary
      Tab=kind-summary

      x = none
      PAGEUP = last-point
      """
    let bindings = try ExploreKeyBindings.standard.applying(text)
    #expect(bindings.action(for: .key("j")) == .nextPoint)
    #expect(bindings.action(for: .key("K")) == .previousPoint)
    #expect(bindings.action(for: .tab) == .kindSummary)
    #expect(bindings.action(for: .key("x")) == nil)
    #expect(bindings.action(for: .pageUp) == .lastPoint)
    #expect(bindings.keys(for: .nextPoint) == [.right, .key("n"), .key("j")])
    #expect(bindings.keys(for: .allSeriesHere).isEmpty)
    #expect(!bindings.helpText.contains("every series at this position"))
    #expect(bindings.helpText.contains("Tab: what the chart's kind shows."))
  }

  @Test("a line that is not a binding is one error naming its line and what to write")
  func errors() {
    #expect(
      throws: ExploreKeyBindings.ParseError(
        line: 2, reason: "write a key, '=' and an action, such as 'j = next-point'")
    ) { try ExploreKeyBindings.standard.applying("j = next-point\nj next-point") }
    #expect(throws: ExploreKeyBindings.ParseError.self) {
      try ExploreKeyBindings.standard.applying("F13 = help")
    }
    do {
      _ = try ExploreKeyBindings.standard.applying("\n\nq = leave")
      Issue.record("no error")
    } catch {
      #expect(error.line == 3)
      #expect(
        error.description.hasPrefix("line 3: 'leave' is not an action; name one of next-point,"))
      #expect(error.description.hasSuffix("help, quit, or none"))
    }
  }

  @Test("action and key names round-trip")
  func names() {
    for action in ExploreAction.allCases {
      #expect(ExploreAction(configName: action.configName) == action)
    }
    #expect(ExploreAction.playFromHere.configName == "play-from-here")
    for key in ExploreKeyPress.namedKeys + [.key("n"), .key(">"), .key("=")] {
      #expect(ExploreKeyPress(configName: key.configName) == key)
    }
    #expect(ExploreKeyPress.key("]").spokenName == "right bracket")
  }
}
