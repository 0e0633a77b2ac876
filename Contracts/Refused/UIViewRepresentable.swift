// API: `UIViewRepresentable`, `UIViewControllerRepresentable`
// Status: refused
// Why: a terminal has no UIKit views to host, so a wrapped UIView has nothing to draw into.
// Error: cannot find type 'UIViewRepresentable' in scope
import SwiftUI

struct UIViewRepresentableContract: UIViewRepresentable {
  func makeUIView(context: Context) -> Never { fatalError() }
  func updateUIView(_ view: Never, context: Context) {}
}
