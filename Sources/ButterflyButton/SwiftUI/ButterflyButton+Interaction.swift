#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// Driving the state machine: activations in, animations and callbacks out.
  extension ButterflyButton {
    /// The monotonic clock the state machine and the animations share (s).
    var now: Double { ProcessInfo.processInfo.systemUptime }

    /// The model's interpreter for this layout.
    /// - Parameter layout: The layout.
    /// - Returns: The interpreter.
    func interpreter(for layout: ButterflyLayout) -> GestureInterpreter {
      GestureInterpreter(layout: layout, enableFlickPhysics: enableFlickPhysics)
    }

    /// Performs a classified interaction: `.activate` spins, anything else does nothing here.
    /// - Parameter outcome: The model's classification.
    func perform(_ outcome: InteractionOutcome) {
      if let record = ButterflyLogEvent.record(for: outcome, isEnabled: visualState.isInteractive) {
        ButterflyButtonLogging.log(record)
      }
      guard visualState.isInteractive, let gesture = outcome.spinGesture else { return }
      apply(machine.activate(gesture, at: now, reduceMotion: reduceMotion), userActivation: true)
    }

    /// The accessibility activation (VoiceOver double-tap, Switch Control, Full Keyboard Access).
    func activateFromAccessibility() {
      perform(.activate(endPoint: .zero, velocity: nil))
    }

    /// Carries out a transition: callbacks, animation, landing, then the model's response.
    /// - Parameters:
    ///   - transition: What the state machine decided.
    ///   - userActivation: Whether it answered a person's activation.
    func apply(_ transition: SpinTransition, userActivation: Bool = false) {
      defer { respond(to: transition, userActivation: userActivation) }
      if transition.spinBegan {
        ButterflyButtonLogging.log(.spinBegan(towards: machine.accessibilityIsOn))
        onSpinBegan?()
      }
      let activation = transition.activation
      // A new spin starts its clock wherever the clock stands (it is never reset).
      if activation == 1 && (transition.trajectory != nil || transition.swap != nil) { clockOrigin = clock }
      if let trajectory = transition.trajectory {
        ButterflyButtonLogging.log(adjustments: trajectory.adjustments)
        run(SpinAnimation(motion: .spin(trajectory), origin: clockOrigin), activation: activation)
      } else if let swap = transition.swap {
        let end = machine.swapStartTime - machine.spinStartTime + swap.duration
        run(SpinAnimation(motion: .swap(end: end), origin: clockOrigin), activation: activation)
      }
      if let value = transition.completedValue, transition.notifiesCompletion {
        ButterflyButtonLogging.log(.spinLanded(on: value))
        awaitBinding(value)
        isOn = value
        onSpinCompleted?(value)
        if transition.valueChanged { onValueChanged?(value) }
      }
    }

    /// Before writing the landed value: the binding's change confirms it (`onChange(of:)`); if none
    /// came by the model's deadline, the binding refused the write and the machine decides whether
    /// to spin back (``SpinStateMachine/bindingWaitExpired(boundValue:at:reduceMotion:)``). No
    /// same-instant read-back: an asynchronous setter (a store, a `Task`) has until the deadline.
    /// - Parameter value: The value written.
    func awaitBinding(_ value: Bool) {
      let deadline = machine.wroteBinding(value, at: now)
      Task { @MainActor in
        // 10 ms past the deadline, so that a timer firing a hair early still finds it passed.
        try? await Task.sleep(for: .seconds(max(0, deadline - now) + 0.01))
        if isOn != value { ButterflyButtonLogging.log(.refused(.bindingRefused)) }
        apply(machine.bindingWaitExpired(boundValue: isOn, at: now, reduceMotion: reduceMotion))
      }
    }

    /// The binding changed: the awaited confirmation, or a programmatic change to animate.
    /// - Parameter value: The binding's new value.
    func bindingChanged(to value: Bool) {
      apply(machine.bindingChanged(to: value, at: now, reduceMotion: reduceMotion))
    }

    /// Animates the spin clock with the plan's `CustomAnimation`; its completion finishes the spin.
    /// - Parameters:
    ///   - animation: The spin animation.
    ///   - activation: The activation number to hand back.
    func run(_ animation: SpinAnimation, activation: Int) {
      withAnimation(Animation(animation)) {
        clock = animation.clock.target
      } completion: {
        apply(machine.finish(activation: activation, at: now))
      }
    }

    /// Attaches the platform's input to the mount (DESIGN §9 availability).
    /// - Parameters:
    ///   - content: The mount.
    ///   - layout: The layout (hit target, axle, radius).
    ///   - visual: The visual state (whether the control takes focus and input).
    /// - Returns: The mount with gestures, focus, keys and hover.
    @ViewBuilder
    func input(_ content: some View, layout: ButterflyLayout, visual: ButterflyVisualState) -> some View {
      let interpreter = interpreter(for: layout)
      let centre = CGPoint(x: layout.hitTarget.width / 2, y: layout.hitTarget.height / 2)
      let focused =
        content
        .focusable(
          visual.isInteractive && takesKeyboardFocus,
          interactions: FocusInteractions(ButterflyFocusBehavior(platform: .current).interactions)
        )
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(.space) { keyResult(interpreter.classify(key: .space)) }
        .onKeyPress(.return) { keyResult(interpreter.classify(key: .return)) }
      #if os(tvOS)
        // Swipes and edge taps stay with the focus engine (no onMoveCommand: it would take edge
        // taps, which must move focus like on every tvOS control); a click flips.
        focused
          .onTapGesture { perform(interpreter.remoteClick) }
          .onChange(of: remoteSwipeRequest) { _, request in
            guard let direction = request.direction else { return }
            perform(interpreter.classify(remoteSwipe: direction, behavior: .flicksAcrossAxle))
          }
          .hoverEffect(.highlight)
      #else
        let contention = ScrollContention(
          declaredAxes: environment.butterflyScrollAxes.map(ScrollAxes.init), platform: .current)
        let drag = pointerGesture(interpreter: interpreter, centre: centre, scrollAxes: contention.axes)
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
        let size = CGSize(width: centre.x * 2, height: centre.y * 2)
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
              trackPress { $0.cancel() }
            }
            trackPress { $0.update(interaction(local, global: value.second, duration: 0), interpreter: interpreter) }
          }
          .onEnded { value in
            guard let local = value.first else { return }
            let began = dragStart?.time ?? now
            dragStart = nil
            let inside = CGRect(origin: .zero, size: size).contains(local.location)
            trackPress { $0.end(inside: inside) }
            perform(interpreter.classify(interaction(local, global: value.second, duration: now - began)))
          }
      }
    #endif

    /// A key press result for a classified key.
    /// - Parameter outcome: The classification.
    /// - Returns: `.handled` if the key activated the control, else `.ignored`.
    func keyResult(_ outcome: InteractionOutcome) -> KeyPress.Result {
      guard case .activate = outcome else { return .ignored }
      perform(outcome)
      return .handled
    }
  }
#endif
