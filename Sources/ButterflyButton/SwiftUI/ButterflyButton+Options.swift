#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The effective settings: what the button was given, else the environment's `.butterfly…`
  /// modifiers, else the defaults (``ButterflyButtonOptions``, the model's `ButterflySettingSource`).
  /// Read them while the view is drawn (they read the environment).
  extension ButterflyButton {
    /// The given options over the environment's.
    var options: ButterflyButtonOptions { given.merged(over: environment.butterflyButtonOptions) }

    /// The mount's side (pt): given, else set by a modifier, else the control size's
    /// (``ButterflyControlSize``: mini 44, small 52, regular 60, large 72, extra large 88); at
    /// least 44. Scales with Dynamic Type up to 2×.
    public var sideLength: CGFloat { CGFloat(configuration.sideLength) }
    /// Where the title label sits outside the mount; default `.auto`, the reading-start side.
    public var labelPlacement: LabelPlacement { configuration.labelPlacement }
    /// The mount's stroke color; `nil` derives one from the tint with ≥ 3:1 contrast.
    public var mountStrokeColor: Color? { options.mountStrokeColor }
    /// The mount's stroke width (pt), clamped to [1, sideLength / 10]; default 2.
    public var mountStrokeWidth: CGFloat { CGFloat(configuration.mountStrokeWidth) }
    /// The mount's fill; default ``MountBackground/systemAutomatic``.
    public var mountBackground: MountBackground { options.mountBackground ?? .systemAutomatic }
    /// The axle the medallion spins about; default `.horizontal`.
    public var axleOrientation: AxleOrientation { configuration.axleOrientation }
    /// The axle's color; `nil` derives one from the tint.
    public var axleColor: Color? { options.axleColor }
    /// The top face's color; `nil` uses the tint.
    public var medallionTopColor: Color? { options.medallionTopColor }
    /// The bottom face's color; `nil` derives a paler/darker variant of the tint.
    public var medallionBottomColor: Color? { options.medallionBottomColor }
    /// The medallion edge's color; `nil` derives one from the tint.
    public var medallionEdgeColor: Color? { options.medallionEdgeColor }
    /// An image on the top face (SF Symbol or asset), above the label.
    public var medallionTopImage: Image? { options.medallionTopImage }
    /// An image on the bottom face (SF Symbol or asset), above the label.
    public var medallionBottomImage: Image? { options.medallionBottomImage }
    /// The top face's label; default the package's localized "true" (key `ButterflyButton.true`).
    public var medallionTopLabel: LocalizedStringKey { options.medallionTopLabel ?? ButterflyButtonDefaults.topLabel }
    /// The bottom face's label; default the package's localized "false" (key `ButterflyButton.false`).
    public var medallionBottomLabel: LocalizedStringKey {
      options.medallionBottomLabel ?? ButterflyButtonDefaults.bottomLabel
    }
    /// The face labels' font; `nil` uses `.caption`, which scales with Dynamic Type.
    public var medallionLabelFont: Font? { options.medallionLabelFont }
    /// The face labels' color; `nil` picks black or white per face for ≥ 4.5:1 contrast.
    public var medallionLabelColor: Color? { options.medallionLabelColor }
    /// The medallion edge's stroke width (pt); 2 by default, clamped by the model to [0, 4].
    public var medallionStrokeWidth: CGFloat {
      options.medallionStrokeWidth ?? CGFloat(ButterflySettings.medallionStrokeWidth.defaultValue)
    }
    /// How long the spin takes to slow down (s) after the model's fallbacks (0, negative or
    /// non-finite → 2 s, below 0.1 s → 0.1 s, logged).
    public var spinDecelerationDuration: TimeInterval { configuration.spinDecelerationDuration }
    /// Whether a drag's release velocity sets the spin's initial speed (otherwise every gesture is
    /// a tap).
    public var enableFlickPhysics: Bool { configuration.enableFlickPhysics }
    /// Whether activation and landing play haptics where the platform has them.
    public var hapticsEnabled: Bool { configuration.hapticsEnabled }
    /// The spin's feel as given (before the planner resolves it): this button's `spinTuning:`, else
    /// the environment's `.butterflySpinTuning(_:)`, else ``SpinTuning/standard``.
    public var spinTuning: SpinTuning { configuration.spinTuning }
  }
#endif
