import Testing

@testable import ButterflyModel

/// `.labelsHidden()` on a ButterflyButton or a `Toggle` in the butterfly style: the title is not
/// drawn, yet it still names the accessibility element (main drew it regardless).
@Suite struct TitlePresentationTests {
  @Test(arguments: [false, true])
  func hiddenLabelsHideTheTitleButKeepItAsTheAccessibilityLabel(hasTitle: Bool) {
    let hidden = ButterflyTitlePresentation(hasTitle: hasTitle, labelsHidden: true)
    #expect(!hidden.drawsTitle)
    #expect(hidden.labelsElementExplicitly == hasTitle)
    #expect(hidden.labelSource == (hasTitle ? .title : .value))
    let accessibility = ButterflyAccessibility(hasTitle: hasTitle, isOn: true, platform: .iOS)
    #expect(hidden.labelSource == accessibility.labelSource, "the element is named as when the title shows")
  }

  @Test(arguments: [false, true])
  func visibleLabelsDrawATitleWhenThereIsOne(hasTitle: Bool) {
    let shown = ButterflyTitlePresentation(hasTitle: hasTitle, labelsHidden: false)
    #expect(shown.drawsTitle == hasTitle)
    #expect(!shown.labelsElementExplicitly, "a drawn title names the element through its own text")
  }
}
