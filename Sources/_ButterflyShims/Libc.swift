// The platform's C library under one import, so no other file repeats the `#if canImport` ladder (as
// swift-numerics keeps its platform differences in `_NumericsShims`): libm for the maths, POSIX for
// files, descriptors, signals and the environment.

#if canImport(Darwin)
  @_exported import Darwin
#elseif canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(WASILibc)
  @_exported import WASILibc
#elseif canImport(WasmMath)
  // The playground's WebAssembly build (scripts/build-wasm): the maths functions the page supplies.
  @_exported import WasmMath
#endif
