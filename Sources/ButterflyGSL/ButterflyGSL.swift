/// GSL-backed reference numerics for the tools and tests (see the package README: GPL-3.0).
