/// The on-screen keyboard an iOS field asks for, as UIKit's `UIKeyboardType`.
///
/// A terminal has one keyboard, the user's own, so `.keyboardType(_:)` is accepted and does
/// nothing: a number field still takes every key and checks what it gets.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The keyboard of the field's language.
  case `default`
  /// Letters, digits and punctuation of ASCII only.
  case asciiCapable
  /// Digits and punctuation first.
  case numbersAndPunctuation
  /// For a web address.
  case URL
  /// Digits 0–9 only.
  case numberPad
  /// Digits, `*` and `#`.
  case phonePad
  /// A name or a phone number.
  case namePhonePad
  /// For an email address.
  case emailAddress
  /// Digits and the decimal separator.
  case decimalPad
  /// `@` and `#` close at hand.
  case twitter
  /// A search field's keyboard.
  case webSearch
  /// Digits of ASCII only.
  case asciiCapableNumberPad
}

/// How an iOS keyboard capitalises what is typed, as SwiftUI's `TextInputAutocapitalization`.
///
/// Accepted and without effect: the terminal types what the user's keyboard sends.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// Nothing capitalised.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What the return key of an iOS keyboard says, as SwiftUI's `SubmitLabel`.
///
/// Accepted and without effect: Enter is Enter here, and `onSubmit` still runs on it.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// "done".
  public static let done = SubmitLabel(name: "done")
  /// "go".
  public static let go = SubmitLabel(name: "go")
  /// "send".
  public static let send = SubmitLabel(name: "send")
  /// "join".
  public static let join = SubmitLabel(name: "join")
  /// "route".
  public static let route = SubmitLabel(name: "route")
  /// "search".
  public static let search = SubmitLabel(name: "search")
  /// "return".
  public static let `return` = SubmitLabel(name: "return")
  /// "next".
  public static let next = SubmitLabel(name: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

/// When scrolling hides an iOS keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
///
/// Accepted and without effect: a terminal's keyboard is never on the screen.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String

  /// As the platform does.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Along with the drag that scrolls.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// Accepted so iOS code compiles; a terminal has one keyboard, so nothing changes.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted so iOS code compiles; the terminal types exactly what the keyboard sends.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }

  /// Accepted so iOS code compiles; a terminal corrects nothing as the user types.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted so iOS code compiles; Enter is named Enter, and `onSubmit` runs on it.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Accepted so iOS code compiles; a terminal's keyboard is never on the screen to hide.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    self
  }
}
