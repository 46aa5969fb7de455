/// The resolved colors of the control in one appearance, with contrast guarantees for derived colors.
///
/// Derivation from a tint `T` (default `systemBlue`), with `L` = `label` (black in light, white in
/// dark), page `P` = `systemBackground`, mount background `B` (default `secondarySystemBackground`):
/// ```
/// mount stroke   = ensure(T,                 ≥ 3:1 against B and P)
/// axle           = ensure(mix(T, L, 0.2),    ≥ 3:1 against B)
/// top face       = T (opaque)
/// bottom face    = mix(T, P, 0.6); if contrast(top, bottom) < 1.5 → mix(T, L, 0.6)
/// edge           = ensure(mix(T, L, 0.35),   ≥ 3:1 against B)
/// face label     = black or white, whichever contrasts more with the face (≥ 4.58:1 for any color)
/// ensure(c, …)   = the first of mix(c, L, f), f = 0, 0.05, …, 1 that passes; then the same toward
///                  the opposite extreme; failing both, the extreme with the best contrast
/// ```
/// Supplied colors (``ButterflyColorOverrides``) are used unchanged; any that miss 4.5:1 (face labels)
/// or 3:1 (stroke, axle) land in ``warnings``. Translucent colors are composited over their backdrop
/// before measuring. The muted (disabled) palette is the same derivation from `systemGray`; supplied
/// colors are mixed 75 % toward `systemGray` (``ButterflyColorOverrides/disabled(towards:)``) and
/// the title takes `secondaryLabel`, so a disabled control looks disabled whatever its colors (no
/// contrast warnings then: disabled controls are exempt from WCAG's minimums).
public struct ButterflyPalette: Hashable, Sendable {
  /// Text contrast minimum (WCAG AA).
  static let minimumTextContrast = 4.5
  /// Graphics contrast minimum (WCAG 1.4.11).
  package static let minimumGraphicContrast = 3.0
  /// Below this top/bottom contrast the bottom face is darkened/lightened toward the label color.
  package static let minimumFaceSeparation = 1.5

  /// The appearance this palette is resolved for.
  public let appearance: ButterflyAppearance
  /// The page behind the control (`systemBackground`).
  package let pageBackground: SRGBColor
  /// The mount's fill as drawn; alpha 0 for `.transparent` unless opacity is required.
  public let mountBackground: SRGBColor
  /// The opaque color the mount's contents are measured against.
  let effectiveMountBackground: SRGBColor
  /// The mount stroke.
  public let mountStroke: SRGBColor
  /// The axle.
  public let axle: SRGBColor
  /// The top face.
  public let medallionTop: SRGBColor
  /// The bottom face.
  public let medallionBottom: SRGBColor
  /// The edge (rim).
  public let medallionEdge: SRGBColor
  /// The label color on the top face.
  public let medallionTopLabel: SRGBColor
  /// The label color on the bottom face.
  public let medallionBottomLabel: SRGBColor
  /// The title label color: a supplied `titleColor` (muted toward `systemGray` when disabled), else
  /// `label`, or `secondaryLabel` over the page when muted.
  public let title: SRGBColor
  /// The focus ring color (the tint, ≥ 3:1 against the page).
  public let focusRing: SRGBColor
  /// The Button Shapes outline color (`label`).
  public let outline: SRGBColor
  /// Contrast failures of supplied colors, and notes (e.g. image backgrounds cannot be checked).
  public let warnings: [ButterflyLogEvent]

