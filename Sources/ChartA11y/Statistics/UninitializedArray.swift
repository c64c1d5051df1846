/// Arrays of plain values whose storage the caller writes before reading it, made without
/// touching the standard library's shared empty-array storage.
///
/// `Array(unsafeUninitializedCapacity: 0, initializingWith:)` stores its count of 0 in
/// `_swiftEmptyArrayStorage`, the one empty buffer every empty array shares. Two threads
/// doing so at once write the same 0 to the same word: harmless, but the thread sanitizer
/// (`swift test --sanitize=thread`) reports it as a data race, and a sorting or counting pass
/// over no values is an ordinary case (a series of one point, a phase of none). These
/// initializers return a fresh empty array when there is nothing to hold, and otherwise are
/// `Array(unsafeUninitializedCapacity:initializingWith:)`.
extension Array where Element: BitwiseCopyable {
  /// `count` values left uninitialized, for the caller to write before reading each one.
  ///
  /// - Parameter count: The number of elements, at least 0.
  /// - Complexity: O(1) besides the allocation; the storage is not written.
  init(uninitializedCount count: Int) {
    self.init(uninitializedCapacity: count) { _, initialized in initialized = count }
  }

  /// `Array(unsafeUninitializedCapacity:initializingWith:)`, except that a capacity of 0
  /// calls `body` with an empty buffer and returns a new empty array.
  ///
  /// - Parameters:
  ///   - capacity: The most elements `body` may initialize, at least 0.
  ///   - body: Initializes the first `initialized` elements of the buffer and sets it.
  /// - Throws: What `body` throws.
  init(
    uninitializedCapacity capacity: Int,
    initializingWith body: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
  ) rethrows {
    guard capacity > 0 else {
      var buffer = UnsafeMutableBufferPointer<Element>(start: nil, count: 0)
      var initialized = 0
      try body(&buffer, &initialized)
      self = []
      return
    }
    try self.init(unsafeUninitializedCapacity: capacity, initializingWith: body)
  }
}
