#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Text("\(x, specifier: "%.2f")")`: a number written with a printf specifier, as SwiftUI's
/// `LocalizedStringKey` interpolation offers; C's `vsnprintf` writes it, so no Foundation is
/// needed.
extension DefaultStringInterpolation {
  /// Appends a floating-point number written with `specifier` (`%.2f`, `%5.1f`, `%e`).
  public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
    appendLiteral(FormatSpecifier.write(Double(value), with: specifier))
  }

  /// Appends an integer written with `specifier` (`%d`, `%03d`, `%x`, `%lld`).
  public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
    appendLiteral(FormatSpecifier.write(Int(truncatingIfNeeded: value), with: specifier))
  }
}

/// Writes one value with a printf specifier.
enum FormatSpecifier {
  static func write(_ value: some CVarArg, with specifier: String) -> String {
    withVaList([value]) { arguments in
      var buffer = [CChar](repeating: 0, count: 128)
      let needed = Int(vsnprintf(&buffer, buffer.count, specifier, arguments))
      guard needed >= 0 else { return specifier }
      if needed < buffer.count {
        return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      return String(repeating: "#", count: needed)
    }
  }
}
