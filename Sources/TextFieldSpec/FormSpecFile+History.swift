#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FormSpecFile {
  /// The spec `json` describes, for `textfield form --spec`, where a field may also name its
  /// history file (`"history": "~/.phone-history"`): read into ``FieldSpec/history``.
  ///
  /// A leading `~/` (or a lone `~`) stands for the home directory (`$HOME`), as a shell would
  /// expand it: `"~/.phone-history"` is `$HOME/.phone-history`. `~user` is not expanded, nor is a
  /// `~` anywhere else, nor a leading `~` when `HOME` is unset or empty.
  ///
  /// Only the form command records history: other readers of a spec (serve, the C library)
  /// keep refusing the key as unknown.
  /// - Throws: ``FieldSpecError`` naming the field and the JSON path of what is wrong.
  package init(jsonAllowingHistory json: JSONValue) throws(FieldSpecError) {
    var histories: [String?] = []
    var stripped = json
    if case .object(var members) = json,
      let slot = members.firstIndex(where: { $0.key == "fields" }),
      case .array(var elements) = members[slot].value
    {
      for index in elements.indices {
        guard case .object(var fieldMembers) = elements[index],
          let at = fieldMembers.firstIndex(where: { $0.key == "history" })
        else {
          histories.append(nil)
          continue
        }
        let path: [JSONError.PathComponent] = [.key("fields"), .index(index), .key("history")]
        let key = elements[index]["key"].flatMap { value -> String? in
          if case .string(let key) = value { return key }
          return nil
        }
        guard case .string(let file) = fieldMembers[at].value, !file.isEmpty else {
          let subject = key.map { "field \"\($0)\": " } ?? ""
          throw FieldSpecError(
            description: subject + "\(JSONError.describe(path)) must be a file name (a string)")
        }
        histories.append(
          FormSpecFile.expandingHome(file, home: getenv("HOME").map { String(cString: $0) }))
        fieldMembers.remove(at: at)
        elements[index] = .object(fieldMembers)
      }
      members[slot].value = .array(elements)
      stripped = .object(members)
    }
    try self.init(json: stripped)
    for (index, history) in histories.enumerated() where index < fields.count {
      fields[index].history = history
    }
  }

  /// `path` with a leading `~/` (or a whole `~`) replaced by `home`; `path` itself otherwise
  /// (`~user/…` is not expanded), or when `home` is `nil` or empty.
  package static func expandingHome(_ path: String, home: String?) -> String {
    guard let home, !home.isEmpty else { return path }
    if path == "~" { return home }
    guard path.hasPrefix("~/") else { return path }
    let base = home.hasSuffix("/") ? String(home.dropLast()) : home
    return base + path.dropFirst()
  }
}
