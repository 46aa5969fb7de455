// The parts of GSL (GNU Scientific Library, GPL-3.0) that ButterflyGSL wraps.
// Swift 6 rejects GSL's mutable global type pointers (gsl_odeiv2_step_rk4, …), so each one is reached
// through an inline accessor function instead.
#ifndef BUTTERFLY_CGSL_SHIM_H
#define BUTTERFLY_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_multimin.h>
#include <gsl/gsl_vector.h>

static inline const gsl_odeiv2_step_type *cgsl_step_rk4(void) { return gsl_odeiv2_step_rk4; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkf45(void) { return gsl_odeiv2_step_rkf45; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk8pd(void) { return gsl_odeiv2_step_rk8pd; }
static inline const gsl_odeiv2_step_type *cgsl_step_msbdf(void) { return gsl_odeiv2_step_msbdf; }
static inline const gsl_root_fsolver_type *cgsl_root_brent(void) { return gsl_root_fsolver_brent; }
static inline const gsl_multimin_fminimizer_type *cgsl_multimin_nmsimplex2(void) {
  return gsl_multimin_fminimizer_nmsimplex2;
}

// Right-hand sides in C for the systems bbsim ships, so GSL runs as a C user would run it: no call back
// into Swift per evaluation. ButterflyGSL's tests check each against the Swift model's acceleration.
// `p` holds the system's constants; `evaluations` counts calls (GSL does not).
// No fused multiply-adds: the C expressions round as Swift's do, so both give the same bits.
#pragma STDC FP_CONTRACT OFF

typedef struct cgsl_native_params {
  unsigned long evaluations;
  double p[4];
} cgsl_native_params;

// The damped spring m·x'' + c·x' + k·(x − x*) = 0, y = (x, v); p = {k/m, c/m, x*, unused}. The same
// expression, in the same order, as DampedSpring.acceleration(position:velocity:time:) (the sum of the
// forces per mass, (−c/m)·v − (k/m)·(x − x*)).
static inline int cgsl_spring_function(double t, const double y[], double dydt[], void *params) {
  cgsl_native_params *q = (cgsl_native_params *)params;
  (void)t;
  q->evaluations += 1;
  dydt[0] = y[1];
  dydt[1] = -q->p[1] * y[1] - q->p[0] * (y[0] - q->p[2]);
  return GSL_SUCCESS;
}

// The spring's exact Jacobian, [[0, 1], [−k/m, −c/m]], ∂f/∂t = 0; p as for cgsl_spring_function.
static inline int cgsl_spring_jacobian(double t, const double y[], double *dfdy, double dfdt[], void *params) {
  const cgsl_native_params *q = (const cgsl_native_params *)params;
  (void)t;
  (void)y;
  dfdy[0] = 0;
  dfdy[1] = 1;
  dfdy[2] = -q->p[0];
  dfdy[3] = -q->p[1];
  dfdt[0] = 0;
  dfdt[1] = 0;
  return GSL_SUCCESS;
}

// One phase of a spin, y = (θ, ω); p = {d, β, μ, brakes}: while braking and d·ω > 0,
// ω' = −d·(β·ω·ω + μ), else 0 — as SpinPhase.acceleration(position:velocity:time:).
static inline int cgsl_spin_phase_function(double t, const double y[], double dydt[], void *params) {
  cgsl_native_params *q = (cgsl_native_params *)params;
  const double d = q->p[0], omega = y[1];
  (void)t;
  q->evaluations += 1;
  dydt[0] = omega;
  dydt[1] = (q->p[3] != 0 && d * omega > 0) ? -d * (q->p[1] * omega * omega + q->p[2]) : 0;
  return GSL_SUCCESS;
}

// Takes `count` fixed steps from `start`: step i ends at start + i·h, the last one exactly at `target`.
// The derivative at each step's end is handed to the next step (GSL's dydt_in/dydt_out), as GSL's manual
// suggests; its rk4 then evaluates the right-hand side 11 times a step (the end derivative is one of
// them). `dydt` holds 2·dimension doubles. Returns GSL's status (y keeps the state of the last successful
// step).
static inline int cgsl_fixed_steps(gsl_odeiv2_step *step, const gsl_odeiv2_system *sys, double start, double h,
                                   unsigned long count, double target, double y[], double yerr[], double dydt[]) {
  const size_t n = sys->dimension;
  double *in = dydt, *out = dydt + n;
  double t = start;
  int status = GSL_ODEIV_FN_EVAL(sys, t, y, in);
  if (status != GSL_SUCCESS) return status;
  for (unsigned long i = 1; i <= count; i++) {
    const double end = i == count ? target : start + (double)i * h;
    status = gsl_odeiv2_step_apply(step, t, end - t, y, yerr, in, out, sys);
    if (status != GSL_SUCCESS) return status;
    double *swap = in;
    in = out;
    out = swap;
    t = end;
  }
  return GSL_SUCCESS;
}

#endif
