internal import CNcurses

/// How the C heap treats the memory a long text frees on every edit.
///
/// Each edit makes the text anew (the proposed edit's result) and frees the old one. glibc gives
/// the top of its heap back to the system as soon as 128 KiB of it are free, so with a text over
/// 64 KB every key gave pages back and faulted them in again: a key cost about twice as much at
/// 100,000 Characters as at 100. A program that edits long texts keeps that memory instead; the
/// `textfield` command does.
public enum HeapTuning {
  /// Keeps up to `bytes` of freed memory at the top of the C heap rather than returning it to
  /// the system at once (glibc's `M_TRIM_THRESHOLD`; nothing with other C libraries).
  ///
  /// A process-wide setting: call it once, early, in a program that owns its `main`.
  public static func keepFreedMemory(upTo bytes: Int) {
    tfk_keep_freed_heap_top(Int32(clamping: bytes))
  }
}
