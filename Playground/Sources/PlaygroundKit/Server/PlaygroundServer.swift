import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import Hummingbird

/// The playground's HTTP interface (described in `openapi.yaml`, served at `/openapi.yaml`):
///
/// ```
/// GET  /                 the page (and /playground.js, /playground.css)
/// GET  /api/settings     every setting: kind, unit, default, accepted range, clamping, slider span
/// POST /api/control      settings + the spin so far + new interactions + now → the spin, its frames,
///                        the report (θ, ω, verdict), the Swift, the notes
/// POST /api/spin.csv     settings + the spin → the CSV `bbsim simulate spin` writes
/// ```
/// Another method on one of these paths gets 405 with `Allow` (``MethodNotAllowedMiddleware``).
/// Bad values get 400 and bodies over ``PlaygroundLimits/maximumBodySize`` get 413, both as
/// ``APIError`` JSON; any other error is a 500 with the same JSON shape, and the server goes on.
public enum PlaygroundServer {
  /// The router with every route and the error middleware.
  /// - Parameter files: The static files.
  /// - Returns: The router.
  public static func router(files: StaticFiles) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: ErrorMiddleware())
    var allowed: [String: [HTTPRequest.Method]] = [
      "/api/settings": [.get], "/api/control": [.post], "/api/spin.csv": [.post],
    ]
    for path in files.paths { allowed[path] = [.get] }
    router.add(middleware: MethodNotAllowedMiddleware(allowed: allowed))
    for path in files.paths {
      router.get(RouterPath(path)) { _, _ in files.response(for: path) }
    }
    router.get("/api/settings") { _, _ in try JSONResponse.make(CatalogueResponse()) }
    router.post("/api/control") { request, _ in
      let body = try await readBody(request)
      return try JSONResponse.make(try ControlResponse(request: body))
    }
    router.post("/api/spin.csv") { request, _ in
      let body = try await readBody(request)
      return try csvResponse(body)
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
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "ButterflyButton playground"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) })
  }

  /// The request body as JSON, at most ``PlaygroundLimits/maximumBodySize`` bytes.
  /// - Throws: ``APIError`` 413 when larger, 400 when not JSON.
  static func readBody(_ request: Request) async throws -> JSONValue {
    let limit = PlaygroundLimits.maximumBodySize
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw APIError(
        status: .contentTooLarge, field: "body", problem: "more than \(limit) bytes is not accepted",
        accepted: "at most \(limit) bytes")
    }
    do {
      return try JSONDecoder().decode(JSONValue.self, from: Data(buffer: buffer))
    } catch {
      throw APIError(field: "body", problem: "not valid JSON", accepted: "a JSON object")
    }
  }

  /// `POST /api/spin.csv`: the spin's rotation as `bbsim simulate spin` writes it.
  static func csvResponse(_ body: JSONValue) throws(APIError) -> Response {
    let object = try JSONObject(body, path: "", keys: ["settings", "spin"])
    let settings = try PlaygroundSettings(
      json: object.member("settings", accepted: "an object of settings") ?? .object([:]))
    let picture = ControlPicture(settings: settings)
    let record = try object.member("spin", accepted: "a spin record object").map { (json) throws(APIError) in
      try SpinRecord(json: json)
    }
    let session = try ControlSession(picture: picture, record: record ?? SpinRecord(restingOn: .top))
    guard let run = session.run() else {
      throw APIError(
        field: "spin.reduceMotion", problem: "a Reduce Motion swap has no rotation to write",
        accepted: "a spin that began with Reduce Motion off")
    }
    return Response(
      status: .ok,
      headers: [
        .contentType: "text/csv; charset=utf-8; header=present",
        .contentDisposition: "attachment; filename=\"spin.csv\"",
        .cacheControl: "no-store",
      ],
      body: .init(byteBuffer: ByteBuffer(bytes: SpinCSV.bytes(run))))
  }
}

/// Answers every failure as ``APIError`` JSON: refusals as they are, anything unexpected as a 500
/// naming the request (the server keeps serving).
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    do {
      return try await next(request, context)
    } catch let error as APIError {
      return try error.response(from: request, context: context)
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
