#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  @MainActor
  extension ButterflyButton {
    /// The control: the title beside the mount on the side the model's layout chose, with input,
    /// accessibility, haptics and logging attached.
    public var body: some View {
      let layout = self.layout
      let visual = visualState
      let frames = ControlFrames(scene: controlScene)
      let accessibility = self.accessibility
      let presentation = titlePresentation
      // A button that owns its store is the one that says where its answers go (its binding, its
      // callbacks); a hosted one's control set them when it made the store.
      if hostStore == nil { ownStore.sink = bindingSink }
      return arranged(
        side: layout.titleSide, spacing: configuration.labelPadding, drawsTitle: presentation.drawsTitle
      ) {
        input(mount(frames), layout: layout, visual: visual)
      } title: {
        title(color: frames.title.color.color)
      }
      .opacity(frames.opacity)
      .accessibilityElement(children: .combine)
      .modifier(AccessibilityLabelModifier(source: accessibility.labelSource, value: valueText))
      .modifier(HiddenTitleLabelModifier(isActive: presentation.labelsElementExplicitly, title: label))
      .accessibilityHint(Text(accessibility.hint))
      .accessibilityAddTraits(AccessibilityTraits(accessibility.traits))
      .accessibilityAction { activateFromAccessibility() }
      .accessibilityAction(named: Text(accessibility.activationActionName)) {
        activateFromAccessibility()
      }
      .accessibilityShowsLargeContentViewer { largeContent(accessibility.largeContentParts) }
      .modifier(ControlFeedbackModifier(tick: store.feedback))
      .onAppear {
        send(.appeared)
        logModelEvents()
      }
      .onDisappear { send(.disappeared) }
      .onChange(of: ownerConfiguration, initial: true) { _, configuration in send(.configured(configuration)) }
      .onChange(of: configuration) { _, _ in logModelEvents() }
      .onChange(of: environment.isEnabled, initial: true) { _, enabled in send(.enabledSet(enabled)) }
      .onChange(of: dragIsActive) { _, active in
        if !active { send(.touchCancelled) }
      }
      .transaction(value: isOn) { valueChange.record($0) }
      .onChange(of: isOn) { _, newValue in
        let animated = valueChange.take()
        // A hosting control sends its own value to the owner (its `isOn`, `setOn(_:animated:)`).
        if hostStore == nil { send(.valueSet(newValue, animated: animated)) }
      }
    }

    /// The title label in the palette's title color, measured: a title drawn zero wide (an empty
    /// `Toggle("", isOn:)` label) is no title (``ButterflyAccessibility/hasTitle(declared:measuredWidth:)``).
    /// - Parameter color: The frame's title color.
    /// - Returns: The title.
    func title(color: Color) -> some View {
      label
        .foregroundStyle(color)
        .environment(\.layoutDirection, environment.layoutDirection)
        .background {
          GeometryReader { proxy in
            Color.clear
              .onAppear { titleWidth = Double(proxy.size.width) }
              .onChange(of: proxy.size.width) { _, width in titleWidth = Double(width) }
          }
        }
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
    /// already resolved by the model for the language direction), or leaves it out when the model
    /// says it is not drawn (``ButterflyTitlePresentation/drawsTitle``).
    @ViewBuilder
    func arranged<Mount: View, Title: View>(
      side: ScreenSide, spacing: Double, drawsTitle: Bool, @ViewBuilder mount: () -> Mount,
      @ViewBuilder title: () -> Title
    ) -> some View {
      if !drawsTitle {
        mount()
      } else {
        arranged(side: side, spacing: spacing, mount: mount, title: title)
      }
    }

    /// Places the title on a physical side of the mount.
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

    /// The mount drawn from the model's frame: ``MountView`` with the animated ``MedallionView``
    /// inside, in the hit target, scaled by the frame's press scale with its own timing.
    /// - Parameter frames: The scene's frames.
    /// - Returns: The mount.
    func mount(_ frames: ControlFrames) -> some View {
      let mount = frames.mount
      let hitTarget = frames.layout.hitTarget
      return MountView(
        mount: mount, axle: frames.axle, backgroundImage: mountBackground.image,
        imageLook: SuppliedImageLook(frames.scene.visualState),
        medallion: MedallionView(
          clock: store.clock, origin: store.owner.driver.clock.origin, frames: frames, top: faceContent(.top),
          bottom: faceContent(.bottom),
          font: medallionLabelFont)
      )
      .frame(width: hitTarget.width, height: hitTarget.height)
      .contentShape(Rectangle())
      // Only the press scale animates with the press timing; the spin keeps its own animation.
      .animation(.linear(duration: mount.scaleAnimationDuration)) { content in
        content.scaleEffect(mount.scale)
      }
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  /// Names the combined element as the model's ``ButterflyAccessibility/labelSource`` says: the
  /// title (the combined children already carry it) with the value, or the value alone as the name
  /// when there is no title (said once, ``ButterflyAccessibility/spokenValue``).
  struct AccessibilityLabelModifier: ViewModifier {
    /// Where the label comes from.
    let source: ButterflyAccessibilityLabelSource
    /// The value text.
    let value: Text

    func body(content: Content) -> some View {
      switch source {
      case .title: content.accessibilityValue(value)
      case .value: content.accessibilityLabel(value)
      }
    }
  }

  /// Names the element by a title that is not drawn (hidden labels), as Apple's documentation of
  /// `EnvironmentValues.labelsVisibility` shows: `accessibilityLabel(content:)` with the label view.
  /// Both exist from iOS 18, macOS 15, tvOS 18 and visionOS 2 (SwiftUI 6); before them labels are
  /// never hidden (``ButterflyButton`` reads no visibility) and this does nothing. Built against an
  /// older SDK neither symbol exists, so the code is compiled only with an SDK of that generation —
  /// the one that ships `SwiftUICore` (`canImport(SwiftUICore)`; `canImport(SwiftUI, _version: 6.0)`
  /// answered true for the macOS 14 SDK once AppKit was imported, and cannot be relied on).
  struct HiddenTitleLabelModifier<Title: View>: ViewModifier {
    /// ``ButterflyTitlePresentation/labelsElementExplicitly``.
    let isActive: Bool
    /// The title view.
    let title: Title

    func body(content: Content) -> some View {
      #if canImport(SwiftUICore)
        if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *), isActive {
          content.accessibilityLabel { _ in title }
        } else {
          content
        }
      #else
        content
      #endif
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
        case .notEnabled: break
        }
      }
    }
  }
#endif
