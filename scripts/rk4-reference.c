/* A textbook RK4 for the spring `bbsim simulate spring` integrates by default (SwiftUI's
 * Spring(duration: 0.5, bounce: 0): m = 1, k = (2π/0.5)², c = 2√(mk), from x = 0 at rest to x* = 1),
 * the C reference scripts/compare-c-rk4 times `bbsim simulate spring --integrator rk4` against:
 * DURATION s in fixed steps of STEP s, one CSV row t_s,x_pt,v_pt_per_s per second, as bbsim writes
 * with `--rate 1` (digits printed with %.17g, not bbsim's shortest form: 21 rows, no weight). The
 * acceleration is spelled as DampedSpring.acceleration(position:velocity:time:) spells it, the sum of
 * the forces per mass (−c/m)·v − (k/m)·(x − x*), so both do the same arithmetic.
 *
 *   rk4-reference [DURATION [STEP]]     defaults 20 s and 1e-6 s: 2·10⁷ steps
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double stiffness_per_mass, damping_per_mass, target = 1;

static inline double acceleration(double x, double v) {
  return -damping_per_mass * v - stiffness_per_mass * (x - target);
}

int main(int argc, char **argv) {
  double duration = argc > 1 ? atof(argv[1]) : 20;
  double h = argc > 2 ? atof(argv[2]) : 1e-6;
  double omega = 2 * M_PI / 0.5;
  stiffness_per_mass = omega * omega;
  damping_per_mass = 2 * sqrt(stiffness_per_mass);
  double x = 0, v = 0;
  long per_second = lround(1 / h);
  printf("t_s,x_pt,v_pt_per_s\n%.17g,%.17g,%.17g\n", 0.0, x, v);
  for (long second = 1; second <= lround(duration); second++) {
    for (long i = 0; i < per_second; i++) {
      double k1x = v, k1v = acceleration(x, v);
      double k2x = v + 0.5 * h * k1v, k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v);
      double k3x = v + 0.5 * h * k2v, k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v);
      double k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v);
      x += h / 6 * (k1x + 2 * (k2x + k3x) + k4x);
      v += h / 6 * (k1v + 2 * (k2v + k3v) + k4v);
    }
    printf("%.17g,%.17g,%.17g\n", (double)second, x, v);
  }
  return 0;
}
