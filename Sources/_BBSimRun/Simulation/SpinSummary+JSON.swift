import ButterflyRender
import Foundation
import _BBSimSupport

extension SpinSummary {
  /// Pretty-printed JSON with sorted keys and a final newline.
  /// - Throws: ``OutputError`` if a value cannot be encoded (never for a finite run).
  package func json() throws(OutputError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return Array(try encoder.encode(self)) + [10]
    } catch {
      throw OutputError(path: "--summary", reason: "cannot encode the summary as JSON (\(error))")
    }
  }
}
