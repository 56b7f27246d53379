import TextFieldSpec

extension FormatJSONLines.Request {
  /// The request on input line `number`, read in place: its strings stay ranges of `line`.
  ///
  /// Members this command does not know (a conformance file's `expectedText`) are checked and
  /// skipped; `null` is an absent member, except for `format`; a member given twice is an error.
  /// - Throws: `not JSON: …` with the line and column for a line that is not JSON, the member's
  ///   path for a value of the wrong type, `missing field "format"` without it.
  init(line: UnsafeBufferPointer<UInt8>, number: Int) throws(FormatJSONLines.RequestError) {
    var reader = JSONReader(line)
    self.line = line
    var hasFormat = false
    do throws(JSONError) {
      if try reader.peekKind() != .object {
        // Not JSON at all is said first; then that JSON is not an object.
        var whole = reader
        try whole.skipValue()
        try whole.expectEnd()
      }
      try reader.expectObject()
      var seen: UInt32 = 0
      while let key = try reader.nextKey() {
        guard let field = Self.field(key, in: reader) else {
          try reader.skipValue()
          continue
        }
        try reader.refuseDuplicate(key, seen: &seen, index: field)
        do throws(JSONError) {
          switch field {
          case 0:
            format = try reader.requiredStringRange()
            hasFormat = true
          case 1: input = try reader.optionalStringRange()
          case 2: caret = try reader.optionalInteger()
          case 3: caretGravity = try reader.optionalStringRange()
          case 4: autocomplete = try reader.optionalBool() ?? false
          case 5: autoskip = try reader.optionalBool() ?? false
          case 6: rtl = try reader.optionalBool() ?? false
          case 7:
            let start = reader.offset
            if try !Self.notations(&reader).isEmpty { customNotations = start }
          case 8:
            let start = reader.offset
            if try reader.optionalStrings()?.isEmpty == false { affineFormats = start }
          default: affinityStrategy = try reader.optionalStringRange()
          }
        } catch {
          throw error.inside(.key(reader.text(of: key)))
        }
      }
      try reader.expectEnd()
    } catch {
      var error = error
      error.line = number
      throw FormatJSONLines.RequestError(
        message: error.isSchemaError ? error.description : "not JSON: \(error)", offset: nil)
    }
    guard hasFormat else {
      throw FormatJSONLines.RequestError(message: "missing field \"format\"", offset: nil)
    }
  }

  /// The custom notations, read again from the line (checked when the request was read).
  func notationRecords() throws(FormatJSONLines.RequestError) -> [FormatJSONLines.NotationRecord] {
    guard let start = customNotations else { return [] }
    var reader = JSONReader(line)
    reader.offset = start
    do throws(JSONError) {
      return try Self.notations(&reader)
    } catch {
      throw FormatJSONLines.RequestError(message: "not JSON: \(error)", offset: nil)
    }
  }

  /// The affine formats, read again from the line (checked when the request was read).
  func affineFormatTexts() throws(FormatJSONLines.RequestError) -> [String] {
    guard let start = affineFormats else { return [] }
    var reader = JSONReader(line)
    reader.offset = start
    do throws(JSONError) {
      return try reader.optionalStrings() ?? []
    } catch {
      throw FormatJSONLines.RequestError(message: "not JSON: \(error)", offset: nil)
    }
  }

  /// The index of the member `key` names, in the order of ``FormatJSONLines/Request``'s
  /// properties; `nil` for a member this command does not know.
  private static func field(_ key: JSONReader.Key, in reader: JSONReader) -> Int? {
    guard !key.isEscaped else {
      let text = reader.text(of: key)
      return names.firstIndex { $0.description == text }
    }
    // By length first, then the short names by their bytes as one word: one comparison for most
    // keys.
    let count = key.range.count
    guard count >= 3 else { return nil }
    let word = ASCIIWord.load(reader.bytes, at: key.range.lowerBound)
    let head = count >= 8 ? word : word & ((1 &<< UInt64(8 * count)) &- 1)
    switch count {
    case 3: return head == ShortName.rtl ? 6 : nil
    case 5: return head == ShortName.input ? 1 : head == ShortName.caret ? 2 : nil
    case 6: return head == ShortName.format ? 0 : nil
    case 8: return head == ShortName.autoskip ? 5 : nil
    case 12:
      if reader.key(key, is: "caretGravity") { return 3 }
      return reader.key(key, is: "autocomplete") ? 4 : nil
    case 13: return reader.key(key, is: "affineFormats") ? 8 : nil
    case 15: return reader.key(key, is: "customNotations") ? 7 : nil
    case 16: return reader.key(key, is: "affinityStrategy") ? 9 : nil
    default: return nil
    }
  }

  /// The names of at most eight bytes as ``ASCIIWord/load(_:)`` reads them, the rest zero.
  private enum ShortName {
    static let rtl = word("rtl")
    static let input = word("input")
    static let caret = word("caret")
    static let format = word("format")
    static let autoskip = word("autoskip")

    private static func word(_ name: StaticString) -> UInt64 {
      var word: UInt64 = 0
      for index in 0..<min(name.utf8CodeUnitCount, 8) {
        word |= UInt64(name.utf8Start[index]) &<< UInt64(8 * index)
      }
      return word
    }
  }

  /// The members a request reads, in the order of its properties.
  private static let names: [StaticString] = [
    "format", "input", "caret", "caretGravity", "autocomplete", "autoskip", "rtl",
    "customNotations", "affineFormats", "affinityStrategy",
  ]

  private static func notations(
    _ reader: inout JSONReader
  ) throws(JSONError) -> [FormatJSONLines.NotationRecord] {
    guard try !reader.readNullIfPresent() else { return [] }
    try reader.expectArray()
    var records: [FormatJSONLines.NotationRecord] = []
    while try reader.nextElement() {
      do throws(JSONError) {
        records.append(try notation(&reader))
      } catch {
        throw error.inside(.index(records.count))
      }
    }
    return records
  }

  private static func notation(
    _ reader: inout JSONReader
  ) throws(JSONError) -> FormatJSONLines.NotationRecord {
    let start = reader.offset
    try reader.expectObject()
    var record = FormatJSONLines.NotationRecord()
    var hasCharacter = false
    var seen: UInt32 = 0
    while let key = try reader.nextKey() {
      let field: Int
      if reader.key(key, is: "character") {
        field = 0
      } else if reader.key(key, is: "predefined") {
        field = 1
      } else if reader.key(key, is: "charactersIn") {
        field = 2
      } else if reader.key(key, is: "isOptional") {
        field = 3
      } else {
        try reader.skipValue()
        continue
      }
      try reader.refuseDuplicate(key, seen: &seen, index: field)
      do throws(JSONError) {
        switch field {
        case 0:
          record.character = try reader.requiredString()
          hasCharacter = true
        case 1: record.predefined = try reader.optionalStrings() ?? []
        case 2: record.charactersIn = try reader.optionalString() ?? ""
        default: record.isOptional = try reader.optionalBool() ?? false
        }
      } catch {
        throw error.inside(.key(reader.text(of: key)))
      }
    }
    guard hasCharacter else {
      var error = reader.error("missing field \"character\"", at: start)
      error.isSchemaError = true
      throw error
    }
    return record
  }
}
