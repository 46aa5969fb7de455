import ButterflyRender

/// What the page's stage shows, kept so the next frame goes to the page as a change list: the tree the
/// page last inserted. Each drawing is the renderer's whole document (``ControlRenderer``); the page
/// receives the document to insert (`F` then its text, what `bbsim render` writes for the frame) for
/// the first drawing, and afterwards what changed (``SVGPatch``, `P` then its lines): the attribute
/// values and texts that changed, and where elements appear or go (the rim, a face's content, a state
/// overlay) only those elements, replaced, removed or inserted. Applying a patch to the inserted tree
/// gives the tree of the new document exactly, so the page always shows what the renderer wrote.
struct StageDrawing {
  /// The tree the page shows; `nil` before the first drawing or after ``reset()``.
  private var shown: SVGElement?

  /// The page's update for `document`.
  mutating func update(to document: SVGDocument) -> String {
    let root = document.root
    defer { shown = root }
    if let shown { return "P" + SVGPatch(from: shown, to: root).text }
    return "F" + document.render()
  }

  /// The next drawing is inserted whole (the page replaced what it showed).
  mutating func reset() { shown = nil }
}
