import _ButterflyShims

/// A path as the bytes the file system sees, so a name that is not valid UTF-8 is used as given.
///
/// Command-line arguments reach ArgumentParser as `String`s. ``CommandLineArguments`` carries each byte
/// of an argument that is not valid UTF-8 as one scalar of ``escapes`` (U+10FF80 + byte − 0x80, in a
/// private-use plane); ``init(_:)`` turns those scalars back into the original bytes. Every other
/// scalar is encoded as UTF-8. Messages show the path with U+FFFD for such bytes (``description``).
package struct FileSystemPath: Hashable, Sendable, CustomStringConvertible {
  /// The scalars that stand for the bytes 0x80…0xFF of an argument that is not valid UTF-8.
  package static let escapes: ClosedRange<UInt32> = 0x10_FF80...0x10_FFFF

  /// The path's bytes, without a terminating NUL.
  package let bytes: [UInt8]

  /// The path an argument names (escaped bytes restored).
  package init(_ argument: String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(argument.utf8.count)
    for scalar in argument.unicodeScalars {
      if Self.escapes.contains(scalar.value) {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value - 0x10_FF00))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    self.bytes = bytes
  }

  /// A path from raw bytes.
  package init(bytes: [UInt8]) { self.bytes = bytes }

  /// The path for messages: UTF-8, with U+FFFD for bytes that are not.
  package var description: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether the path is empty.
  package var isEmpty: Bool { bytes.isEmpty }

  /// The folder part including its trailing slash, or an empty path for a bare name.
  package var directory: FileSystemPath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FileSystemPath(bytes: []) }
    return FileSystemPath(bytes: Array(bytes[...slash]))
  }

  /// The last component (everything after the last slash).
  package var name: [UInt8] {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
    return Array(bytes[(slash + 1)...])
  }

  /// This path followed by `bytes`.
  package func appending(_ bytes: [UInt8]) -> FileSystemPath { FileSystemPath(bytes: self.bytes + bytes) }

  /// Calls `body` with the path as a NUL-terminated C string.
  package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    let characters = bytes.map { CChar(bitPattern: $0) } + [0]
    return try body(characters)
  }
}

/// The process's arguments with every byte kept: valid UTF-8 arguments unchanged, and each byte of an
/// invalid sequence carried as a ``FileSystemPath/escapes`` scalar (Swift's `CommandLine.arguments`
/// would replace it with U+FFFD, so a path could not be used as given).
package enum CommandLineArguments {
  /// The arguments after the program name.
  package static var all: [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      return decode(UnsafeRawBufferPointer(start: argument, count: strlen(argument)).map { $0 })
    }
  }

  /// An argument meant as text (a label): each byte that was not UTF-8 shown as U+FFFD.
  package static func text(_ argument: String) -> String {
    guard argument.unicodeScalars.contains(where: { FileSystemPath.escapes.contains($0.value) }) else {
      return argument
    }
    return String(
      String.UnicodeScalarView(
        argument.unicodeScalars.map { FileSystemPath.escapes.contains($0.value) ? "\u{FFFD}" : $0 }))
  }

  /// The text of `bytes`: UTF-8 where valid, one escape scalar per byte where not.
  package static func decode(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var scalars = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<(offset + length)] {
          scalars.append(Unicode.Scalar(0x10_FF00 + UInt32(byte)) ?? "\u{FFFD}")
        }
        offset += length
      case .emptyInput:
        return String(scalars)
      }
    }
  }
}
