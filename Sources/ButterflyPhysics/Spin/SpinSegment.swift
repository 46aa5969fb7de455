import _ButterflyShims

/// One planned spin, from an activation until the medallion rests: an optional coast at the initial
/// speed, braking along a ``DecelerationShape``, and, with a landing spring, the spring that catches
/// the medallion as it crosses its landing angle.
///
/// ```
/// 0 ≤ u < t_c:        θ = θ₀ + d·ω₀·u                         (coast; t_c = 0 unless a short D forces it)
/// t_c ≤ u < t_c + T:  θ = θ₀ + d·(ω₀·t_c + ω₀·T·A(q, τ)),  τ = (u − t_c)/T
/// u ≥ t_c + T:        θ = θ*  (the landing angle, a whole number of half-turns)
/// ```
///
/// where `u` is the time since ``startTime``, `d = ±1` the ``direction`` and `A` the normalised angle of
/// ``DecelerationShape``. With a ``landing`` spring the braking is cut at `t_h = t_c + τ_c·T < t_c + T`,
/// where it crosses `θ*` at the capture speed, and `θ = θ* + x(u − t_h)` from then on (``SpinLanding``):
/// the angle and velocity are continuous at `t_h` by construction. The angular velocity starts at
/// exactly `d·ω₀`, is continuous everywhere and never grows in magnitude before the crossing; without a
/// spring it is exactly 0 from the stop on. Evaluation is closed form: O(1), allocation-free, and the
/// same for any sequence of evaluation times.
public struct SpinSegment: Hashable, Sendable {
  /// When the activation happened (s, on the trajectory's clock).
  public let startTime: Double
  /// The angle at the activation (rad).
  public let startAngle: Double
  /// Which way this segment turns.
  public let direction: SpinDirection
  /// `ω₀`, the initial angular speed after clamping (rad/s, > 0).
  public let initialSpeed: Double
  /// `t_c`, how long the medallion keeps its initial speed before braking (s, ≥ 0; 0 for every first
  /// spin).
  public let coastDuration: Double
  /// `T`, how long the braking lasts (s, > 0).
  public let brakeDuration: Double
  /// `q`, the braking shape (dimensionless, ≥ 0; 0 is pure Coulomb friction).
  public let shape: Double
  /// `θ*`, the angle the segment rests at (rad): `k·π` for a whole number `k`.
  public let landingAngle: Double
  /// The landing spring's part, or `nil` when the braking stops dead on `θ*`.
  public let landing: SpinLanding?
  /// `φ = atan(shape)`, computed once: ``state(at:)`` needs it three times (unused in the Coulomb limit).
  @usableFromInline let shapeAngle: Double

  /// Creates a segment. The planner is the usual way to get one; this initializer trusts its arguments.
  /// - Parameters:
  ///   - startTime: Activation time (s).
  ///   - startAngle: Angle at activation (rad).
  ///   - direction: Direction of rotation.
  ///   - initialSpeed: `ω₀` (rad/s, > 0).
  ///   - coastDuration: `t_c` (s, ≥ 0).
  ///   - brakeDuration: `T` (s, > 0).
  ///   - shape: `q` (≥ 0).
  ///   - landingAngle: `θ*` (rad); the braking ends here exactly.
  public init(
    startTime: Double, startAngle: Double, direction: SpinDirection, initialSpeed: Double,
    coastDuration: Double, brakeDuration: Double, shape: Double, landingAngle: Double
  ) {
    self.init(
      startTime: startTime, startAngle: startAngle, direction: direction, initialSpeed: initialSpeed,
      coastDuration: coastDuration, brakeDuration: brakeDuration, shape: shape, landingAngle: landingAngle,
      landing: nil)
  }

  /// Creates a segment with a landing spring (the planner's path).
  init(
    startTime: Double, startAngle: Double, direction: SpinDirection, initialSpeed: Double,
    coastDuration: Double, brakeDuration: Double, shape: Double, landingAngle: Double, landing: SpinLanding?
  ) {
    self.landing = landing
    self.startTime = startTime
    self.startAngle = startAngle
    self.direction = direction
    self.initialSpeed = initialSpeed
    self.coastDuration = coastDuration
    self.brakeDuration = brakeDuration
    self.shape = shape
    self.landingAngle = landingAngle
    shapeAngle = atan(shape)
  }

  /// The time the motion ends (s, on the trajectory's clock): `startTime + t_c + T`, the stop; with a
  /// landing spring, the capture plus the time after which the spring stays within 0.01° and
  /// 0.01 rad/s (``LandingSpring/Capture/endTime``), where an animation may end unseen.
  public var endTime: Double {
    guard let landing else { return startTime + coastDuration + brakeDuration }
    return startTime + landing.captureTime + landing.motion.endTime
  }

  /// The total angle turned, `|θ* − θ₀|` (rad).
  public var sweep: Double { abs(landingAngle - startAngle) }

