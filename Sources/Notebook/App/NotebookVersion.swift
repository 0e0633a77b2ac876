/// The app's version, as `--version` prints it.
public enum NotebookVersion {
  /// The version `--version` prints.
  public static let current = "0.1.0"
}
