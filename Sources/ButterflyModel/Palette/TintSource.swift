/// Where the control's tint comes from, first match wins:
/// ```
/// host       the hosting UIKit/AppKit control's tint (UIKit `tintColor`)
/// declared   the app's `butterflyTint(_:)` in the SwiftUI environment
/// accent     the app's accent colour (`Color.accentColor`)
/// ```
/// SwiftUI's `tint(_:)` is not a source: the style it sets (`TintShapeStyle`) can be drawn but not
/// read back as a colour (its `Resolved` type is `Never` in the iOS 17, macOS 14 and tvOS 17 SDKs),
/// and the palette needs the colour to derive the other colours and check their contrast.
package enum TintSource: String, CaseIterable, Hashable, Sendable {
  /// The hosting control's tint.
  case host
  /// The tint the app declared for the control.
  case declared
  /// The app's accent colour.
  case accent

  /// Picks the tint by the precedence above.
  /// - Parameters:
  ///   - host: The hosting control's tint, if any.
  ///   - declared: The app's declared tint, if any.
  ///   - accent: The accent colour.
  /// - Returns: The source that won and its colour.
  package static func choose<Color>(host: Color?, declared: Color?, accent: Color) -> (source: TintSource, color: Color)
  {
    if let host { return (.host, host) }
    if let declared { return (.declared, declared) }
    return (.accent, accent)
  }
}
