#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  extension ButterflyButton {
    /// The control: the title beside the mount on the side the model's layout chose, with input,
    /// accessibility, haptics and logging attached.
    public var body: some View {
      let layout = self.layout
      let visual = visualState
      let palette = self.palette(for: visual)
      let accessibility = self.accessibility
      return arranged(side: layout.titleSide, spacing: configuration.labelPadding) {
        input(mount(layout: layout, palette: palette, visual: visual), layout: layout, visual: visual)
      } title: {
        label
          .foregroundStyle(palette.title.color)
          .environment(\.layoutDirection, environment.layoutDirection)
      }
      .opacity(visual.opacity)
      .accessibilityElement(children: .combine)
      .modifier(AccessibilityLabelModifier(source: accessibility.labelSource, value: valueText))
      .accessibilityValue(valueText)
      .accessibilityHint(Text(accessibility.hint))
      .accessibilityAddTraits(AccessibilityTraits(accessibility.traits))
      .accessibilityAction { activateFromAccessibility() }
      .accessibilityAction(named: Text(accessibility.activationActionName)) {
        activateFromAccessibility()
      }
      .accessibilityShowsLargeContentViewer { largeContent(accessibility.largeContentParts) }
      .modifier(LandingFeedbackModifier(trigger: landingCount))
      .onAppear {
        machine.update(layout: layout, configuration: configuration)
        logModelEvents()
      }
      .onChange(of: layout) { _, newValue in
        machine.update(layout: newValue, configuration: configuration)
      }
      .onChange(of: configuration) { _, newValue in
        machine.update(layout: self.layout, configuration: newValue)
        logModelEvents()
      }
      .onChange(of: isOn) { _, newValue in
        applyProgrammaticChange(newValue)
      }
      .onChange(of: activationTrigger) { activateFromAccessibility() }
    }

    /// The Large Content Viewer's title, composed from the model's parts: the title view, the value
    /// text and the localized format's literal text, in the model's order.
    /// - Parameter parts: ``ButterflyAccessibility/largeContentParts``.
    /// - Returns: One line of text and title.
    func largeContent(_ parts: [ButterflyLargeContentPart]) -> some View {
      HStack(spacing: 0) {
        ForEach(Array(parts.enumerated()), id: \.offset) { _, part in
          switch part {
          case .title: label
          case .value: valueText
          case .text(let text): Text(verbatim: text)
          }
        }
      }
    }

    /// Places the title on a physical side of the mount (`.auto`, leading and trailing were
    /// already resolved by the model for the language direction).
    @ViewBuilder
    func arranged<Mount: View, Title: View>(
      side: ScreenSide, spacing: Double, @ViewBuilder mount: () -> Mount,
      @ViewBuilder title: () -> Title
    ) -> some View {
      switch side {
      case .top:
        VStack(spacing: spacing) {
          title()
          mount()
        }
      case .bottom:
        VStack(spacing: spacing) {
          mount()
          title()
        }
      case .left:
        HStack(spacing: spacing) {
          title()
          mount()
        }
        .environment(\.layoutDirection, .leftToRight)
      case .right:
        HStack(spacing: spacing) {
          mount()
          title()
        }
        .environment(\.layoutDirection, .leftToRight)
      }
    }

    /// The mount with its background, stroke, axle, medallion and state overlays.
    func mount(
      layout: ButterflyLayout, palette: ButterflyPalette, visual: ButterflyVisualState
    ) -> some View {
      let side = layout.mount.width
      let stroke = layout.geometry.strokeWidth
      let origin = PlanarVector(x: layout.mount.x, y: layout.mount.y)
      let axleStart = layout.axle.start - origin
      let axleEnd = layout.axle.end - origin
      let interior = layout.mountInterior
      return ZStack {
        mountFill(palette: palette)
        MountDepthView(depth: MountDepth(appearance: palette.appearance))
          .frame(width: interior.width, height: interior.height)
        Path { path in
          path.move(to: CGPoint(x: axleStart.x, y: axleStart.y))
          path.addLine(to: CGPoint(x: axleEnd.x, y: axleEnd.y))
        }
        .stroke(palette.axle.color, style: StrokeStyle(lineWidth: AxleSegment.thickness, lineCap: .round))
        MedallionView(
          clock: clock, motion: medallionMotion, startFace: machine.restingFace,
          axle: axleOrientation, diameter: layout.geometry.medallionDiameter,
          top: faceContent(.top, palette: palette, visual: visual),
          bottom: faceContent(.bottom, palette: palette, visual: visual),
          edgeColor: palette.medallionEdge.color, edgeWidth: Double(medallionStrokeWidth),
          font: medallionLabelFont ?? .caption)
        Rectangle().strokeBorder(palette.mountStroke.color, lineWidth: stroke)
        Rectangle().fill(palette.title.color.opacity(visual.hoverHighlightOpacity))
          .allowsHitTesting(false)
        if visual.showsMountOutline {
          Rectangle()
            .strokeBorder(palette.outline.color, lineWidth: ButterflyVisualState.outlineWidth)
            .padding(-2 * ButterflyVisualState.outlineWidth)
        }
        if visual.showsFocusRing {
          Rectangle()
            .strokeBorder(palette.focusRing.color, lineWidth: visual.focusRingWidth)
            .padding(-2 * visual.focusRingWidth)
        }
      }
      .frame(width: side, height: side)
      .frame(width: layout.hitTarget.width, height: layout.hitTarget.height)
      .contentShape(Rectangle())
      // Only the press scale animates with the press timing; the spin keeps its own animation.
      .animation(.linear(duration: visual.scaleAnimationDuration)) { content in
        content.scaleEffect(visual.scale)
      }
      .environment(\.layoutDirection, .leftToRight)
    }

    /// The mount's fill: the palette's color, or the developer's image.
    @ViewBuilder
    func mountFill(palette: ButterflyPalette) -> some View {
      if case .image(let image) = mountBackground {
        image.resizable().scaledToFill().clipped()
      } else {
        Rectangle().fill(palette.mountBackground.color)
      }
    }

    /// What moves the medallion now, from the state machine.
    var medallionMotion: MedallionView.Motion {
      if let trajectory = machine.trajectory { return .spin(trajectory) }
      if let swap = machine.swap {
        return .swap(swap, offset: machine.swapStartTime - machine.spinStartTime)
      }
      return .rest
    }
  }

  /// Names the combined element as the model's ``ButterflyAccessibility/labelSource`` says: the
  /// title (the combined children already carry it), or the value when there is no title.
  struct AccessibilityLabelModifier: ViewModifier {
    /// Where the label comes from.
    let source: ButterflyAccessibilityLabelSource
    /// The value text.
    let value: Text

    func body(content: Content) -> some View {
      switch source {
      case .title: content
      case .value: content.accessibilityLabel(value)
      }
    }
  }

  /// The mount's depth gradient (``MountDepth``) over the mount interior.
  struct MountDepthView: View {
    /// The model's gradient.
    let depth: MountDepth

    var body: some View {
      Rectangle()
        .fill(
          LinearGradient(
            stops: depth.stops.map { Gradient.Stop(color: $0.color.color, location: $0.location) },
            startPoint: .top, endPoint: .bottom)
        )
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  extension AccessibilityTraits {
    /// SwiftUI's traits for the model's. `.notEnabled` has no SwiftUI trait: SwiftUI reports a
    /// disabled control from `.disabled(_:)` / the environment, which the model's `isEnabled`
    /// input comes from.
    /// - Parameter traits: The model's traits.
    init(_ traits: Set<ButterflyAccessibilityTrait>) {
      self = []
      for trait in traits {
        switch trait {
        case .button: formUnion(.isButton)
        case .toggle: formUnion(.isToggle)
        case .selected: formUnion(.isSelected)
        case .notEnabled: break
        }
      }
    }
  }
#endif
