/// The mount's background, portable: the public API's `.systemAutomatic | .transparent | .color | .image`.
public enum MountBackgroundStyle: Hashable, Sendable {
  /// `secondarySystemBackground`, adapting to the appearance.
  case systemAutomatic
  /// No fill: the page behind shows through (contrast is checked against `systemBackground`).
  case transparent
  /// A developer color.
  case color(SRGBColor)
  /// An image: its pixels are unknown here, so contrast is checked against `systemBackground`
  /// and an info event says so.
  case image
}

/// Developer-supplied colors; `nil` means "derive from the tint". Supplied colors are used as given
/// while the control is enabled (the palette only reports contrast failures as warnings); a disabled
/// control mutes them (``disabled(towards:)``).
public struct ButterflyColorOverrides: Hashable, Sendable {
  /// `mountStrokeColor`.
  public var mountStroke: SRGBColor?
  /// `mountBackground`.
  public var mountBackground: MountBackgroundStyle
  /// `axleColor`.
  public var axle: SRGBColor?
  /// `medallionTopColor`.
  public var medallionTop: SRGBColor?
  /// `medallionBottomColor`.
  public var medallionBottom: SRGBColor?
  /// `medallionEdgeColor`.
  public var medallionEdge: SRGBColor?
  /// `medallionLabelColor` (both faces).
  public var medallionLabel: SRGBColor?
  /// The title's colour (a host control's `titleColor`); `nil` is the system's `label`. Set it
  /// after creating the overrides.
  public var title: SRGBColor?

  /// Creates overrides; everything defaults to derived colors and the system background.
  /// - Parameters:
  ///   - mountStroke: Mount stroke color.
  ///   - mountBackground: Mount background.
  ///   - axle: Axle color.
  ///   - medallionTop: Top face color.
  ///   - medallionBottom: Bottom face color.
  ///   - medallionEdge: Edge color.
  ///   - medallionLabel: Face label color.
  public init(
    mountStroke: SRGBColor? = nil, mountBackground: MountBackgroundStyle = .systemAutomatic,
    axle: SRGBColor? = nil, medallionTop: SRGBColor? = nil, medallionBottom: SRGBColor? = nil,
    medallionEdge: SRGBColor? = nil, medallionLabel: SRGBColor? = nil
  ) {
    self.mountStroke = mountStroke
    self.mountBackground = mountBackground
    self.axle = axle
    self.medallionTop = medallionTop
    self.medallionBottom = medallionBottom
    self.medallionEdge = medallionEdge
    self.medallionLabel = medallionLabel
  }

  /// How far a supplied color moves toward `systemGray` when the control is disabled: three
  /// quarters, so it reads as gray like the system's muted palette yet keeps a trace of its hue.
  public static let disabledGrayFraction = 0.75

  /// The overrides of a disabled control: every supplied color (a mount background color too)
  /// mixed toward the appearance's `systemGray`, as the muted palette derives everything from it.
  ///
  /// ```
  /// disabled(c) = mix(c, systemGray, 0.75)      (alpha kept)
  /// ```
  /// - Parameter gray: `systemGray` resolved for the appearance.
  /// - Returns: The muted overrides; `nil` entries stay `nil` (derived from the muted tint).
  public func disabled(towards gray: SRGBColor) -> ButterflyColorOverrides {
    func mute(_ color: SRGBColor?) -> SRGBColor? {
      color.map {
        let mixed = $0.opaque.mixed(with: gray.opaque, fraction: Self.disabledGrayFraction)
        return SRGBColor(red: mixed.red, green: mixed.green, blue: mixed.blue, alpha: $0.alpha)
      }
    }
    var muted = self
    muted.mountStroke = mute(mountStroke)
    muted.axle = mute(axle)
    muted.medallionTop = mute(medallionTop)
    muted.medallionBottom = mute(medallionBottom)
    muted.medallionEdge = mute(medallionEdge)
    muted.medallionLabel = mute(medallionLabel)
    muted.title = mute(title)
    if case .color(let color) = mountBackground, let background = mute(color) {
      muted.mountBackground = .color(background)
    }
    return muted
  }
}

/// A non-color cue drawn on a face when Differentiate Without Color is on, so on/off never relies
/// on hue alone (the labels already differ in text; the cue differs in shape).
public enum FaceCue: String, CaseIterable, Hashable, Sendable {
  /// A filled disc — the top ("true") face. SF Symbol `circle.fill`.
  case filledCircle
  /// An outlined ring — the bottom ("false") face. SF Symbol `circle`.
  case hollowCircle

  /// The cue for a face.
  /// - Parameter isTopFace: Whether it is the top face.
  /// - Returns: `.filledCircle` for the top face, `.hollowCircle` for the bottom.
  package static func forFace(isTopFace: Bool) -> FaceCue { isTopFace ? .filledCircle : .hollowCircle }

  /// The SF Symbol name the Apple layer draws.
  package var systemImageName: String { self == .filledCircle ? "circle.fill" : "circle" }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension FaceCue: Codable {}
#endif
