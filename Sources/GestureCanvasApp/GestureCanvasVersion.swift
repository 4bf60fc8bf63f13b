/// The program's version, defined here alone: `gesture-canvas --version` prints it, and a package
/// built from this tree carries it. CHANGELOG.md has a section for each.
///
/// ```swift
/// print("gesture-canvas \(GestureCanvasVersion.current)")  // gesture-canvas 0.9.0
/// ```
public enum GestureCanvasVersion {
    /// Semantic versioning: `0.x` while the scene file and trace formats may still change.
    public static let current = "0.9.0"
}
