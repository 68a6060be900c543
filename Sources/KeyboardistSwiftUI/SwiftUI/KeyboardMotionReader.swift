#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  public import KeyboardistObserver
  public import SwiftUI

  /// A view whose content follows the keyboard frame by frame: built again with the keyboard's
  /// ``KeyboardMotion`` at every frame of its animations and of the user's interactive drag.
  ///
  /// ```swift
  /// KeyboardMotionReader { motion in
  ///   Text("Swipe down to dismiss")
  ///     .opacity(motion.progress)  // 0 while hidden, 1 once up, every value in between
  /// }
  /// ```
  ///
  /// The motion gives the keyboard's visible ``KeyboardMotion/height``, its
  /// ``KeyboardMotion/progress`` from hidden (0) to shown (1), its ``KeyboardMotion/phase`` (showing,
  /// hiding, resizing; dragging, then completing or cancelling the drag; settled) and, through
  /// ``KeyboardMotion/coverage(of:safeAreaBottom:)``, how much of a frame in screen coordinates it
  /// covers. On iOS the frames are read in the window of the view, from the keyboard layout guide
  /// (`attach(to:)`); without them (a view in no window), the content is built again when
  /// each of the keyboard's animations starts and when it ends. Apply no animation to what the
  /// motion drives: the frames are the animation.
  ///
  /// Only the content of the reader renders at every frame. The motion is not an environment
  /// value: a value written to the environment at every frame would make SwiftUI check every view
  /// below that reads any environment value, at every frame. The views that read only
  /// `@Environment(\.keyboard)`, or that observe an ``ObservableKeyboard``, render again at each
  /// transition, not at every frame.
  ///
  /// The keyboard comes from the nearest `observesKeyboard()` above; without one, the reader keeps
  /// its own observer of `NotificationCenter.default`, made once for the view and running while it
  /// is on screen.
  ///
  /// Isolation: main actor; `content` runs on the main actor, inside SwiftUI's update of the frame.
  @MainActor
  public struct KeyboardMotionReader<Content: View>: View {
    @Environment(\.observableKeyboard) private var shared
    @StateObject private var link = KeyboardLink()
    private let content: @MainActor (KeyboardMotion) -> Content

    /// Creates a reader whose content follows the keyboard frame by frame.
    ///
    /// - Parameter content: The view for one frame of the keyboard's motion.
    public init(@ViewBuilder content: @escaping @MainActor (KeyboardMotion) -> Content) {
      self.content = content
    }

    /// The content, built for the keyboard's motion now.
    public var body: some View {
      MotionContent(feed: link.keyboard(shared: shared).motionFeed, content: content)
        .background(KeyboardAnchor { link.attach($0) })
        .onAppear { link.start(shared: shared) }
        .onDisappear { link.stop() }
    }
  }

  /// The reader's content, the one view that observes the motion.
  @MainActor
  private struct MotionContent<Content: View>: View {
    @ObservedObject var feed: ObservableKeyboard.MotionFeed
    let content: @MainActor (KeyboardMotion) -> Content

    var body: some View {
      content(feed.motion)
    }
  }
#endif
