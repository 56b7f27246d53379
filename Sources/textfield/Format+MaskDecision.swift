import InputMask
import TextFieldCore
import TextFieldSpec

extension Format {
  /// Whether the prompt's field for these flags autocompletes: as `--autocomplete` says, else
  /// when there is a single format (as `FieldSpec` builds the field).
  func promptAutocomplete(_ masks: MaskSet) -> Bool {
    maskOptions.autocomplete ?? masks.affine.isEmpty
  }

  /// What the prompt's field answers for a line, when the engine alone can tell.
  enum EngineAnswer: Equatable {
    /// Taken, the field holding this result's text.
    case taken(MaskResult)
    /// Refused as incomplete, for this reason (the prompt's words).
    case incomplete(String)
  }

  /// The prompt's answer for a line, read off the engine alone when it can be (see
  /// ``answer(_:)``), for one run's masks and settings.
  struct EngineDecider {
    let masks: MaskSet
    let autocomplete: Bool
    let allowIncomplete: Bool
    /// Whether a mask position can take each ASCII byte (`MaskSet.canTake`), asked once.
    private let takeable: [Bool]

    init(masks: MaskSet, autocomplete: Bool, allowIncomplete: Bool) {
      self.masks = masks
      self.autocomplete = autocomplete
      self.allowIncomplete = allowIncomplete
      takeable = (0..<128).map { masks.canTake(Character(Unicode.Scalar(UInt8($0)))) }
    }

    /// The prompt's answer for `line`, or `nil` when the field must decide.
    ///
    /// A line of printable ASCII that a single format (no affine formats) takes whole —
    /// something it can take, nothing left over — is taken with the text the prompt's field
    /// would hold, or refused as incomplete (unless `allowIncomplete`); an empty line is taken
    /// when `allowIncomplete`. `nil`: the field decides (every other refusal goes that way).
    ///
    /// The field's path costs about 30 times the engine's per line; this keeps a batch near the
    /// engine's speed. `FormatFastPathTests` holds it to the field's decision, and reason, on
    /// random and hostile lines.
    func answer(_ line: String) -> EngineAnswer? {
      let bytes = line.utf8
      guard masks.affine.isEmpty else { return nil }
      // An empty line leaves the field empty: taken when incomplete is allowed.
      if bytes.isEmpty {
        return allowIncomplete ? .taken(masks.choice(describing: "", caret: 0).result) : nil
      }
      // Printable ASCII: nothing the field's single-line policy would change or drop.
      var takes = false
      for byte in bytes {
        guard 0x20...0x7E ~= byte else { return nil }
        takes = takes || takeable[Int(byte)]
      }
      guard takes, bytes.count <= TextFieldModel.defaultMaximumLength else { return nil }
      let (result, overflow) = masks.primary.measuredApply(
        line, caret: bytes.count, gravity: .forward(autocomplete: autocomplete),
        countOverflow: true)
      guard overflow == 0, !result.text.isEmpty else { return nil }
      guard allowIncomplete || result.complete else {
        return .incomplete(incompleteReason(result, of: masks.primary))
      }
      return .taken(result)
    }
  }
}
