import Dispatch

/// A serial executor backed by one dispatch queue, so an actor's work never runs on the
/// cooperative thread pool and never runs concurrently (GRDB's `DispatchQueueActor`).
final class SpeechQueueExecutor: SerialExecutor {
  /// The queue every job runs on.
  let queue = DispatchQueue(label: "chart-describe.speech")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(queue))
  }
}
