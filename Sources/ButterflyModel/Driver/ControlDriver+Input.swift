import ButterflyPhysics

/// Feeding inputs: each one answered by a ``ControlOutput``.
extension ControlDriver {
  /// Feeds one input and says what to do.
  ///
  /// ```
  /// any input at t ≥ motionEnd   the motion that is over lands first (at motionEnd): its callbacks
  ///                              come before the input's, so the input meets the control at rest
  /// pointerMoved(i)        press tracking (touchDown / drag exit / enter, touchCancel when a scroll wins)
  /// pointerEnded(i)        touchUpInside/Outside; classify(i): activate → spin (user)
  /// pointerCancelled       touchCancel
  /// key, remoteClick,
  /// accessibilityActivate,
  /// activation(g)          classify → spin (user); nothing while disabled
  /// valueSet(v, animated)  the awaited confirmation of a write: nothing;
  ///                        animated: a spin to v without callbacks; else the face jumps to v
  /// bindingHolds(v)        at the write's deadline, a binding holding another value spins back
  /// animationFinished(k)   the latest animation's end (k = animationToken): the spin lands
  /// tick                   time passed (a motion over by then lands, as above)
  /// land                   a running motion ends now on the value's face (clock set, no haptic)
  /// a person's activation  → writeValue(v), valueChanged(v) at once (v the new value), then
  ///                          spinBegan for the first activation of a spin
  /// landing of a person's spin → spinCompleted(v)
  /// ```
  /// The value changes when the person acts, as `UISwitch` and `Toggle` do (Apple,
  /// `ToggleStyleConfiguration.isOn`: "Write this value when the user takes an action that's meant to
  /// change the state of the toggle"); the spin is what the person sees of that change, and its
  /// landing is reported with the value already current.
  ///
  /// Time never runs backwards: an input stamped before ``latestTime`` (an event the host delivers
  /// after it drew a later frame — a loaded main thread, a coalesced event) is handled at
  /// ``latestTime``, so a re-plan starts from the angle on screen rather than from an angle already
  /// drawn past, and a spin from rest starts at the frame that still showed rest:
  /// ```
  /// t′ = max(t, latestTime),   latestTime ← t′
  /// ```
  /// - Parameters:
  ///   - input: What happened.
  ///   - stamp: When (s, host's clock): the event's own timestamp.
  /// - Returns: What to do: the landing's answer (if a motion was over) followed by the input's.
  public mutating func handle(_ input: ControlInput, at stamp: Double) -> ControlOutput {
    let time = max(stamp, latestTime ?? stamp)
    latestTime = time
    var landed = ControlOutput()
    if let end = motionEnd, time >= end {
      apply(machine.finish(activation: machine.activationCount, at: end), at: end, into: &landed)
    }
    return landed.followed(by: respond(to: input, at: time))
  }

  /// The answer to one input, the control's motion being current at `time`.
  private mutating func respond(to input: ControlInput, at time: Double) -> ControlOutput {
    var output = ControlOutput()
    switch input {
    case .pointerMoved(let interaction):
      output.touchEvents += [pressTracker.update(interaction, interpreter: interpreter)].compactMap { $0 }
    case .pointerEnded(let interaction):
      output.touchEvents += [pressTracker.end(inside: interpreter.releasesInside(interaction.endPoint))]
        .compactMap { $0 }
      activate(interpreter.classify(interaction), at: time, into: &output)
    case .pointerCancelled:
      output.touchEvents += [pressTracker.cancel()].compactMap { $0 }
    case .key(let key):
      activate(interpreter.classify(key: key), at: time, into: &output)
    case .remoteClick:
      activate(interpreter.remoteClick, at: time, into: &output)
    case .accessibilityActivate:
      activate(.activate(endPoint: .zero, velocity: nil), at: time, into: &output)
    case .activation(let gesture):
      activate(.activate(endPoint: gesture.endPoint, velocity: gesture.velocity), at: time, into: &output)
    case .valueSet(let value, let animated):
      let transition = machine.bindingChanged(
        to: value, at: time, reduceMotion: reduceMotion, animated: animated)
      apply(transition, at: time, jumped: !animated, into: &output)
    case .bindingHolds(let value):
      apply(
        machine.bindingWaitExpired(boundValue: value, at: time, reduceMotion: reduceMotion), at: time, into: &output)
    case .animationFinished(let token):
      guard token == animationToken, isSpinning else { break }
      apply(machine.finish(activation: machine.activationCount, at: time), at: time, into: &output)
    case .tick:
      break
    case .land:
      guard isSpinning else { break }
      apply(machine.finish(activation: machine.activationCount, at: time), at: time, jumped: true, into: &output)
    }
    return output
  }

  /// A person's classified input: `.activate` spins while enabled.
  private mutating func activate(_ outcome: InteractionOutcome, at time: Double, into output: inout ControlOutput) {
    output.outcome = outcome
    guard isEnabled, let gesture = outcome.spinGesture else { return }
    output.activated = true
    apply(
      machine.activate(gesture, at: time, reduceMotion: reduceMotion), at: time, userActivation: true, into: &output)
  }

  /// Carries a transition of the machine into the output: the clock, the callbacks in order, the
  /// response event and its haptic.
  private mutating func apply(
    _ transition: SpinTransition, at time: Double, userActivation: Bool = false, jumped: Bool = false,
    into output: inout ControlOutput
  ) {
    if let value = transition.committedValue {
      output.callbacks += [.writeValue(value), .valueChanged(value)]
      _ = machine.wroteBinding(value, at: time)
    }
    if transition.spinBegan { output.callbacks.append(.spinBegan) }
    if let trajectory = transition.trajectory {
      output.logEvents += trajectory.adjustments.map { ButterflyLogEvent(adjustment: $0) }
    }
    if transition.trajectory != nil || transition.swap != nil {
      // A new spin starts its clock where the clock stands; an interruption keeps the origin.
      let origin = transition.activation == 1 ? clock.target : clock.origin
      clock = SpinClock(origin: origin, endTime: motion.duration)
      animationToken += 1
      output.clock = .animate(token: animationToken)
    }
    if let value = transition.completedValue {
      if jumped {
        clock = SpinClock(origin: clock.target, endTime: 0)
        animationToken += 1
        output.clock = .set
      }
      if transition.notifiesCompletion { output.callbacks.append(.spinCompleted(value)) }
      followDeferredLayout()
    }
    guard !jumped, let event = machine.responseEvent(for: transition, userActivation: userActivation) else { return }
    output.event = event
    output.feedback = hapticsEnabled ? ButterflyControlResponse.feedback(for: event, platform: platform) : nil
  }
}
