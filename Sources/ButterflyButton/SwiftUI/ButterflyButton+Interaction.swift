#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// Driving the control: what happened goes to the model's ``ControlDriver``; its answer (the
  /// clock, callbacks, haptic) is carried out here.
  @MainActor
  extension ButterflyButton {
    /// The monotonic clock the driver and the animations share (s).
    var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Feeds an input to the model's ``ControlDriver`` with the view's current state (Reduce
    /// Motion, enabled, haptics) and carries out its answer.
    /// - Parameters:
    ///   - input: What happened.
    ///   - reportsAccessibility: Whether to tell a host the accessibility value afterwards (not for
    ///     the steps of a press in progress).
    /// - Returns: The driver's answer (its classification decides a key's result).
    @discardableResult
    func handle(_ input: ControlInput, reportsAccessibility: Bool = true) -> ControlOutput {
      driver.reduceMotion = reduceMotion
      driver.isEnabled = visualState.isInteractive
      driver.hapticsEnabled = hapticsEnabled
      let output = driver.handle(input, at: now)
      for record in output.interactionRecords(
        answering: input, isEnabled: driver.isEnabled, towards: driver.accessibilityIsOn)
      {
        ButterflyButtonLogging.log(record)
      }
      carryOut(output, reportsAccessibility: reportsAccessibility)
      return output
    }

    /// Attaches the platform's input to the mount (gated by availability; the README lists which input each platform has).
    /// - Parameters:
    ///   - content: The mount.
    ///   - layout: The layout (hit target, axle, radius).
    ///   - visual: The visual state (whether the control takes focus and input).
    /// - Returns: The mount with gestures, focus, keys and hover.
    @ViewBuilder
    func input(_ content: some View, layout: ButterflyLayout, visual: ButterflyVisualState) -> some View {
      let centre = CGPoint(x: layout.hitTarget.width / 2, y: layout.hitTarget.height / 2)
      let focused =
        content
        .focusable(
          visual.isInteractive && takesKeyboardFocus,
          interactions: FocusInteractions(ButterflyFocusBehavior(platform: .current).interactions)
        )
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(.space) { keyResult(.space) }
        .onKeyPress(.return) { keyResult(.return) }
      #if os(tvOS)
        // Swipes and edge taps stay with the focus engine (no onMoveCommand: it would take edge
        // taps, which must move focus like on every tvOS control); a click flips. The UIKit host's
        // opt-in (`remoteSwipe`) sends its swipes across the axle here as flicks.
        focused
          .onTapGesture { handle(.remoteClick) }
          .onChange(of: remoteSwipeRequest) { _, request in
            guard let direction = request.direction,
              let gesture = driver.interpreter.classify(remoteSwipe: direction, behavior: .flicksAcrossAxle).spinGesture
            else { return }
            handle(.activation(gesture))
          }
          .hoverEffect(.highlight)
      #else
        let contention = ScrollContention(
          declaredAxes: environment.butterflyScrollAxes.map(ScrollAxes.init), platform: .current)
        let drag = pointerGesture(interpreter: driver.interpreter, centre: centre, scrollAxes: contention.axes)
        // One of the two is switched on, as the model says; the other passes through to subviews.
        focused
          .gesture(drag, including: contention.recognition.exclusiveMask)
          .simultaneousGesture(drag, including: contention.recognition.simultaneousMask)
          .onHover { hovering in isHovered = hovering }
          #if os(iOS) || os(visionOS)
            .hoverEffect(.highlight)
          #endif
      #endif
    }

    #if !os(tvOS)
      /// The drag (touch, mouse, trackpad, pinch-drag) the model classifies: the press highlight
      /// while it lasts (``GestureInterpreter/showsPress(_:)``, reset by SwiftUI when the gesture is
      /// cancelled, e.g. because the scroll view took the touch), the outcome when it ends.
      ///
      /// The same touch is read twice, simultaneously (`simultaneously(with:)`, whose value holds
      /// both gestures' optional values, Apple: "SimultaneousGesture.Value"): in the control's
      /// `.local` space and in `.global` (window) space. `DragGesture.Value.translation` is
      /// `location − startLocation` in the gesture's coordinate space (Apple: "translation"), and
      /// the local space moves with the view, so a scroll view that carries the control along gives
      /// a small local and a large global translation; the model reads the difference
      /// (``PointerInteraction/contentDisplacement``, ``GestureInterpreter/containerMoved(_:)``).
      /// - Parameters:
      ///   - interpreter: The model's interpreter.
      ///   - centre: The mount centre in the gesture's local coordinates.
      ///   - scrollAxes: The axes declared and contended up front (``ScrollContention/axes``).
      /// - Returns: The gesture.
      func pointerGesture(
        interpreter: GestureInterpreter, centre: CGPoint, scrollAxes: ScrollAxes
      ) -> some Gesture {
        let origin = PlanarVector(centre)
        func interaction(_ value: DragGesture.Value, global: DragGesture.Value?, duration: Double) -> PointerInteraction
        {
          PointerInteraction(
            startPoint: PlanarVector(value.startLocation) - origin,
            endPoint: PlanarVector(value.location) - origin,
            translation: PlanarVector(value.translation),
            globalTranslation: global.map { PlanarVector($0.translation) },
            velocity: PlanarVector(value.velocity), duration: duration, scrollAxes: scrollAxes)
        }
        return DragGesture(minimumDistance: 0, coordinateSpace: .local)
          .simultaneously(with: DragGesture(minimumDistance: 0, coordinateSpace: .global))
          .updating($isPressed) { value, pressed, _ in
            guard let local = value.first else { return }
            pressed = interpreter.showsPress(interaction(local, global: value.second, duration: 0))
          }
          .onChanged { value in
            guard let local = value.first else { return }
            // A new drag (a cancelled one never reached onEnded): restart the clock.
            if dragStart?.location != local.startLocation {
              dragStart = DragStart(location: local.startLocation, time: now)
              handle(.pointerCancelled, reportsAccessibility: false)
            }
            handle(.pointerMoved(interaction(local, global: value.second, duration: 0)), reportsAccessibility: false)
          }
          .onEnded { value in
            guard let local = value.first else { return }
            let began = dragStart?.time ?? now
            dragStart = nil
            handle(.pointerEnded(interaction(local, global: value.second, duration: now - began)))
          }
      }
    #endif

    /// Feeds a key press; its result follows the driver's classification.
    /// - Parameter key: The key.
    /// - Returns: `.handled` if the key activates the control, else `.ignored`.
    func keyResult(_ key: ButterflyKey) -> KeyPress.Result {
      guard case .activate = handle(.key(key)).outcome else { return .ignored }
      return .handled
    }

    /// The accessibility activation (VoiceOver double-tap, Switch Control, Full Keyboard Access).
    func activateFromAccessibility() {
      handle(.accessibilityActivate)
    }
  }
#endif
