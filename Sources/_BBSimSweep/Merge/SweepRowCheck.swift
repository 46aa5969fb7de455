import ButterflyPhysics
import _BBSimOptions

/// Whether a line is a sweep row as `bbsim sweep` writes it, so a merged file obeys the sweep's rules
/// (RFC 4180 with CRLF line ends, shortest round-trip numbers, never inf or nan): CRLF at the end, the
/// sweep's 27 fields, each what its column holds — the configuration index in canonical digits, a
/// number in ``NumberFormat``'s layout (or empty, as a non-finite value is written), an integer, one of
/// a choice column's names, `true`/`false`, or clause names joined by `;`.
enum SweepRowCheck {
  /// What a column holds.
  enum Kind {
    case index, number, integer, boolean
    case choice(Set<[UInt8]>)
    case clauses(Set<[UInt8]>)
  }

  /// One kind per ``SweepConfiguration/columns`` entry, by name.
  static let kinds: [Kind] = SweepConfiguration.columns.map { name in
    switch name {
    case "config": .index
    case "axle": choice(AxleOrientation.allCases.map { SpinSettings.axleOrientation.name(of: $0) })
    case "from": choice(MedallionFace.allCases.map(\.rawValue))
    case "integrator": choice(SpinIntegrator.allCases.map(\.rawValue))
    case "gesture": choice(["tap", "flick"])
    case "direction", "half_turns", "face_changes": .integer
    case "passed": .boolean
    case "violations": .clauses(Set(SpinContractClause.allCases.map { Array($0.rawValue.utf8) }))
    default: .number
    }
  }

  private static func choice(_ names: [String]) -> Kind { .choice(Set(names.map { Array($0.utf8) })) }

  /// What is wrong with `line` as the row of configuration `index`, or `nil` when nothing is.
  static func problem(_ line: ArraySlice<UInt8>, index: Int) -> String? {
    guard line.last == UInt8(ascii: "\n") else { return "cut short (no line end): the file was truncated" }
    guard line.dropLast().last == UInt8(ascii: "\r") else { return "ends with LF alone; sweep rows end with CRLF" }
    let fields = line.dropLast(2).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard fields.count == kinds.count else {
      return "\(fields.count) fields; a sweep row has \(kinds.count)"
    }
    for (column, (field, kind)) in zip(fields, kinds).enumerated() {
      guard holds(field, kind, index: index) else {
        let name = SweepConfiguration.columns[column]
        if case .index = kind { return "expected configuration \(index), found '\(Excerpt(field))'" }
        return "field \(column + 1) (\(name)) '\(Excerpt(field))' is not \(describe(kind))"
      }
    }
    return nil
  }

  private static func describe(_ kind: Kind) -> String {
    switch kind {
    case .index: "a configuration index"
    case .number: "a finite number in sweep's layout"
    case .integer: "an integer"
    case .boolean: "true or false"
    case .choice: "one of the column's names"
    case .clauses: "contract clause names joined by ;"
    }
  }

  /// Whether `field` is what `kind` holds.
  static func holds(_ field: ArraySlice<UInt8>, _ kind: Kind, index: Int) -> Bool {
    switch kind {
    case .index: return field.elementsEqual(String(index).utf8)
    case .number: return field.isEmpty || isNumber(field)
    case .integer: return isInteger(field.first == UInt8(ascii: "-") ? field.dropFirst() : field)
    case .boolean: return field.elementsEqual("true".utf8) || field.elementsEqual("false".utf8)
    case .choice(let names): return names.contains(Array(field))
    case .clauses(let names):
      return field.isEmpty
        || field.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).allSatisfy {
          names.contains(Array($0))
        }
    }
  }

  /// Canonical unsigned digits: `0`, or no leading zero.
  static func isInteger(_ digits: ArraySlice<UInt8>) -> Bool {
    guard let first = digits.first, digits.count <= 19 else { return false }
    return digits.allSatisfy(isDigit) && (first != UInt8(ascii: "0") || digits.count == 1)
  }

  /// `-?I(.D+)?(e[+-]D+)?` with `I` canonical digits: ``NumberFormat``'s layout (no inf, nan or spaces).
  static func isNumber(_ field: ArraySlice<UInt8>) -> Bool {
    var rest = field.first == UInt8(ascii: "-") ? field.dropFirst() : field
    let exponent = rest.firstIndex(of: UInt8(ascii: "e"))
    if let exponent {
      var power = rest[(exponent + 1)...]
      if power.first == UInt8(ascii: "-") || power.first == UInt8(ascii: "+") { power = power.dropFirst() }
      guard isInteger(power) else { return false }
      rest = rest[..<exponent]
    }
    let point = rest.firstIndex(of: UInt8(ascii: "."))
    let whole = point.map { rest[..<$0] } ?? rest
    let fraction = point.map { rest[($0 + 1)...] } ?? []
    return isInteger(whole) && (point == nil || (!fraction.isEmpty && fraction.allSatisfy(isDigit)))
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
