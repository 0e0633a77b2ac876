/// The app's version, as `--version` prints it.
public enum NotebookVersion {
  public static let current = "0.1.0"
}
