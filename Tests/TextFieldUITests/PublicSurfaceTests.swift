import Foundation
import Testing

/// The libraries' public surface stays small enough to read in one sitting, and documented
/// (`Scripts/public-surface.sh` measures the same lines, and the symbol graphs too).
@Suite struct PublicSurfaceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// The modules an embedder links.
  static let libraries = [
    "InputMask", "TextFieldCore", "TextFieldUI", "TextFieldCurses", "TextFieldTypes",
    "TextFieldTestSupport",
  ]

  /// The most public declarations the libraries may have (issue 23's target is 400).
  static let limit = 571

  /// One public declaration: where it is, its line, and whether a doc comment precedes it.
  struct Declaration: Hashable, CustomStringConvertible {
    var place: String
    var line: String
    var isDocumented: Bool
    var description: String { "\(place): \(line)" }
  }

  /// A line declaring something `public` or `open` (an extension itself declares nothing).
  static var declaration: Regex<(Substring, Substring)> {
    #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+(?:\([^)]*\))?\s+)*?(?:public|open)\s+(?:(?:static|final|class|mutating|nonmutating|override|convenience|required|indirect|nonisolated|prefix|postfix|infix|private\(set\)|internal\(set\)|fileprivate\(set\)|package\(set\))\s+)*(func|var|let|init|subscript|struct|class|enum|protocol|typealias|case|actor|extension|associatedtype|operator)\b/#
  }

  /// Every public declaration in the libraries' sources.
  static func declarations() throws -> [Declaration] {
    let declaration = Self.declaration
    var found: [Declaration] = []
    for library in libraries {
      let folder = root.appendingPathComponent("Sources/\(library)")
      let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      var files: [URL] = []
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" { files.append(url) }
      }
      for url in files.sorted(by: { $0.path < $1.path }) {
        let lines = try String(contentsOf: url, encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false)
        let place = String(url.path.dropFirst(root.path.count + 1))
        for (index, line) in lines.enumerated() {
          // `@_spi` declarations are seen only through an explicit `@_spi(...) import`.
          guard let match = line.firstMatch(of: declaration), match.output.1 != "extension",
            !line.contains("@_spi(")
          else { continue }
          var above = index - 1
          while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            above -= 1
          }
          let comment = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
          found.append(
            Declaration(
              place: "\(place):\(index + 1)",
              line: line.trimmingCharacters(in: .whitespaces),
              isDocumented: comment.hasPrefix("///") || comment.hasSuffix("*/")))
        }
      }
    }
    return found
  }

  @Test func theCountStaysUnderTheLimit() throws {
    let count = try Self.declarations().count
    #expect(count > 100)
    #expect(count <= Self.limit, "\(count) public declarations, over \(Self.limit)")
  }

  @Test func everyPublicDeclarationHasADocComment() throws {
    let undocumented = try Self.declarations().filter { !$0.isDocumented }.map(\.place)
    #expect(undocumented == [])
  }

  /// A host passes its own `WINDOW *`; no public initializer takes a pointer to any type.
  @Test func noPublicDeclarationTakesAGenericPointer() throws {
    let generic = try Self.declarations().filter {
      $0.line.contains("UnsafeMutablePointer<") || $0.line.contains("UnsafePointer<")
    }
    #expect(generic.map(\.description) == [])
  }

  /// The host gives the frame its terminal's measure of a character: no public `render`
  /// guesses it.
  @Test func renderingTakesTheTerminalsMeasure() throws {
    let guessing = try Self.declarations().filter {
      $0.line.contains("func render(") && $0.line.contains("cellWidth: CellWidth = ")
    }
    #expect(guessing.map(\.description) == [])
  }

  /// The demos are executable targets, not products; the products are the libraries,
  /// `textfield` and the C library `textfieldkit` (issue 24).
  @Test func theProductsAreTheLibrariesAndTextfield() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = manifest.matches(of: #/\.(library|executable)\(name: "([^"]+)"/#)
      .map { "\($0.output.1) \($0.output.2)" }
    #expect(
      products
        == Self.libraries.map { "library \($0)" } + [
          "executable textfield", "library textfieldkit",
        ])
  }

  /// Test support ships the field-state notation an embedder's filter tests need.
  @Test func testSupportShipsTheStateNotation() throws {
    let shipped = try Self.declarations().filter {
      $0.place.hasPrefix("Sources/TextFieldTestSupport/TextFieldState+Notation.swift:")
    }
    #expect(
      shipped.map(\.line) == [
        "public init(notation: String) {", "public static func editing(",
      ])
  }

  /// The round trip `apply` is held to is a test oracle, not part of the mask engine.
  @Test func theMaskEngineShipsNoTestOracle() throws {
    let path = Self.root.appendingPathComponent("Sources/InputMask/Mask+RoundTrip.swift").path
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
