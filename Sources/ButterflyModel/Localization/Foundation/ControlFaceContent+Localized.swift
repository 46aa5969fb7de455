import ButterflyPhysics

// The localized default labels read the package's strings tables through Foundation's `Bundle`, so
// they live beside ButterflyStrings, apart from the portable scene (the playground's WebAssembly build
// leaves this folder out and takes the labels from the page).
extension ControlFaceContent {
  /// A face with the package's localized default label ("true" on top, "false" at the bottom).
  /// - Parameters:
  ///   - face: The face.
  ///   - language: The language of the default strings.
  ///   - hasImage: Whether an image is shown.
  /// - Returns: The content.
  public static func localizedDefault(
    for face: MedallionFace, language: String = ButterflyStrings.developmentLanguage, hasImage: Bool = false
  ) -> ControlFaceContent {
    ControlFaceContent(
      label: ButterflyStrings.string(face == .top ? .topLabel : .bottomLabel, language: language),
      hasImage: hasImage)
  }
}
