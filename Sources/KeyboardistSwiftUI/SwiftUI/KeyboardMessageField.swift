#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistAvoidance
  public import SwiftUI

  /// A message field with a send button: the SwiftUI counterpart of `KeyboardMessageBar`, to place
  /// on the keyboard with ``SwiftUI/View/keyboardComposer(lifting:content:)``.
  ///
  /// ```swift
  /// ScrollView { messages }
  ///   .keyboardComposer {
  ///     KeyboardMessageField(text: $draft) { send($0) }
  ///       .background(.bar)
  ///   }
  ///   .observesKeyboard()
  /// ```
  ///
  /// From iOS 16 the field grows with its text, line by line, up to `maximumLines`, then scrolls
  /// (`TextField(_:text:axis:)` with `lineLimit(_:)`). On iOS 15, which has no growing text
  /// field, it stays one line tall and its return key sends. The send button is enabled only while
  /// the text holds more than white space (`MessageBarDraft`), and VoiceOver reads it as dimmed
  /// otherwise; it hands the text, trimmed at both ends, to `onSend` and empties the field. The
  /// placeholder is the field's accessibility label, and both follow Dynamic Type. An accessory,
  /// such as a button that switches to an emoji panel
  /// (``SwiftUI/View/keyboardPanel(input:focus:panel:)``), goes before the field.
  @MainActor
  public struct KeyboardMessageField<Accessory: View>: View {
    @Binding private var text: String
    private let placeholder: LocalizedStringKey
    private let sendTitle: LocalizedStringKey
    private let maximumLines: Int
    private let isFocused: FocusState<Bool>.Binding?
    private let onSend: @MainActor (String) -> Void
    private let accessory: Accessory

    /// Creates a message field with an accessory before it.
    ///
    /// - Parameters:
    ///   - placeholder: The text shown while the field is empty; "Message" by default.
    ///   - text: The text typed.
    ///   - maximumLines: The most lines shown before the field scrolls (iOS 16 and later); 5 by
    ///     default, at least 1.
    ///   - sendTitle: The send button's title; "Send" by default.
    ///   - isFocused: A focus state bound to the field, to raise or dismiss the keyboard from
    ///     code (and to switch to a panel, ``SwiftUI/View/keyboardPanel(input:focus:panel:)``);
    ///     `nil` by default.
    ///   - onSend: Receives each message sent, trimmed, never only white space.
    ///   - accessory: The view before the field, such as an emoji button.
    public init(
      _ placeholder: LocalizedStringKey = "Message", text: Binding<String>, maximumLines: Int = 5,
      sendTitle: LocalizedStringKey = "Send", isFocused: FocusState<Bool>.Binding? = nil,
      onSend: @escaping @MainActor (String) -> Void, @ViewBuilder accessory: () -> Accessory
    ) {
      _text = text
      self.placeholder = placeholder
      self.sendTitle = sendTitle
      self.maximumLines = MessageBarGrowth(maximumLines: maximumLines).maximumLines
      self.isFocused = isFocused
      self.onSend = onSend
      self.accessory = accessory()
    }

    /// The field and the send button in a row.
    public var body: some View {
      HStack(alignment: .bottom, spacing: 8) {
        accessory
        focusable(field)
        Button(action: send) { Text(sendTitle) }
          .buttonStyle(.borderedProminent)
          .disabled(!MessageBarDraft(text: text).isSendable)
      }
      .padding(.horizontal)
      .padding(.vertical, 8)
    }

    @ViewBuilder private var field: some View {
      if #available(iOS 16.0, *) {
        TextField(placeholder, text: $text, axis: .vertical)
          .lineLimit(1...maximumLines)
          .textFieldStyle(.roundedBorder)
      } else {
        // iOS 15: no growing text field; the return key sends.
        TextField(placeholder, text: $text)
          .textFieldStyle(.roundedBorder)
          .submitLabel(.send)
          .onSubmit(send)
      }
    }

    @ViewBuilder private func focusable(_ field: some View) -> some View {
      if let isFocused {
        field.focused(isFocused)
      } else {
        field
      }
    }

    private func send() {
      guard let message = MessageBarDraft(text: text).sendableText else { return }
      text = ""
      onSend(message)
    }
  }

  extension KeyboardMessageField where Accessory == EmptyView {
    /// Creates a message field.
    ///
    /// - Parameters:
    ///   - placeholder: The text shown while the field is empty; "Message" by default.
    ///   - text: The text typed.
    ///   - maximumLines: The most lines shown before the field scrolls (iOS 16 and later); 5 by
    ///     default, at least 1.
    ///   - sendTitle: The send button's title; "Send" by default.
    ///   - isFocused: A focus state bound to the field; `nil` by default.
    ///   - onSend: Receives each message sent, trimmed, never only white space.
    public init(
      _ placeholder: LocalizedStringKey = "Message", text: Binding<String>, maximumLines: Int = 5,
      sendTitle: LocalizedStringKey = "Send", isFocused: FocusState<Bool>.Binding? = nil,
      onSend: @escaping @MainActor (String) -> Void
    ) {
      self.init(
        placeholder, text: text, maximumLines: maximumLines, sendTitle: sendTitle,
        isFocused: isFocused, onSend: onSend, accessory: { EmptyView() })
    }
  }
#endif
