import SwiftUI

// A habit tracker that keeps its habits in UserDefaults, encoded as JSON, as the tutorial's
// does: each change is written at once, and the defaults reach the disk before the process
// ends, however it ends, so the next start shows the same habits.

@main
struct HabitsApp: App {
  @State private var habits = Habits()

  var body: some Scene {
    WindowGroup {
      HabitList()
        .environment(habits)
    }
  }
}

struct Habit: Identifiable, Codable, Hashable {
  var id = UUID()
  var name: String
  var purpose: String
  var completions = 0
}

/// The habits, read from and written to `UserDefaults` under one key.
@Observable
final class Habits {
  static let key = "Habits"

  var items: [Habit] {
    didSet {
      if let data = try? JSONEncoder().encode(items) {
        UserDefaults.standard.set(data, forKey: Self.key)
      }
    }
  }

  init() {
    if let data = UserDefaults.standard.data(forKey: Self.key),
      let saved = try? JSONDecoder().decode([Habit].self, from: data)
    {
      items = saved
    } else {
      items = []
    }
  }
}

struct HabitList: View {
  @Environment(Habits.self) private var habits
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      Group {
        if habits.items.isEmpty {
          Text("No habits yet: press + to add one.")
        } else {
          List(habits.items) { habit in
            NavigationLink(value: habit.id) {
              HStack {
                Text(habit.name)
                Spacer()
                Text("\(habit.completions)×")
              }
            }
          }
        }
      }
      .navigationTitle("Habits")
      .navigationDestination(for: UUID.self) { id in
        HabitDetail(id: id)
      }
      .toolbar {
        Button {
          isAdding = true
        } label: {
          Image(systemName: "plus")
        }
      }
      .sheet(isPresented: $isAdding) {
        AddHabit()
      }
    }
  }
}

struct HabitDetail: View {
  let id: UUID
  @Environment(Habits.self) private var habits

  var body: some View {
    if let index = habits.items.firstIndex(where: { $0.id == id }) {
      @Bindable var habits = habits
      Form {
        Text(habits.items[index].purpose)
        Stepper(
          "Done \(habits.items[index].completions) times",
          value: $habits.items[index].completions, in: 0...999)
      }
      .navigationTitle(habits.items[index].name)
    }
  }
}

struct AddHabit: View {
  @Environment(Habits.self) private var habits
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var purpose = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        TextField("Why", text: $purpose)
      }
      .navigationTitle("New Habit")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            habits.items.append(Habit(name: name, purpose: purpose))
            dismiss()
          }
          .disabled(name.isEmpty)
        }
      }
    }
  }
}

#Preview {
  HabitList()
    .environment(Habits())
}
