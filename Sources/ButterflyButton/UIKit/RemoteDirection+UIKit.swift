#if os(tvOS)
  import ButterflyModel
  import UIKit

  extension UIPress.PressType {
    /// Whether this is an edge click of the touch surface (an arrow).
    var isArrow: Bool { self == .upArrow || self == .downArrow || self == .leftArrow || self == .rightArrow }
  }

  extension RemoteDirection {
    /// The direction of a focus move, if it is one of the four.
    /// - Parameter heading: UIKit's focus heading.
    init?(_ heading: UIFocusHeading) {
      if heading.contains(.up) {
        self = .up
      } else if heading.contains(.down) {
        self = .down
      } else if heading.contains(.left) {
        self = .left
      } else if heading.contains(.right) {
        self = .right
      } else {
        return nil
      }
    }

    /// The direction of a recognised swipe.
    /// - Parameter direction: The swipe recognizer's direction.
    init?(_ direction: UISwipeGestureRecognizer.Direction) {
      switch direction {
      case .up: self = .up
      case .down: self = .down
      case .left: self = .left
      case .right: self = .right
      default: return nil
      }
    }
  }
#endif
