/// Where the title label sits outside the mount.
///
/// `.auto` follows the language direction, as the control's design has it: leading in a
/// left-to-right language, trailing in a right-to-left one. Because "leading" itself flips with the
/// direction, `.auto` always resolves to the **left** side of the mount on screen
/// (`leading` in LTR is left; `trailing` in RTL is left too).
public enum LabelPlacement: String, CaseIterable, Hashable, Sendable {
  /// Above the mount, centred horizontally.
  case top
  /// Below the mount, centred horizontally.
  case bottom
  /// On the leading side: left in left-to-right layouts, right in right-to-left layouts.
  case leading
  /// On the trailing side: right in left-to-right layouts, left in right-to-left layouts.
  case trailing
  /// Leading in left-to-right layouts, trailing in right-to-left layouts.
  case auto

  /// The concrete placement for a layout direction; never returns `.auto`.
  ///
  /// ```
  /// auto → leading  (leftToRight)
  /// auto → trailing (rightToLeft)
  /// ```
  /// - Parameter direction: The layout direction of the current language.
  /// - Returns: `.top`, `.bottom`, `.leading` or `.trailing`.
  public func resolved(for direction: ButterflyLayoutDirection) -> LabelPlacement {
    guard self == .auto else { return self }
    return direction == .leftToRight ? .leading : .trailing
  }

  /// The screen side the label occupies once resolved, with leading/trailing mapped to left/right.
  /// - Parameter direction: The layout direction of the current language.
  /// - Returns: The physical side of the mount where the label is drawn.
  public func screenSide(for direction: ButterflyLayoutDirection) -> ScreenSide {
    switch resolved(for: direction) {
    case .top: return .top
    case .bottom: return .bottom
    case .leading: return direction == .leftToRight ? .left : .right
    case .trailing, .auto: return direction == .leftToRight ? .right : .left
    }
  }
}

/// A physical side of a rectangle on screen (independent of layout direction).
public enum ScreenSide: String, CaseIterable, Hashable, Sendable {
  /// The side with the smallest y (y points down).
  case top
  /// The side with the largest y.
  case bottom
  /// The side with the smallest x.
  case left
  /// The side with the largest x.
  case right
}

/// The writing direction of the user interface, a portable stand-in for the platform's value.
public enum ButterflyLayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// Latin, CJK, Cyrillic… : leading is left.
  case leftToRight
  /// Arabic, Hebrew… : leading is right.
  case rightToLeft
}
