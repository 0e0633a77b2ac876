/// `navstack-runtime-bench`: times the declarative view runtime headless, for `make bench`.
///
///     navstack-runtime-bench [list COUNT KEYS | moves COUNT KEYS | form KEYS]
///
/// `list` hosts a `NavigationStack` over a `List` of COUNT rows (an `HStack` of two texts and a
/// spacer each) in a `ViewHost`, draws it at 80×24, then replays KEYS keys of the cycle
/// Down Down Down Up PgDn Down Up PgUp, each handled and drawn. `form` types into a
/// `TextField` in a `Form` with a few other rows (eight characters, then eight Backspaces, so
/// the text stays short). `moves` replays Down Down Up Up, which never scrolls. Each prints one JSON line: the keys, the seconds, µs per key, keys per
/// second and bodies evaluated per key. With no arguments it runs both at 1,000 and 1,000,000
/// items and prints the lines.
import Glibc
import NavStack

struct Row: View {
  let number: Int
  var body: some View {
    HStack {
      Text("Item \(number)")
      Spacer()
      Text("\(number % 7)")
    }
  }
}

struct Numbers: View {
  let numbers: [Int]
  var body: some View {
    NavigationStack {
      List(numbers, id: \.self) { Row(number: $0) }
        .navigationTitle("Numbers")
        .toolbar { Button("+ New") {} }
    }
  }
}

struct Editor: View {
  @State private var name = ""
  @State private var notes = "Some notes"
  @State private var isDone = false
  var body: some View {
    NavigationStack {
      Form {
        Section("Item") {
          TextField("Name", text: $name)
          TextField("Notes", text: $notes)
          Toggle("Done", isOn: $isDone)
        }
        Section("About") {
          Text("Created today")
          Text("Characters: \(name.count)")
        }
      }
      .navigationTitle("New Item")
    }
  }
}

/// What one scenario measured.
struct Measurement {
  let scenario: String
  let items: Int
  let keys: Int
  let seconds: Double
  let bodies: Int

  var json: String {
    let perKey = seconds / Double(keys) * 1e6
    let perSecond = Double(keys) / seconds
    let bodiesPerKey = Double(bodies) / Double(keys)
    return "{\"scenario\":\"\(scenario)\",\"items\":\(items),\"keys\":\(keys),"
      + "\"seconds\":\(seconds),\"us_per_key\":\(perKey),\"keys_per_s\":\(perSecond),"
      + "\"bodies_per_key\":\(bodiesPerKey)}"
  }
}

/// Replays `keys` keys of `cycle` into `host`, drawing after each, on the monotonic clock.
@MainActor
func replay(_ host: ViewHost, cycle: [Key], keys: Int) -> (seconds: Double, bodies: Int) {
  let size = Size(width: 80, height: 24)
  _ = host.render(size: size)
  let bodiesBefore = host.bodyEvaluations
  let clock = ContinuousClock()
  let start = clock.now
  for index in 0..<keys {
    host.handle(.key(cycle[index % cycle.count]))
    _ = host.render(size: size)
  }
  let parts = (clock.now - start).components
  let seconds = Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  return (seconds, host.bodyEvaluations - bodiesBefore)
}

@MainActor
func runList(items: Int, keys: Int) -> Measurement {
  let host = ViewHost(Numbers(numbers: Array(0..<items)))
  let cycle: [Key] = [.down, .down, .down, .up, .pageDown, .down, .up, .pageUp]
  let (seconds, bodies) = replay(host, cycle: cycle, keys: keys)
  return Measurement(scenario: "list", items: items, keys: keys, seconds: seconds, bodies: bodies)
}

/// Down and Up inside the first screenful: the selection moves, nothing scrolls.
@MainActor
func runMoves(items: Int, keys: Int) -> Measurement {
  let host = ViewHost(Numbers(numbers: Array(0..<items)))
  let cycle: [Key] = [.down, .down, .up, .up]
  let (seconds, bodies) = replay(host, cycle: cycle, keys: keys)
  return Measurement(scenario: "moves", items: items, keys: keys, seconds: seconds, bodies: bodies)
}

@MainActor
func runForm(keys: Int) -> Measurement {
  let host = ViewHost(Editor())
  let cycle = "typing a".map { Key.character($0) } + Array(repeating: Key.backspace, count: 8)
  let (seconds, bodies) = replay(host, cycle: cycle, keys: keys)
  return Measurement(scenario: "form", items: 0, keys: keys, seconds: seconds, bodies: bodies)
}

/// Reports an error on standard error and exits.
func fail(_ message: String) -> Never {
  let line = Array("navstack-runtime-bench: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

@MainActor
func main() {
  let arguments = Array(CommandLine.arguments.dropFirst())
  switch arguments.first {
  case nil:
    print(runList(items: 1_000, keys: 20_000).json)
    print(runList(items: 1_000_000, keys: 20_000).json)
    print(runForm(keys: 20_000).json)
  case "list":
    guard arguments.count == 3, let items = Int(arguments[1]), let keys = Int(arguments[2]),
      items > 0, keys > 0
    else { fail("usage: navstack-runtime-bench list COUNT KEYS") }
    print(runList(items: items, keys: keys).json)
  case "moves":
    guard arguments.count == 3, let items = Int(arguments[1]), let keys = Int(arguments[2]),
      items > 0, keys > 0
    else { fail("usage: navstack-runtime-bench moves COUNT KEYS") }
    print(runMoves(items: items, keys: keys).json)
  case "form":
    guard arguments.count == 2, let keys = Int(arguments[1]), keys > 0 else {
      fail("usage: navstack-runtime-bench form KEYS")
    }
    print(runForm(keys: keys).json)
  default:
    fail("usage: navstack-runtime-bench [list COUNT KEYS | moves COUNT KEYS | form KEYS]")
  }
}

MainActor.assumeIsolated { main() }
