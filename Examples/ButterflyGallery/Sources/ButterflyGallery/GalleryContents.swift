#if canImport(SwiftUI)
  import SwiftUI

  /// The gallery's table of contents: one screen per way an app uses the control.
  struct GalleryContents: View {
    var body: some View {
      NavigationStack {
        List {
          Section("Getting started") {
            NavigationLink("A first ButterflyButton") { FirstButtonExample() }
            NavigationLink("Toggle style") { ToggleStyleExample() }
          }
          Section("In containers") {
            NavigationLink("In a Form") { FormExample() }
            NavigationLink("In a List") { ListExample() }
            NavigationLink("In a ScrollView") { ScrollViewExample() }
          }
          Section("Customising") {
            NavigationLink("Every property") { CustomisingExample() }
            NavigationLink("Axles") { AxlesExample() }
            NavigationLink("Images") { ImagesExample() }
            NavigationLink("Theme editor") { ThemeEditorExample() }
            NavigationLink("Options for a whole form") { EnvironmentOptionsExample() }
            #if os(tvOS)
              NavigationLink("Swipes that flick") { RemoteFlickExample() }
            #else
              NavigationLink("Control sizes") { ControlSizeExample() }
            #endif
          }
          #if canImport(UIKit)
            Section("UIKit") {
              NavigationLink("ButterflyButtonControl") { UIKitControlExample() }
            }
          #endif
          #if canImport(AppKit) && !targetEnvironment(macCatalyst)
            Section("AppKit") {
              NavigationLink("ButterflyButtonNSControl") { AppKitControlExample() }
            }
          #endif
        }
        .navigationTitle("ButterflyButton")
      }
    }
  }
#endif
