import Foundation
import TestSupport
import Testing

@testable import TextFieldCore

/// The edit pipeline's two landings, in place and through the whole result, are one behaviour;
/// the in-place machinery stays behind ``InPlaceEdit``, out of the ``ProposedEdit`` a reader
/// meets.
@Suite struct InPlaceEditTests {
  /// The same keys on a field whose edits land in place and on one whose delegate reads every
  /// result (so none does): the same outcomes, states and events, key by key.
  @Test(arguments: Array(1...8) as [UInt64])
  func landingInPlaceAndThroughTheResultAgree(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let start = (0..<Int.random(in: 0...6, using: &generator))
      .map { _ in FlatKeyTests.piece(&generator, from: FlatKeyTests.pieces) }.joined()
    let reader = ResultReading()
    let inPlace = TextFieldModel.editing(start)
    let whole = TextFieldModel.editing(start, delegate: reader)
    var events: ([TextFieldEvent], [TextFieldEvent]) = ([], [])
    inPlace.addObserver { event, _ in events.0.append(event) }
    whole.addObserver { event, _ in events.1.append(event) }
    var log: [String] = []
    for _ in 0..<300 {
      let command = FlatKeyTests.command(&generator, pieces: FlatKeyTests.pieces)
      log.append("\(command)")
      let context = "seed \(seed): " + log.suffix(8).joined(separator: ", ")
      #expect(inPlace.perform(command) == whole.perform(command), "\(context)")
      #expect(inPlace.state == whole.state, "\(context)")
      #expect(events.0 == events.1, "\(context)")
      if inPlace.state != whole.state || events.0 != events.1 { return }
    }
    #expect(reader.results.count > 0)
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// Every Swift file under `folder`, by path from the repository's root.
  static func sources(under folder: String) -> [String: String] {
    var files: [String: String] = [:]
    let base = root.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      files[url.path.replacingOccurrences(of: root.path + "/", with: "")] = text
    }
    return files
  }

  /// `ProposedEdit.swift` is the value a delegate sees, on a screen or two, with no windows or
  /// walks; the late result is named only there (a field of the edit) and in
  /// `Model/InPlaceEdit/`; the pipeline's file says what it holds.
  @Test func theMachineryStaysBehindInPlaceEdit() throws {
    let files = Self.sources(under: "Sources/TextFieldCore")
    let edit = try #require(files["Sources/TextFieldCore/Delegate/ProposedEdit.swift"])
    #expect(edit.split(separator: "\n", omittingEmptySubsequences: false).count <= 175)
    for word in ["Mutex", "oldWindow", "newWindowText", "TwoTextWalk"] {
      #expect(!edit.contains(word), "\(word)")
    }
    let outside = files.filter {
      !$0.key.hasPrefix("Sources/TextFieldCore/Model/InPlaceEdit/")
        && $0.key != "Sources/TextFieldCore/Delegate/ProposedEdit.swift"
        && $0.value.contains("LateText")
    }
    #expect(outside.keys.sorted() == [])
    let pipeline = try #require(
      files["Sources/TextFieldCore/Model/TextFieldModel+EditPipeline.swift"])
    #expect(pipeline.contains("func submit("))
    #expect(files.keys.filter { $0.hasSuffix("TextFieldModel+Submit.swift") } == [])
  }
}

/// A delegate that reads every edit's result, so that no edit lands in place.
private final class ResultReading: TextFieldDelegate {
  private(set) var results: [String] = []

  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    results.append(edit.result)
    return .accept
  }
}
