/// One of the four color appearances Apple's system colors define.
public enum ButterflyAppearance: String, CaseIterable, Hashable, Sendable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
  /// Light mode with Increase Contrast.
  case lightIncreasedContrast
  /// Dark mode with Increase Contrast.
  case darkIncreasedContrast

  /// Selects the appearance from the two system settings.
  /// - Parameters:
  ///   - isDark: Dark mode.
  ///   - increasedContrast: Increase Contrast.
  public init(isDark: Bool, increasedContrast: Bool) {
    switch (isDark, increasedContrast) {
    case (false, false): self = .light
    case (true, false): self = .dark
    case (false, true): self = .lightIncreasedContrast
    case (true, true): self = .darkIncreasedContrast
    }
  }

  /// Whether this is a dark appearance.
  public var isDark: Bool { self == .dark || self == .darkIncreasedContrast }
  /// Whether Increase Contrast is on.
  package var isIncreasedContrast: Bool {
    self == .lightIncreasedContrast || self == .darkIncreasedContrast
  }
}

/// A dynamic color: one sRGB value per appearance, like a `UIColor` with trait variants.
public struct DynamicColor: Hashable, Sendable {
  /// Light.
  public var light: SRGBColor
  /// Dark.
  public var dark: SRGBColor
  /// Light, Increase Contrast.
  var lightIncreasedContrast: SRGBColor
  /// Dark, Increase Contrast.
  public var darkIncreasedContrast: SRGBColor

  /// Creates a dynamic color from its four variants.
  /// - Parameters:
  ///   - light: Light.
  ///   - dark: Dark.
  ///   - lightIncreasedContrast: Light, Increase Contrast.
  ///   - darkIncreasedContrast: Dark, Increase Contrast.
  public init(
    light: SRGBColor, dark: SRGBColor, lightIncreasedContrast: SRGBColor,
    darkIncreasedContrast: SRGBColor
  ) {
    self.light = light
    self.dark = dark
    self.lightIncreasedContrast = lightIncreasedContrast
    self.darkIncreasedContrast = darkIncreasedContrast
  }

  /// A color that is the same in every appearance.
  /// - Parameter color: The color.
  public init(constant color: SRGBColor) {
    self.init(light: color, dark: color, lightIncreasedContrast: color, darkIncreasedContrast: color)
  }

  /// The value in an appearance.
  /// - Parameter appearance: The appearance.
  /// - Returns: The sRGB value for it.
  public func resolved(in appearance: ButterflyAppearance) -> SRGBColor {
    switch appearance {
    case .light: return light
    case .dark: return dark
    case .lightIncreasedContrast: return lightIncreasedContrast
    case .darkIncreasedContrast: return darkIncreasedContrast
    }
  }
}
