#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// A toggle style that draws a `Toggle` as a ``ButterflyButton``.
  ///
  /// ```swift
  /// Toggle("Butterfly", isOn: $isOn)
  ///     .toggleStyle(.butterfly)
  /// ```
  ///
  /// The toggle's label becomes the title; the toggle's own accessibility (label, value, toggle
  /// trait) is kept because the style is drawn inside the `Toggle`.
  public struct ButterflyToggleStyle: ToggleStyle {
    /// The mount's side (pt), ≥ 44.
    public var sideLength: CGFloat
    /// The axle.
    public var axleOrientation: AxleOrientation
    /// Where the title goes.
    public var labelPlacement: LabelPlacement

    /// Creates the style.
    /// - Parameters:
    ///   - sideLength: Mount side (pt); default 60.
    ///   - axleOrientation: Axle; default `.horizontal`.
    ///   - labelPlacement: Title placement; default `.auto`.
    public init(
      sideLength: CGFloat = CGFloat(ButterflySettings.sideLength.defaultValue),
      axleOrientation: AxleOrientation = ButterflySettings.axleOrientation.defaultValue,
      labelPlacement: LabelPlacement = ButterflySettings.labelPlacement.defaultValue
    ) {
      self.sideLength = sideLength
      self.axleOrientation = axleOrientation
      self.labelPlacement = labelPlacement
    }

    /// Draws the toggle.
    /// - Parameter configuration: The toggle's label and binding.
    /// - Returns: A ``ButterflyButton`` bound to the toggle.
    public func makeBody(configuration: Configuration) -> some View {
      ButterflyButton(
        isOn: configuration.$isOn, sideLength: sideLength, labelPlacement: labelPlacement,
        axleOrientation: axleOrientation
      ) {
        configuration.label
      }
    }
  }

  extension ToggleStyle where Self == ButterflyToggleStyle {
    /// The ButterflyButton toggle style with default settings.
    public static var butterfly: ButterflyToggleStyle { ButterflyToggleStyle() }
  }
#endif
