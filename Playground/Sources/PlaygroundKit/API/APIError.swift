import Hummingbird

/// A refused request, answered as JSON naming the field and what it accepts — the HTTP form of
/// `bbsim`'s one-line usage errors.
///
/// ```
/// 400  {"error": "settings.sideLength: -3 is not accepted; expected a number (pt), finite, > 0",
///       "field": "settings.sideLength", "accepted": "a number (pt), finite, > 0"}
/// 413  {"error": "body: more than 262144 bytes is not accepted; expected at most 262144 bytes",
///       "field": "body", "accepted": "at most 262144 bytes"}
/// ```
public struct APIError: Error, Hashable, Sendable, HTTPResponseError, CustomStringConvertible {
  /// The HTTP status: 400 (bad value), 413 (body too large), 500 (a bug).
  public var status: HTTPResponse.Status
  /// The JSON path of the refused field, e.g. `settings.sideLength` or `interactions[0].time_s`;
  /// `body` for the request as a whole.
  public var field: String
  /// What was wrong, e.g. `-3 is not accepted`.
  public var problem: String
  /// What the field accepts, with its unit and range.
  public var accepted: String

  /// Creates a refusal.
  /// - Parameters:
  ///   - status: The status; default 400.
  ///   - field: The field's JSON path.
  ///   - problem: What was wrong.
  ///   - accepted: What the field accepts.
  public init(status: HTTPResponse.Status = .badRequest, field: String, problem: String, accepted: String) {
    self.status = status
    self.field = field
    self.problem = problem
    self.accepted = accepted
  }

  /// The standard refusal of a value: `<value> is not accepted`.
  /// - Parameters:
  ///   - field: The field's JSON path.
  ///   - value: The value given, quoted.
  ///   - accepted: What the field accepts.
  /// - Returns: A 400 refusal.
  static func notAccepted(_ field: String, _ value: JSONExcerpt, accepted: String) -> APIError {
    APIError(field: field, problem: "\(value) is not accepted", accepted: accepted)
  }

  /// A body that is not JSON (or holds a number no `Double` holds, or nests deeper than the decoder
  /// reads).
  static let malformedBody = APIError(field: "body", problem: "not valid JSON", accepted: "a JSON object")

  /// One line: `<field>: <problem>; expected <accepted>`.
  public var description: String { "\(field): \(problem); expected \(accepted)" }

  /// The JSON body of a refusal.
  struct Body: ResponseEncodable {
    /// ``APIError/description``.
    var error: String
    /// ``APIError/field``.
    var field: String
    /// ``APIError/accepted``.
    var accepted: String
  }

  /// The response: the status and the JSON body, encoded by the context's encoder.
  public func response(from request: Request, context: some RequestContext) throws -> Response {
    try EditedResponse(status: status, response: Body(error: description, field: field, accepted: accepted))
      .response(from: request, context: context)
  }
}
