#if canImport(SwiftUI) && DEBUG
  import ButterflyModel
  import SwiftUI

  // The `#Preview` macro needs Xcode's PreviewsMacros plugin; the views it shows are type-checked
  // separately in ButterflyButtonPreviewGallery.swift.

  #Preview("Sizes 44 / 60 / 120") { ButterflyButtonPreviewGallery(page: .sizes).padding() }
  #Preview("Axles") { ButterflyButtonPreviewGallery(page: .axles).padding() }
  #Preview("Image vs color medallions") { ButterflyButtonPreviewGallery(page: .content).padding() }
  #Preview("Dark") {
    ButterflyButtonPreviewGallery(page: .content).padding().preferredColorScheme(.dark)
  }
  #Preview("Light") {
    ButterflyButtonPreviewGallery(page: .content).padding().preferredColorScheme(.light)
  }
  #Preview("Dynamic Type") { ButterflyButtonPreviewGallery(page: .dynamicType).padding() }
  #Preview("Right to left") { ButterflyButtonPreviewGallery(page: .rightToLeft).padding() }
  #Preview("Toggle style") { ButterflyToggleStylePreview().padding() }
  #Preview("Live colors") { ButterflyButtonColorEditor() }
#endif
