extension View {
  /// Presents `content` while `isPresented` is true, as SwiftUI's `popover`: here as a sheet,
  /// as an iPhone shows a popover in a compact size class; Esc closes it.
  ///
  /// A terminal has no room to point a bubble at its anchor and keep the window readable
  /// under it, so `attachmentAnchor` and `arrowEdge` are accepted and draw nothing.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents `content` for `item` while it is non-nil, as a sheet (see
  /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: nil, content: content)
  }

  /// Accepted: how a popover adapts to a compact window, as SwiftUI's
  /// `presentationCompactAdaptation(_:)`; here a popover is always a sheet.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`; accepted, since a popover
/// here is a sheet.
public struct PopoverAttachmentAnchor: Sendable {
  /// A part of the view a popover can point at.
  public struct Source: Sendable {
    /// The whole view.
    public static let bounds = Source()
  }

  /// Points at a rectangle of the view.
  public static func rect(_ source: Source) -> PopoverAttachmentAnchor { PopoverAttachmentAnchor() }

  /// Points at a point of the view.
  public static func point(_ point: UnitPoint) -> PopoverAttachmentAnchor {
    PopoverAttachmentAnchor()
  }
}

/// How a presentation adapts to a compact window, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
  /// The presentation's own adaptation.
  public static let automatic = PresentationAdaptation()
  /// No adaptation.
  public static let none = PresentationAdaptation()
  /// A popover.
  public static let popover = PresentationAdaptation()
  /// A sheet.
  public static let sheet = PresentationAdaptation()
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation()
}
