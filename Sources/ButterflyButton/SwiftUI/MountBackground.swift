#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// What fills the mount (the square behind the medallion).
  public enum MountBackground: Sendable {
    /// The system's secondary background, adapting to light/dark and contrast (the default).
    case systemAutomatic
    /// No fill: whatever is behind the control shows through.
    case transparent
    /// Any color, including one picked with `ColorPicker` or `UIColorWell`.
    case color(Color)
    /// An image (SF Symbol or asset catalog image), scaled to fill the mount.
    case image(Image)

    /// The developer's image for ``image(_:)``, else `nil`.
    var image: Image? {
      if case .image(let image) = self { return image }
      return nil
    }

    /// The portable description the palette uses to check contrast.
    /// - Parameter environment: The environment the color is resolved in.
    /// - Returns: The model's ``MountBackgroundStyle``.
    func style(in environment: EnvironmentValues) -> MountBackgroundStyle {
      switch self {
      case .systemAutomatic: return .systemAutomatic
      case .transparent: return .transparent
      case .color(let color): return .color(SRGBColor(resolving: color, in: environment))
      case .image: return .image
      }
    }
  }
#endif
