extension ServeRequest {
  /// What a `render` request asks for: the frame's size, the shape of its rows, and whether the
  /// caret is drawn into them.
  struct Render: Equatable {
    /// How a frame's rows are written.
    enum Rows: String, CaseIterable {
      /// Runs of cells of one style role, for a host that styles cells itself (the default).
      case cells
      /// One string per row with SGR escapes, the roles drawn as ``ServeSGR`` says: ready to
      /// print.
      case sgr
    }

    var width: Int
    var height: Int
    var rows = Rows.cells
    /// Whether the caret's cell is drawn in reverse video (`sgr` rows only), for a host that
    /// hides its terminal's cursor, as Bubble Tea does.
    var drawsCaret = false

    init(width: Int, height: Int, rows: Rows = .cells, drawsCaret: Bool = false) {
      self.width = width
      self.height = height
      self.rows = rows
      self.drawsCaret = drawsCaret
    }

    /// The render `reader`'s request asks for.
    init(_ reader: Reader) throws(ServeError) {
      width = try reader.integer("width")
      height = try reader.integer("height")
      for (name, side) in [("width", width), ("height", height)]
      where !(1...largestSide).contains(side) {
        throw ServeError(
          code: .invalidRequest,
          message: "\(name) must be from 1 to \(largestSide) cells, not \(side)")
      }
      if let value = reader.optional("rows") {
        let names = Rows.allCases.map { ShellOutput.jsonString($0.rawValue) }
          .joined(separator: " or ")
        guard case .string(let name) = value else { throw reader.wrong("rows", names, value) }
        guard let format = Rows(rawValue: name) else {
          throw ServeError(
            code: .invalidRequest, message: "rows must be \(names), not \(quoted(name))")
        }
        rows = format
      }
      if let value = reader.optional("draw-caret") {
        guard case .bool(let flag) = value else {
          throw reader.wrong("draw-caret", "true or false", value)
        }
        guard !flag || rows == .sgr else {
          throw ServeError(
            code: .invalidRequest,
            message: "draw-caret draws the caret into sgr rows: ask for \"rows\": \"sgr\" too "
              + "(with cells rows, the host draws the caret at the frame's caret)")
        }
        drawsCaret = flag
      }
    }
  }
}
