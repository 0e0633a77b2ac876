import FoundationEssentials

/// A moment as the log and the recovery alert write it: `2026-12-01T14:10:12Z`, in UTC.
///
/// Formatted with FoundationEssentials' ISO 8601 style rather than Foundation's
/// `ISO8601DateFormatter`, which would link all of Foundation and ICU into the binary. The
/// formatter rounds to the millisecond before it drops the fraction, so the moment is rounded
/// the same way first: the text is the formatter's, to the second.
enum LogTimestamp {
  /// The text of `date`.
  static func text(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded() / 1000
    return Date(timeIntervalSince1970: milliseconds).formatted(Date.ISO8601FormatStyle())
  }
}
