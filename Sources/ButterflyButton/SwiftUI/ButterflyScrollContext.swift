#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  extension View {
    /// Tells the ButterflyButtons inside this view which axes their enclosing scroll view scrolls
    /// along, or — with `[]` — that they are not in a scroll view.
    ///
    /// The control is safe in a `List`, `Form` or `ScrollView` without this modifier: SwiftUI
    /// offers no way for a view to learn that it is inside one, so until the app says otherwise the
    /// control assumes a scroll view on both axes. On platforms where dragging scrolls (iOS, iPadOS,
    /// visionOS) it then recognises its drag simultaneously with the scroll view's, so the scroll
    /// view always scrolls, and a drag that moves more than 10 pt is abandoned — no flick, no
    /// toggle, and the press highlight goes away. A tap, and a quick flick across the axle that
    /// reaches 250 pt/s within those 10 pt and ends on the control, still toggle. Declaring the
    /// axes lets longer flicks across them through:
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack {
    ///         ForEach($settings) { $setting in
    ///             ButterflyButton(isOn: $setting.isOn) { Text(setting.name) }
    ///         }
    ///     }
    /// }
    /// .butterflyScrollContext(.vertical)
    /// ```
    ///
    /// Then only a drag that moves more than 10 pt mostly along a declared axis is abandoned.
    /// `[]` (not in a scroll view) gives the drag to the control alone. On macOS (a click-drag
    /// never scrolls) and tvOS (no drags) the context changes nothing. Nested scroll views: give
    /// the innermost content every axis that scrolls around it, e.g. `[.horizontal, .vertical]`.
    /// Whatever the context, a gesture that ends off the control, or moves mostly along the axle,
    /// is never a flick.
    /// - Parameter axes: The axes along which the enclosing scroll view scrolls.
    /// - Returns: The view, with the scroll context in its environment.
    public func butterflyScrollContext(_ axes: Axis.Set) -> some View {
      environment(\.butterflyScrollAxes, axes)
    }
  }

  extension EnvironmentValues {
    /// The axes of the scroll view enclosing a ButterflyButton, as set by
    /// `View.butterflyScrollContext(_:)`; `nil` when the app declared none (the control then
    /// assumes both axes), `[]` when it declared that there is no scroll view.
    public var butterflyScrollAxes: Axis.Set? {
      get { self[ButterflyScrollAxesKey.self] }
      set { self[ButterflyScrollAxesKey.self] = newValue }
    }
  }

  /// The environment key behind ``SwiftUI/EnvironmentValues/butterflyScrollAxes``.
  private struct ButterflyScrollAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set? = nil
  }

  extension ScrollAxes {
    /// The model's axes for SwiftUI's.
    /// - Parameter axes: SwiftUI's axis set.
    init(_ axes: Axis.Set) {
      self = []
      if axes.contains(.horizontal) { insert(.horizontal) }
      if axes.contains(.vertical) { insert(.vertical) }
    }
  }

  extension PointerGestureRecognition {
    /// The gesture mask for the control's drag when attached with `gesture(_:including:)`: on
    /// only for `.exclusive`.
    var exclusiveMask: GestureMask { self == .exclusive ? .all : .subviews }
    /// The gesture mask for the control's drag when attached with
    /// `simultaneousGesture(_:including:)`: on only for `.simultaneous`.
    var simultaneousMask: GestureMask { self == .simultaneous ? .all : .subviews }
  }
#endif
