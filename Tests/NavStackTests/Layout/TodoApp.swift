import NavStack

/// A to-do app's first screen, in points as an iPhone app has it: a wide padded link, the only
/// way to add the first task, under a title with spacing and fixed frames.
struct TodoApp: View {
  @State private var tasks: [String] = []

  var body: some View {
    NavigationStack {
      VStack(spacing: 20) {
        Text("Nothing to do yet").font(.title)
        Text("Tasks you add show here.")
          .foregroundStyle(.secondary)
          .frame(width: 300, height: 55)
        ForEach(tasks, id: \.self) { task in
          Text(task)
        }
        NavigationLink("Add New Task") {
          NewTaskView(tasks: $tasks)
        }
        .padding(.horizontal, 50)
        .padding(.vertical, 10)
      }
      .padding()
      .navigationTitle("To-Do")
    }
  }
}

/// Adds a task and goes back.
struct NewTaskView: View {
  @Binding var tasks: [String]
  @State private var title = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      TextField("Task", text: $title)
      Button("Save") {
        tasks.append(title)
        dismiss()
      }
    }
    .padding()
    .navigationTitle("New Task")
  }
}
