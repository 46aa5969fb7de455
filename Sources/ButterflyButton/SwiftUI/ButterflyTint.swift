#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  extension View {
    /// Sets the tint the ButterflyButtons inside this view derive their colours from.
    ///
    /// Use this rather than `tint(_:)`: SwiftUI draws the style `tint(_:)` sets but offers no way to
    /// read it back as a colour (`TintShapeStyle`'s `Resolved` type is `Never`), and the control
    /// needs the colour to derive its stroke, axle, faces and edge with their contrast guarantees
    /// (``TintSource``). Without it the control uses the app's accent colour.
    ///
    /// ```swift
    /// ButterflyButton(isOn: $isOn) {
    ///   Text("Butterfly")
    /// }
    /// .butterflyTint(.green)
    /// ```
    /// - Parameter tint: The tint; `nil` uses the accent colour.
    /// - Returns: The view, with the tint in its environment.
    public func butterflyTint(_ tint: Color?) -> some View {
      environment(\.butterflyTint, tint)
    }
  }

  extension EnvironmentValues {
    /// The tint set by `View.butterflyTint(_:)`; `nil` (the default) uses the accent colour.
    public var butterflyTint: Color? {
      get { self[ButterflyTintKey.self] }
      set { self[ButterflyTintKey.self] = newValue }
    }
  }

  /// The environment key behind ``SwiftUI/EnvironmentValues/butterflyTint``.
  private struct ButterflyTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
  }
#endif
