import TestSupport
import Testing

@testable import TextFieldCore

/// Random filter chains and random edits, the filters installed on the field itself or in a
/// `TextFieldProxy` wrapping the user's delegate: both fields pass through the same states,
/// answer the same outcomes, fire the same events and leave the same trace of delegate and
/// filter calls (one `FilterChain` runs both).
@Suite struct ChainPlacementPropertyTests {
  static let scenarios = 150
  static let stepsPerScenario = 40

  @Test func filtersOnTheFieldAndInAProxyBehaveAlike() throws {
    var source = SeededGenerator(seed: 0xC4A1_F11E_0000_0023)
    var steps = 0
    scenarios: for scenario in 0..<Self.scenarios {
      let setup = Setup.random(&source)
      let direct = try Side(setup, viaProxy: false)
      let proxied = try Side(setup, viaProxy: true)
      var done: [String] = []
      for _ in 0..<Self.stepsPerScenario {
        let step = Step.random(&source)
        done.append("\(step)")
        steps += 1
        let answers = (direct.run(step), proxied.run(step))
        if answers.0 != answers.1 || direct.trace.lines != proxied.trace.lines {
          Issue.record(
            """
            scenario \(scenario): \(setup)
            steps: \(done.joined(separator: "; "))
            on the field: \(answers.0)
                          \(direct.trace.lines)
            in a proxy:   \(answers.1)
                          \(proxied.trace.lines)
            """)
          continue scenarios
        }
      }
    }
    #expect(steps == Self.scenarios * Self.stepsPerScenario)
  }
}

/// One scenario's configuration: the filters, where a tracing filter sits among them, how it
/// answers, and how the user's delegate answers (or that there is none).
private struct Setup: CustomStringConvertible {
  var specs: [FilterSpec]
  var tracerAt: Int
  var tracerAnswer: Int
  var tracerFormats: Bool
  var hasUser: Bool
  var vetoed: String
  var userAnswers: (end: Bool, clear: Bool, return: Bool)

  static func random(_ source: inout SeededGenerator) -> Setup {
    let specs = FilterSpec.randomChain(&source)
    return Setup(
      specs: specs, tracerAt: source.choice(below: specs.count + 1),
      tracerAnswer: source.choice(below: 4), tracerFormats: source.oneIn(3),
      hasUser: !source.oneIn(4), vetoed: source.pick(HostileText.pieces, or: "a"),
      userAnswers: (!source.oneIn(4), !source.oneIn(4), !source.oneIn(4)))
  }

  /// The tracing filter's answer: accept, refuse digits, upper-case, or drop every `x` saying so.
  func answer(_ edit: ProposedEdit) -> EditDecision {
    switch tracerAnswer {
    case 1: return edit.replacement.contains(where: \.isNumber) ? .reject("no digits") : .accept
    case 2: return .rewrite(text: edit.result.uppercased(), caret: edit.caret)
    case 3:
      let dropped = edit.result.filter { $0 == "x" }.count
      guard dropped > 0 else { return .accept }
      return .rewrite(
        text: edit.result.filter { $0 != "x" }, caret: edit.caret,
        notice: EditNotice(droppedCount: dropped, reason: "no x"))
    default: return .accept
    }
  }

  var description: String {
    "filters \(specs), tracer at \(tracerAt) answering \(tracerAnswer)"
      + " (formats: \(tracerFormats)), user: \(hasUser) vetoing \(vetoed.debugDescription)"
      + " \(userAnswers)"
  }
}

/// A field with the scenario's filters, on the field or in a proxy, and what it was told.
private final class Side {
  let field = TextFieldModel()
  let trace = Trace()
  let user = DelegateRecorder()
  let events: EventRecorder

  init(_ setup: Setup, viaProxy: Bool) throws {
    var filters = try setup.specs.map { try $0.make().filter }
    let status = setup.tracerFormats ? FormatStatus(value: "tracer", isComplete: false) : nil
    filters.insert(
      TracingFilter("tracer", trace: trace, status: status, answer: setup.answer),
      at: setup.tracerAt)
    user.trace = trace
    user.shouldChange = { _, string in !string.contains(setup.vetoed) }
    (user.shouldEnd, user.shouldClear, user.shouldReturn) = setup.userAnswers
    let delegate = setup.hasUser ? user : nil
    if viaProxy {
      field.retainDelegate(TextFieldProxy(filters: filters, delegate: delegate))
    } else {
      field.filters = filters
      field.delegate = delegate
    }
    events = EventRecorder(field)
  }

  /// Runs `step` and returns everything the field answers after it.
  func run(_ step: Step) -> [String] {
    events.reset()
    var answer = ""
    switch step {
    case .model(.perform(let command)): answer = "\(field.perform(command))"
    case .model(.setText(let text)): answer = "\(field.setText(text))"
    case .model(.select(let anchor, let caret)): field.select(anchor: anchor, caret: caret)
    case .model(.refocus): answer = "\(field.endEditing()) \(field.beginEditing())"
    case .model(.undoThenRedo): answer = "\(field.perform(.undo)) \(field.perform(.redo))"
    case .pressReturn: answer = "\(field.pressReturn())"
    case .submit: answer = "\(String(describing: field.validate(.submit)))"
    }
    return [
      answer, "\(field.state)", "\(events.events)", "\(String(describing: field.formatStatus))",
      "\(field.requiresCompleteFormat)", "\(field.canStep)",
    ]
  }
}

/// A random step: mostly a hostile model step, sometimes Return or a submit's validation.
private enum Step: CustomStringConvertible {
  case model(ModelStep)
  case pressReturn
  case submit

  static func random(_ source: inout SeededGenerator) -> Step {
    switch source.choice(below: 12) {
    case 0: .pressReturn
    case 1: .submit
    default: .model(ModelStep.random(&source))
    }
  }

  var description: String {
    switch self {
    case .model(let step): "\(step)"
    case .pressReturn: "field.pressReturn()"
    case .submit: "field.validate(.submit)"
    }
  }
}
