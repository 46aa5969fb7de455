import ButterflyPhysics

/// Feeding inputs: each one answered by a ``ControlOutput``.
extension ControlDriver {
  /// Feeds one input and says what to do.
  ///
  /// ```
  /// pointerMoved(i)        press tracking (touchDown / drag exit / enter, touchCancel when a scroll wins)
  /// pointerEnded(i)        touchUpInside/Outside; classify(i): activate → spin (user)
  /// pointerCancelled       touchCancel
  /// key, remoteClick,
  /// accessibilityActivate,
  /// activation(g)          classify → spin (user); nothing while disabled
  /// valueSet(v, animated)  the awaited confirmation of a landed write: nothing;
  ///                        animated: a spin to v without callbacks; else the face jumps to v
  /// bindingHolds(v)        at the write's deadline, a binding holding another value spins back
  /// animationFinished(k)   the latest animation's end (k = animationToken): the spin lands
  /// tick                   t ≥ motionEnd: the spin lands (at motionEnd)
  /// landing of a person's spin → writeValue(v), spinCompleted(v), valueChanged(v) if v changed
  /// ```
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
  /// - Returns: What to do.
  public mutating func handle(_ input: ControlInput, at stamp: Double) -> ControlOutput {
    let time = max(stamp, latestTime ?? stamp)
    latestTime = time
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
      guard let end = motionEnd, time >= end else { break }
      apply(machine.finish(activation: machine.activationCount, at: end), at: end, into: &output)
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
      if transition.notifiesCompletion {
        if !jumped {
          output.callbacks.append(.writeValue(value))
          _ = machine.wroteBinding(value, at: time)
        }
        output.callbacks.append(.spinCompleted(value))
        if transition.valueChanged { output.callbacks.append(.valueChanged(value)) }
      }
    }
    guard !jumped, let event = machine.responseEvent(for: transition, userActivation: userActivation) else { return }
    output.event = event
    output.feedback = hapticsEnabled ? ButterflyControlResponse.feedback(for: event, platform: platform) : nil
  }
}
