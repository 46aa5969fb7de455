import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyModel

@Suite struct PoseTests {
  /// Trigonometry of a few ulps: 1e-12 is far below anything visible.
  static let tolerance = 1e-12
  static let angles: [Double] = [
    0, 0.3, .pi / 2 - 0.01, .pi / 2 + 0.01, 2.5, .pi, 4, 3 * .pi / 2 + 0.01, -0.7, -2.9,
  ]

  @Test(arguments: angles)
  func startFaceShowsExactlyWhenCosineIsPositive(angle: Double) {
    let pose = MedallionPose(angle: angle, axleOrientation: .horizontal, diameter: 50.4)
    #expect(pose.showsStartFace == (cos(angle) > 0))
    #expect(pose.showsStartFace == MedallionFace.showsStartFace(atAngle: angle))
  }

  @Test(arguments: angles, AxleOrientation.allCases)
  func faceContentIsNeverMirrored(angle: Double, axle: AxleOrientation) {
    let pose = MedallionPose(angle: angle, axleOrientation: axle, diameter: 50.4)
    #expect(abs(pose.faceContentTransform.determinant - abs(cos(angle))) < Self.tolerance)
    // Along the axle nothing changes; across it the content is squashed by |cos θ|.
    let a = pose.faceContentTransform.apply(axle.direction)
    #expect((a - axle.direction).length < Self.tolerance)
    let n = pose.faceContentTransform.apply(axle.normal)
    #expect((n - abs(cos(angle)) * axle.normal).length < Self.tolerance)
  }

  @Test(arguments: angles)
  func projectionAndEdgeBandFollowCosineAndSine(angle: Double) {
    let pose = MedallionPose(angle: angle, axleOrientation: .vertical, diameter: 50)
    #expect(abs(pose.projectedLengthAcrossAxle - 50 * abs(cos(angle))) < 1e-9)
    #expect(pose.projectedLengthAlongAxle == 50)
    #expect(abs(pose.edgeBandThickness - 2 * abs(sin(angle))) < Self.tolerance)
    #expect(abs(pose.edgeOffset.length - pose.edgeBandThickness) < Self.tolerance)
  }

  @Test func smallPositiveAngleShowsTheRimOnTheTopSide() {
    let pose = MedallionPose(angle: 0.2, axleOrientation: .horizontal, diameter: 50)
    #expect(pose.edgeSide == .top)
    #expect(pose.edgeOffset.y < 0)  // up on screen
    #expect(MedallionPose(angle: 0, axleOrientation: .horizontal, diameter: 50).edgeSide == nil)
  }

  @Test func nonFiniteAngleShowsTheStartFaceFaceOn() {
    let pose = MedallionPose(angle: .nan, axleOrientation: .horizontal, diameter: 50)
    #expect(pose.showsStartFace && pose.foreshortening == 1 && pose.edgeBandThickness == 0)
  }
}
