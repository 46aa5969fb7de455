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
  public var inputKind: InputKind {
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

    /// The localization key of the hint for this input.
    public var hintKey: ButterflyStringKey {
      switch self {
      case .touch: return .hintTouch
      case .pointer: return .hintPointer
      case .remote: return .hintRemote
      case .gaze: return .hintGaze
      }
    }
  }
}
