import PropertyBased
import Testing

@testable import _BBSimKit
@testable import _BBSimSupport

/// Path bytes survive the trip through ArgumentParser's `String`s: any argument's bytes come back
/// exactly, valid UTF-8 stays as it is, and outputs that are inputs are refused.
@Suite struct FileSystemPathTests {
  @Test func anyArgumentBytesComeBackExactly() async {
    await propertyCheck(count: 5000, input: Gen.uint8(in: 1...255).array(of: 0...40)) { bytes in
      let argument = CommandLineArguments.decode(bytes)
      #expect(FileSystemPath(argument).bytes == bytes, "\(bytes)")
    }
  }

  @Test func validUTF8IsKeptAsItIs() {
    for text in ["plain.csv", "café/ü.svg", "🦋.json", "שלום.csv"] {
      #expect(CommandLineArguments.decode(Array(text.utf8)) == text)
      #expect(CommandLineArguments.text(text) == text)
    }
  }

  @Test func invalidBytesShowAsReplacementCharactersInText() {
    let argument = CommandLineArguments.decode(Array("caf".utf8) + [0xE9])
    #expect(FileSystemPath(argument).description == "caf\u{FFFD}")
    #expect(CommandLineArguments.text(argument) == "caf\u{FFFD}")
  }

  @Test func temporaryNamesFitInAFileNameComponent() {
    let long = FileSystemPath("dir/" + String(repeating: "a", count: 255))
    let template = OutputSink.temporaryTemplate(for: long)
    #expect(template.name.count == OutputSink.maximumNameLength)
    #expect(template.directory == long.directory)
  }

  @Test func anOutputThatIsAnInputIsRefused() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let input = directory.appendingPathComponent("in.csv").path
    try "old".write(toFile: input, atomically: false, encoding: .utf8)
    #expect(throws: UsageError.self) {
      try OutputAliases.check(outputs: [("--out", input)], inputs: [("--input", directory.path + "/./in.csv")])
    }
    #expect(throws: Never.self) {
      try OutputAliases.check(outputs: [("--out", "-")], inputs: [("--input", "-")])
    }
  }
}
