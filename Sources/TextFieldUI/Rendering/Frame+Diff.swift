extension Frame {
  /// How many runs of cells a terminal rewrites to turn `old` into this frame (the full-screen
  /// terminal's diff, built and counted).
  ///
  /// For the front-end benchmark (the Benchmarks package cannot see the `package` diff);
  /// O(width × height).
  @_spi(Benchmarks)
  public func changedRunCount(since old: Frame?) -> Int {
    FrameDiff.runs(from: old, to: self).count
  }
}
