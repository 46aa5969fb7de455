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
      guard visualState.isInteractive, let gesture = outcome.spinGesture else { return }
      apply(
        machine.activate(gesture, at: now, reduceMotion: environment.accessibilityReduceMotion),
        userActivation: true)
    }

    /// The accessibility activation (VoiceOver double-tap, Switch Control, Full Keyboard Access).
    func activateFromAccessibility() {
      perform(.activate(endPoint: .zero, velocity: nil))
    }

    /// The binding changed from outside: animate to match, without user callbacks.
    /// - Parameter value: The new value.
    func applyProgrammaticChange(_ value: Bool) {
      apply(machine.setIsOn(value, at: now, reduceMotion: environment.accessibilityReduceMotion))
    }

    /// Carries out a transition: callbacks, animation, landing, then the model's response.
    /// - Parameters:
    ///   - transition: What the state machine decided.
    ///   - userActivation: Whether it answered a person's activation.
    func apply(_ transition: SpinTransition, userActivation: Bool = false) {
      defer { respond(to: transition, userActivation: userActivation) }
      if transition.spinBegan { onSpinBegan?() }
      let activation = transition.activation
      if let trajectory = transition.trajectory {
        ButterflyButtonLogging.log(adjustments: trajectory.adjustments)
        run(SpinAnimation(motion: .spin(trajectory)), activation: activation)
      } else if let swap = transition.swap {
        let end = machine.swapStartTime - machine.spinStartTime + swap.duration
        run(SpinAnimation(motion: .swap(end: end)), activation: activation)
      }
      if let value = transition.completedValue {
        var reset = Transaction()
        reset.disablesAnimations = true
        withTransaction(reset) { clock = 0 }
        if transition.notifiesCompletion {
          isOn = value
          onSpinCompleted?(value)
        }
        if transition.valueChanged { onValueChanged?(value) }
        // A binding that refused the write (e.g. `.constant`) still holds the old value: the
        // machine decides (nothing when they agree, else a programmatic spin back).
        applyProgrammaticChange(isOn)
      }
    }

    /// Animates the spin clock with the plan's `CustomAnimation`; its completion finishes the spin.
    /// - Parameters:
    ///   - animation: The spin animation.
    ///   - activation: The activation number to hand back.
    func run(_ animation: SpinAnimation, activation: Int) {
      withAnimation(Animation(animation)) {
        clock = animation.endTime
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
        .focusable(visual.isInteractive && takesKeyboardFocus)
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(.space) { keyResult(interpreter.classify(key: .space)) }
        .onKeyPress(.return) { keyResult(interpreter.classify(key: .return)) }
      #if os(tvOS)
        focused
          .onMoveCommand { direction in
            perform(interpreter.classify(remoteSwipe: RemoteSwipeDirection(direction)))
          }
          .onTapGesture { perform(interpreter.remoteClick) }
          .hoverEffect(.highlight)
      #else
        let contention = ScrollContention(
          scrollAxes: ScrollAxes(environment.butterflyScrollAxes), platform: .current)
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
      /// - Parameters:
      ///   - interpreter: The model's interpreter.
      ///   - centre: The mount centre in the gesture's local coordinates.
      ///   - scrollAxes: The axes a scroll view contends for (``ScrollContention/axes``).
      /// - Returns: The gesture.
      func pointerGesture(
        interpreter: GestureInterpreter, centre: CGPoint, scrollAxes: ScrollAxes
      ) -> some Gesture {
        let size = CGSize(width: centre.x * 2, height: centre.y * 2)
        let origin = PlanarVector(centre)
        func interaction(_ value: DragGesture.Value, duration: Double) -> PointerInteraction {
          PointerInteraction(
            startPoint: PlanarVector(value.startLocation) - origin,
            endPoint: PlanarVector(value.location) - origin,
            translation: PlanarVector(value.translation), velocity: PlanarVector(value.velocity),
            duration: duration, scrollAxes: scrollAxes)
        }
        return DragGesture(minimumDistance: 0, coordinateSpace: .local)
          .updating($isPressed) { value, pressed, _ in
            pressed = interpreter.showsPress(interaction(value, duration: 0))
          }
          .onChanged { value in
            // A new drag (a cancelled one never reached onEnded): restart the clock.
            if dragStart?.location != value.startLocation {
              dragStart = DragStart(location: value.startLocation, time: now)
              trackPress { $0.cancel() }
            }
            trackPress { $0.update(interaction(value, duration: 0), interpreter: interpreter) }
          }
          .onEnded { value in
            let began = dragStart?.time ?? now
            dragStart = nil
            let inside = CGRect(origin: .zero, size: size).contains(value.location)
            trackPress { $0.end(inside: inside) }
            perform(interpreter.classify(interaction(value, duration: now - began)))
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

  #if os(tvOS) || os(macOS)
    extension RemoteSwipeDirection {
      /// The model's direction for a SwiftUI move command; `nil` for a direction the model does not
      /// know (the model lets it pass through).
      /// - Parameter direction: The move command direction.
      init?(_ direction: MoveCommandDirection) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        @unknown default: return nil
        }
      }
    }
  #endif
#endif
