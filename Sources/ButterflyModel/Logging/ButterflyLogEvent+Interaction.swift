import ButterflyPhysics

/// What a person did with the control and what came of it, for the debug log.
package enum ButterflyInteractionRecord: Hashable, Sendable {
  /// An activation the control accepted: a tap (`velocity` `nil`) or a flick, ending at `endPoint`
  /// (pt from the mount centre; the centre for keys, clicks and accessibility).
  case activated(endPoint: PlanarVector, velocity: PlanarVector?)
  /// An interaction the control did not act on: why.
  case refused(ButterflyRefusal)
  /// A spin began from rest (towards `isOn`).
  case spinBegan(towards: Bool)
  /// A spin landed on `isOn`.
  case spinLanded(on: Bool)
}

/// Why an interaction did not toggle the control.
package enum ButterflyRefusal: String, CaseIterable, Hashable, Sendable {
  /// The control is disabled.
  case disabled
  /// The pointer interaction was abandoned: a scroll view took it, or it was released off the control.
  case cancelled
  /// The binding did not take the committed value (the app refused the write).
  case bindingRefused
}

extension ButterflyLogEvent {
  /// The `.debug` event for one interaction record, category ``Category/interaction``. Each event
  /// is logged once as it happens (not through `ButterflyLogFilter`, which only lets each
  /// distinct configuration warning through once).
  ///
  /// ```
  /// tap at (x, y) pt            flick at (x, y) pt, v (vx, vy) pt/s
  /// refused: disabled | cancelled | bindingRefused
  /// spin began towards on|off   spin landed on on|off
  /// ```
  /// - Parameter record: What happened.
  /// - Returns: The event.
  package static func interaction(_ record: ButterflyInteractionRecord) -> ButterflyLogEvent {
    func point(_ p: PlanarVector) -> String { "(\(format(p.x)), \(format(p.y)))" }
    func value(_ isOn: Bool) -> String { isOn ? "on" : "off" }
    let message: String
    switch record {
    case .activated(let end, nil): message = "tap at \(point(end)) pt"
    case .activated(let end, let velocity?): message = "flick at \(point(end)) pt, v \(point(velocity)) pt/s"
    case .refused(let reason): message = "refused: \(reason.rawValue)"
    case .spinBegan(let isOn): message = "spin began towards \(value(isOn))"
    case .spinLanded(let isOn): message = "spin landed on \(value(isOn))"
    }
    return ButterflyLogEvent(level: .debug, category: .interaction, message: message)
  }

  /// The debug record for a classified interaction: an activation, a refusal, or nothing (an
  /// interaction that was not the control's, `.passThrough`).
  ///
  /// ```
  /// activate, enabled   → activated        activate, disabled → refused(disabled)
  /// cancel              → refused(cancelled)   passThrough     → nil
  /// ```
  /// - Parameters:
  ///   - outcome: The interpreter's classification.
  ///   - isEnabled: Whether the control accepts input.
  /// - Returns: The record, or `nil`.
  package static func record(for outcome: InteractionOutcome, isEnabled: Bool) -> ButterflyInteractionRecord? {
    switch outcome {
    case .activate(let end, let velocity):
      return isEnabled ? .activated(endPoint: end, velocity: velocity) : .refused(.disabled)
    case .cancel: return .refused(.cancelled)
    case .passThrough: return nil
    }
  }

  /// One decimal place, no trailing `.0` (log text only).
  private static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "\(value)" }
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}

extension ControlOutput {
  /// The interaction records the driver's answer to an input stands for, in order — what the debug
  /// log says, once per event.
  ///
  /// ```
  /// outcome (pointer end, key, remote, accessibility) → activated | refused(disabled | cancelled)
  /// callback spinBegan                                 → spinBegan(towards: the committed value)
  /// callback spinCompleted(v)                          → spinLanded(on: v)
  /// bindingHolds that spins back                       → refused(bindingRefused)
  /// ```
  /// - Parameters:
  ///   - input: The input the driver answered.
  ///   - isEnabled: Whether the control accepted input.
  ///   - committedValue: The value the spin will land on (``ControlDriver/isOn``).
  /// - Returns: The records.
  package func interactionRecords(
    answering input: ControlInput, isEnabled: Bool, towards committedValue: Bool
  ) -> [ButterflyInteractionRecord] {
    var records = outcome.flatMap { ButterflyLogEvent.record(for: $0, isEnabled: isEnabled) }.map { [$0] } ?? []
    if case .bindingHolds = input, clock != .keep { records.append(.refused(.bindingRefused)) }
    for callback in callbacks {
      switch callback {
      case .spinBegan: records.append(.spinBegan(towards: committedValue))
      case .spinCompleted(let value): records.append(.spinLanded(on: value))
      case .writeValue, .valueChanged: break
      }
    }
    return records
  }
}
