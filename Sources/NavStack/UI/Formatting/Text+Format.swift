import FoundationEssentials

extension Text {
  /// A value shown through a format style, as SwiftUI's `Text(_:format:)`:
  /// `Text(price, format: .currency(code: "EUR"))`, `Text(date, format: .dateTime)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}
