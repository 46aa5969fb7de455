import ButterflyPhysics

/// Parses the named choices of the command line (axles, faces, integrators), and their list forms.
public enum NameParsing {
  /// The command-line names of the axles, in `AxleOrientation.allCases` order.
  public static let axleNames: [(String, AxleOrientation)] = [
    ("horizontal", .horizontal), ("vertical", .vertical), ("diagonal-ltr", .diagonalLTR),
    ("diagonal-rtl", .diagonalRTL),
  ]

  /// The command-line names of the faces.
  public static let faceNames: [(String, MedallionFace)] = [("top", .top), ("bottom", .bottom)]

  /// The command-line name of an axle.
  public static func name(of axle: AxleOrientation) -> String {
    axleNames.first { $0.1 == axle }?.0 ?? axle.rawValue
  }

  /// Looks `text` up in `table`.
  /// - Throws: ``UsageError`` listing the accepted names when `text` is not one of them.
  public static func choice<T>(_ text: String, option: String, from table: [(String, T)]) throws(UsageError) -> T {
    let key = text.trimmingWhitespace()
    guard let match = table.first(where: { $0.0 == key }) else {
      throw UsageError(
        option: option, value: text, accepted: "one of " + table.map(\.0).joined(separator: "|"))
    }
    return match.1
  }

  /// Looks up every comma-separated name of `text` in `table`.
  /// - Throws: ``UsageError`` when any entry is unknown or the list is empty.
  public static func choices<T>(_ text: String, option: String, from table: [(String, T)]) throws(UsageError) -> [T] {
    var result: [T] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      do {
        result.append(try choice(String(part), option: option, from: table))
      } catch {
        throw UsageError(
          option: option, value: text,
          accepted: "a comma-separated list of " + table.map(\.0).joined(separator: "|"))
      }
    }
    return result
  }
}
