#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The `.butterfly…` modifiers: set what every ``ButterflyButton`` in the subtree takes, including
  /// those drawn by `Toggle(…).toggleStyle(.butterfly)`. A value given to a button itself wins; an
  /// inner modifier wins over an outer one; `nil` arguments leave a setting as it was
  /// (``ButterflyButtonOptions``).
  extension View {
    /// Sets every option a modifier above set, and those `options` sets, for the subtree.
    /// - Parameter options: The options to set; its `nil` fields leave the environment's.
    /// - Returns: The view with the options in its environment.
    public func butterflyButtonOptions(_ options: ButterflyButtonOptions) -> some View {
      transformEnvironment(\.butterflyButtonOptions) { $0 = options.merged(over: $0) }
    }

    /// Sets the controls' colours; `nil` leaves a colour as it was (derived from the tint by default).
    /// - Parameters:
    ///   - mountStroke: Mount stroke colour.
    ///   - axle: Axle colour.
    ///   - medallionTop: Top face colour.
    ///   - medallionBottom: Bottom face colour.
    ///   - medallionEdge: Edge colour.
    ///   - medallionLabel: Face label colour.
    /// - Returns: The view.
    public func butterflyColors(
      mountStroke: Color? = nil, axle: Color? = nil, medallionTop: Color? = nil, medallionBottom: Color? = nil,
      medallionEdge: Color? = nil, medallionLabel: Color? = nil
    ) -> some View {
      var options = ButterflyButtonOptions()
      options.mountStrokeColor = mountStroke
      options.axleColor = axle
      options.medallionTopColor = medallionTop
      options.medallionBottomColor = medallionBottom
      options.medallionEdgeColor = medallionEdge
      options.medallionLabelColor = medallionLabel
      return butterflyButtonOptions(options)
    }

    /// Sets the mount's fill.
    /// - Parameter background: The fill.
    /// - Returns: The view.
    public func butterflyMountBackground(_ background: MountBackground) -> some View {
      transformEnvironment(\.butterflyButtonOptions) { $0.mountBackground = background }
    }

    /// Sets the face images; `nil` leaves an image as it was.
    /// - Parameters:
    ///   - top: Top face image.
    ///   - bottom: Bottom face image.
    /// - Returns: The view.
    public func butterflyMedallionImages(top: Image? = nil, bottom: Image? = nil) -> some View {
      var options = ButterflyButtonOptions()
      options.medallionTopImage = top
      options.medallionBottomImage = bottom
      return butterflyButtonOptions(options)
    }

    /// Sets the face labels and their font; `nil` leaves one as it was.
    /// - Parameters:
    ///   - top: Top face label.
    ///   - bottom: Bottom face label.
    ///   - font: Face label font.
    /// - Returns: The view.
    public func butterflyMedallionLabels(
      top: LocalizedStringKey? = nil, bottom: LocalizedStringKey? = nil, font: Font? = nil
    ) -> some View {
      var options = ButterflyButtonOptions()
      options.medallionTopLabel = top
      options.medallionBottomLabel = bottom
      options.medallionLabelFont = font
      return butterflyButtonOptions(options)
    }

    /// Sets the geometry; `nil` leaves a value as it was.
    /// - Parameters:
    ///   - sideLength: Mount side (pt), at least 44 (otherwise from `.controlSize(_:)`).
    ///   - labelPlacement: Title placement.
    ///   - axleOrientation: The axle.
    ///   - mountStrokeWidth: Mount stroke width (pt).
    ///   - medallionStrokeWidth: Edge width (pt).
    /// - Returns: The view.
    public func butterflyGeometry(
      sideLength: CGFloat? = nil, labelPlacement: LabelPlacement? = nil, axleOrientation: AxleOrientation? = nil,
      mountStrokeWidth: CGFloat? = nil, medallionStrokeWidth: CGFloat? = nil
    ) -> some View {
      var options = ButterflyButtonOptions()
      options.sideLength = sideLength
      options.labelPlacement = labelPlacement
      options.axleOrientation = axleOrientation
      options.mountStrokeWidth = mountStrokeWidth
      options.medallionStrokeWidth = medallionStrokeWidth
      return butterflyButtonOptions(options)
    }

    /// Sets how long a spin takes to slow down (s, > 0; see ``ButterflyButton``).
    /// - Parameter duration: The deceleration duration.
    /// - Returns: The view.
    public func butterflySpinDecelerationDuration(_ duration: TimeInterval) -> some View {
      transformEnvironment(\.butterflyButtonOptions) { $0.spinDecelerationDuration = duration }
    }

    /// Sets whether a drag's release velocity sets the spin's speed.
    /// - Parameter enabled: `false` makes every gesture a tap.
    /// - Returns: The view.
    public func butterflyFlickPhysics(_ enabled: Bool) -> some View {
      transformEnvironment(\.butterflyButtonOptions) { $0.enableFlickPhysics = enabled }
    }

    /// Sets whether activation and landing play haptics where the platform has them.
    /// - Parameter enabled: `false` turns them off.
    /// - Returns: The view.
    public func butterflyHaptics(_ enabled: Bool) -> some View {
      transformEnvironment(\.butterflyButtonOptions) { $0.hapticsEnabled = enabled }
    }

    /// Sets the spin's feel for every ButterflyButton inside this view: the controls, the
    /// `.butterfly` toggle style, and the buttons that do not pass their own `spinTuning:`.
    ///
    /// Paste the line `bbsim sweep` or `bbsim fit` prints:
    ///
    /// ```swift
    /// Form {
    ///   Toggle("Butterfly", isOn: $isOn).toggleStyle(.butterfly)
    /// }
    /// .butterflySpinTuning(SpinTuning(tapAngularSpeed: 12.566, preferredShape: 2, landingBounce: 0.45, landingResponse: 0.3))
    /// ```
    /// - Parameter tuning: The tuning (its out-of-range values are resolved and logged by the control).
    /// - Returns: The view.
    public func butterflySpinTuning(_ tuning: SpinTuning) -> some View {
      transformEnvironment(\.butterflyButtonOptions) { $0.spinTuning = tuning }
    }
  }
#endif
