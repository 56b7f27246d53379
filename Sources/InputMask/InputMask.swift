/// The input-mask engine: formats text against `[000]-[000]`-style masks.
///
/// The engine is built in its own issue; this namespace marks the module's place in the layers.
public enum InputMask {
  /// The input-mask syntax version this module is compatible with.
  public static let compatibleReferenceVersion = "7.3.2"
}
