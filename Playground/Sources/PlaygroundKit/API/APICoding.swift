import Foundation
import Hummingbird

/// Reads a request body as the API's JSON: at most ``PlaygroundLimits/maximumBodySize`` bytes, decoded
/// by `JSONDecoder` into a request type whose `Decodable` initializer refuses what it does not accept
/// (``APIError``, through ``Decoder/object(keyedBy:members:)`` and the member readers).
///
/// The one place the decoder's own errors become refusals:
/// ```
/// larger than the limit                              413  body: more than 262144 bytes is not accepted
/// DecodingError (not JSON, nested deeper than the    400  body: not valid JSON; expected a JSON object
///   decoder reads, a number no Double holds)
/// a member refused in a body that is not JSON        400  body: not valid JSON (the document is read
///   throughout (a number no Double holds elsewhere)         whole before a member is blamed)
/// ```
/// Hummingbird's `Request.decode(as:context:)` passes an ``APIError`` through as it is.
public struct APIRequestDecoder: RequestDecoder {
  /// Decodes the request's body.
  /// - Throws: ``APIError`` (413 or 400).
  public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws
    -> T
  {
    let limit = context.maxUploadSize
    let buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw APIError(
        status: .contentTooLarge, field: "body", problem: "more than \(limit) bytes is not accepted",
        accepted: "at most \(limit) bytes")
    }
    return try Self.decode(type, from: Data(buffer: buffer))
  }

  /// Decodes a body already read.
  /// - Parameters:
  ///   - type: The request type.
  ///   - data: The body.
  /// - Returns: The request.
  /// - Throws: ``APIError`` (400).
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let decoder = JSONDecoder()
    do {
      return try decoder.decode(type, from: data)
    } catch let refusal as APIError {
      guard (try? decoder.decode(JSONExcerpt.self, from: data)) != nil else { throw APIError.malformedBody }
      throw refusal
    } catch is DecodingError {
      throw APIError.malformedBody
    }
  }
}

/// Writes a response body as the API's JSON: keys sorted (the same bytes for the same answer), `/`
/// unescaped (SVG and URLs read as written), numbers as `JSONEncoder` writes them (the shortest
/// decimal that reads back as the same `Double`), `application/json; charset=utf-8`, and
/// `Cache-Control: no-store` (every answer is computed for its request).
public struct APIResponseEncoder: ResponseEncoder {
  /// The JSON encoder, also used for the static site's catalogue.
  static let json: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// Encodes `value` as a 200 response (Hummingbird's `JSONEncoder` response, never cached).
  public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws
    -> Response
  {
    var response = try Self.json.encode(value, from: request, context: context)
    response.headers[.cacheControl] = "no-store"
    return response
  }
}

/// The request context of the playground's routes: the API's JSON in (``APIRequestDecoder``) and out
/// (``APIResponseEncoder``), bodies up to ``PlaygroundLimits/maximumBodySize``.
public struct PlaygroundRequestContext: RequestContext {
  /// Hummingbird's per-request storage.
  public var coreContext: CoreRequestContextStorage

  /// Creates the context of one request.
  public init(source: Source) { coreContext = .init(source: source) }

  /// ``PlaygroundLimits/maximumBodySize``.
  public var maxUploadSize: Int { PlaygroundLimits.maximumBodySize }

  /// ``APIRequestDecoder``.
  public var requestDecoder: APIRequestDecoder { APIRequestDecoder() }

  /// ``APIResponseEncoder``.
  public var responseEncoder: APIResponseEncoder { APIResponseEncoder() }
}
