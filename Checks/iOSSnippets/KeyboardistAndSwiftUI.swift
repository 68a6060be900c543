// The SwiftUI snippets of the "Keyboardist and SwiftUI" article, compiled for iOS
// against the library (SwiftUI exists only in the iOS SDK). Keep them identical to the docs
// (Checks/doc-snippets compares them line by line); the small views at the end only make them
// compile.

import Keyboardist
import SwiftUI

// Article: keep the focused field of a form visible.
struct SignUpForm: View {
  enum Field: Hashable { case name, email, password }
  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @FocusState private var focus: Field?

  var body: some View {
    ScrollView {
      VStack(spacing: 12) {
        TextField("Name", text: $name).keyboardFormField($focus, equals: .name)
        TextField("Email", text: $email).keyboardFormField($focus, equals: .email)
        SecureField("Password", text: $password).keyboardFormField($focus, equals: .password)
      }
      .padding()
    }
    .keepsFocusedFieldVisible($focus)
    .keyboardFormBar($focus, order: [.name, .email, .password])
  }
}

// Article: what SwiftUI does by itself.
@available(iOS 16, *)
struct NoteEditor: View {
  enum Field { case title, notes }
  @State private var title = ""
  @State private var notes = ""
  @FocusState private var focus: Field?

  var body: some View {
    ScrollView {
      TextField("Title", text: $title).focused($focus, equals: .title)
      TextEditor(text: $notes).frame(minHeight: 200).focused($focus, equals: .notes)
    }
    .scrollDismissesKeyboard(.interactively)
    .toolbar {
      ToolbarItemGroup(placement: .keyboard) {
        Spacer()
        Button("Done") { focus = nil }
      }
    }
  }
}

// Article: read the keyboard in a view.
struct ComposeScreen: View {
  @State private var draft = ""

  var body: some View {
    VStack {
      MessageList()
      ComposeBar(text: $draft)
    }
    .observesKeyboard()
  }
}

struct FormattingBar: View {
  @Keyboard private var keyboard

  var body: some View {
    // Over a docked keyboard only: not beside a floating iPad keyboard.
    if keyboard.snapshot.dockState == .docked { FormattingButtons() }
  }
}

// Article: transitions, with the keyboard's animation.
struct HeaderScreen: View {
  @State private var isComposing = false

  var body: some View {
    VStack {
      if !isComposing { Header() }
      MessageList()
    }
    .onKeyboardTransition { transition in
      isComposing = transition.kind == .appear
    }
  }
}

@MainActor func follow(_ transition: KeyboardTransition, isComposing: inout Bool) {
  withAnimation(.keyboard(transition)) { isComposing = transition.kind == .appear }
}

// Article: what the keyboard covers of a view.
struct CoveredScreen: View {
  @State private var bottomPadding: CGFloat = 0

  var body: some View {
    MessageList()
      .padding(.bottom, bottomPadding)
      .onKeyboardCoverageChange { coverage in
        bottomPadding = coverage
      }
      .ignoresSafeArea(.keyboard, edges: .bottom)
  }
}

// Article: in place of SwiftUI's avoidance.
struct NoteScreen: View {
  @State private var text = ""

  var body: some View {
    ScrollView { TextField("Note", text: $text) }
      .keyboardCoverageInset()
      .observesKeyboard()
  }
}

// Article: a view of your own, frame by frame.
struct SwipeHint: View {
  @Keyboard private var keyboard

  var body: some View {
    Text("Swipe down to dismiss")
      .opacity(keyboard.motion.progress)
  }
}

// Only so that the snippets compile.
struct MessageList: View {
  var body: some View { Text("Messages") }
}

struct ComposeBar: View {
  @Binding var text: String
  var body: some View { TextField("Message", text: $text) }
}

struct FormattingButtons: View {
  var body: some View { Button("Bold") {} }
}

struct Header: View {
  var body: some View { Text("Header") }
}
