// A SwiftUI app that depends on the KeyboardistSwiftUI product alone and imports nothing else of
// Keyboardist: the types that the product hands out, the observer's (transitions, options, dock
// states, curves) and KeyboardistAvoidance's (the content's lifts), must be usable here.
// Checks/ios compiles it for iOS and Mac Catalyst with MemberImportVisibility, at the iOS 15
// deployment target of Checks/Package.swift (SwiftPM passes the manifest's platform version as the
// target's, whatever the SDK): an API newer than iOS 15 used without an availability check fails
// the build, as it would in an app that supports iOS 15.
import KeyboardistSwiftUI
import SwiftUI

/// A chat screen whose composer rides on the keyboard.
///
/// The transcript makes room for the keyboard and its composer rides on it frame by frame, the drag
/// included, the newest message kept on the composer while the transcript shows its end (the
/// iOS 15 path: no `scrollDismissesKeyboard`, which is iOS 16); the header hides while composing, a hint fades with the keyboard, and
/// a status line says what the last transition was. Its observer ignores other apps' keyboards.
// Not marked @MainActor (the iOS 17 SDK's View is not): an observer is made in a `@State`.
struct ChatScreen: View {
  @State private var observer = KeyboardObserver()
  @State private var draft = ""
  @State private var isComposing = false
  @State private var status = ""

  var body: some View {
    VStack(spacing: 0) {
      if !isComposing { Text("Chat").font(.headline) }
      ScrollView {
        Text(status)
        SwipeHint()
      }
      .keyboardComposer(lifting: .whenAtEnd) {
        ComposeBar(text: $draft).background(.bar)
      }
    }
    .onKeyboardTransition { transition in
      withAnimation(.keyboard(transition)) { isComposing = transition.kind == .appear }
      status = describe(transition)
    }
    .onAppear { observer.ignoresOtherApps = true }
    .observesKeyboard(observer)
  }

  /// A transition in words, from its fields and its options'.
  private func describe(_ transition: KeyboardTransition) -> String {
    let options = transition.options
    let change =
      transition.kind == .disappear
      ? "hidden" : transition.appearIndex == 0 ? "shown" : "resized (\(transition.appearIndex))"
    let isAnimated = Animation.keyboard(transition) != nil
    let motion = isAnimated ? "a \(options.animationDuration) s curve" : "no animation"
    let owner = options.belongsToCurrentApp ? "this app" : "another app"
    return "\(change) by \(transition.heightIncrement) pt to \(transition.height) pt, "
      + "\(options.startFrame.minY) → \(options.endFrame.minY), with \(motion), for \(owner), "
      + "curve \(options.animationCurve == .keyboard ? "keyboard" : "\(options.animationCurve.rawValue)")"
  }
}

/// A hint that fades as the keyboard comes up and moves with it: the one view of the screen that
/// renders at every frame.
@MainActor
struct SwipeHint: View {
  @Keyboard private var keyboard

  var body: some View {
    let motion = keyboard.motion
    Text(motion.isInteractive ? "dragging" : "\(motion.phase)")
      .opacity(1 - motion.progress)
      .offset(y: motion.coverage(of: CGRect(x: 0, y: 0, width: 390, height: 844)) / 10)
      .tint(motion.phase == .cancellingDrag ? .orange : .accentColor)
  }
}

/// A compose bar with a formatting row over a docked keyboard only; it renders at transitions.
@MainActor
struct ComposeBar: View {
  @Binding var text: String
  @Keyboard private var keyboard

  var body: some View {
    let snapshot = keyboard.snapshot
    VStack {
      if snapshot.isVisible && snapshot.dockState == .docked {
        Button("Bold") {}
      }
      TextField("Message", text: $text)
      Text(
        snapshot.isVisible
          ? "\(snapshot.coverage(of: CGRect(x: 0, y: 0, width: 390, height: 844))) pt covered"
          : "no keyboard")
    }
  }
}

/// The keyboard's own spring, as SwiftUI plays it for a transition on curve 7.
let keyboardSpring: Animation? = Animation.keyboard(
  KeyboardTransition(
    kind: .appear, appearIndex: 0, height: 336, heightIncrement: 336,
    options: KeyboardOptions(animationDuration: 0.25, animationCurve: .keyboard)))

/// A sign-up form whose focused field stays above the keyboard, with a previous / next / done bar;
/// the company field is disabled until the user says they have one.
@MainActor
struct SignUpScreen: View {
  enum Field: Hashable, CaseIterable { case name, company, email }
  @State private var name = ""
  @State private var company = ""
  @State private var email = ""
  @State private var hasCompany = false
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("Name", text: $name).keyboardFormField($focus, equals: .name)
      Toggle("I work for a company", isOn: $hasCompany)
      TextField("Company", text: $company)
        .keyboardFormField($focus, equals: .company)
        .disabled(!hasCompany)
      TextField("Email", text: $email).keyboardFormField($focus, equals: .email)
    }
    .keepsFocusedFieldVisible($focus, distance: 16)
    .keyboardFormBar($focus, order: Field.allCases)
    .observesKeyboard()
  }
}

/// A profile form without a form bar: its fields' return keys move through it in reading order,
/// with no `onSubmit` of the app's.
@MainActor
struct ProfileScreen: View {
  enum Field: Hashable { case first, last, city }
  @State private var first = ""
  @State private var last = ""
  @State private var city = ""
  @FocusState private var focus: Field?

  var body: some View {
    ScrollView {
      HStack {
        TextField("First name", text: $first).keyboardFormField($focus, equals: .first)
        TextField("Last name", text: $last).keyboardFormField($focus, equals: .last)
      }
      TextField("City", text: $city).keyboardFormField($focus, equals: .city)
    }
    .keepsFocusedFieldVisible($focus)
    .observesKeyboard()
  }
}
