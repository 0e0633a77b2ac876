import SwiftUI

// Previews as apps write them: each form of `#Preview`, and a `PreviewProvider`. The tests
// beside this file find them through the registry, by the lines they are written on here.

/// A view for the previews to show.
struct Greeting: View {
  let name: String

  var body: some View {
    Text("Hello, \(name)!")
  }
}

#Preview {
  Greeting(name: "unnamed")
}

#Preview("Named") {
  Greeting(name: "named")
}

#Preview("Statements") {
  let names = ["first", "second"]
  let joined = names.joined(separator: " and ")
  Greeting(name: joined)
}

#Preview("Return") {
  let name = "returned"
  return Greeting(name: name)
}

#Preview("Traits", traits: .fixedLayout(width: 120, height: 60), .landscapeLeft) {
  Greeting(name: "framed in twelve")
}

#Preview("Counter") {
  @Previewable @State var count = 2
  VStack {
    Text("Count: \(count)")
    Button("Add") { count += 1 }
  }
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  Greeting(name: "fits")
}

#Preview(body: { Greeting(name: "labelled") })

/// The form of preview that came before `#Preview`.
struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    VStack {
      Greeting(name: "provider")
      Greeting(name: "again")
    }
  }
}

/// A global named as one of a registry's members: the preview below reads this one.
let line = "the global line"

#Preview("Global") {
  Greeting(name: line)
}
