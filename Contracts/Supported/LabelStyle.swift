// API: `LabelStyle` with `makeBody(configuration:)`, `configuration.title`, `configuration.icon`, `labelStyle(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/label-styles-show-title-or-icon.keys
import SwiftUI

struct TitleFirstLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon.foregroundStyle(.secondary)
    }
  }
}

struct LabelStyleContract: View {
  var body: some View {
    Label("Documents", systemImage: "folder")
      .labelStyle(TitleFirstLabelStyle())
  }
}
