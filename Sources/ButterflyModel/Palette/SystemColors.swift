/// Apple's published sRGB values of the iOS/iPadOS system colors (iOS 13 through iOS 18, the
/// releases this package's iOS 17 minimum covers), in the four appearances.
///
/// Sources: Apple Human Interface Guidelines, "Color" › Specifications › System colors
/// (<https://developer.apple.com/design/human-interface-guidelines/color>, tables "Default (light)",
/// "Increased contrast (light)", "Default (dark)", "Increased contrast (dark)", before the June 2025
/// update that introduced the iOS 26 values), cross-checked against the same table transcribed in
/// Flutter's `CupertinoColors` (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart).
/// Background colors are the base (non-elevated) level. Alpha values are 8-bit (153/255 = 60 %).
public enum SystemColors {
  /// The system blue (the default tint).
  public static let systemBlue = DynamicColor(
    light: SRGBColor(red255: 0, green255: 122, blue255: 255),
    dark: SRGBColor(red255: 10, green255: 132, blue255: 255),
    lightIncreasedContrast: SRGBColor(red255: 0, green255: 64, blue255: 221),
    darkIncreasedContrast: SRGBColor(red255: 64, green255: 156, blue255: 255))
  /// The system green.
  package static let systemGreen = DynamicColor(
    light: SRGBColor(red255: 52, green255: 199, blue255: 89),
    dark: SRGBColor(red255: 48, green255: 209, blue255: 88),
    lightIncreasedContrast: SRGBColor(red255: 36, green255: 138, blue255: 61),
    darkIncreasedContrast: SRGBColor(red255: 48, green255: 219, blue255: 91))
  /// The system red.
  package static let systemRed = DynamicColor(
    light: SRGBColor(red255: 255, green255: 59, blue255: 48),
    dark: SRGBColor(red255: 255, green255: 69, blue255: 58),
    lightIncreasedContrast: SRGBColor(red255: 215, green255: 0, blue255: 21),
    darkIncreasedContrast: SRGBColor(red255: 255, green255: 105, blue255: 97))
  /// The system yellow.
  package static let systemYellow = DynamicColor(
    light: SRGBColor(red255: 255, green255: 204, blue255: 0),
    dark: SRGBColor(red255: 255, green255: 214, blue255: 10),
    lightIncreasedContrast: SRGBColor(red255: 160, green255: 90, blue255: 0),
    darkIncreasedContrast: SRGBColor(red255: 255, green255: 212, blue255: 38))
  /// The system gray.
  public static let systemGray = DynamicColor(
    light: SRGBColor(red255: 142, green255: 142, blue255: 147),
    dark: SRGBColor(red255: 142, green255: 142, blue255: 147),
    lightIncreasedContrast: SRGBColor(red255: 108, green255: 108, blue255: 112),
    darkIncreasedContrast: SRGBColor(red255: 174, green255: 174, blue255: 178))
  /// Primary text (`label`).
  public static let label = DynamicColor(
    light: SRGBColor(red255: 0, green255: 0, blue255: 0),
    dark: SRGBColor(red255: 255, green255: 255, blue255: 255),
    lightIncreasedContrast: SRGBColor(red255: 0, green255: 0, blue255: 0),
    darkIncreasedContrast: SRGBColor(red255: 255, green255: 255, blue255: 255))
  /// Secondary text (`secondaryLabel`), translucent.
  public static let secondaryLabel = DynamicColor(
    light: SRGBColor(red255: 60, green255: 60, blue255: 67, alpha255: 153),
    dark: SRGBColor(red255: 235, green255: 235, blue255: 245, alpha255: 153),
    lightIncreasedContrast: SRGBColor(red255: 60, green255: 60, blue255: 67, alpha255: 173),
    darkIncreasedContrast: SRGBColor(red255: 235, green255: 235, blue255: 245, alpha255: 173))
  /// Hairlines (`separator`), translucent.
  public static let separator = DynamicColor(
    light: SRGBColor(red255: 60, green255: 60, blue255: 67, alpha255: 73),
    dark: SRGBColor(red255: 84, green255: 84, blue255: 88, alpha255: 153),
    lightIncreasedContrast: SRGBColor(red255: 60, green255: 60, blue255: 67, alpha255: 94),
    darkIncreasedContrast: SRGBColor(red255: 84, green255: 84, blue255: 88, alpha255: 173))
  /// Opaque hairlines (`opaqueSeparator`).
  static let opaqueSeparator = DynamicColor(
    light: SRGBColor(red255: 198, green255: 198, blue255: 200),
    dark: SRGBColor(red255: 56, green255: 56, blue255: 58),
    lightIncreasedContrast: SRGBColor(red255: 198, green255: 198, blue255: 200),
    darkIncreasedContrast: SRGBColor(red255: 56, green255: 56, blue255: 58))
  /// The base background (`systemBackground`, base level).
  public static let systemBackground = DynamicColor(
    light: SRGBColor(red255: 255, green255: 255, blue255: 255),
    dark: SRGBColor(red255: 0, green255: 0, blue255: 0),
    lightIncreasedContrast: SRGBColor(red255: 255, green255: 255, blue255: 255),
    darkIncreasedContrast: SRGBColor(red255: 0, green255: 0, blue255: 0))
  /// Grouped content background (`secondarySystemBackground`, base level).
  public static let secondarySystemBackground = DynamicColor(
    light: SRGBColor(red255: 242, green255: 242, blue255: 247),
    dark: SRGBColor(red255: 28, green255: 28, blue255: 30),
    lightIncreasedContrast: SRGBColor(red255: 235, green255: 235, blue255: 240),
    darkIncreasedContrast: SRGBColor(red255: 36, green255: 36, blue255: 38))
}
