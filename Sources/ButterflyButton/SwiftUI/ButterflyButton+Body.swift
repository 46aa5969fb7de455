#if canImport(SwiftUI)
  import ButterflyPhysics
  import SwiftUI

  extension ButterflyButton {
    /// The control: the title beside the mount on the side the model's layout chose, with input,
    /// accessibility, haptics and logging attached.
    public var body: some View {
      let layout = self.layout
      let visual = visualState
      let palette = self.palette(for: visual)
      return arranged(side: layout.titleSide, spacing: configuration.labelPadding) {
        input(mount(layout: layout, palette: palette, visual: visual), layout: layout)
      } title: {
        label
          .foregroundStyle(palette.title.color)
          .environment(\.layoutDirection, environment.layoutDirection)
      }
      .opacity(visual.opacity)
      .accessibilityElement(children: .combine)
      .accessibilityValue(valueText)
      .accessibilityHint(Text(accessibility.hint))
      .accessibilityAddTraits([.isButton, .isToggle])
      .accessibilityAction { activateFromAccessibility() }
      .accessibilityAction(named: Text(accessibility.activationActionName)) {
        activateFromAccessibility()
      }
      .accessibilityShowsLargeContentViewer { valueText }
      .modifier(LandingFeedbackModifier(trigger: landingCount))
      .onAppear { logModelEvents() }
      .onChange(of: configuration) { _, newValue in
        machine.updatePlanner(Self.planner(for: newValue))
        logModelEvents()
      }
      .onChange(of: isOn) { _, newValue in
        applyProgrammaticChange(newValue)
      }
      .onChange(of: activationTrigger) { activateFromAccessibility() }
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
      return ZStack {
        mountFill(palette: palette)
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
      .scaleEffect(visual.scale)
      .animation(.linear(duration: visual.scaleAnimationDuration), value: visual.scale)
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
#endif
