#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// A toggle style that draws a `Toggle` as a ``ButterflyButton``.
  ///
  /// ```swift
  /// Toggle("Butterfly", isOn: $isOn)
  ///     .toggleStyle(.butterfly)
  ///     .butterflyColors(medallionTop: .orange)
  ///     .butterflyMedallionLabels(top: "On", bottom: "Off")
  /// ```
  ///
  /// The toggle's label becomes the title; the toggle's own accessibility (label, value, toggle
  /// trait) is kept because the style is drawn inside the `Toggle`. `.labelsHidden()` hides the
  /// title and keeps it as the accessibility label (``ButterflyTitlePresentation``; SwiftUI 6 and
  /// later, where `labelsVisibility` exists). Everything else the view takes — colours, images,
  /// labels, duration, haptics, flick physics, geometry — comes from the `.butterfly…` environment
  /// modifiers (``ButterflyButtonOptions``), `.butterflyTint(_:)` (SwiftUI's `.tint(_:)` cannot be read
  /// back as a colour), `.controlSize(_:)` (not on tvOS), or from the three values given here.
  public struct ButterflyToggleStyle: ToggleStyle {
    /// The mount's side (pt), ≥ 44; `nil` from the environment, else the control size.
    public var sideLength: CGFloat?
    /// The axle; `nil` from the environment, else `.horizontal`.
    public var axleOrientation: AxleOrientation?
    /// Where the title goes; `nil` from the environment, else `.auto`.
    public var labelPlacement: LabelPlacement?

    /// Creates the style.
    /// - Parameters:
    ///   - sideLength: Mount side (pt); default from the environment or the control size.
    ///   - axleOrientation: Axle; default from the environment, else `.horizontal`.
    ///   - labelPlacement: Title placement; default from the environment, else `.auto`.
    public init(
      sideLength: CGFloat? = nil, axleOrientation: AxleOrientation? = nil, labelPlacement: LabelPlacement? = nil
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
