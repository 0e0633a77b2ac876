import Foundation
import Testing

@testable import NavStackTerminal

/// The environment read from `environ` is the one `ProcessInfo` gives, which it replaced so
/// that start-up does not set `ProcessInfo` up.
@Suite("Process environment without ProcessInfo")
struct ProcessEnvironmentTests {
  @Test("every variable, as ProcessInfo.processInfo.environment has it")
  func sameAsProcessInfo() {
    #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
  }
}
