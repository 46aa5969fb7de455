#if canImport(SwiftUI)
  import ButterflyPhysics
  import SwiftUI

  extension View {
    /// Sets the spin's feel for every ButterflyButton inside this view: the controls, the
    /// `.butterfly` toggle style, and the buttons that do not pass their own `spinTuning:`.
    ///
    /// Paste the line `bbsim sweep` or `bbsim fit` prints:
    ///
    /// ```swift
    /// Form {
    ///   Toggle("Butterfly", isOn: $isOn).toggleStyle(.butterfly)
    /// }
    /// .butterflySpinTuning(SpinTuning(tapAngularSpeed: 12.566, preferredShape: 2, landingBounce: 0.45, landingResponse: 0.3))
    /// ```
    /// - Parameter tuning: The tuning (its out-of-range values are resolved and logged by the control).
    /// - Returns: The view, with the tuning in its environment.
    public func butterflySpinTuning(_ tuning: SpinTuning) -> some View {
      environment(\.butterflySpinTuning, tuning)
    }
  }

  extension EnvironmentValues {
    /// The tuning set by `View.butterflySpinTuning(_:)`; ``SpinTuning/standard`` by default.
    public var butterflySpinTuning: SpinTuning {
      get { self[ButterflySpinTuningKey.self] }
      set { self[ButterflySpinTuningKey.self] = newValue }
    }
  }

  /// The environment key behind ``SwiftUI/EnvironmentValues/butterflySpinTuning``.
  private struct ButterflySpinTuningKey: EnvironmentKey {
    static let defaultValue = SpinTuning.standard
  }
#endif
