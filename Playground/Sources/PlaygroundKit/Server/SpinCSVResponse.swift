import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Hummingbird

/// The answer to `POST /api/spin.csv` (``SpinCSVRequest``): the spin's rotation as `bbsim simulate
/// spin` writes it, as a download (`text/csv`, `spin.csv`, never cached).
struct SpinCSVResponse: ResponseGenerator {
  /// The CSV bytes.
  let bytes: [UInt8]

  /// Samples the request's spin (a centre tap from the top face when there is none).
  /// - Parameter request: The request.
  /// - Throws: ``APIError`` naming the first activation refused, or `spin.reduceMotion` for a Reduce
  ///   Motion swap, which has no rotation to write.
  init(request: SpinCSVRequest) throws(APIError) {
    let session = try ControlSession(
      picture: ControlPicture(settings: request.settings), record: request.spin ?? SpinRecord(restingOn: .top))
    guard let run = session.run() else {
      throw APIError(
        field: "spin.reduceMotion", problem: "a Reduce Motion swap has no rotation to write",
        accepted: "a spin that began with Reduce Motion off")
    }
    bytes = SpinCSV.bytes(run)
  }

  /// The response: the CSV with its media type and file name.
  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "text/csv; charset=utf-8; header=present",
        .contentDisposition: "attachment; filename=\"spin.csv\"",
        .cacheControl: "no-store",
      ],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
