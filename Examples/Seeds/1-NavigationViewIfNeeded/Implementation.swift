// swift-format-ignore-file
// Post 1, listing 5 ("Implementation"): ZeroFrameDetectionView and NavigationViewIfNeeded.
// Pasted as written; only `import NavStack` is added.
import NavStack

// This minimal view does a check if the view is visible rendered
struct ZeroFrameDetectionView: View {
    @Environment(\.isPresented) private var isPresented
    let didDetect: (Bool) -> Void

    @State private var hasReported = false

    var body: some View {
        Rectangle()
            .frame(width: 0, height: 0)
            .onChange(of: isPresented) { newValue in
                if newValue {
                    self.report(true)
                }
            }
            .onAppear {
                // Dispatch once after SwiftUI lay out
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                    self.report(false)
                }
            }
    }

    private func report(_ value: Bool) {
        guard !self.hasReported else { return }
        self.hasReported = true
        self.didDetect(value)
    }
}

struct NavigationViewIfNeeded<Content: View>: View {
    enum Status {
        case unknown
        case inNav
        case notInNav
    }

    @State private var status: Status = .unknown

    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        switch status {
        case .unknown:
            // This is where we wait for a (hopefully quick) response
            // if the view is in a navigation view or not
            Rectangle()
                .frame(width: 0, height: 0)
                .toolbar {
                    // Zero-sized detection view:
                    ZeroFrameDetectionView { isInNav in
                        // The first time we know the answer, store it
                        if status == .unknown {
                            status = isInNav ? .inNav : .notInNav
                        }
                    }
                }
        // If the view is in a navigation view, show the content directly
        case .inNav:
            content
                .onAppear {
                    print("✅ IN Navigation")
                }
        // If the view is not in a navigation view, wrap it in a navigation
        case .notInNav:
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                // Using NavigationStack is best generic solution if only need
                // to show a toolbar
                // NavigatonStack toolbars combine nicely in parent NavigationView
                NavigationStack {
                    content
                        .onAppear {
                            print("❌ NOT IN Navigation")
                        }
                }
            } else {
                NavigationView {
                    content
                }
            }
        }
    }
}
