/// Whether the control draws its title, and how its accessibility element is then named, for a
/// hidden-labels request (SwiftUI's `labelsHidden()` / `labelsVisibility(.hidden)`).
///
/// A control honours hidden labels by drawing only itself and keeping the label for assistive
/// technologies, as Apple asks: `labelsHidden()` "hides the labels of any controls contained within
/// this view … Always provide a label for controls, even when you hide the label", and a custom view
/// that reads `EnvironmentValues.labelsVisibility` should "include an accessibility label via the
/// `accessibilityLabel(content:)` modifier" (SwiftUI documentation of `labelsHidden()` and
/// `labelsVisibility`).
/// ```
/// drawsTitle               = hasTitle ∧ ¬labelsHidden
/// labelsElementExplicitly  = hasTitle ∧ labelsHidden   (the title is the label, but not drawn)
/// labelSource              = hasTitle ? .title : .value (unchanged by hiding)
/// ```
package struct ButterflyTitlePresentation: Hashable, Sendable {
  /// Whether the title is drawn beside the mount.
  package let drawsTitle: Bool
  /// Whether the host must attach the title to the element as its accessibility label, because it
  /// is not drawn (and so not combined into the element from its drawn children).
  package let labelsElementExplicitly: Bool
  /// Which text names the element: the title whenever there is one, drawn or hidden.
  package let labelSource: ButterflyAccessibilityLabelSource

  /// Decides the title's presentation.
  /// - Parameters:
  ///   - hasTitle: Whether there is a title (``ButterflyAccessibility/hasTitle(declared:measuredWidth:)``).
  ///   - labelsHidden: Whether labels are hidden around the control (SwiftUI: `labelsVisibility == .hidden`).
  package init(hasTitle: Bool, labelsHidden: Bool) {
    drawsTitle = hasTitle && !labelsHidden
    labelsElementExplicitly = hasTitle && labelsHidden
    labelSource = hasTitle ? .title : .value
  }
}
