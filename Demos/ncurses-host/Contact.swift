/// A contact of the host's list.
struct Contact: Equatable {
  var name: String
  /// The phone as shown (`+1 (555) 010-0001`), or empty.
  var phone: String
}

extension Contact {
  /// The list the demo starts with.
  static let samples = [
    Contact(name: "Ada Lovelace", phone: "+1 (555) 010-0001"),
    Contact(name: "Alan Turing", phone: "+1 (555) 010-0002"),
    Contact(name: "Grace Hopper", phone: ""),
    Contact(name: "Edsger Dijkstra", phone: "+1 (555) 010-0004"),
    Contact(name: "Barbara Liskov", phone: "+1 (555) 010-0005"),
    Contact(name: "Donald Knuth", phone: ""),
  ]
}
