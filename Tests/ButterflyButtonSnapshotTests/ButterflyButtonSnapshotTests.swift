// Image snapshots of ButterflyButton at rest, compiled only where SwiftUI and swift-snapshot-testing
// exist (the package gives this target the SnapshotTesting product on Apple platforms only); on Linux
// this file is empty. iOS and tvOS render through SnapshotTesting's SwiftUI strategy, macOS through
// an NSHostingView; visionOS has no image strategy there, so nothing runs.
//
// The first run on a simulator or Mac records the reference images into __Snapshots__/ (and reports
// each as a recorded-snapshot issue); commit them, then later runs compare against them. References
// depend on the OS version and device scale: record them on the simulator CI uses.
#if canImport(SwiftUI) && canImport(SnapshotTesting) && (os(iOS) || os(tvOS) || os(macOS))
  import ButterflyButton
  import SnapshotTesting
  import SwiftUI
  import Testing

  @MainActor
  @Suite(.snapshots(record: .missing))
  struct ButterflyButtonSnapshotTests {
    /// One row of the preview matrix, drawn at rest.
    struct Variant: CustomTestStringConvertible, Sendable {
      /// The snapshot's name.
      let name: String
      /// The value shown.
      var isOn = false
      /// The mount side (pt).
      var sideLength: CGFloat = 60
      /// The axle.
      var axle: AxleOrientation = .horizontal
      /// Dark appearance.
      var dark = false
      /// Right-to-left layout.
      var rightToLeft = false

      var testDescription: String { name }
    }

    static let variants: [Variant] = [
      Variant(name: "off"),
      Variant(name: "on", isOn: true),
      Variant(name: "dark", dark: true),
      Variant(name: "side44", sideLength: 44),
      Variant(name: "side120", sideLength: 120),
      Variant(name: "axleVertical", axle: .vertical),
      Variant(name: "axleDiagonalLTR", axle: .diagonalLTR),
      Variant(name: "axleDiagonalRTL", axle: .diagonalRTL),
      Variant(name: "rightToLeft", rightToLeft: true),
    ]

    /// The canvas every variant is drawn on (pt): room for a 120 pt mount and its title.
    static let canvas = CGSize(width: 320, height: 180)

    /// The control for a variant, on an opaque background so the image does not depend on the host.
    static func view(_ variant: Variant) -> some View {
      ButterflyButton(
        isOn: .constant(variant.isOn), sideLength: variant.sideLength,
        axleOrientation: variant.axle, hapticsEnabled: false
      ) {
        Text(verbatim: "Butterfly")
      }
      .frame(width: canvas.width, height: canvas.height)
      .background(variant.dark ? Color.black : Color.white)
      .environment(\.colorScheme, variant.dark ? .dark : .light)
      .environment(\.layoutDirection, variant.rightToLeft ? .rightToLeft : .leftToRight)
    }

    @Test(arguments: variants)
    func restingControlMatchesItsReferenceImage(_ variant: Variant) {
      #if os(iOS) || os(tvOS)
        assertSnapshot(
          of: Self.view(variant),
          as: .image(layout: .fixed(width: Self.canvas.width, height: Self.canvas.height)),
          named: variant.name)
      #else
        let host = NSHostingView(rootView: Self.view(variant))
        host.frame = CGRect(origin: .zero, size: Self.canvas)
        host.appearance = NSAppearance(named: variant.dark ? .darkAqua : .aqua)
        assertSnapshot(of: host, as: .image, named: variant.name)
      #endif
    }
  }
#endif
