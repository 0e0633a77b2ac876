import Foundation
import SwiftUI

/// An order form as apps write it: fields of numbers through format styles, and the totals
/// in texts formatted as currency, with printf specifiers, as a percentage and as a date.
struct OrderFormApp: View {
  /// Noon UTC: the same day in every time zone the tests run in.
  static let day = Date(timeIntervalSince1970: 1_796_299_200)
  @State private var price = 12.5
  @State private var quantity = 3

  var body: some View {
    NavigationStack {
      Form {
        TextField("Price", value: $price, format: .number)
        TextField("Qty", value: $quantity, format: .number, prompt: Text("how many"))
      }
      Text(price * Double(quantity), format: .currency(code: "EUR"))
      Text("\(price, specifier: "%.2f") x \(quantity, specifier: "%03d")")
      Text(0.25, format: .percent)
      Text(Self.day, style: .date)
      Text(price.formatted())
    }
  }
}
