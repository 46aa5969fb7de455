/// `ButterflyButton` re-exports `ButterflyPhysics`, so `import ButterflyButton` is enough to name
/// `AxleOrientation`, `MedallionFace`, `SpinGesture` and the rest of the spin model the control's
/// API uses (one definition of each type, no duplicates).
@_exported import ButterflyPhysics
