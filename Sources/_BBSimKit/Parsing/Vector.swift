import ArgumentParser
import ButterflyPhysics

/// An option that takes a vector `X,Y` in screen coordinates (y down): its spelling, what it is and its
/// unit.
public protocol VectorOption: Sendable {
  /// The option's spelling, e.g. `--velocity`.
  static var name: String { get }
  /// What the vector is, e.g. `flick release velocity VX,VY`.
  static var summary: String { get }
  /// The unit of both components, e.g. `pt/s`.
  static var unit: String { get }
  /// What the help adds (the default, …), or empty.
  static var note: String { get }
}

extension VectorOption {
  /// What a vector may be, for refusals and the help.
  public static var accepted: String { "X,Y: two finite numbers (\(unit)) separated by a comma" }

  /// The help: summary, unit, accepted form and note.
  public static var help: ArgumentHelp {
    let summary = summary.prefix(1).uppercased() + summary.dropFirst()
    return ArgumentHelp(
      "\(summary) in \(unit) (screen coordinates, y down), each finite. \(note)", valueName: "x,y")
  }
}

/// Two finite numbers `X,Y`, parsed and checked together (negative values need no `=`: the options
/// that take one parse unconditionally).
public struct Vector<Option: VectorOption>: ExpressibleByArgument, Hashable, Sendable {
  /// The vector.
  public let value: PlanarVector

  /// A known vector (tests).
  public init(_ value: PlanarVector) { self.value = value }

  /// Parses `X,Y`.
  public init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingWhitespace()),
      let y = Double(parts[1].trimmingWhitespace()), x.isFinite, y.isFinite
    else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Option.accepted))
      return nil
    }
    value = PlanarVector(x: x, y: y)
  }

  /// `X,Y`, for "(default: …)".
  public var defaultValueDescription: String {
    "\(SettingInterval.number(value.x)),\(SettingInterval.number(value.y))"
  }
}
