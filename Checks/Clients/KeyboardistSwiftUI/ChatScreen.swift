// A SwiftUI app that depends on the KeyboardistSwiftUI product alone and imports nothing else of
// Keyboardist: the observer's types that the product hands out (transitions, options, dock states,
// curves) must be usable here. Checks/ios compiles it for iOS and Mac Catalyst with
// MemberImportVisibility.
import KeyboardistSwiftUI
import SwiftUI

/// A chat screen: the transcript makes room for the keyboard and its composer rides on it frame by
/// frame, the drag included; the header hides while composing, a hint fades with the keyboard, and
/// a status line says what the last transition was.
@MainActor  // implied on View from the iOS 18 SDK on
struct ChatScreen: View {
  @StateObject private var keyboard = ObservableKeyboard()
  @State private var draft = ""
  @State private var isComposing = false
  @State private var status = ""

  var body: some View {
    VStack(spacing: 0) {
      if !isComposing { Text("Chat").font(.headline) }
      ScrollView {
        Text(status)
        KeyboardMotionReader { motion in
          Text(motion.isInteractive ? "dragging" : "\(motion.phase)")
            .opacity(1 - motion.progress)
            .offset(y: motion.coverage(of: CGRect(x: 0, y: 0, width: 390, height: 844)) / 10)
        }
      }
      .keyboardComposer {
        ComposeBar(text: $draft).background(.bar)
      }
    }
    .opacity(keyboard.snapshot.isVisible && keyboard.snapshot.dockState == .floating ? 0.8 : 1)
    .onKeyboardTransition { transition in
      withAnimation(.keyboard(transition)) { isComposing = transition.kind == .appear }
      status = describe(transition)
    }
    .observesKeyboard(keyboard)
  }

  /// A transition in words, from its fields and its options', and the keyboard's last frame.
  private func describe(_ transition: KeyboardTransition) -> String {
    let frame = keyboard.motion
    let moving = frame.isMoving ? "moving, \(frame.height) pt" : "still"
    return describe(options: transition) + "; last frame \(moving) at \(frame.time) s"
  }

  /// A transition in words, from its fields and its options'.
  private func describe(options transition: KeyboardTransition) -> String {
    let options = transition.options
    let change =
      transition.kind == .disappear
      ? "hidden" : transition.appearIndex == 0 ? "shown" : "resized (\(transition.appearIndex))"
    let motion =
      switch options.animation?.timing {
      case .spring(let spring): "a spring damped \(spring.damping)"
      case .easeIn, .easeOut, .easeInOut, .linear: "a \(options.animationDuration) s curve"
      case nil: "no animation"
      }
    let owner = options.belongsToCurrentApp ? "this app" : "another app"
    return "\(change) by \(transition.heightIncrement) pt to \(transition.height) pt, "
      + "\(options.startFrame.minY) → \(options.endFrame.minY), with \(motion), for \(owner), "
      + "curve \(options.animationCurve == .keyboard ? "keyboard" : "\(options.animationCurve.rawValue)")"
  }
}

/// A compose bar with a formatting row over a docked keyboard only.
@MainActor
struct ComposeBar: View {
  @Binding var text: String
  @Environment(\.keyboard) private var keyboard

  var body: some View {
    VStack {
      if keyboard.isVisible && keyboard.dockState == .docked {
        Button("Bold") {}
      }
      TextField("Message", text: $text)
    }
    .animation(
      keyboard.options.flatMap(\.animation).map { Animation($0) }, value: keyboard.height)
  }
}

/// The same screen on iOS 17 with an `@Observable` model that ignores other apps' keyboards; the
/// progress line alone follows every frame.
@available(iOS 17, macCatalyst 17, *)
@MainActor
struct ObservedScreen: View {
  @State private var keyboard = KeyboardState()

  var body: some View {
    VStack {
      Text(keyboard.snapshot.isVisible ? "\(keyboard.snapshot.height) pt covered" : "no keyboard")
      ProgressLine(keyboard: keyboard)
    }
    .onAppear { keyboard.observer.ignoresOtherApps = true }
    .onKeyboardCoverageChange { coverage in print("covered: \(coverage)") }
  }
}

/// The keyboard's progress, read from the iOS 17 model's motion.
@available(iOS 17, macCatalyst 17, *)
@MainActor
struct ProgressLine: View {
  let keyboard: KeyboardState

  var body: some View {
    ProgressView(value: keyboard.motion.progress)
      .tint(keyboard.motion.phase == .cancellingDrag ? .orange : .accentColor)
  }
}

/// The keyboard's own spring, as SwiftUI plays it: critically damped.
let keyboardSpring: Animation? = KeyboardOptions(animationDuration: 0.25, animationCurve: .keyboard)
  .animation.map { Animation($0) }
/// Whether that spring is critically damped, from its parameters.
let keyboardSpringIsCritical: Bool = {
  let spring = KeyboardAnimation.Spring.keyboard
  return spring.damping == 2 * (spring.mass * spring.stiffness).squareRoot()
}()

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
