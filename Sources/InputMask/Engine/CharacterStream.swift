/// The engine's general path: any text, read as Characters and written to Strings.
struct CharacterStream: MaskStream {
  let input: [Character]
  let program: MaskProgram
  var text = ""
  var value = ""
  var textCount = 0

  init(input: [Character], program: MaskProgram) {
    self.input = input
    self.program = program
    text.reserveCapacity(input.count + program.literalUTF8.count)
  }

  var inputCount: Int { input.count }

  func accepts(_ index: Int, node: Int) -> Bool {
    let character = input[index]
    if let byte = character.asciiValue, character.utf8.count == 1 {
      return program.nodes[node].ascii.contains(byte)
    }
    // A Character that would merge with its neighbour in the text (a lone combining mark) fills
    // no slot: the text must stay the Characters the mask placed.
    return character.standsAlone && program.sets[node].contains(character)
  }

  func isValueCharacter(_ index: Int) -> Bool {
    let character = input[index]
    if let byte = character.asciiValue, character.utf8.count == 1 {
      return program.valueASCII.contains(byte)
    }
    return program.valueSet.contains(character)
  }

  func isLiteral(_ index: Int, node: Int) -> Bool {
    input[index] == program.characters[node]
  }

  mutating func appendInput(_ index: Int, toValue: Bool) {
    text.append(input[index])
    textCount += 1
    if toValue { value.append(input[index]) }
  }

  mutating func appendAccepted(_ range: Range<Int>, node: Int) -> Int {
    var taken = 0
    for index in range where accepts(index, node: node) {
      appendInput(index, toValue: true)
      taken += 1
    }
    return taken
  }

  mutating func appendLiteral(node: Int, toValue: Bool) {
    text.append(program.characters[node])
    textCount += 1
    if toValue { value.append(program.characters[node]) }
  }

  mutating func removeLastText(ifLiteral node: Int) -> Bool {
    guard text.last == program.characters[node] else { return false }
    text.removeLast()
    textCount -= 1
    return true
  }

  mutating func removeLastValue(ifLiteral node: Int) {
    if value.last == program.characters[node] { value.removeLast() }
  }
}
