// API: `ScrollViewReader`, `ScrollViewProxy.scrollTo(_:anchor:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/scroll-view-reader-scrolls-to-ids.keys
import SwiftUI

struct ScrollViewReaderContract: View {
  let messages = (1...50).map { "Message \($0)" }

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(messages, id: \.self) { message in
            Text(message).id(message)
          }
        }
      }
      .onAppear { proxy.scrollTo(messages.last, anchor: .bottom) }
      Button("Top") {
        withAnimationIfAvailable { proxy.scrollTo(messages[0], anchor: .top) }
      }
      Button("Middle") { proxy.scrollTo(messages[25]) }
    }
  }

  private func withAnimationIfAvailable(_ body: () -> Void) { body() }
}
