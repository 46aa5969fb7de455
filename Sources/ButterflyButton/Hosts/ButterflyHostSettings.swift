#if canImport(SwiftUI) && !os(watchOS)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// Everything a host control (``ButterflyButtonControl`` on UIKit, ``ButterflyButtonNSControl`` on
  /// AppKit) draws and does, with the platform's color, image and font types. The controls'
  /// properties (``ButterflyButtonHosting``) read and write it; each one matches the
  /// ``ButterflyButton`` parameter of the same name.
  ///
  /// Settings only: the value (`isOn`), whether the control is enabled, its tint and dimming, its
  /// control size, presses and pending activations belong to the control and its model owner
  /// (``ControlOwner``), so `control.settings = ButterflyHostSettings()` changes exactly the settings
  /// it names and nothing else.
  public struct ButterflyHostSettings {
    /// The title drawn beside the mount and the accessibility label; `nil` or empty for none (the
    /// element is then named by its value).
    public var title: String?
    /// The title's font; `nil` is the body font.
    public var titleFont: ButterflyPlatformFont?
    /// The title's color; `nil` is the palette's title color.
    public var titleColor: ButterflyPlatformColor?
    /// Mount side (pt), at least 44; `nil` (the default) takes the control size's side
    /// (``ButterflyControlSize``: AppKit's `controlSize`; 60 pt at regular, UIKit's size).
    public var sideLength: CGFloat?
    /// Title placement; default `.auto`.
    public var labelPlacement: LabelPlacement = ButterflySettings.labelPlacement.defaultValue
    /// The axle; default `.horizontal`.
    public var axleOrientation: AxleOrientation = ButterflySettings.axleOrientation.defaultValue
    /// Mount stroke width (pt), clamped to [1, side/10]; default 2.
    public var mountStrokeWidth: CGFloat = CGFloat(ButterflySettings.mountStrokeWidth.defaultValue)
    /// Mount stroke color; `nil` derives it from the tint.
    public var mountStrokeColor: ButterflyPlatformColor?
    /// Mount fill color (`.clear` for none); `nil` is the system background.
    public var mountBackgroundColor: ButterflyPlatformColor?
    /// Mount fill image, filling the mount's interior; wins over ``mountBackgroundColor``.
    public var mountBackgroundImage: ButterflyPlatformImage?
    /// Axle color; `nil` derives it.
    public var axleColor: ButterflyPlatformColor?
    /// Top face color; `nil` is the tint.
    public var medallionTopColor: ButterflyPlatformColor?
    /// Bottom face color; `nil` derives it.
    public var medallionBottomColor: ButterflyPlatformColor?
    /// Edge color; `nil` derives it.
    public var medallionEdgeColor: ButterflyPlatformColor?
    /// Edge width (pt), clamped to [0, 4]; default 2.
    public var medallionStrokeWidth: CGFloat = CGFloat(ButterflySettings.medallionStrokeWidth.defaultValue)
    /// Top face image.
    public var medallionTopImage: ButterflyPlatformImage?
    /// Bottom face image.
    public var medallionBottomImage: ButterflyPlatformImage?
    /// Top face label; `nil` is the package's localized "true".
    public var medallionTopLabel: String?
    /// Bottom face label; `nil` is the package's localized "false".
    public var medallionBottomLabel: String?
    /// Face label font; `nil` is the caption font.
    public var medallionLabelFont: ButterflyPlatformFont?
    /// Face label color; `nil` picks black or white for contrast.
    public var medallionLabelColor: ButterflyPlatformColor?
    /// How long the spin slows down (s), > 0; default 2.
    public var spinDecelerationDuration: TimeInterval = ButterflySettings.spinDecelerationDuration.defaultValue
    /// Whether flick velocity sets the spin speed; default `true`.
    public var enableFlickPhysics = ButterflySettings.enableFlickPhysics.defaultValue
    /// Whether activation and landing play haptics where the platform has them; default `true`.
    public var hapticsEnabled = ButterflySettings.hapticsEnabled.defaultValue
    /// The spin's feel (tap speed, deceleration shape, landing spring); default ``SpinTuning/standard``.
    /// `control.spinTuning = SpinTuning(…)` takes the line `bbsim sweep` prints.
    public var spinTuning = SpinTuning.standard

    /// What a Siri Remote swipe does while the control has focus (tvOS; ``RemoteSwipeBehavior``):
    /// by default swipes move focus; ``RemoteSwipeBehavior/flicksAcrossAxle`` makes a swipe across
    /// the axle flick, while a swipe along it or an edge click still moves focus.
    public var remoteSwipe = RemoteSwipeBehavior.movesFocus

    /// Settings with every default.
    public init() {}

    /// The side the control draws before Dynamic Type (pt): ``sideLength``, else the control size's.
    /// - Parameter controlSize: The control's size (its owner's ``ControlOwner/controlSize``).
    /// - Returns: The side (pt).
    func sideLength(for controlSize: ButterflyControlSize) -> CGFloat {
      CGFloat(controlSize.sideLength(requested: sideLength.map(Double.init)))
    }

    /// The mount fill the hosted view draws: the image, else the color, else the system's.
    var mountBackground: MountBackground {
      if let image = mountBackgroundImage { return .image(Image(platform: image)) }
      return mountBackgroundColor.map { .color(Color(platform: $0)) } ?? .systemAutomatic
    }

    /// The model's accessibility description for the control element.
    /// - Parameters:
    ///   - isOn: The control's value (``ControlOwner/isOn``).
    ///   - isEnabled: Whether the control is enabled (``ControlOwner/isEnabled``).
    ///   - platform: The platform (selects the hint).
    /// - Returns: The description each host maps to its accessibility API.
    func accessibility(isOn: Bool, isEnabled: Bool, platform: ButterflyPlatform = .current) -> ButterflyAccessibility {
      ButterflyAccessibility(
        title: title ?? "", topLabel: medallionTopLabel, bottomLabel: medallionBottomLabel, isOn: isOn,
        isEnabled: isEnabled, platform: platform, language: Locale.current.identifier)
    }
  }
#endif