  /// The state at `time` (s, on the trajectory's clock). Before ``startTime`` (or for NaN) it is the
  /// state at the activation; from ``endTime`` on it is the landing at rest.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func state(at time: Double) -> SpinState {
    let d = direction.sign
    let u = time - startTime
    if !(u > 0) {
      let initialDeceleration =
        coastDuration > 0
        ? 0
        : initialSpeed / brakeDuration
          * DecelerationShape.decelerationFraction(shape: shape, shapeAngle: shapeAngle, speedFraction: 1)
      return SpinState(
        angle: startAngle, angularVelocity: d * initialSpeed, angularAcceleration: -d * initialDeceleration)
    }
    if let landing, !(u < landing.captureTime) {
      let motion = landing.spring.motion(at: u - landing.captureTime)
      return SpinState(
        angle: landingAngle + motion.position, angularVelocity: motion.velocity,
        angularAcceleration: motion.acceleration)
    }
    if u < coastDuration {
      return SpinState(
        angle: startAngle + d * initialSpeed * u, angularVelocity: d * initialSpeed, angularAcceleration: 0)
    }
    let v = u - coastDuration
    if !(v < brakeDuration) {
      return SpinState(angle: landingAngle, angularVelocity: 0, angularAcceleration: 0)
    }
    let tau = v / brakeDuration
    let coasted = initialSpeed * coastDuration
    let braked =
      initialSpeed * brakeDuration * DecelerationShape.angleFraction(shape: shape, shapeAngle: shapeAngle, tau: tau)
    let w = DecelerationShape.speedFraction(shape: shape, shapeAngle: shapeAngle, tau: tau)
    let deceleration =
      initialSpeed / brakeDuration
      * DecelerationShape.decelerationFraction(shape: shape, shapeAngle: shapeAngle, speedFraction: w)
    return SpinState(
      angle: startAngle + d * (coasted + braked), angularVelocity: d * initialSpeed * w,
      angularAcceleration: -d * deceleration)
  }

  /// The largest `|θ''|` of the segment (rad/s²): braking is hardest at its start, where the speed is
  /// highest, `(ω₀/T)·(φ/q)·(1 + q²)` (`ω₀/T` for Coulomb braking); with a landing spring, the larger
  /// of that and the spring's largest `|θ''|` after the capture (``LandingSpring/Capture/peakAcceleration``):
  /// the curve's exact peak, not a bound.
  package var peakDeceleration: Double {
    let braking =
      initialSpeed / brakeDuration * DecelerationShape.decelerationFraction(shape: shape, speedFraction: 1)
    guard let landing else { return braking }
    return max(braking, landing.motion.peakAcceleration)
  }

  /// The first swing past `θ*` after the arrival (rad, ≥ 0): the landing spring's, 0 without one.
  package var landingOvershoot: Double { landing?.motion.overshoot ?? 0 }

  /// When the first swing past `θ*` peaks (s after ``startTime``): the capture plus the spring's
  /// ``LandingSpring/Capture/peakTime``; `nil` without a landing spring (no swing).
  package var landingOvershootTime: Double? { landing.map { $0.captureTime + $0.motion.peakTime } }

  /// The planned arrival time (s after ``startTime``): the first time `|θ − θ*| ≤ 0.5°`
  /// (``SpinContract/arrivalTolerance``), computed in closed form; without a landing spring it then holds
  /// forever.
  ///
  /// The remaining angle falls monotonically, so this is the stop time minus the time before the stop
  /// at which it equals the tolerance (``DecelerationShape/timeBeforeStop(shape:remainingAngle:)``);
  /// when the braking turns less than the tolerance the crossing lies in the coast, at constant speed.
  public var arrivalTime: Double {
    if let landing { return arrivalTime(landing) }
    let brakeSweep = abs(landingAngle - startAngle) - initialSpeed * coastDuration
    let scale = initialSpeed * brakeDuration
    var angleLead =
      brakeDuration
      * DecelerationShape.timeBeforeStop(
        shape: shape, remainingAngle: SpinContract.arrivalTolerance / scale)
    if brakeSweep <= SpinContract.arrivalTolerance {
      angleLead = brakeDuration + (SpinContract.arrivalTolerance - brakeSweep) / initialSpeed
    }
    let total = coastDuration + brakeDuration
    return max(0, total - min(angleLead, total))
  }

  /// The planned rest time (s after ``startTime``): the earliest time after which
  /// `|θ − θ*| ≤ 0.5°` and `|θ'| ≤ 0.05 rad/s` hold forever, computed in closed form.
  ///
  /// Braking decreases both the remaining angle and the speed monotonically, so the rest time is the
  /// later of ``arrivalTime`` and the time the speed falls to the threshold: the stop time minus the
  /// time before the stop at which the speed equals it (``DecelerationShape/timeBeforeStop(shape:speed:)``).
  /// With a landing spring that leaves the thresholds, it is the capture plus the spring's settling
  /// time (``LandingSpring/Capture/settlingTime``).
  public var restTime: Double {
    if let landing, landing.motion.settlingTime > 0 {
      return max(arrivalTime, landing.captureTime + landing.motion.settlingTime)
    }
    var speedLead =
      brakeDuration
      * DecelerationShape.timeBeforeStop(
        shape: shape, speed: SpinContract.restSpeed / initialSpeed)
    if initialSpeed <= SpinContract.restSpeed { speedLead = .infinity }
    let total = coastDuration + brakeDuration
    return max(arrivalTime, total - min(speedLead, total))
  }
}

extension SpinSegment {
  /// The first arrival with a landing spring: in the braking, where the uncut curve's remaining angle is
  /// the remainder at the capture plus 0.5°; in the coast when the braking to `θ*` turns less than that.
  func arrivalTime(_ landing: SpinLanding) -> Double {
    let tolerance = SpinContract.arrivalTolerance
    let brakeSweep = abs(landingAngle - startAngle) - initialSpeed * coastDuration
    if brakeSweep <= tolerance {
      return max(0, (abs(landingAngle - startAngle) - tolerance) / initialSpeed)
    }
    let scale = initialSpeed * brakeDuration
    let lead =
      brakeDuration
      * DecelerationShape.timeBeforeStop(shape: shape, remainingAngle: (tolerance + landing.brakingRemainder) / scale)
    let total = coastDuration + brakeDuration
    return max(0, total - min(lead, total))
  }
}
