import Hummingbird

/// The playground's HTTP interface (described in `openapi.yaml`, served at `/openapi.yaml`): the page's
/// files, and what the page's model cannot answer because it needs Foundation. The server keeps no
/// state and never replays a spin: the model in the page plans, drives, draws and measures it.
///
/// ```
/// GET  /                 the page (and /playground.js, /playground.css, /butterfly.wasm, …: ``StaticFiles``)
/// GET  /api/settings     every setting: kind, unit, default, accepted range, clamping, slider span
/// POST /api/describe     settings + isOn → the localized default labels and accessibility text
///                        (400 naming a refused setting)
/// ```
/// Bodies are read into ``DescribeRequest`` and answers written from ``DescribeResponse`` and
/// ``CatalogueResponse`` by the context's coders (``PlaygroundRequestContext``).
/// A POST body must be `application/json` (else 415, ``JSONContentTypeMiddleware``). A connection that
/// sends nothing for ``PlaygroundLimits/idleTimeout`` seconds — idle between requests, or stalled in a
/// request's head or body — is closed (Hummingbird's `HTTP1Channel.Configuration.idleTimeout`).
/// A GET path answers HEAD too; another method on a served path gets 405 with `Allow`
/// (``MethodNotAllowedMiddleware``). Bad values get 400 and bodies over
/// ``PlaygroundLimits/maximumBodySize`` get 413, both as ``APIError`` JSON; any other error is a 500
/// with the same JSON shape, and the server goes on.
public enum PlaygroundServer {
  /// The router with every route and middleware.
  /// - Parameter files: The static files.
  /// - Returns: The router.
  public static func router(files: StaticFiles) -> Router<PlaygroundRequestContext> {
    let router = Router(context: PlaygroundRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: ErrorMiddleware())
    var allowed: [String: [HTTPRequest.Method]] = [
      "/api/settings": [.get, .head], "/api/describe": [.post],
    ]
    for path in files.paths { allowed[path] = [.get, .head] }
    router.add(middleware: MethodNotAllowedMiddleware(allowed: allowed))
    router.add(middleware: JSONContentTypeMiddleware())
    router.add(middleware: files.middleware())
    router.get("/api/settings") { _, _ in CatalogueResponse() }
    router.post("/api/describe") { request, context in
      DescribeResponse(request: try await request.decode(as: DescribeRequest.self, context: context))
    }
    return router
  }

  /// The application bound to `host:port`.
  /// - Parameters:
  ///   - host: The address to bind (127.0.0.1 unless told otherwise).
  ///   - port: The port; 0 picks a free one.
  ///   - files: The static files.
  ///   - onRunning: Called with the bound port once the server listens.
  /// - Returns: The application; `runService()` runs it until SIGINT/SIGTERM.
  public static func application(
    host: String, port: Int, files: StaticFiles, onRunning: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    Application(
      router: router(files: files),
      server: .http1(configuration: .init(idleTimeout: .seconds(PlaygroundLimits.idleTimeout))),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "ButterflyButton playground"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) })
  }
}

/// Answers an unexpected failure as ``APIError`` JSON, a 500 naming the request (the server keeps
/// serving); refusals and Hummingbird's HTTP errors answer for themselves.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    do {
      return try await next(request, context)
    } catch let error as any HTTPResponseError {
      throw error
    } catch {
      context.logger.error("\(request.method) \(request.uri.path): \(error)")
      let failure = APIError(
        status: .internalServerError, field: "body", problem: "the server failed (\(error))",
        accepted: "a request the server can answer")
      return try failure.response(from: request, context: context)
    }
  }
}
