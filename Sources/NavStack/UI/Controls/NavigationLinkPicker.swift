/// The screen a `.navigationLink` picker pushes: a list of its choices, the selection
/// checked; choosing one selects it and goes back, as on iOS.
struct PickerChoicesScreen: View {
  let title: String
  let choices: [PickerChoice]
  let current: AnyHashable
  let choose: @MainActor (AnyHashable) -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List(choices, id: \.self) { choice in
      Button {
        choose(choice.tag)
        dismiss()
      } label: {
        HStack {
          Text(choice.title)
          Spacer()
          if choice.tag == current {
            Image(systemName: "checkmark")
          }
        }
      }
    }
    .navigationTitle(title)
  }
}
