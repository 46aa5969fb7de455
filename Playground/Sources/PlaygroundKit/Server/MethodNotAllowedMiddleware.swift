import Hummingbird

/// Answers a request for a path the playground serves, made with a method it does not serve there,
/// with 405 Method Not Allowed and an `Allow` header listing the methods it does serve (RFC 9110,
/// "405 Method Not Allowed" and "Allow"), instead of the router's 404; the body is ``APIError`` JSON.
/// Paths the playground does not serve stay 404.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The methods each served path answers.
  let allowed: [String: [HTTPRequest.Method]]

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    guard let methods = allowed[request.uri.path], !methods.contains(request.method) else {
      return try await next(request, context)
    }
    let names = methods.map(\.rawValue).joined(separator: ", ")
    let refusal = APIError(
      status: .methodNotAllowed, field: "method", problem: "\(request.method.rawValue) is not served at this path",
      accepted: names)
    var response = try refusal.response(from: request, context: context)
    response.headers[.allow] = names
    return response
  }
}
