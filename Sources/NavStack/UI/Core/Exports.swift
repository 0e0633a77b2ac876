/// `import SwiftUI` brings Foundation with it (`UUID`, `Date`, `DispatchQueue.main.asyncAfter`),
/// so SwiftUI code that names no other import compiles; `import NavStack` does the same.
@_exported import Foundation
/// `import SwiftUI` brings Observation too, so `@Observable` needs no import of its own.
@_exported import Observation
