import ButterflyModel
import ButterflyPhysics

extension ControlScene {
  // The default labels are Foundation's (Bundle): left out of the page's Embedded Swift build
  // (scripts/build-wasm), where the page hands in its labels.
  #if !hasFeature(Embedded)

    /// A scene as `bbsim render` describes one: display options, texts (the title measured with
    /// ``TextMetrics``, face labels defaulting to the package's localized strings) and a motion already
    /// run (e.g. the one the control's driver runs for `SpinScenario`, interruptions included). Plan a
    /// spin with the layout's geometry so the drawn medallion is the one that spins.
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - appearance: Light/dark × contrast.
    ///   - layoutDirection: The language direction.
    ///   - dynamicTypeScale: The Dynamic Type factor.
    ///   - title: The title text (empty for none), at ``defaultTitlePointSize``.
    ///   - topLabel: The top face's label, `nil` for the localized default ("true").
    ///   - bottomLabel: The bottom face's label, `nil` for the localized default ("false").
    ///   - language: The language of the default strings.
    ///   - topHasImage: Whether the top face shows an image (drawn as a glyph box).
    ///   - bottomHasImage: Whether the bottom face shows an image.
    ///   - reduceMotion: Reduce Motion (the display setting; a cross-fade is `motion`'s `ControlMotion/swap(_:)`).
    ///   - motion: What moves the medallion; its start face shows at time 0.
    package init(
      configuration: ButterflyConfiguration, appearance: ButterflyAppearance,
      layoutDirection: ButterflyLayoutDirection, dynamicTypeScale: Double, title: String,
      topLabel: String?, bottomLabel: String?, language: String, topHasImage: Bool,
      bottomHasImage: Bool, reduceMotion: Bool, motion: ControlMotion
    ) {
      let pointSize = ControlTitle.pointSize(Self.defaultTitlePointSize, dynamicTypeScale: dynamicTypeScale)
      func face(_ face: MedallionFace, _ label: String?, _ hasImage: Bool) -> ControlFaceContent {
        label.map { ControlFaceContent(label: $0, hasImage: hasImage) }
          ?? .localizedDefault(for: face, language: language, hasImage: hasImage)
      }
      self.init(
        configuration: configuration,
        displaySettings: ButterflyDisplaySettings(
          isDark: appearance.isDark, increaseContrast: appearance.isIncreasedContrast, reduceMotion: reduceMotion),
        layoutDirection: layoutDirection, dynamicTypeScale: dynamicTypeScale,
        title: ControlTitle(
          text: title, size: TextMetrics.size(of: title, pointSize: pointSize), pointSize: pointSize),
        topFace: face(.top, topLabel, topHasImage), bottomFace: face(.bottom, bottomLabel, bottomHasImage),
        motion: motion)
    }

    /// A scene whose spin is planned for `gesture` with the planner the control would use (the
    /// layout's geometry, the configuration's axle and deceleration duration), or with Reduce Motion a
    /// swap from `startFace` (nothing planned).
    /// - Parameters:
    ///   - configuration: The configuration (default: the package's defaults, `ButterflySettings`).
    ///   - appearance: Default `.light`.
    ///   - layoutDirection: Default `.leftToRight`.
    ///   - dynamicTypeScale: Default 1.
    ///   - title: Default `"Butterfly"`.
    ///   - topLabel: Default `nil` (localized "true").
    ///   - bottomLabel: Default `nil` (localized "false").
    ///   - language: Default `"en"`.
    ///   - topHasImage: Default `false`.
    ///   - bottomHasImage: Default `false`.
    ///   - reduceMotion: Default `false`.
    ///   - gesture: The activation (default a centre tap).
    ///   - startFace: The face showing before the spin (default `.top`).
    ///   - tuning: The planner's feel (default `SpinTuning/standard`).
    package init(
      configuration: ButterflyConfiguration = ButterflyConfiguration(),
      appearance: ButterflyAppearance = .light,
      layoutDirection: ButterflyLayoutDirection = .leftToRight,
      dynamicTypeScale: Double = 1,
      title: String = "Butterfly",
      topLabel: String? = nil,
      bottomLabel: String? = nil,
      language: String = ButterflyStrings.developmentLanguage,
      topHasImage: Bool = false,
      bottomHasImage: Bool = false,
      reduceMotion: Bool = false,
      gesture: SpinGesture = .centreTap,
      startFace: MedallionFace = .top,
      tuning: SpinTuning = .standard
    ) {
      let motion: ControlMotion
      if reduceMotion {
        motion = .swap(SwapTimeline(from: startFace))
      } else {
        let geometry = ButterflyLayout(configuration: configuration, dynamicTypeScale: dynamicTypeScale).geometry
        let planner = SpinPlanner(
          medallionRadius: geometry.medallionRadius, axle: configuration.axleOrientation,
          decelerationDuration: configuration.spinDecelerationDuration, tuning: tuning)
        motion = .spin(planner.plan(gesture, from: startFace))
      }
      self.init(
        configuration: configuration, appearance: appearance, layoutDirection: layoutDirection,
        dynamicTypeScale: dynamicTypeScale, title: title, topLabel: topLabel, bottomLabel: bottomLabel,
        language: language, topHasImage: topHasImage, bottomHasImage: bottomHasImage,
        reduceMotion: reduceMotion, motion: motion)
    }
  #endif
}
