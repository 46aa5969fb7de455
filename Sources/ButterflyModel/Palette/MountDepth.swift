/// The mount's depth: an inset well lit from above, drawn as a vertical gradient over the mount
/// interior (inside the stroke, above the fill, below the axle and medallion).
///
/// The control's design: "The Mount gives the visual representation of having depth within its boundaries".
/// A shadow falls from the top edge into the well and a faint highlight sits above the bottom edge:
/// ```
/// offset (0 = top of mountInterior, 1 = bottom)   color   opacity light   opacity dark
/// 0                                               black   0.18            0.55
/// 0.22                                            black   0               0
/// 0.8                                             white   0               0
/// 1                                               white   0.6             0.08
/// ```
/// Increased contrast uses the same numbers as its base appearance (the gradient is decoration, not
/// information). The SwiftUI mount and the `bbsim render` SVG renderer both draw these stops.
package struct MountDepth: Hashable, Sendable {
  /// One gradient stop.
  package struct Stop: Hashable, Sendable {
    /// Where the stop sits from the interior's top (0) to its bottom (1).
    package var location: Double
    /// The stop's color, alpha included.
    package var color: SRGBColor
  }

  /// The stops, top to bottom (locations increasing in [0, 1]).
  package let stops: [Stop]

  /// The depth gradient for an appearance.
  /// - Parameter appearance: Light or dark, standard or increased contrast.
  package init(appearance: ButterflyAppearance) {
    let dark = appearance.isDark
    func stop(_ location: Double, white: Bool, _ alpha: Double) -> Stop {
      let level = white ? 1.0 : 0.0
      return Stop(location: location, color: SRGBColor(red: level, green: level, blue: level, alpha: alpha))
    }
    stops = [
      stop(0, white: false, dark ? 0.55 : 0.18),
      stop(0.22, white: false, 0),
      stop(0.8, white: true, 0),
      stop(1, white: true, dark ? 0.08 : 0.6),
    ]
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension MountDepth.Stop: Codable {}
#endif
