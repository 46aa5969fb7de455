#if canImport(SwiftUI)
  import SwiftUI

  /// The sample app: one window with the gallery's table of contents.
  @main
  struct ButterflyGalleryApp: App {
    var body: some Scene {
      WindowGroup {
        GalleryContents()
      }
    }
  }
#endif
