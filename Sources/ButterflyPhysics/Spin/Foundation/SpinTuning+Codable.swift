// The JSON form of a tuning, in its own file so a build without Codable (Embedded Swift) can leave it out.

extension SpinTuning: Codable {
  /// The JSON keys: the property names.
  enum CodingKeys: String, CodingKey {
    case tapAngularSpeed, preferredShape, landingBounce, landingResponse
  }

  /// Decodes a tuning; a missing key takes its default (so a file written before the landing spring
  /// existed still loads, landing dead). Values are not checked here: the planner resolves them, and
  /// `bbsim` refuses out-of-range ones.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a present value is not a number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tapAngularSpeed: try container.decodeIfPresent(Double.self, forKey: .tapAngularSpeed)
        ?? Self.defaultTapAngularSpeed,
      preferredShape: try container.decodeIfPresent(Double.self, forKey: .preferredShape)
        ?? Self.defaultPreferredShape,
      landingBounce: try container.decodeIfPresent(Double.self, forKey: .landingBounce)
        ?? Self.defaultLandingBounce,
      landingResponse: try container.decodeIfPresent(Double.self, forKey: .landingResponse)
        ?? Self.defaultLandingResponse)
  }

  /// Encodes every field.
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tapAngularSpeed, forKey: .tapAngularSpeed)
    try container.encode(preferredShape, forKey: .preferredShape)
    try container.encode(landingBounce, forKey: .landingBounce)
    try container.encode(landingResponse, forKey: .landingResponse)
  }
}
