import InputMask

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `textfield format --jsonl`: one JSON request per input line, one JSON result per output line.
///
/// A malformed line (bad JSON, a missing field, a malformed mask) yields an error object for that
/// line and the stream goes on. Requests are read straight from the line's bytes by
/// ``JSONReader`` (no tree, members this command does not know are checked and skipped), and masks
/// are compiled once per format, notations and direction.
enum FormatJSONLines {
  /// A request line; field names are those of the conformance files.
  struct Request {
    var format = ""
    var input = ""
    var caret: Int?
    var caretGravity: String?
    var autocomplete = false
    var autoskip = false
    var rtl = false
    var customNotations: [NotationRecord] = []
    var affineFormats: [String] = []
    var affinityStrategy: String?
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

  /// Serves standard input until it ends; false when reading or writing failed.
  static func run() -> Bool {
    var out = OutputBuffer()
    var cache = MaskCache()
    var last: LastMask?
    var lineNumber = 0
    let read = LineReader.forEachLine { line in
      lineNumber += 1
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return true }
      do throws(RequestError) {
        let request = try Request(line: line, number: lineNumber)
        out.appendJSON(try serve(request, cache: &cache, last: &last))
        out.writeLine("")
      } catch {
        out.appendJSONError(error.message, offset: error.offset)
      }
      return out.flushIfFull()
    }
    return out.flush() && read
  }

  /// The mask of the last request with one format and no custom notations: the next request
  /// that names the same format takes it without hashing the format for the cache.
  struct LastMask {
    var format: String
    var rtl: Bool
    var mask: Mask
  }

  /// Applies the request's mask (or mask set) to its input.
  static func serve(
    _ request: Request, cache: inout MaskCache, last: inout LastMask?
  ) throws(RequestError) -> MaskResult {
    let gravity: CaretGravity
    switch request.caretGravity {
    case nil, "forward": gravity = .forward(autocomplete: request.autocomplete)
    case "backward": gravity = .backward(autoskip: request.autoskip)
    case let other?:
      throw RequestError(
        message: "caretGravity must be forward or backward, not \"\(other)\"", offset: nil)
    }
    let caret = request.caret ?? Int.max
    var strategy = AffinityStrategy.wholeString
    if let name = request.affinityStrategy {
      guard let named = AffinityStrategy(rawValue: name) else {
        throw RequestError(message: "unknown affinityStrategy \"\(name)\"", offset: nil)
      }
      strategy = named
    }
    let single = request.customNotations.isEmpty && request.affineFormats.isEmpty
    if single, last?.rtl == request.rtl, sameBytes(last?.format, request.format),
      let result = last?.mask.apply(request.input, caret: caret, gravity: gravity)
    {
      return result
    }
    var notations: [Notation] = []
    for record in request.customNotations { notations.append(try notation(record)) }
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
    let primary = try compile(request.format)
    if single {
      last = LastMask(format: request.format, rtl: rtl, mask: primary)
      return primary.apply(request.input, caret: caret, gravity: gravity)
    }
    var affine: [Mask] = []
    for (index, format) in request.affineFormats.enumerated() {
      affine.append(try compile(format, field: "affineFormats[\(index)]"))
    }
    guard !affine.isEmpty else {
      return primary.apply(request.input, caret: caret, gravity: gravity)
    }
    let set = MaskSet(primary: primary, affine: affine, strategy: strategy)
    return set.apply(request.input, caret: caret, gravity: gravity).result
  }

  /// Whether the strings hold the same bytes (the same scalars: a mask cache's key).
  private static func sameBytes(_ first: String?, _ second: String) -> Bool {
    guard var first else { return false }
    var second = second
    return first.withUTF8 { one in
      second.withUTF8 { two in
        guard one.count == two.count, let left = one.baseAddress, let right = two.baseAddress else {
          return one.count == two.count
        }
        return memcmp(left, right, one.count) == 0
      }
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
