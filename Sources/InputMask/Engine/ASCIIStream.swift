/// The engine's fast path: input that is plain ASCII (no CR), read and written as bytes.
///
/// Each input byte is one Character, so positions in bytes are positions in Characters. Output
/// goes to caller-provided buffers large enough for every input byte plus every literal. A
/// right-to-left mask hands over the input bytes already reversed and reverses what was written
/// (its literals' bytes are stored reversed, so they come out whole).
struct ASCIIStream: MaskStream {
  let input: UnsafeBufferPointer<UInt8>
  let nodes: UnsafeBufferPointer<MaskNode>
  let literals: UnsafeBufferPointer<UInt8>
  let valueCharacters: ASCIISet
  let text: UnsafeMutablePointer<UInt8>
  let value: UnsafeMutablePointer<UInt8>
  var textBytes = 0
  var valueBytes = 0
  /// Literal bytes beyond one per Character: the text has `textBytes - extraBytes` Characters.
  var extraBytes = 0
  /// Whether everything written went to both text and value (no plain literal), so the value is
  /// the text and one String serves both.
  var valueIsText = true

  var inputCount: Int { input.count }
  var textCount: Int { textBytes - extraBytes }

  @inline(__always)
  private func unit(_ index: Int) -> UInt8 {
    input[index]
  }

  @inline(__always)
  func accepts(_ index: Int, node: Int) -> Bool {
    nodes[node].ascii.contains(unit(index))
  }

  func isValueCharacter(_ index: Int) -> Bool {
    valueCharacters.contains(unit(index))
  }

  @inline(__always)
  func isLiteral(_ index: Int, node: Int) -> Bool {
    nodes[node].ascii.contains(unit(index))
  }

  @inline(__always)
  mutating func appendInput(_ index: Int, toValue: Bool) {
    let byte = unit(index)
    text[textBytes] = byte
    textBytes += 1
    if toValue {
      value[valueBytes] = byte
      valueBytes += 1
    } else {
      valueIsText = false
    }
  }

  /// Out of line, with locals only: the loop keeps everything in registers whatever the run
  /// around it holds (inlined, it reloaded the output pointers from the stack on every byte).
  @inline(never)
  mutating func appendAccepted(_ range: Range<Int>, node: Int) -> Int {
    let accepted = nodes[node].ascii
    let (text, value, input) = (self.text, self.value, self.input)
    var textEnd = textBytes
    var valueEnd = valueBytes
    for index in range {
      let byte = input[index]
      guard accepted.contains(byte) else { continue }
      text[textEnd] = byte
      value[valueEnd] = byte
      textEnd &+= 1
      valueEnd &+= 1
    }
    let taken = textEnd &- textBytes
    textBytes = textEnd
    valueBytes = valueEnd
    return taken
  }

  @inline(__always)
  mutating func appendLiteral(node: Int, toValue: Bool) {
    let literal = nodes[node]
    let start = Int(literal.utf8Start)
    let length = Int(literal.utf8Count)
    if length == 1 {
      text[textBytes] = literals[start]
      textBytes += 1
      if toValue {
        value[valueBytes] = literals[start]
        valueBytes += 1
      } else {
        valueIsText = false
      }
      return
    }
    for offset in 0..<length {
      text[textBytes + offset] = literals[start + offset]
    }
    textBytes += length
    extraBytes += length - 1
    if toValue {
      for offset in 0..<length {
        value[valueBytes + offset] = literals[start + offset]
      }
      valueBytes += length
    } else {
      valueIsText = false
    }
  }

  mutating func removeLastText(ifLiteral node: Int) -> Bool {
    guard endsWith(literal: node, buffer: text, count: textBytes) else { return false }
    let length = Int(nodes[node].utf8Count)
    textBytes -= length
    extraBytes -= length - 1
    return true
  }

  mutating func removeLastValue(ifLiteral node: Int) {
    guard endsWith(literal: node, buffer: value, count: valueBytes) else { return }
    valueBytes -= Int(nodes[node].utf8Count)
  }

  private func endsWith(
    literal node: Int, buffer: UnsafeMutablePointer<UInt8>, count: Int
  ) -> Bool {
    let start = Int(nodes[node].utf8Start)
    let length = Int(nodes[node].utf8Count)
    guard count >= length else { return false }
    for offset in 0..<length where buffer[count - length + offset] != literals[start + offset] {
      return false
    }
    return true
  }
}

/// Whether the bytes are ASCII without a carriage return.
///
/// A carriage return could join a following line feed into one Character. O(n), eight bytes at a
/// time.
func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let base = bytes.baseAddress else { return true }
  let count = bytes.count
  var index = 0
  let raw = UnsafeRawPointer(base)
  while index + 8 <= count {
    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
    // A byte >= 0x80, or a byte equal to 0x0D (found with the classic "has zero byte" trick).
    let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
    let hasCR = (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080
    if word & 0x8080_8080_8080_8080 != 0 || hasCR != 0 { return false }
    index += 8
  }
  while index < count {
    let byte = base[index]
    if byte >= 0x80 || byte == 0x0D { return false }
    index += 1
  }
  return true
}
