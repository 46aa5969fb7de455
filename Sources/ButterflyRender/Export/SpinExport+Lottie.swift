import ButterflyPhysics

extension SpinExport {
  /// The Lottie composition's side (px).
  static let lottieSide = 200
  /// The Lottie composition's frame rate (frames per second); key times are fractional frames.
  static let lottieFrameRate = 60

  /// The spin as a Lottie animation: one shape layer (a disc with a radius marker) whose rotation is
  /// `θ(t)`, keyed at the keyframes' times, linear between them — a rotating layer an animator can copy
  /// the keyframes from (Lottie has no axle: `θ` becomes the layer's rotation in the picture plane).
  ///
  /// ```
  /// fr = 60, ip = 0, op = ⌈T · 60 / 1000⌉ + 1   (frames; key times t_k = m_k · 60 / 1000, fractional)
  /// layers[0].ks.r.k = [{"t": t_k, "s": [θ_k], "o": {x 0, y 0}, "i": {x 1, y 1}}, …, {"t": t_K, "s": [θ*]}]
  /// ```
  /// The out-tangent (0, 0) and in-tangent (1, 1) make each segment linear.
  /// - Returns: The JSON text, ending with a newline.
  public func lottie() -> String {
    let side = Self.lottieSide
    let rate = Self.lottieFrameRate
    let frames = keyframes.keyframes
    let lastFrame = (Double(keyframes.spanMilliseconds) * Double(rate) / 1000).rounded(.up)
    let outPoint = NumberFormat.shortest.text(lastFrame + 1)
    let keys = frames.enumerated().map { index, frame -> String in
      let time = NumberFormat.shortest.text(Double(frame.milliseconds) * Double(rate) / 1000)
      let value = "\"t\": \(time), \"s\": [\(Self.degrees(frame.degrees))]"
      if index == frames.count - 1 { return "{\(value)}" }
      return "{\(value), \"o\": {\"x\": [0], \"y\": [0]}, \"i\": {\"x\": [1], \"y\": [1]}}"
    }
    let half = side / 2
    let radius = Double(side) * 0.4
    func fixed(_ value: Double) -> String { "{\"a\": 0, \"k\": \(NumberFormat.shortest.text(value))}" }
    func point(_ x: Double, _ y: Double) -> String {
      "{\"a\": 0, \"k\": [\(NumberFormat.shortest.text(x)), \(NumberFormat.shortest.text(y))]}"
    }
    func fill(_ red: Double, _ green: Double, _ blue: Double, name: String) -> String {
      let channels = [red, green, blue].map { NumberFormat.shortest.text($0) }.joined(separator: ", ")
      return "{\"ty\": \"fl\", \"nm\": \"\(name)\", \"c\": {\"a\": 0, \"k\": [\(channels), 1]}, "
        + "\"o\": \(fixed(100)), \"r\": 1}"
    }
    let groupTransform =
      "{\"ty\": \"tr\", \"p\": \(point(0, 0)), \"a\": \(point(0, 0)), \"s\": \(point(100, 100)), "
      + "\"r\": \(fixed(0)), \"o\": \(fixed(100))}"
    let marker =
      "{\"ty\": \"gr\", \"nm\": \"marker\", \"it\": [{\"ty\": \"rc\", \"nm\": \"radius\", \"d\": 1, "
      + "\"p\": \(point(radius / 2, 0)), \"s\": \(point(radius, radius / 8)), \"r\": \(fixed(0))}, "
      + "\(fill(0.1, 0.1, 0.1, name: "marker fill")), \(groupTransform)]}"
    let disc =
      "{\"ty\": \"gr\", \"nm\": \"disc\", \"it\": [{\"ty\": \"el\", \"nm\": \"medallion\", \"d\": 1, "
      + "\"p\": \(point(0, 0)), \"s\": \(point(2 * radius, 2 * radius))}, "
      + "\(fill(0.2, 0.45, 0.9, name: "disc fill")), \(groupTransform)]}"
    return """
      {
        "v": "5.7.4", "nm": "ButterflyButton spin", "fr": \(rate), "ip": 0, "op": \(outPoint), \
      "w": \(side), "h": \(side), "ddd": 0, "assets": [],
        "meta": {"g": "bbsim export", "d": \(JSONText.quoted((description + [accuracy]).joined(separator: " ")))},
        "layers": [{
          "ddd": 0, "ind": 1, "ty": 4, "nm": "medallion θ(t)", "sr": 1, "ao": 0, "bm": 0,
          "ip": 0, "op": \(outPoint), "st": 0,
          "ks": {
            "o": \(fixed(100)), "p": {"a": 0, "k": [\(half), \(half), 0]}, "a": {"a": 0, "k": [0, 0, 0]},
            "s": {"a": 0, "k": [100, 100, 100]},
            "r": {"a": 1, "k": [
              \(keys.joined(separator: ",\n        "))
            ]}
          },
          "shapes": [\(marker), \(disc)]
        }]
      }

      """
  }
}
