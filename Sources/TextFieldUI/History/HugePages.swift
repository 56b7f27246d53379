#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Huge pages for the large buffers a history file is read into.
enum HugePages {
  /// Asks Linux to back `buffer`, about to be filled, with huge pages (when it spans 8 MiB or
  /// more).
  ///
  /// A million-line file (18 MB) then takes a few page faults instead of thousands: its read
  /// took 12 ms, most of them faults, and its 8 MB of line ends another 3. Only a hint: where
  /// it is refused or unknown (another system), nothing changes.
  static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      let hugePage = 2 << 20
      guard buffer.count >= 4 * hugePage, let base = buffer.baseAddress else { return }
      let page = 4096
      let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
      let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(aligned, end - start, MADV_HUGEPAGE)
    #endif
  }
}
