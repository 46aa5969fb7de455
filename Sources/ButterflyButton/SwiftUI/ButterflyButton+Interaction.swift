#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// Driving the control: each platform event goes, as it arrives, to the model's ``ControlOwner``
  /// through the control's ``ButterflyControlStore``, which carries out the answer.
  @MainActor
  extension ButterflyButton {
    /// Hands a platform event to the control's owner.
    /// - Parameter event: What happened.
    /// - Returns: The owner's answer (its classification decides a key's result).
    @discardableResult
    func send(_ event: HostEvent) -> ControlOutput {
      store.send(event)
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
        .onKeyPress(.space, phases: [.down, .repeat]) { keyResult(.space, press: $0) }
        .onKeyPress(.return, phases: [.down, .repeat]) { keyResult(.return, press: $0) }
      #if os(tvOS)
        // Swipes and edge taps stay with the focus engine (no onMoveCommand: it would take edge
        // taps, which must move focus like on every tvOS control); a click flips. The UIKit host's
        // opt-in (`remoteSwipe`) sends its swipes across the axle to the owner as flicks.
        focused
          .onTapGesture { send(.remoteClick) }
          .hoverEffect(.highlight)
      #else
        let contention = ScrollContention(
          declaredAxes: environment.butterflyScrollAxes.map(ScrollAxes.init), platform: .current)
        let drag = pointerGesture(centre: centre, scrollAxes: contention.axes)
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
      /// The drag (touch, mouse, trackpad, pinch-drag), forwarded to the owner as it arrives: each
      /// change, the end, and the cancellation — SwiftUI calls no `onEnded` for a drag the system
      /// cancels (a scroll view took it, an alert, Control Center) but resets its gesture state
      /// (Apple, `GestureState`: "A property that's declared as `@GestureState` implicitly resets
      /// when the gesture becomes inactive"), so the body forwards a reset of ``dragIsActive`` as
      /// ``HostEvent/touchCancelled`` and the owner decides whether a touch was still in progress
      /// (after `onEnded` none is).
      ///
      /// The same touch is read twice, simultaneously (`simultaneously(with:)`, whose value holds
      /// both gestures' optional values, Apple: "SimultaneousGesture.Value"): in the control's
      /// `.local` space and in `.global` (window) space. `DragGesture.Value.translation` is
      /// `location − startLocation` in the gesture's coordinate space (Apple: "translation"), and
      /// the local space moves with the view, so a scroll view that carries the control along gives
      /// a small local and a large global translation; the model reads the difference
      /// (``PointerInteraction/contentDisplacement``, ``GestureInterpreter/containerMoved(_:)``).
      /// - Parameters:
      ///   - centre: The mount centre in the gesture's local coordinates.
      ///   - scrollAxes: The axes declared and contended up front (``ScrollContention/axes``).
      /// - Returns: The gesture.
      func pointerGesture(centre: CGPoint, scrollAxes: ScrollAxes) -> some Gesture {
        let origin = PlanarVector(centre)
        func interaction(_ value: DragGesture.Value, global: DragGesture.Value?) -> PointerInteraction {
          PointerInteraction(
            startPoint: PlanarVector(value.startLocation) - origin,
            endPoint: PlanarVector(value.location) - origin,
            translation: PlanarVector(value.translation),
            globalTranslation: global.map { PlanarVector($0.translation) },
            velocity: PlanarVector(value.velocity), duration: 0, scrollAxes: scrollAxes)
        }
        return DragGesture(minimumDistance: 0, coordinateSpace: .local)
          .simultaneously(with: DragGesture(minimumDistance: 0, coordinateSpace: .global))
          .updating($dragIsActive) { _, active, _ in active = true }
          .onChanged { value in
            guard let local = value.first else { return }
            send(.touchMoved(interaction(local, global: value.second)))
          }
          .onEnded { value in
            guard let local = value.first else { return }
            send(.touchEnded(interaction(local, global: value.second)))
          }
      }
    #endif

    /// Forwards a key press with its phase; the result follows the owner's classification.
    /// - Parameters:
    ///   - key: The key.
    ///   - press: SwiftUI's key press (`.repeat` for a held key's repeats).
    /// - Returns: `.ignored` when the key passes on (another key, Return on macOS), else `.handled`.
    func keyResult(_ key: ButterflyKey, press: KeyPress) -> KeyPress.Result {
      send(.keyDown(key, isRepeat: press.phase == .repeat)).outcome == .passThrough ? .ignored : .handled
    }

    /// The accessibility activation (VoiceOver double-tap, Switch Control, Full Keyboard Access).
    func activateFromAccessibility() {
      send(.accessibilityActivate)
    }
  }
#endif
