// API: `DisclosureGroup(_:content:)`, `DisclosureGroup(_:isExpanded:content:)`, `DisclosureGroup(content:label:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/disclosure-groups-toggle.keys
import SwiftUI

struct DisclosureGroupContract: View {
  @State private var expanded = true
  @State private var logging = false

  var body: some View {
    Form {
      DisclosureGroup("Advanced") {
        Toggle("Logging", isOn: $logging)
      }
      DisclosureGroup("Details", isExpanded: $expanded) {
        Text("Version 1.0")
      }
      DisclosureGroup(isExpanded: $expanded) {
        Text("Inside")
      } label: {
        Label("Folder", systemImage: "folder")
      }
    }
  }
}
