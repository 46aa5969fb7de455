import Hummingbird

/// Answers a request that carries a body in anything but JSON with 415 Unsupported Media Type
/// (RFC 9110, "415 Unsupported Media Type": "the content is in a format not supported by this method
/// on the target resource"), before any route reads it; the body is ``APIError`` JSON.
///
/// ```
/// Content-Type: application/json                  read
/// Content-Type: application/json; charset=utf-8   read (RFC 8259 §8.1: JSON is UTF-8)
/// Content-Type: text/plain | absent | application/json; charset=utf-16   415
/// ```
/// Only the methods that carry a body the routes read (POST) are checked; GET and HEAD pass.
struct JSONContentTypeMiddleware<Context: RequestContext>: RouterMiddleware {
  /// What the refusal says is accepted.
  static var accepted: String { "Content-Type application/json (UTF-8)" }

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    guard request.method == .post, !Self.isJSON(request.headers[.contentType]) else {
      return try await next(request, context)
    }
    // The value quoted as a refusal quotes a string: at most 40 characters.
    let given = request.headers[.contentType].map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 }
    let refusal = APIError(
      status: .unsupportedMediaType, field: "Content-Type",
      problem: given.map { "\"\($0)\" is not accepted" } ?? "a body without a Content-Type is not accepted",
      accepted: Self.accepted)
    return try refusal.response(from: request, context: context)
  }

  /// Whether a `Content-Type` value names JSON in UTF-8: the media type `application/json` (case
  /// insensitive, RFC 9110 §8.3.1) with no parameter but an optional `charset=utf-8`.
  /// - Parameter value: The header's value, `nil` when absent.
  /// - Returns: `true` for JSON.
  static func isJSON(_ value: String?) -> Bool {
    guard let value else { return false }
    let parts = value.split(separator: ";").map { $0.trimmingSpaces.lowercased() }
    guard parts.first == "application/json" else { return false }
    return parts.dropFirst().allSatisfy { parameter in
      let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
      return pair.count == 2 && pair[0] == "charset" && ["utf-8", "\"utf-8\""].contains(pair[1])
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (HTTP's optional whitespace, RFC 9110 §5.6.3).
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