  /// Resolves the palette.
  /// - Parameters:
  ///   - tint: The tint (default `systemBlue`); its alpha is ignored.
  ///   - appearance: Light/dark × contrast.
  ///   - supplied: Developer colors: used unchanged, or muted toward `systemGray` when `muted`.
  ///   - requiresOpaqueBackground: Reduce Transparency: a translucent or transparent mount
  ///     background is drawn opaque (composited over the page).
  ///   - muted: Disabled: derive from `systemGray` instead of the tint.
  ///   - systemColors: The semantic system colours as the platform resolved them; `nil` uses the
  ///     published iOS values for `appearance` (``SystemColorValues/table(for:)``).
  public init(
    tint: DynamicColor = SystemColors.systemBlue,
    appearance: ButterflyAppearance,
    overrides supplied: ButterflyColorOverrides = .init(),
    requiresOpaqueBackground: Bool = false,
    muted: Bool = false,
    systemColors: SystemColorValues? = nil
  ) {
    self.appearance = appearance
    let system = systemColors ?? .table(for: appearance)
    let gray = system.systemGray
    let overrides = muted ? supplied.disabled(towards: gray) : supplied
    var warnings: [ButterflyLogEvent] = []
    let label = system.label
    let page = system.systemBackground
    let t = (muted ? gray : tint.resolved(in: appearance)).opaque
    pageBackground = page

    var background: SRGBColor
    switch overrides.mountBackground {
    case .systemAutomatic:
      background = system.secondarySystemBackground
    case .transparent:
      background = SRGBColor(red: page.red, green: page.green, blue: page.blue, alpha: 0)
    case .color(let color):
      background = color
    case .image:
      background = SRGBColor(red: page.red, green: page.green, blue: page.blue, alpha: 0)
      warnings.append(
        ButterflyLogEvent(
          level: .info, category: .palette,
          message: "mountBackground is an image: contrast is checked against systemBackground only"))
    }
    let opaqueBackground = background.composited(over: page)
    if requiresOpaqueBackground { background = opaqueBackground }
    mountBackground = background
    effectiveMountBackground = opaqueBackground
    let b = opaqueBackground

    func ensure(_ color: SRGBColor, against backdrops: [SRGBColor], minimum: Double) -> SRGBColor {
      Self.ensureContrast(color, against: backdrops, minimum: minimum, towards: label)
    }
    func check(_ name: String, _ color: SRGBColor, against backdrops: [SRGBColor], minimum: Double) {
      for backdrop in backdrops where !muted {
        let ratio = color.composited(over: backdrop).contrastRatio(with: backdrop)
        if ratio < minimum {
          warnings.append(
            ButterflyLogEvent(
              level: .warning, category: .palette,
              message:
                "\(name) \(color) has contrast \(Self.format(ratio)):1 against \(backdrop) in "
                + "\(appearance.rawValue); at least \(Self.format(minimum)):1 is needed"))
        }
      }
    }

    if let stroke = overrides.mountStroke {
      mountStroke = stroke
      check("mountStrokeColor", stroke, against: [b, page], minimum: Self.minimumGraphicContrast)
    } else {
      mountStroke = ensure(t, against: [b, page], minimum: Self.minimumGraphicContrast)
    }
    if let axle = overrides.axle {
      self.axle = axle
      check("axleColor", axle, against: [b], minimum: Self.minimumGraphicContrast)
    } else {
      axle = ensure(t.mixed(with: label, fraction: 0.2), against: [b], minimum: Self.minimumGraphicContrast)
    }
    let top = overrides.medallionTop ?? t
    medallionTop = top
    if let bottom = overrides.medallionBottom {
      medallionBottom = bottom
    } else {
      let pale = t.mixed(with: page, fraction: 0.6)
      medallionBottom =
        pale.contrastRatio(with: top.composited(over: b)) < Self.minimumFaceSeparation
        ? t.mixed(with: label, fraction: 0.6) : pale
    }
    medallionEdge =
      overrides.medallionEdge
      ?? ensure(t.mixed(with: label, fraction: 0.35), against: [b], minimum: Self.minimumGraphicContrast)

    let topFace = medallionTop.composited(over: b)
    let bottomFace = medallionBottom.composited(over: b)
    if let supplied = overrides.medallionLabel {
      medallionTopLabel = supplied
      medallionBottomLabel = supplied
      check("medallionLabelColor (top face)", supplied, against: [topFace], minimum: Self.minimumTextContrast)
      check("medallionLabelColor (bottom face)", supplied, against: [bottomFace], minimum: Self.minimumTextContrast)
    } else {
      medallionTopLabel = Self.bestLabel(on: topFace)
      medallionBottomLabel = Self.bestLabel(on: bottomFace)
    }
    if let supplied = overrides.title {
      title = supplied
      check("titleColor", supplied, against: [page], minimum: Self.minimumTextContrast)
    } else {
      title = muted ? system.secondaryLabel.composited(over: page) : label
    }
    outline = label
    focusRing = ensure(t, against: [page], minimum: Self.minimumGraphicContrast)
    self.warnings = warnings
  }

  /// Black or white, whichever contrasts more with an opaque face.
  ///
  /// `max(contrast(face, black), contrast(face, white)) ≥ √21 ≈ 4.58`, so this always meets 4.5:1.
  /// - Parameter face: The opaque face color.
  /// - Returns: `.black` or `.white`.
  static func bestLabel(on face: SRGBColor) -> SRGBColor {
    face.contrastRatio(with: .black) >= face.contrastRatio(with: .white) ? .black : .white
  }

  /// Moves a color toward `target` (then toward the opposite extreme) until it meets a contrast.
  /// - Parameters:
  ///   - color: The starting color (opaque).
  ///   - backdrops: Opaque colors it must contrast with; the least ratio counts.
  ///   - minimum: The ratio to reach.
  ///   - target: The preferred direction (the appearance's label color).
  /// - Returns: The first passing mix in steps of 5 %, or the best extreme if none passes.
  /// - Complexity: O(42 × backdrops).
  static func ensureContrast(
    _ color: SRGBColor, against backdrops: [SRGBColor], minimum: Double, towards target: SRGBColor
  ) -> SRGBColor {
    func worst(_ c: SRGBColor) -> Double {
      backdrops.map { c.composited(over: $0).contrastRatio(with: $0) }.min() ?? 21
    }
    let opposite: SRGBColor = target.relativeLuminance > 0.5 ? .black : .white
    for end in [target, opposite] {
      for step in 0...20 {
        let candidate = color.mixed(with: end, fraction: Double(step) / 20)
        if worst(candidate) >= minimum { return candidate }
      }
    }
    return worst(target) >= worst(opposite) ? target : opposite
  }

  /// Every contrast the palette promises, as (name, ratio, minimum) — for tests and diagnostics.
  package var contrastChecks: [(name: String, ratio: Double, minimum: Double)] {
    let b = effectiveMountBackground
    func ratio(_ fg: SRGBColor, _ bg: SRGBColor) -> Double { fg.composited(over: bg).contrastRatio(with: bg) }
    let top = medallionTop.composited(over: b)
    let bottom = medallionBottom.composited(over: b)
    return [
      ("mountStroke/mountBackground", ratio(mountStroke, b), Self.minimumGraphicContrast),
      ("mountStroke/page", ratio(mountStroke, pageBackground), Self.minimumGraphicContrast),
      ("axle/mountBackground", ratio(axle, b), Self.minimumGraphicContrast),
      ("edge/mountBackground", ratio(medallionEdge, b), Self.minimumGraphicContrast),
      ("topLabel/topFace", ratio(medallionTopLabel, top), Self.minimumTextContrast),
      ("bottomLabel/bottomFace", ratio(medallionBottomLabel, bottom), Self.minimumTextContrast),
      ("focusRing/page", ratio(focusRing, pageBackground), Self.minimumGraphicContrast),
    ]
  }

  static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded() / 100
    return "\(hundredths)"
  }
}
