internal import CTerminal

/// How the C heap treats the memory a long text frees on every edit.
///
/// An edit that the field's delegate and filters accept without reading its whole result changes
/// the text in place and frees nothing. One that builds the result (a regex, mask or pattern
/// filter reads it, or a delegate does) makes the text anew and frees the old one. glibc gives
/// the top of its heap back to the system as soon as 128 KiB of it are free, so with a text over
/// 64 KB such keys give pages back and fault them in again: a key cost about twice as much at
/// 100,000 Characters as at 100 when every edit did this. A program that edits long texts keeps
/// that memory instead; the `textfield` command does (a process-wide setting, so the executable's
/// and not a library's).
enum HeapTuning {
  /// Keeps up to `bytes` of freed memory on the C heap and serves blocks up to that size from it.
  ///
  /// The heap's top is not given back to the system until more than `bytes` of it are free, and
  /// blocks of up to `bytes` come from the heap rather than from a mapping of their own
  /// (glibc's `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD`; nothing with other C libraries). Texts
  /// up to about that size then cost no page faults per edit.
  ///
  /// A process-wide setting: call it once, early, in a program that owns its `main`. glibc
  /// accepts at most 32 MiB for the second.
  static func keepFreedMemory(upTo bytes: Int) {
    cterm_keep_freed_heap_top(Int32(clamping: bytes))
  }
}
