#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the latest change of the binding came in a transaction that animates, for the
  /// driver's spin-or-jump decision (``ControlInput/valueSet(_:animated:)``).
  ///
  /// SwiftUI gives `onChange(of:)` no transaction, so `transaction(value:_:)` (iOS 17, macOS 14,
  /// tvOS 17: "applies the given transaction mutation function to all animations used within the
  /// view whenever value changes") records it without changing it. A transaction animates when it
  /// carries an `Transaction.animation` ("the animation, if any, associated with the current state
  /// change"; `withAnimation` sets it) and does not set `Transaction.disablesAnimations`. The
  /// change reads the record once and resets it, so a change whose transaction was never seen
  /// counts as not animated (the face shows at once).
  final class ValueChangeTransaction {
    /// Whether the recorded transaction animates.
    private var animates = false

    /// Creates a record of no animated change.
    init() {}

    /// Records the transaction of a change.
    /// - Parameter transaction: The change's transaction (left as it is).
    func record(_ transaction: Transaction) {
      animates = transaction.animation != nil && !transaction.disablesAnimations
    }

    /// Reads the record once.
    /// - Returns: Whether the latest change animates; the record is reset to `false`.
    func take() -> Bool {
      defer { animates = false }
      return animates
    }
  }
#endif
