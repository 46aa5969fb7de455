/// The platform the control runs on, portable so the model can choose platform wording on Linux.
public enum ButterflyPlatform: String, CaseIterable, Hashable, Sendable {
  /// iPhone and iPad: touch.
  case iOS
  /// Mac: pointer and keyboard.
  case macOS
  /// Apple TV: Siri Remote.
  case tvOS
  /// Apple Vision Pro: look and pinch.
  case visionOS

  /// The primary way people activate the control here.
  package var inputKind: InputKind {
    switch self {
    case .iOS: return .touch
    case .macOS: return .pointer
    case .tvOS: return .remote
    case .visionOS: return .gaze
    }
  }

  /// The platform this code is compiled for; `.macOS` on Linux (pointer and keyboard, like `bbsim`).
  public static var current: ButterflyPlatform {
    #if os(iOS)
      return .iOS
    #elseif os(tvOS)
      return .tvOS
    #elseif os(visionOS)
      return .visionOS
    #else
      return .macOS
    #endif
  }

  /// The kind of input, which selects the accessibility hint.
  public enum InputKind: String, CaseIterable, Hashable, Sendable {
    /// A finger on glass.
    case touch
    /// A mouse, trackpad or keyboard.
    case pointer
    /// A remote's touch surface and click.
    case remote
    /// Eyes to target, a pinch to activate.
    case gaze

    /// How far (pt) beyond the hit target a press may lift and still count as inside
    /// (``GestureInterpreter/touchTapReleaseMargin``, where the sources are cited).
    ///
    /// ```
    /// touch, gaze → 70 pt (UIKit's measured touch-up margin)
    /// pointer     → 0     (AppKit: mouse-up inside the cell frame)
    /// remote      → 0     (no pointer)
    /// ```
    public var tapReleaseMargin: Double {
      switch self {
      case .touch, .gaze: return GestureInterpreter.touchTapReleaseMargin
      case .pointer, .remote: return 0
      }
    }
  }

  /// The device key of a device-specific `.stringsdict` rule (`NSStringDeviceSpecificRuleType`)
  /// whose variant this platform speaks: `iphone` (iPhone and iPad, whose variants are the same
  /// touch text), `mac`, `appletv`, `applevision`.
  public var deviceVariant: String {
    switch self {
    case .iOS: return "iphone"
    case .macOS: return "mac"
    case .tvOS: return "appletv"
    case .visionOS: return "applevision"
    }
  }
}
