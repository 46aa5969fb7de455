import Testing

@testable import ButterflyModel

@Suite struct InteractionStateTests {
  @Test func pressedScalesAtOnceAndReleasesQuickly() {
    let pressed = ButterflyVisualState(state: .pressed)
    #expect(pressed.scale == 0.97 && pressed.scaleAnimationDuration == 0)
    let released = ButterflyVisualState(state: [])
    #expect(released.scale == 1 && released.scaleAnimationDuration == 0.1)
    let reduced = ButterflyVisualState(state: [], settings: .init(reduceMotion: true))
    #expect(reduced.scaleAnimationDuration == 0)
  }

  @Test func disabledIsMutedNotInteractiveAndNotEnabled() {
    let v = ButterflyVisualState(state: [.disabled, .pressed, .hovered, .focused])
    #expect(v.usesMutedPalette && !v.isInteractive && v.isAccessibilityNotEnabled)
    #expect(v.scale == 1 && v.hoverHighlightOpacity == 0 && !v.showsFocusRing)
  }

  @Test func focusHoverAndSystemSettingsAreHonoured() {
    let v = ButterflyVisualState(
      state: [.focused, .hovered, .tintDimmed],
      settings: .init(increaseContrast: true, reduceTransparency: true, buttonShapes: true))
    #expect(v.showsFocusRing && v.focusRingWidth == 3 && v.hoverHighlightOpacity > 0)
    #expect(v.opacity == 0.4 && v.showsMountOutline && v.usesOpaqueBackground)
    let plain = ButterflyVisualState(state: [])
    #expect(!plain.showsMountOutline && !plain.usesOpaqueBackground && plain.opacity == 1)
  }
}
