/// Sorts by a numeric key, keeping the original order of equal keys.
///
/// Input already in key order (the usual case: rows in x order) is returned as it is, after
/// one pass that stores no keys, without building a second array of elements (at ten million
/// observations that copy held about a gigabyte).
///
/// - Complexity: O(*n*) when already sorted, O(*n* log *n*) otherwise.
func stableSorted<Element>(_ elements: [Element], by key: (Element) -> Double) -> [Element] {
  var isSorted = true
  var index = elements.startIndex
  if index != elements.endIndex {
    var previous = key(elements[index])
    index += 1
    while index != elements.endIndex {
      let next = key(elements[index])
      // Only a key less than the one before breaks the order, so NaN keys (never less)
      // compare as the sort does.
      if next < previous {
        isSorted = false
        break
      }
      previous = next
      index += 1
    }
  }
  if isSorted { return elements }
  let keys = elements.map(key)
  let order = elements.indices.sorted { left, right in
    keys[left] != keys[right] ? keys[left] < keys[right] : left < right
  }
  return order.map { elements[$0] }
}
