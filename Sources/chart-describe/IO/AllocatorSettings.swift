import CMalloc

/// The process's allocator settings, made once at start-up.
///
/// glibc's `malloc` serves blocks from 128 KiB up with `mmap` and returns them to the system
/// when freed, but each time such a block is freed it raises that threshold to the block's
/// size (up to 32 MiB; glibc manual, "Memory Allocation Tunables", `M_MMAP_THRESHOLD`). After
/// the first large analysis array is freed, arrays of 1 to 32 MiB (radix-sort buffers,
/// inversion counts, rank arrays of a long series) are served from the per-thread arenas,
/// where freed space stays resident and fragments across the two analysis threads. On a
/// ten-million-point `describe` that kept about 85 MB more resident than was ever in use
/// (717 MB peak against a 631 MB heap peak; `heaptrack`, docs/performance.md).
///
/// A fixed threshold also turns off the raising, so every block of at least
/// ``mmapThreshold`` bytes is returned when freed. The price is the page faults of fresh
/// mappings: about 0.8 s more system time on that run, shared by the two cores.
enum AllocatorSettings {
  /// The size in bytes from which blocks are mapped on their own: 4 MiB.
  static let mmapThreshold: Int32 = 4 << 20

  /// Fixes glibc's mmap threshold at ``mmapThreshold`` bytes.
  ///
  /// Call before any large allocation. A failure (another C library) leaves the default,
  /// which is only less frugal, so it is not reported.
  static func apply() {
    _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
  }
}
