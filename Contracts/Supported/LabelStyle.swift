// API: `LabelStyle` with `makeBody(configuration:)`, `configuration.title`, `configuration.icon`, `Label(_:)` of a configuration, `labelStyle(_:)`
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

struct ParenthesizedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("(")
      Label(configuration)
      Text(")")
    }
  }
}

struct LabelStyleContract: View {
  var body: some View {
    VStack {
      Label("Documents", systemImage: "folder").labelStyle(TitleFirstLabelStyle())
      Label("Tags", systemImage: "tag").labelStyle(ParenthesizedLabelStyle())
    }
  }
}
