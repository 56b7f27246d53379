import InputMask

extension LineMode {
  /// One line of a line-mode transcript: what it is, for which field, and its plain text.
  public struct Line: Hashable, Sendable {
    /// What a line says.
    public enum Kind: Hashable, Sendable {
      /// Asks for a field: `Phone (+1 (___) ___-____):`; the detail is the placeholder or what
      /// an empty line keeps.
      case prompt
      /// The line was taken, but the filters dropped part of it: `Vowels: 2 characters dropped:
      /// only "aeiou" allowed`.
      case notice
      /// The line was refused, and why: `Phone: incomplete: "+1 (555" still needs ") ___-____"`.
      case refusal
      /// Input ended while asking for the field: `Phone: input ended, cancelled`.
      case ended
      /// Introduces the field in the accessible mode (``LineMode/isAccessible``): `Phone: 10
      /// digits, shown as +1 (555) 123-4567.`; the detail is what follows the label.
      case introduction
      /// One numbered suggestion, after the introduction: `2. Berlin`; the detail is the line.
      case suggestion
      /// What the field saved, read back in the accessible mode: `Saved: +1 (555) 123-4567`
      /// (`Saved: not shown` for a secure field); the detail is what follows `Saved: `.
      case saved
    }

    /// What the line says.
    public var kind: Kind
    /// The index of the field in its form.
    public var field: Int
    /// The field's label.
    public var label: String
    /// The prompt's hint, the reason or the notice, as given (controls not escaped).
    public var detail: String

    package init(_ kind: Kind, field: Int, label: String, detail: String) {
      self.kind = kind
      self.field = field
      self.label = label
      self.detail = detail
    }

    /// The line as written, without a line end; controls (and bidirectional controls) are
    /// written as `\u{…}`, so the line cannot drive a terminal.
    public var text: String {
      let line: String
      switch kind {
      case .prompt: line = detail.isEmpty ? "\(label):" : "\(label) (\(detail)):"
      case .notice, .refusal: line = "\(label): \(detail)"
      case .ended: line = "\(label): input ended, \(detail)"
      case .introduction: line = "\(label): \(detail)"
      case .suggestion: line = detail
      case .saved: line = "Saved: \(detail)"
      }
      return escapingControls(line)
    }
  }
}
