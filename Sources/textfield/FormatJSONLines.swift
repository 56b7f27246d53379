import InputMask
import TextFieldSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `textfield format --jsonl`: one JSON request per input line, one JSON result per output line.
///
/// A malformed line (bad JSON, a missing field, a malformed mask) yields an error object for that
/// line and the stream goes on. Requests are read in place from the line's bytes by
/// ``JSONReader`` (no tree; members this command does not know are checked and skipped; strings
/// are decoded only when used), and masks are compiled once per format, notations and direction.
enum FormatJSONLines {
  /// A request line; field names are those of the conformance files.
  ///
  /// Its members are places in ``line``, valid while the line is: strings are decoded by
  /// ``text(_:)``, the rare arrays read again by ``notationRecords()`` and
  /// ``affineFormatTexts()``. So a request holds no reference: nothing to count or free per line.
  struct Request {
    /// The line the request was read from.
    let line: UnsafeBufferPointer<UInt8>
    var format = JSONReader.Key(range: 0..<0, isEscaped: false)
    var input: JSONReader.Key?
    var caret: Int?
    var caretGravity: JSONReader.Key?
    var autocomplete = false
    var autoskip = false
    var rtl = false
    /// Where the `customNotations` array starts in the line, when it has elements.
    var customNotations: Int?
    /// Where the `affineFormats` array starts in the line, when it has elements.
    var affineFormats: Int?
    var affinityStrategy: JSONReader.Key?

    /// The text of a string member (its escapes decoded).
    func text(_ member: JSONReader.Key) -> String {
      JSONReader(line).text(of: member)
    }

    /// Whether a string member is exactly `name` (ASCII), as Swift compares strings.
    func member(_ member: JSONReader.Key, is name: StaticString) -> Bool {
      JSONReader(line).key(member, is: name)
    }
  }

  /// A custom notation as the conformance files spell it.
  struct NotationRecord {
    var character = ""
    var predefined: [String] = []
    var charactersIn = ""
    var isOptional = false
  }

  /// A request that cannot be served.
  struct RequestError: Error {
    var message: String
    var offset: Int?
  }

  /// Serves standard input until it ends.
  ///
  /// Each request that cannot be served gets its error object and a line on standard error
  /// (`textfield format: line 3: …`).
  /// - Returns: whether reading and writing succeeded, and how many lines were errors.
  static func run() -> (succeeded: Bool, errors: Int) {
    var out = OutputBuffer()
    var cache = MaskCache()
    var last: LastMask?
    var lineNumber = 0
    var errors = 0
    let read = LineReader.forEachLine { line in
      lineNumber += 1
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return true }
      do throws(RequestError) {
        let request = try Request(line: line, number: lineNumber)
        out.write(try serve(request, cache: &cache, last: &last), as: .json)
      } catch {
        errors += 1
        printError("textfield format: line \(lineNumber): \(error.message)")
        out.appendJSONError(error.message, offset: error.offset)
      }
      return out.flushIfFull()
    }
    return (out.flush() && read, errors)
  }

  /// The mask of the last request with one format and no custom notations: the next request
  /// that names the same format (the same bytes) takes it without decoding or hashing the format.
  struct LastMask {
    var format: [UInt8]
    var rtl: Bool
    var mask: Mask
  }

  /// Applies the request's mask (or mask set) to its input.
  static func serve(
    _ request: Request, cache: inout MaskCache, last: inout LastMask?
  ) throws(RequestError) -> MaskResult {
    let gravity = try caretGravity(request)
    let caret = request.caret ?? Int.max
    var strategy = AffinityStrategy.wholeString
    if let member = request.affinityStrategy {
      let name = request.text(member)
      guard let named = AffinityStrategy(rawValue: name) else {
        throw RequestError(message: "unknown affinityStrategy \"\(name)\"", offset: nil)
      }
      strategy = named
    }
    var input = ""
    if let member = request.input { input = request.text(member) }
    let single = request.customNotations == nil && request.affineFormats == nil
    if single, let last, last.rtl == request.rtl, sameFormat(request, last.format) {
      return last.mask.apply(input, caret: caret, gravity: gravity)
    }
    let format = request.text(request.format)
    var notations: [Notation] = []
    for record in try request.notationRecords() { notations.append(try notation(record)) }
    let rtl = request.rtl
    /// Compiles one format; an affine format's error names it (`affineFormats[1]: …`).
    func compile(_ format: String, field: String? = nil) throws(RequestError) -> Mask {
      do {
        return try cache.mask(format: format, customNotations: notations, isRightToLeft: rtl)
      } catch {
        let message = field.map { "\($0): \(error.message)" } ?? error.message
        throw RequestError(message: message, offset: error.offset)
      }
    }
    let primary = try compile(format)
    if single {
      last = LastMask(format: Array(format.utf8), rtl: rtl, mask: primary)
      return primary.apply(input, caret: caret, gravity: gravity)
    }
    var affine: [Mask] = []
    for (index, format) in try request.affineFormatTexts().enumerated() {
      affine.append(try compile(format, field: "affineFormats[\(index)]"))
    }
    guard !affine.isEmpty else {
      return primary.apply(input, caret: caret, gravity: gravity)
    }
    let set = MaskSet(primary: primary, affine: affine, strategy: strategy)
    return set.apply(input, caret: caret, gravity: gravity).result
  }

  /// The request's caret gravity: `caretGravity` as Swift compares strings, without decoding it
  /// when it is spelt plainly.
  private static func caretGravity(_ request: Request) throws(RequestError) -> CaretGravity {
    guard let member = request.caretGravity else {
      return .forward(autocomplete: request.autocomplete)
    }
    if request.member(member, is: "forward") { return .forward(autocomplete: request.autocomplete) }
    if request.member(member, is: "backward") { return .backward(autoskip: request.autoskip) }
    throw RequestError(
      message: "caretGravity must be forward or backward, not \"\(request.text(member))\"",
      offset: nil)
  }

  /// Whether the request's format has the UTF-8 bytes `format` (the same scalars: a mask
  /// cache's key), compared in place when it has no escape.
  private static func sameFormat(_ request: Request, _ format: [UInt8]) -> Bool {
    guard !request.format.isEscaped else {
      return request.text(request.format).utf8.elementsEqual(format)
    }
    let range = request.format.range
    guard range.count == format.count else { return false }
    guard let line = request.line.baseAddress, !format.isEmpty else { return true }
    return format.withUnsafeBufferPointer { bytes in
      bytes.baseAddress.map { memcmp(line + range.lowerBound, $0, range.count) == 0 } ?? false
    }
  }

  private static func notation(_ record: NotationRecord) throws(RequestError) -> Notation {
    guard let character = record.character.first, record.character.count == 1 else {
      throw RequestError(message: "a notation character must be one Character", offset: nil)
    }
    var classes = MaskCharacterSet.Classes()
    for name in record.predefined {
      guard let named = MaskCharacterSet.Classes.byName[name] else {
        throw RequestError(message: "unknown predefined set \"\(name)\"", offset: nil)
      }
      classes.formUnion(named)
    }
    let set = MaskCharacterSet(classes: classes, characters: Set(record.charactersIn))
    return Notation(character: character, characterSet: set, isOptional: record.isOptional)
  }
}
