import Testing

@testable import NavStack
@testable import NavStackScript

private func numbered(_ count: Int, changing changes: [Int: String] = [:]) -> String {
  (1...count).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
}

@Suite("Script unified diff")
struct ScriptDiffTests {
  @Test("equal texts have no diff")
  func equal() {
    #expect(UnifiedDiff.diff(from: "a\n", to: "a\n", oldName: "o", newName: "n") == nil)
  }

  @Test("a change is shown with three lines of context on each side")
  func context() {
    let diff = UnifiedDiff.diff(
      from: numbered(10), to: numbered(10, changing: [5: "five"]), oldName: "old",
      newName: "new")
    #expect(
      diff == """
        --- old
        +++ new
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +five
         line 6
         line 7
         line 8

        """)
  }

  @Test("distant changes make separate hunks; near ones merge")
  func hunks() {
    let far = UnifiedDiff.diff(
      from: numbered(20), to: numbered(20, changing: [2: "two", 16: "sixteen"]), oldName: "o",
      newName: "n")
    let headers = far?.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(headers == ["@@ -1,5 +1,5 @@", "@@ -13,7 +13,7 @@"])

    let near = UnifiedDiff.diff(
      from: numbered(20), to: numbered(20, changing: [5: "five", 11: "eleven"]), oldName: "o",
      newName: "n")
    let merged = near?.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(merged == ["@@ -2,13 +2,13 @@"])
  }

  @Test("insertions, deletions and empty sides")
  func insertionsAndDeletions() {
    #expect(
      UnifiedDiff.diff(from: "a\n", to: "x\na\n", oldName: "o", newName: "n")
        == "--- o\n+++ n\n@@ -1 +1,2 @@\n+x\n a\n")
    #expect(
      UnifiedDiff.diff(from: "a\nb\nc\n", to: "a\nc\n", oldName: "o", newName: "n")
        == "--- o\n+++ n\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
    #expect(
      UnifiedDiff.diff(from: "", to: "a\n", oldName: "o", newName: "n")
        == "--- o\n+++ n\n@@ -0,0 +1 @@\n+a\n")
  }

  @Test("a missing final newline is marked")
  func noNewline() {
    #expect(
      UnifiedDiff.diff(from: "a", to: "a\n", oldName: "o", newName: "n")
        == "--- o\n+++ n\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
  }
}

@Suite("Script suggestions")
struct ScriptSuggestionTests {
  @Test("distance counts edits and swapped neighbours")
  func distance() {
    #expect(Suggestion.distance("Down", "Down") == 0)
    #expect(Suggestion.distance("Dwon", "Down") == 1)
    #expect(Suggestion.distance("Dow", "Down") == 1)
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    #expect(Suggestion.distance("", "abc") == 3)
  }

  @Test("the closest near candidate is suggested, ignoring case; far ones are not")
  func closest() {
    let names = ["Up", "Down", "Enter", "End"]
    #expect(Suggestion.closest(to: "down", among: names) == "Down")
    #expect(Suggestion.closest(to: "Entr", among: names) == "Enter")
    #expect(Suggestion.closest(to: "xy", among: names) == nil)
    #expect(Suggestion.closest(to: "Elephant", among: names) == nil)
  }
}
