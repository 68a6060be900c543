import Foundation
import KeyboardistObserver

/// Feeds an ``InputSession`` from NotificationCenter: text-input editing and keyboard notifications
/// in, adjust / re-adjust / restore decisions out.
@MainActor
final class InputSessionObserver<Input: Hashable & Sendable> {
  /// One decision and the keyboard it was made for.
  struct Update: Equatable, Sendable {
    /// What to do.
    var action: InputSession<Input>.Action
    /// The last keyboard notification's options (for the animation and the keyboard's frame).
    var options: KeyboardOptions
    /// Whether the target is a marked trigger, to be aligned rather than revealed.
    var placement: AvoidancePlacement
    /// The input being edited, whose input accessory view sits on the keyboard; `nil` for none.
    var editing: Input? = nil
  }

  /// The session as it stands.
  private(set) var session = InputSession<Input>()
  /// The options of the last keyboard transition.
  private(set) var options = KeyboardOptions()

  /// The keyboard observer whose normalised transitions drive the session; configure its screen and
  /// app activity, never its transition callbacks.
  let keyboard: KeyboardObserver
  private let editing: NotificationRegistrations
  private let beginNames: [Notification.Name]
  private let endNames: [Notification.Name]
  private let input: @Sendable (Notification) -> Input?
  private let accepts: @MainActor (Input) -> Bool
  private let didBeginEditing: @MainActor (Input) -> Void
  private let perform: @MainActor (Update) -> Void

  /// Creates an observer, not yet started.
  init(
    center: NotificationCenter = .default,
    beginEditing: [Notification.Name],
    endEditing: [Notification.Name],
    input: @escaping @Sendable (Notification) -> Input?,
    accepts: @escaping @MainActor (Input) -> Bool = { _ in true },
    didBeginEditing: @escaping @MainActor (Input) -> Void = { _ in },
    perform: @escaping @MainActor (Update) -> Void
  ) {
    keyboard = KeyboardObserver(center: center)
    editing = NotificationRegistrations(center: center)
    beginNames = beginEditing
    endNames = endEditing
    self.input = input
    self.accepts = accepts
    self.didBeginEditing = didBeginEditing
    self.perform = perform
    keyboard
      .onAppear { [weak self] in self?.keyboardDidChange($0) }
      .onDisappear { [weak self] in self?.keyboardDidChange($0) }
  }

  deinit {
    editing.removeAll()
  }

  /// Whether the observer is started.
  var isObserving: Bool { keyboard.isObserving }

  /// Starts observing keyboard and editing notifications; calling it again changes nothing.
  func start() {
    guard !keyboard.isObserving else { return }
    keyboard.start()
    for name in beginNames { observeEditing(name, began: true) }
    for name in endNames { observeEditing(name, began: false) }
  }

  /// Stops observing, keeping the session; call ``reset()`` to forget it.
  func stop() {
    keyboard.stop()
    editing.removeAll()
  }

  /// Forgets the session, as if nothing were edited and no keyboard shown.
  func reset() {
    session = InputSession()
    options = KeyboardOptions()
    keyboard.forgetKeyboard()
  }

  /// Marks a trigger as the target of the next adjustment (see ``InputSession/markTrigger(_:)``).
  func markTrigger(_ trigger: Input) {
    emit(session.markTrigger(trigger))
  }

  /// Handles an input that began or ended editing, as the editing notifications do.
  func inputDidChange(_ input: Input, began: Bool) {
    guard accepts(input) else { return }
    if began {
      didBeginEditing(input)
      emit(session.inputDidBeginEditing(input))
    } else {
      emit(session.inputDidEndEditing(input))
    }
  }

  private func observeEditing(_ name: Notification.Name, began: Bool) {
    let read = input
    editing.register(name) { [weak self] notification in
      guard let input = read(notification) else { return }
      MainActorHop.run { self?.inputDidChange(input, began: began) }
    }
  }

  private func keyboardDidChange(_ transition: KeyboardTransition) {
    options = transition.options
    emit(session.keyboardDidChange(transition))
  }

  private func emit(_ action: InputSession<Input>.Action?) {
    guard let action else { return }
    perform(
      Update(
        action: action, options: options, placement: session.placement,
        editing: session.editing))
  }
}
