#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  extension View {
    /// Tells the ButterflyButtons inside this view that they sit in a scroll view scrolling along
    /// `axes`, so that scrolling wins over flicking.
    ///
    /// SwiftUI offers no way for a view to learn that it is inside a `ScrollView` or `List`, so the
    /// app says so. Put the modifier on the scroll view (or on its content):
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
    /// Inside a scroll context, on platforms where dragging scrolls (iOS, iPadOS, visionOS), the
    /// control recognises its drag simultaneously with the scroll view's, so the scroll view still
    /// scrolls; a drag that moves more than 10 pt mostly along a scroll axis is then abandoned — no
    /// flick, no toggle, and the press highlight goes away. A quick tap and a flick across the
    /// scroll axis still toggle. On macOS (a click-drag never scrolls) and tvOS (no drags) the
    /// control behaves as outside a scroll view. Nested scroll views: give the innermost content
    /// every axis that scrolls around it, e.g. `[.horizontal, .vertical]`. The default is `[]`
    /// (not in a scroll view).
    /// - Parameter axes: The axes along which the enclosing scroll view scrolls.
    /// - Returns: The view, with the scroll context in its environment.
    public func butterflyScrollContext(_ axes: Axis.Set) -> some View {
      environment(\.butterflyScrollAxes, axes)
    }
  }

  extension EnvironmentValues {
    /// The axes of the scroll view enclosing a ButterflyButton, as set by
    /// `View.butterflyScrollContext(_:)`; `[]` outside one.
    public var butterflyScrollAxes: Axis.Set {
      get { self[ButterflyScrollAxesKey.self] }
      set { self[ButterflyScrollAxesKey.self] = newValue }
    }
  }

  /// The environment key behind ``SwiftUI/EnvironmentValues/butterflyScrollAxes``.
  private struct ButterflyScrollAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set = []
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
