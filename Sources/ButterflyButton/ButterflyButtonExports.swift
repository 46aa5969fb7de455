// What an app names when it uses the control: the types in the control's public API, re-exported by
// name so `import ButterflyButton` is enough. The rest of the model and the physics stay importable as
// their own products (`ButterflyModel`, `ButterflyPhysics`).
@_exported import enum ButterflyModel.LabelPlacement
@_exported import enum ButterflyPhysics.AxleOrientation
@_exported import struct ButterflyPhysics.SpinTuning
