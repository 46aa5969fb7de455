/// The semantic system colours the palette derives from, resolved for one appearance.
///
/// On Apple platforms the SwiftUI layer resolves the real semantic colours in the view's environment
/// (`Color.resolve(in:)`, iOS 17 / macOS 14 / tvOS 17: "evaluates this color to a resolved color
/// given the current context") — the platform's own greys and backgrounds, the elevated level of a
/// sheet, macOS's and tvOS's values — and hands them here, so the contrast checks run against what
/// is drawn. Linux, `bbsim` and the playground use Apple's published iOS values
/// (``SystemColors``, ``table(for:)``).
public struct SystemColorValues: Hashable, Sendable {
  /// `label`: primary text; the colour derived colours lean toward for contrast.
  public var label: SRGBColor
  /// `secondaryLabel`: a disabled control's title.
  public var secondaryLabel: SRGBColor
  /// `systemBackground`: the page behind the control.
  public var systemBackground: SRGBColor
  /// `secondarySystemBackground`: the mount's automatic fill.
  public var secondarySystemBackground: SRGBColor
  /// `systemGray`: what a disabled control's colours are muted toward.
  public var systemGray: SRGBColor

  /// Creates resolved values.
  /// - Parameters:
  ///   - label: `label`.
  ///   - secondaryLabel: `secondaryLabel`.
  ///   - systemBackground: `systemBackground`.
  ///   - secondarySystemBackground: `secondarySystemBackground`.
  ///   - systemGray: `systemGray`.
  public init(
    label: SRGBColor, secondaryLabel: SRGBColor, systemBackground: SRGBColor,
    secondarySystemBackground: SRGBColor, systemGray: SRGBColor
  ) {
    self.label = label
    self.secondaryLabel = secondaryLabel
    self.systemBackground = systemBackground
    self.secondarySystemBackground = secondarySystemBackground
    self.systemGray = systemGray
  }

  /// The published iOS values for an appearance (``SystemColors``): what the palette uses when no
  /// platform resolved the colours.
  /// - Parameter appearance: Light/dark × contrast.
  /// - Returns: The table's values.
  public static func table(for appearance: ButterflyAppearance) -> SystemColorValues {
    SystemColorValues(
      label: SystemColors.label.resolved(in: appearance),
      secondaryLabel: SystemColors.secondaryLabel.resolved(in: appearance),
      systemBackground: SystemColors.systemBackground.resolved(in: appearance),
      secondarySystemBackground: SystemColors.secondarySystemBackground.resolved(in: appearance),
      systemGray: SystemColors.systemGray.resolved(in: appearance))
  }
}
