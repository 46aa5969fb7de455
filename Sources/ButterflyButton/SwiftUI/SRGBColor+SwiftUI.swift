#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  extension SRGBColor {
    /// Resolves a SwiftUI color in an environment (light/dark, contrast) to gamma-encoded sRGB.
    /// - Parameters:
    ///   - color: Any SwiftUI color.
    ///   - environment: The environment to resolve it in.
    init(resolving color: Color, in environment: EnvironmentValues) {
      let resolved = color.resolve(in: environment)
      self.init(
        red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
        alpha: Double(resolved.opacity))
    }

    /// The SwiftUI color for this sRGB value.
    var color: Color {
      Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
  }

  extension PlanarVector {
    /// A vector from a point (pt).
    /// - Parameter point: The point.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// A vector from a size (pt or pt/s).
    /// - Parameter size: The size.
    init(_ size: CGSize) { self.init(x: Double(size.width), y: Double(size.height)) }

    /// The same vector as a `CGPoint`.
    var point: CGPoint { CGPoint(x: x, y: y) }
  }

  extension PlanarTransform {
    /// The affine transform applying this linear map about a centre point.
    /// - Parameter center: The fixed point (pt).
    /// - Returns: `T(center) · M · T(−center)`.
    func affineTransform(about center: CGPoint) -> CGAffineTransform {
      let linear = CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0)
      return CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(linear)
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
  }
#endif
