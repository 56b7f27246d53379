import TextFieldCore

/// Formats a phone number as the user types, as libphonenumber's as-you-type formatter does,
/// and reports it in E.164 with its region.
///
/// `+44 20 7946 0958` from international input (the country is detected as its code arrives),
/// or `(650) 253-0000` from national input with a default region (`PhoneFilter(region: "US")`).
///
/// * Every edit keeps the digits (any script's decimal digits, shown as ASCII) and a leading
///   `+` of the proposed text and formats them again; the caret stays right after the digit it
///   followed. No digit is ever dropped: past the longest number a format holds, the text is the
///   digits as typed.
/// * A typed letter or other character, or a `+` that would not lead, is refused with
///   `RefusalReason/phoneDigitsOnly(input:)`; a typed space, hyphen, parenthesis, dot or slash
///   changes nothing. A paste keeps its digits and drops the rest silently (no digit is lost).
/// * Backspace or Delete over a separator (`) `, a space) deletes the digit beyond it, so the
///   caret never sticks.
/// * Programmatic text, undo and redo are formatted the same way; clear empties the field.
///
/// ``formatStatus(of:)`` gives the E.164 value (`+442079460958`), whether the number is valid
/// for its region, and the region as the annotation (`GB`).
///
/// Cost: O(formats of the country × digits) per edit; beyond 32 keys the
/// digits are shown as they are, in O(n). Typing at the end costs one key's formatting: the
/// filter keeps the formatter's state after the keys it formatted last and feeds it only the
/// new keys when an edit extends them (any other edit formats from the first key), and it keeps
/// the format status of the text it was last asked about (a field asks several times per
/// render).
///
/// These caches are only accelerators keyed by their input: every result is what a fresh filter
/// gives, so one filter may serve several fields (they merely evict each other's entries). They
/// are mutable state, though: like the fields, a filter is not `Sendable` and must be used from
/// one thread (isolation domain) at a time.
public final class PhoneFilter: TextFieldFilter {
  /// The default region for numbers typed without `+` (upper case), or `nil`.
  package let region: String?
  /// The most keys (digits and `+`) formatted; more are shown as typed (no phone number, with
  /// an international or national prefix, comes near it).
  package static let formattedKeyLimit = 32
  /// What the filter remembers between calls, an accelerator only.
  private var cache: PhoneFilterCache

  /// A phone filter for numbers typed in `region` (an ISO 3166-1 code such as `US`, any case),
  /// or only in international form (`+…`) when `region` is `nil`.
  /// - Throws: ``PhoneRegionError/unknownRegion(_:)`` for a code the metadata does not know.
  public init(region: String? = nil) throws(PhoneRegionError) {
    let empty = try AsYouTypePhoneFormatter(region: region)
    cache = PhoneFilterCache(empty: empty)
    self.region = empty.defaultRegion
  }

  /// `keys` (ASCII digits and a leading `+`) formatted: the formatter's output.
  func output(for keys: [UInt8]) -> [UInt8] { cache.output(for: keys) }

  /// Tells the cache that `text`, which ``evaluate(_:)`` proposes, is `output` and has `keys`.
  func propose(_ text: String, output: [UInt8], keys: [UInt8]) {
    cache.propose(text, output: output, keys: keys)
  }

  /// ``evaluate(_:)`` for typing a digit at the end of the text proposed last; `nil` for any
  /// other edit.
  func typingAtTheEnd(_ edit: ProposedEdit) -> EditDecision? { cache.typingAtTheEnd(edit) }

  /// `text` formatted: its digits and leading `+`, as the as-you-type formatter shows them.
  public func formatted(_ text: String) -> String {
    String(decoding: output(for: Self.keys(of: text).keys), as: UTF8.self)
  }

  /// What `text` stands for: E.164, region, validity.
  public func status(of text: String) -> PhoneNumberStatus { cache.status(of: text) }

  /// The region of the number in `text` (`GB`), or `nil` before a country is known.
  package func region(of text: String) -> String? { status(of: text).region }

  /// The E.164 value, whether the number is valid for its region, and the region as the
  /// annotation.
  public func formatStatus(of text: String) -> FormatStatus? { cache.formatStatus(of: text) }
}
