#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  extension View {
    /// Tells the ButterflyButtons inside this view which axes their enclosing scroll view scrolls
    /// along, or — with `[]` — that they are not in a scroll view. Optional: an explicit override.
    ///
    /// Without it the control works anywhere. On platforms where dragging scrolls (iOS, iPadOS,
    /// visionOS) it recognises its drag simultaneously with any scroll view around it, so the
    /// scroll view always scrolls, and it reads the drag both in its own coordinates and in the
    /// window's: a scroll view that scrolls carries the control along with the finger, so the two
    /// differ, and that drag is the scroll's — no flick, no toggle, and the press highlight goes
    /// away. On a static screen they are equal and a flick across the axle flips at any length.
    ///
    /// Declaring the axes adds a rule that acts before the content has moved: a drag that moves
    /// more than 10 pt mostly along a declared axis is abandoned at once (as UIKit's scroll slop
    /// would take it), while flicks across it still flip:
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
    /// `[]` (not in a scroll view) gives the drag to the control alone (`gesture(_:)` instead of
    /// `simultaneousGesture(_:)`). On macOS (a click-drag never scrolls) and tvOS (no drags) the
    /// context changes nothing. Whatever the context, a gesture that ends off the control, or
    /// moves mostly along the axle, is never a flick.
    /// - Parameter axes: The axes along which the enclosing scroll view scrolls.
    /// - Returns: The view, with the scroll context in its environment.
    public func butterflyScrollContext(_ axes: Axis.Set) -> some View {
      environment(\.butterflyScrollAxes, axes)
    }
  }

  extension EnvironmentValues {
    /// The axes of the scroll view enclosing a ButterflyButton, as set by
    /// `View.butterflyScrollContext(_:)`; `nil` when the app declared none (the control then
    /// recognises a scroll by being carried along with the finger), `[]` when it declared that
    /// there is no scroll view.
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
