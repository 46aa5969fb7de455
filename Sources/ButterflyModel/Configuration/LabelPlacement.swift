/// Where the title label sits outside the mount.
///
/// `.auto` puts the title where reading starts — "leading for left-to-right languages, trailing for
/// right-to-left" read as the side each language begins a line on — and mirrors with the layout
/// direction like a system `Toggle` row, whose label sits on the leading side and its switch on the
/// trailing one: the title is left of the mount in English and right of it in Arabic and Hebrew.
public enum LabelPlacement: String, CaseIterable, Hashable, Sendable {
  /// Above the mount, centred horizontally.
  case top
  /// Below the mount, centred horizontally.
  case bottom
  /// On the leading side: left in left-to-right layouts, right in right-to-left layouts.
  case leading
  /// On the trailing side: right in left-to-right layouts, left in right-to-left layouts.
  case trailing
  /// The reading-start side: left in left-to-right layouts, right in right-to-left layouts (the
  /// leading side, mirrored like a system `Toggle`).
  case auto

  /// The concrete placement for a layout direction; never returns `.auto`.
  ///
  /// ```
  /// auto → leading   (the reading-start side in either direction: left in LTR, right in RTL)
  /// ```
  /// - Parameter direction: The layout direction of the current language.
  /// - Returns: `.top`, `.bottom`, `.leading` or `.trailing`.
  public func resolved(for direction: ButterflyLayoutDirection) -> LabelPlacement {
    self == .auto ? .leading : self
  }

  /// The screen side the label occupies once resolved, with leading/trailing mapped to left/right.
  /// - Parameter direction: The layout direction of the current language.
  /// - Returns: The physical side of the mount where the label is drawn.
  package func screenSide(for direction: ButterflyLayoutDirection) -> ScreenSide {
    switch resolved(for: direction) {
    case .top: return .top
    case .bottom: return .bottom
    case .leading, .auto: return direction == .leftToRight ? .left : .right
    case .trailing: return direction == .leftToRight ? .right : .left
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
