import TextFieldCore
import TextFieldUI

extension ServeSession {
  /// An open form, and what happened to its fields during the current request.
  final class OpenForm {
    let form: Form
    /// The fields' keys, in the form's order.
    let keys: [String]
    /// The bytes of `bytes` requests, and the decoder that makes keys and pastes of them (a
    /// paste may span requests).
    let source = ServeByteSource()
    var decoder = KeyDecoder()
    /// The index of the field whose key is `key`, or an `unknown_field` error naming the keys.
    func index(of key: String) throws(ServeError) -> Int {
      guard let index = keys.firstIndex(of: key) else {
        throw ServeError(
          code: .unknownField,
          message: "no field \(ServeRequest.quoted(key)) in the open form (its fields: "
            + keys.map(ShellOutput.jsonString).joined(separator: ", ") + ")")
      }
      return index
    }

    /// Edits refused or trimmed during the current request, in order: each event's type and
    /// members (its `id` is added on the way out).
    private var edits: [(type: String, members: [(String, String)])] = []
    /// The fields whose value changed during the current request, by index.
    private var changed = Set<Int>()

    init(form: Form, keys: [String]) {
      self.form = form
      self.keys = keys
      for (index, field) in form.fields.enumerated() {
        field.model.addObserver { [weak self] event, model in
          self?.observe(event, of: model, at: index)
        }
      }
    }

    /// The events of the request with `id`, in order; the next request's start afresh.
    ///
    /// Refused and trimmed edits come first (or, when no edit was refused but the form rang the
    /// bell, the refusal of its own checks on the message line, reason `invalid`), then each
    /// changed field's state.
    func takeEvents(id: String?) -> [String] {
      noteAlert(since: 0)
      var lines = edits.map { ServeReply.object($0.type, id: id, $0.members) }
      for index in changed.sorted() {
        lines.append(
          ServeReply.object(
            "changed", id: id, ServeReply.fieldState(key: keys[index], form.fields[index].model)))
      }
      edits = []
      changed = []
      return lines
    }

    /// How many refused and trimmed edits the current request has caused so far.
    var editCount: Int { edits.count }

    /// Takes the bell the form rang, if any.
    ///
    /// When no edit was refused since the first `editCount` (the event that rang refused none),
    /// the bell is the refusal of the form's own checks (an incomplete field on Enter), said with
    /// the message line's words. Called after each event of a request, so a later key of the same
    /// request cannot hide it.
    func noteAlert(since editCount: Int) {
      guard form.takeAlert() != nil, edits.count == editCount,
        let message = form.message, message.isError, let index = form.focusIndex
      else { return }
      edits.append(("refused", member(index) + [("reason", "\"invalid\""), text(message.text)]))
    }

    private func observe(_ event: TextFieldEvent, of model: TextFieldModel, at index: Int) {
      switch event {
      case .valueChanged:
        changed.insert(index)
      case .feedback(.rejected(let reason)):
        let code = ShellOutput.jsonString(ServeReply.reasonCode(reason))
        let words = model.message(for: .rejected(reason: reason))
        edits.append(("refused", member(index) + [("reason", code), text(words)]))
      case .feedback(.trimmed(let notice)):
        edits.append(("trimmed", member(index) + [text(model.message(for: .trimmed(notice)))]))
      default:
        break
      }
    }

    /// `"field": key` of field `index`.
    private func member(_ index: Int) -> [(String, String)] {
      [("field", ShellOutput.jsonString(keys[index]))]
    }

    /// `"message": words`.
    private func text(_ words: String) -> (String, String) {
      ("message", ShellOutput.jsonString(words))
    }
  }
}
