import ButterflyPhysics
import ButterflyRender
import _BBSimOptions

/// A block of a sweep's CSV rows in one buffer, each written column by column (``SweepColumn``).
///
/// Consecutive configurations repeat most of their inputs, so a field equal to the same column's field
/// of an earlier row of the buffer copies that row's bytes instead of formatting again: a number when its
/// bits are equal (so −0 and 0 stay apart), a text field when its value is equal. The bytes are those
/// of every field formatted afresh (`SweepRowsTests`).
package struct SweepRows: Sendable {
  private var csv: CSVRow
  /// Per column (``SweepColumn/rawValue``), the last number written there, as its bit pattern.
  private var numbers: [Written<UInt64>?] = Self.noNumbers
  private var axle: Written<AxleOrientation>?
  private var face: Written<MedallionFace>?
  private var integrator: Written<SpinIntegrator>?
  private var isTap: Written<Bool>?
  private var passed: Written<Bool>?
  private var violations: Written<[SpinContractClause]>?

  /// A value written in a column and where its text lies in the buffer.
  private struct Written<Value: Equatable & Sendable>: Sendable {
    var value: Value
    var text: Range<Int>
  }

  private static let noNumbers = [Written<UInt64>?](repeating: nil, count: SweepColumn.allCases.count)

  /// Creates an empty block with room for `capacity` bytes.
  package init(capacity: Int = 256) { csv = CSVRow(capacity: capacity) }

  /// The rows written so far, copied out.
  package var bytes: [UInt8] { csv.bytes }

  /// The rows written so far, without copying; the block is empty afterwards.
  package mutating func takeBytes() -> [UInt8] {
    let bytes = csv.takeBytes()
    self = SweepRows(capacity: 0)
    return bytes
  }

  /// Appends one configuration's row, ended by CRLF. `+ 0` writes a computed −0 (a zero component of
  /// the axle normal, no overshoot) as 0.
  mutating func append(_ row: SweepRowValues) {
    for column in SweepColumn.allCases {
      switch column {
      case .config: csv.field(row.configuration.index)
      case .axle:
        Self.field(row.configuration.axle, last: &axle, csv: &csv) {
          $0.field(SpinSettings.axleOrientation.name(of: row.configuration.axle))
        }
      case .side: write(row.configuration.side, under: column)
      case .stroke: write(row.configuration.stroke, under: column)
      case .duration: write(row.configuration.duration, under: column)
      case .velocity: write(row.configuration.velocity, under: column)
      case .angle: write(row.configuration.angle, under: column)
      case .endX: write(row.endPoint.x + 0, under: column)
      case .endY: write(row.endPoint.y + 0, under: column)
      case .from:
        Self.field(row.configuration.face, last: &face, csv: &csv) { $0.field(row.configuration.face.rawValue) }
      case .tapSpeed: write(row.configuration.tapSpeed, under: column)
      case .shape: write(row.configuration.shape, under: column)
      case .bounce: write(row.configuration.bounce, under: column)
      case .response: write(row.configuration.response, under: column)
      case .integrator:
        Self.field(row.configuration.integrator, last: &integrator, csv: &csv) {
          $0.field(row.configuration.integrator.rawValue)
        }
      case .step: write(row.configuration.step, under: column)
      case .gesture:
        let tap = row.configuration.velocity == 0
        Self.field(tap, last: &isTap, csv: &csv) { $0.field(tap ? "tap" : "flick") }
      case .omega0: write(row.firstSegment.initialSpeed, under: column)
      case .direction: csv.field(row.firstSegment.direction.rawValue)
      case .halfTurns: csv.field(row.halfTurns)
      case .restTime:
        if let rest = row.analysis.restTime { write(rest, under: column) } else { csv.field("") }
      case .restError: write(row.relativeRestError, under: column)
      case .overshoot: write(row.analysis.overshootDegrees + 0, under: column)
      case .faceChanges: csv.field(row.analysis.faceChanges)
      case .maximumStep: write(row.analysis.maximumStepDegreesAt60Hz, under: column)
      case .peakOmega: write(row.analysis.peakAngularSpeed, under: column)
      case .peakAlpha: write(row.analysis.peakAngularAcceleration, under: column)
      case .passed: Self.field(row.analysis.passed, last: &passed, csv: &csv) { $0.field(row.analysis.passed) }
      case .violations:
        Self.field(row.analysis.violations, last: &violations, csv: &csv) {
          $0.field(row.analysis.violations.map(\.rawValue).joined(separator: ";"))
        }
      }
    }
    csv.endRow()
  }

  /// Appends a number, copying the text of the column's last number when the bits are the same.
  private mutating func write(_ value: Double, under column: SweepColumn) {
    Self.field(value.bitPattern, last: &numbers[column.rawValue], csv: &csv) { $0.field(value) }
  }

  /// Appends `value`'s field: a copy of `last`'s text when `value` equals it, else what `write` writes
  /// (returning where), which becomes `last`.
  private static func field<Value: Equatable & Sendable>(
    _ value: Value, last: inout Written<Value>?, csv: inout CSVRow, write: (inout CSVRow) -> Range<Int>
  ) {
    if let last, last.value == value {
      csv.field(copying: last.text)
    } else {
      last = Written(value: value, text: write(&csv))
    }
  }
}
