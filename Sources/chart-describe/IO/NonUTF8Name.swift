import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// File names and arguments that are not UTF-8, which Swift strings cannot hold: shown with
/// each such byte as `\x{FF}`, and reported as such rather than as missing.
///
/// `CommandLine.arguments` repairs such bytes to U+FFFD, so `describe $'bad\xff.csv'` looked
/// for a file that does not exist and said "no such file" of one that does.
enum NonUTF8Name {
  /// `bytes` with each byte that is not part of valid UTF-8 written `\x{FF}`, the rest as
  /// the characters they encode.
  ///
  /// - Complexity: O(*n*) in the bytes.
  static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x{" + String(byte, radix: 16, uppercase: true) + "}"
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }

  /// The first command-line argument that is not UTF-8, escaped, and whether a file or
  /// folder of that name exists; `nil` when every argument is UTF-8.
  ///
  /// - Complexity: O(*n*) in the arguments' bytes.
  static func firstArgument() -> (name: String, exists: Bool)? {
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      var status = stat()
      return (escaped(bytes), stat(argument, &status) == 0)
    }
    return nil
  }
}
