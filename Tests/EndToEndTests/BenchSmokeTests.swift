import Foundation
import Testing

/// The benchmark driver, run end to end on tiny libraries so that `make bench` cannot rot.
///
/// It uses the binaries this build made. Nothing here is timed: the figures of a smoke run
/// mean nothing, and only a failed run (or a broken driver) fails the test.
@Suite("Benchmark driver smoke run")
struct BenchSmokeTests {
  @Test("bench.py --smoke replays every scenario, app and C, without a failed run")
  func smoke() async throws {
    let workspace = try Workspace()
    let app = try Navstack.binary()
    let bench = URL(fileURLWithPath: app).deletingLastPathComponent()
      .appendingPathComponent("navstack-bench").path
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let driver = root.appendingPathComponent("Benchmarks/bench.py").path
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = workspace.path("out")
    // At the lowest priority, with every program it starts, so that its bursts of processes
    // never hold up the end-to-end tests that wait for a screen at the same time.
    let status = try await Subprocess.run(
      "/usr/bin/env",
      [
        "nice", "-n", "19", "python3", driver, "--smoke", "--app", app, "--bench", bench,
        "--out", workspace.path("out"),
      ],
      environment: environment, output: workspace.path("table.txt"),
      errors: workspace.path("progress.txt"), deadline: .seconds(300))
    let progress = workspace.read("progress.txt") ?? ""
    #expect(status == 0, "\(progress.suffix(2_000))")
    let table = workspace.read("out/bench.md") ?? ""
    // Every scenario ran and made its rows: a scenario left out of the smoke run would rot.
    for row in [
      "µs per key", "Notes, a key typed", "one-line note", "forward walk", "page walk",
      "Enter/Esc", "paced walk", "key → frame latency", "peak RSS after walking",
    ] {
      #expect(table.contains(row), "no row names \(row):\n\(table)")
    }
  }
}
