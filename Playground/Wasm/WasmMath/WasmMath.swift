// The C maths functions the model calls, imported from the page (`Math.sin`, …) when the model is
// compiled for WebAssembly with Embedded Swift, where there is no C library. The model's files import
// `_ButterflyShims`, which re-exports this module only when neither Darwin, Glibc nor Musl exists
// (`#elseif canImport(WasmMath)`), so native builds are unchanged. The page's `Math` may differ from glibc in the last bit; the playground's
// Node test compares the module with the native model within a stated tolerance.

/// sin x (x in rad).
@_extern(wasm, module: "math", name: "sin") public func sin(_ x: Double) -> Double
/// cos x (x in rad).
@_extern(wasm, module: "math", name: "cos") public func cos(_ x: Double) -> Double
/// tan x (x in rad).
@_extern(wasm, module: "math", name: "tan") public func tan(_ x: Double) -> Double
/// asin x (rad).
@_extern(wasm, module: "math", name: "asin") public func asin(_ x: Double) -> Double
/// atan x (rad).
@_extern(wasm, module: "math", name: "atan") public func atan(_ x: Double) -> Double
/// atan2(y, x) (rad).
@_extern(wasm, module: "math", name: "atan2") public func atan2(_ y: Double, _ x: Double) -> Double
/// eˣ.
@_extern(wasm, module: "math", name: "exp") public func exp(_ x: Double) -> Double
/// eˣ − 1, accurate near 0.
@_extern(wasm, module: "math", name: "expm1") public func expm1(_ x: Double) -> Double
/// ln x.
@_extern(wasm, module: "math", name: "log") public func log(_ x: Double) -> Double
/// ln(1 + x), accurate near 0.
@_extern(wasm, module: "math", name: "log1p") public func log1p(_ x: Double) -> Double
/// xʸ.
@_extern(wasm, module: "math", name: "pow") public func pow(_ x: Double, _ y: Double) -> Double
