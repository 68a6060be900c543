#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  public import Foundation
  import KeyboardistObserver
  public import SwiftUI

  extension View {
    /// Calls `action` with how much of this view the keyboard covers, beyond its bottom safe area,
    /// at first layout and whenever it changes.
    ///
    /// ```swift
    /// .onKeyboardCoverageChange { coverage in
    ///   bottomPadding = coverage
    /// }
    /// ```
    ///
    /// The coverage is what the view must give up, in points, by the rule of
    /// ``KeyboardCovering/coverage(of:in:safeAreaBottom:)``. `action` runs at every frame, without
    /// an animation, as <doc:KeyboardistAndSwiftUI#Follow-the-keyboard-frame-by-frame> says, or
    /// once per transition inside ``SwiftUI/Animation/keyboard(_:)`` where no frames come.
    ///
    /// The view is measured with a background `GeometryReader` (its safe area, as SwiftUI lays it
    /// out) and a hidden UIKit view behind it (its frame on its screen, exact in a sheet, in Split
    /// View and in a Stage Manager window). Measure a view that stays put as you make room: pad or
    /// inset inside it, or move another view. A view that you move by its own coverage measures
    /// itself moving, and SwiftUI's own keyboard avoidance (which shrinks a view that respects the
    /// keyboard's safe area) leaves a coverage of 0 once it has made room. To replace SwiftUI's
    /// avoidance for a view, use ``SwiftUI/View/keyboardCoverageInset()``.
    ///
    /// The keyboard comes from the nearest ``SwiftUI/View/observesKeyboard(center:)`` above, or without one from an observer of
    /// the modifier's own.
    ///
    /// - Parameter action: What to change, given the coverage in points.
    /// - Returns: The view, measured against the keyboard.
    @MainActor
    public func onKeyboardCoverageChange(
      perform action: @escaping @MainActor (CGFloat) -> Void
    ) -> some View {
      modifier(KeyboardCoverageModifier { coverage, _ in action(coverage) })
    }

    /// ``onKeyboardCoverageChange(perform:)``, handing `action` the keyboard's motion in the last
    /// frame too.
    ///
    /// - Parameter action: What to change, given the coverage in points and the motion.
    /// - Returns: The view, measured against the keyboard.
    @MainActor
    func onKeyboardCoverageChange(
      withMotion action: @escaping @MainActor (CGFloat, KeyboardMotion) -> Void
    ) -> some View {
      modifier(KeyboardCoverageModifier(action: action))
    }
  }

  /// `onKeyboardCoverageChange(perform:)`.
  @MainActor
  private struct KeyboardCoverageModifier: ViewModifier {
    /// Takes the coverage and the keyboard's motion in the last frame.
    let action: @MainActor (CGFloat, KeyboardMotion) -> Void
    @Environment(\.observableKeyboard) private var shared
    @StateObject private var link = KeyboardLink()

    func body(content: Content) -> some View {
      let keyboard = link.keyboard(shared: shared)
      content
        .background(
          KeyboardCoverageReader(onAnchor: { link.attach($0) }) { measurement in
            apply(
              link.coverage.measure(
                measurement, onScreen: link.placementOnScreen, keyboard: keyboard.snapshot,
                motion: keyboard.followedMotion), motion: keyboard.motion)
          }
        )
        .onReceive(keyboard.transitionsSubject) { _ in
          apply(
            link.coverage.keyboardChanged(
              to: keyboard.snapshot, onScreen: link.placementOnScreen,
              motion: keyboard.followedMotion), motion: keyboard.motion)
        }
        .onReceive(keyboard.moves) { motion in
          apply(
            link.coverage.keyboardMoved(
              to: motion, isReadingFrames: keyboard.observer.isReadingMotion), motion: motion)
        }
        .onAppear { link.start(shared: shared) }
        .onDisappear { link.stop() }
    }

    /// Hands a change on: with its animation when it has one (a transition without frames), at
    /// once otherwise.
    private func apply(_ change: ViewCoverage.Change?, motion: KeyboardMotion) {
      guard let change else { return }
      if let animation = change.animation {
        withAnimation(Animation(animation)) { action(change.coverage, motion) }
      } else {
        action(change.coverage, motion)
      }
    }
  }
#endif
