// API: `Text(_:style:)` with `.date`, `.time`, `.relative`, `.offset`, `.timer`, `Text(timerInterval:pauseTime:countsDown:showsHours:)`
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/date-texts-count-while-shown.keys
import SwiftUI

struct TextDateStyleContract: View {
  let due = Date.now.addingTimeInterval(3_600)

  var body: some View {
    VStack {
      Text(due, style: .date)
      Text(due, style: .time)
      Text(due, style: .relative)
      Text(due, style: .offset)
      Text(due, style: .timer)
      Text(timerInterval: Date.now...due)
      Text(timerInterval: Date.now...due, pauseTime: nil, countsDown: false, showsHours: false)
    }
  }
}
