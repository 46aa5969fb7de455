#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// Where a SwiftUI button's answers go: its binding and its callbacks.
  @MainActor
  extension ButterflyButton {
    /// The sink of a button that owns its store: a committed value is written to the binding (read
    /// back at the write's deadline), and the spin callbacks are this button's.
    var bindingSink: ButterflyControlSink {
      let binding = $isOn
      var sink = ButterflyControlSink()
      sink.writeValue = { binding.wrappedValue = $0 }
      sink.boundValue = { binding.wrappedValue }
      sink.spinBegan = { onSpinBegan?() }
      sink.spinCompleted = { onSpinCompleted?($0) }
      return sink
    }

    /// The owner's configuration for what the view draws now: the Dynamic Type–scaled layout, flick
    /// physics, haptics and Reduce Motion.
    var ownerConfiguration: ControlOwner.Configuration {
      ControlOwner.Configuration(
        layout: layout, enableFlickPhysics: enableFlickPhysics, hapticsEnabled: hapticsEnabled,
        reduceMotion: reduceMotion)
    }
  }
#endif
