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

#endif
