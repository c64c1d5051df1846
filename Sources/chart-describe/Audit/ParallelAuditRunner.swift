import ChartA11y
import Foundation

/// Audits many files on several threads and gathers the findings in input order.
///
/// Workers take the next file from a shared counter, so a slow file never holds up the others;
/// each result is stored at its input's index, so the output order is the input order whatever
/// the timing.
struct ParallelAuditRunner {
  var auditor: Auditor
  var jobs: Int

  /// Audits every URL, calling `progress` on the calling thread about five times a second with
  /// the number of files done.
  ///
  /// - Complexity: O(*n*) audits over `jobs` threads.
  func run(_ urls: [URL], progress: ((Int) -> Void)?) -> [[AuditFinding]] {
    let state = SharedState(count: urls.count)
    let auditor = self.auditor
    let workers = max(1, min(jobs, urls.count))
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = state.claim() {
          state.store(auditor.auditFile(at: urls[index]), at: index)
        }
      }
      group.leave()
    }
    if let progress {
      while group.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
        progress(state.finished)
      }
      progress(state.finished)
    } else {
      group.wait()
    }
    return state.results
  }
}

/// The work queue and results shared by the workers.
// @unchecked Sendable: every stored property is read and written only while holding `lock`.
private final class SharedState: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var done = 0
  private var slots: [[AuditFinding]]

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  /// The next index to audit, or `nil` when none is left.
  func claim() -> Int? {
    lock.withLock {
      guard next < slots.count else { return nil }
      next += 1
      return next - 1
    }
  }

  func store(_ findings: [AuditFinding], at index: Int) {
    lock.withLock {
      slots[index] = findings
      done += 1
    }
  }

  var finished: Int { lock.withLock { done } }

  var results: [[AuditFinding]] { lock.withLock { slots } }
}
