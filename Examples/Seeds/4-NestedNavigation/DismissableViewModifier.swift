// swift-format-ignore-file
// Post 4, listing 4: DismissableViewModifier, the one listing that differs from the post.
//
// The post's version is built on Combine (`import Combine`, `P: Publisher`, `.onReceive`), and
// Combine does not exist on Linux. In NavStack `dataModel.$itemToEdit` is the property's current
// value (`Published.projectedValue`), so the adaptation takes that value and watches it with
// `onChange` instead of `onReceive`; the numbered steps and the dismissal are the post's.
// Changed lines are marked `// adapted`. NavStack needs none of this: setting `itemToEdit` to
// nil pops the pushed detail at any depth (R27), so ItemListCoordinatorView's first version
// already works; see the "Writing views" article in Sources/NavStack/NavStack.docc.
import SwiftUI // adapted: `import Combine` left out

// 1
struct DismissableViewModifier<Item: Equatable>: ViewModifier { // adapted: no publisher type
    // 2
    @Environment(\.presentationMode) private var presentationMode

    // 3
    let publisher: Item? // adapted: the value `$itemToEdit` gives here

    func body(content: Content) -> some View {
        content
        // 4
            .onChange(of: publisher) { output in // adapted: was .onReceive(publisher)
                if output == nil {
                    // 5
                    presentationMode.wrappedValue.dismiss()
                }
            }
    }
}

extension View {
    // 6
    func dismissable<Item: Equatable>(publisher: Item?) -> some View { // adapted: a value
        self.modifier(DismissableViewModifier(publisher: publisher))
    }
}
