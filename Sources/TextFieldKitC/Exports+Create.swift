import CTextFieldKit
import InputMask
import TextFieldCore
import TextFieldTypes

// The constructors of textfieldkit.h.

/// `tfk_field_new_mask`: a field formatted by an input mask.
@_cdecl("tfk_field_new_mask")
public func tfkFieldNewMask(
  _ mask: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tfk_status {
  FieldMaker.make(out) { () throws(CallError) in
    try FieldMaker.maskedModel(format: try CText.string(mask, "mask"))
  }
}

/// `tfk_field_new_max_length`: a field of at most so many characters.
@_cdecl("tfk_field_new_max_length")
public func tfkFieldNewMaxLength(
  _ maxLength: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tfk_status {
  FieldMaker.make(out) { () throws(CallError) in
    guard (0...Int64(FieldMaker.maxLengthLimit)).contains(maxLength) else {
      throw .bad("max_length \(maxLength) is out of range (0 to \(FieldMaker.maxLengthLimit))")
    }
    do {
      return try TextFieldModel(maxLength: Int(maxLength))
    } catch {
      throw .bad("\(error)")
    }
  }
}

/// `tfk_field_new_type`: a phone, number, currency or date field.
@_cdecl("tfk_field_new_type")
public func tfkFieldNewType(
  _ type: UnsafePointer<CChar>?, _ option: UnsafePointer<CChar>?,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tfk_status {
  FieldMaker.make(out) { () throws(CallError) in
    let name = try CText.string(type, "type")
    let setting = try option.map { pointer throws(CallError) in try CText.string(pointer, "option")
    }
    return try FieldMaker.typedModel(type: name, option: setting)
  }
}

/// Making fields for the constructors.
enum FieldMaker {
  /// The largest `max_length` taken (the model's own bound is raised to it).
  static let maxLengthLimit = 1_000_000

  /// Runs `model`, keeps a field for what it makes, and stores its handle in `out` (NULL on a
  /// failure, when `out` is given).
  static func make(
    _ out: UnsafeMutablePointer<OpaquePointer?>?, _ model: () throws(CallError) -> TextFieldModel
  ) -> tfk_status {
    out?.pointee = nil
    return Call.free { () throws(CallError) in
      let target = try Call.required(out, "out")
      let field = HostedField(model: try model())
      target.pointee = FieldRegistry.shared.add(field)
      return tfk_status(TFK_OK)
    }
  }

  /// A field formatted by the mask `format`; empty, it shows the mask's blanks
  /// (`+1 (___) ___-____`), as `textfield --mask` does.
  static func maskedModel(format: String) throws(CallError) -> TextFieldModel {
    let mask: Mask
    do {
      mask = try Mask(format: format)
    } catch {
      throw .bad("bad mask:\n\(error)")
    }
    guard mask.symbolCount > 0 else {
      throw .bad(
        "mask \"\(format)\" has nothing to fill: put what is typed in [] (e.g. "
          + "'+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)")
    }
    do {
      return try TextFieldModel(mask: format, placeholder: mask.placeholder(blank: "_"))
    } catch {
      throw .bad("bad mask:\n\(error)")
    }
  }

  /// A field of `type` with its one setting `option`, as `textfield --type` makes it.
  static func typedModel(type: String, option: String?) throws(CallError) -> TextFieldModel {
    guard let kind = FieldType(rawValue: type) else {
      throw .bad(
        "unknown type \"\(type)\" (known: "
          + FieldType.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    let filter: any TextFieldFilter
    do {
      switch kind {
      case .phone:
        filter = try PhoneFilter(region: option)
      case .number:
        filter = try NumberFilter(locale: option ?? "en_US")
      case .currency:
        guard let option else {
          throw CallError.bad("a currency field needs its ISO code as the option (EUR, USD, JPY)")
        }
        filter = try NumberFilter(locale: "en_US", currency: option)
      case .date:
        filter = try DateFilter(pattern: option ?? "yyyy-MM-dd")
      }
    } catch let error as CallError {
      throw error
    } catch {
      throw .bad("\(type): \(error)")
    }
    // As the CLI: a typed field submits only a complete value.
    // Empty, a date field shows its pattern's shape (`dd/mm/yyyy`), as the CLI's.
    let blank = filter.formatStatus(of: "")?.tailPlaceholder ?? ""
    let model = TextFieldModel(
      placeholder: blank, validators: [.complete(on: [])], filters: [filter])
    model.allowsIncomplete = true
    return model
  }
}
