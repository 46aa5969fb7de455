// Runs N operations of one shipped path, for scripts/instruction-counts to count under valgrind's
// callgrind: the difference between N and 2N operations, divided by N, is the cost of one operation
// without the process's start-up. Each operation calls the public entry point bbsim or an app calls.
//
//   instruction-counts OPERATION N      OPERATION: rk4-step, gsl-rk4-step, sweep-configuration,
//                                       curve-evaluate, csv-write, spring-evaluate; N ≥ 1

import ButterflyGSL
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSweep

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The spring `bbsim simulate spring` integrates by default.
let spring = SpringSettings.defaultSpring
/// The step both RK4 paths take (s).
let stepSize = 1e-6
/// A typical flick (as the package-benchmark fixtures).
let flick = SpinGesture.flick(velocity: PlanarVector(x: 0, y: 600), endPoint: PlanarVector(x: 0, y: -10))
/// The spin an app plans for it.
let trajectory = SpinPlanner().plan(flick, from: .top)

/// Performs `count` operations of `name`; returns a value that depends on every one (printed, so the
/// work cannot be optimised away), or `nil` for an unknown operation.
func run(_ name: String, count: Int) throws -> Double? {
  guard let spring else { return nil }
  switch name {
  case "rk4-step":
    // `bbsim simulate spring --integrator rk4`: SteppingDriver<DampedSpring>.advance(to:).
    guard var driver = SteppingDriver(system: spring, maximumStep: stepSize, state: spring.initialState) else {
      return nil
    }
    driver.advance(to: Double(count) * stepSize)
    return driver.state.x
  case "gsl-rk4-step":
    // `bbsim simulate spring --integrator gsl-rk4`: GSLSecondOrderIntegrator<DampedSpring>.advance(to:).
    let integrator = try GSLSecondOrderIntegrator(
      system: spring, method: .fixedStep(.rk4, step: stepSize), time: 0, state: spring.initialState)
    return try integrator.advance(to: Double(count) * stepSize).x
  case "sweep-configuration":
    // `bbsim sweep`: each configuration of the default sweep evaluated and formatted as its CSV row,
    // in blocks of consecutive configurations, each with its own row buffer, on one copy of the plan
    // (one thread's, which keeps the landing captures it solves), as SweepRunner evaluates them; the
    // blocks come in a fixed spread-out order (stride 7919 blocks, a prime) so any N covers the whole
    // grid.
    var plan = SweepPlan()
    let blocks = plan.total / SweepRunner.blockSize
    var rows = SweepRows(capacity: SweepRunner.blockSize * 256)
    var bytes = 0
    for index in 0..<count {
      let (block, offset) = index.quotientAndRemainder(dividingBy: SweepRunner.blockSize)
      if offset == 0 {  // a new block: its own buffer; the last block's rows, as SweepRunner hands them on
        bytes += rows.bytes.count
        rows = SweepRows(capacity: SweepRunner.blockSize * 256)
      }
      _ = try plan.evaluate(block * 7919 % blocks * SweepRunner.blockSize + offset, appendingRowTo: &rows)
    }
    return Double(bytes + rows.bytes.count)
  case "curve-evaluate":
    // What an app's animation does every frame: the planned curve at one time.
    var sum = 0.0
    for index in 0..<count {
      let state = trajectory.state(at: 2.2 * Double(index) / Double(count))
      sum += state.angle + state.angularVelocity
    }
    return sum
  case "csv-write":
    // `bbsim simulate spin`'s output: SpinCSV.bytes of the typical flick sampled at 1 kHz (3,201 rows,
    // as the CSV.write benchmark), built in memory `count` times.
    var scenario = SpinScenario()
    scenario.gesture = flick
    let spin = try scenario.run(rate: 1_000)
    var bytes = 0
    for _ in 0..<count { bytes += SpinCSV.bytes(spin).count }
    return Double(bytes)
  case "spring-evaluate":
    var sum = 0.0
    for index in 0..<count {
      let motion = spring.motion(at: Double(index) / Double(count))
      sum += motion.position + motion.velocity + motion.acceleration
    }
    return sum
  default:
    return nil
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 1, let value = try run(arguments[1], count: count)
else {
  let usage =
    "usage: instruction-counts OPERATION N (OPERATION: rk4-step, gsl-rk4-step, sweep-configuration, "
    + "curve-evaluate, csv-write, spring-evaluate; N a whole number ≥ 1)\n"
  _ = usage.withCString { write(2, $0, strlen($0)) }
  exit(64)
}
print(value)
