/// A way the keyboard layout guide fails on a device, reported in public code, which
/// ``KeyboardFrameGaps`` plays on its modelled device to measure what the observer's motion does
/// with it.
///
/// Each failure is *modelled*: the readings of the guide (its position at each display frame, the
/// animation timing read there, its layout changes and its reading when the view arrives in a
/// window) are changed as the cited source describes; none is measured on a device. On the
/// modelled device, the guide of a hidden keyboard is at the screen's bottom.
public enum KeyboardFrameFailure: String, CaseIterable, Sendable {
  /// The guide reads the screen's bottom while the keyboard is up, at every display frame and
  /// layout change.
  ///
  /// manaflow-ai/cmux PR 9958 ("Fix iOS 27 keyboard dock tracking"): the iOS 27 beta "can leave the
  /// host keyboard layout guide at the screen bottom while the keyboard is visible", and the app
  /// follows the frame notifications there instead.
  case guideStuckAtBottom

  /// The guide's presentation does not move during an animation: every display frame of it reads
  /// where the keyboard was when the animation began, and the frame after its end reads its end.
  ///
  /// kirillzyusko/react-native-keyboard-controller PR 1047, on iOS 26 beta 4, where the layout
  /// guide's presentation layer no longer animated with the keyboard.
  case frozenPresentation

  /// No animation timing can be read on the first display-link tick of each animation: its
  /// sample carries none, the later ones do.
  ///
  /// kirillzyusko/react-native-keyboard-controller PR 515: on the first tick of the display link
  /// the keyboard's animation is not yet on the layer, so its timing cannot be read.
  case noAnimationOnFirstTick

  /// The view is attached to its window while the keyboard is up: the guide's reading on arrival,
  /// and every reading after it while the keyboard is up, is its fallback for a hidden keyboard
  /// (the bottom safe area on a device, the screen's bottom here); it reads right again once the
  /// keyboard is hidden.
  ///
  /// manaflow-ai/cmux PR 9663: a view attached while the keyboard is up finds the guide on its
  /// bottom-safe-area fallback, and it stays there while the keyboard is up. The view attaches at
  /// the first display frame after the first animation that shows the keyboard ends; the frames
  /// before it are not on screen.
  case attachedWhileUp

  /// A floating keyboard leaves the guide 11 pt high: once the keyboard has come up, the guide
  /// never reads lower than 11 pt above the screen's bottom, and it settles there, with a layout
  /// change, after each animation that sends the keyboard away (a hide standing in for the
  /// keyboard floating off).
  ///
  /// Cited from flutter/flutter's `KeyboardInsetManager.swift` (its iOS embedder gives a floating
  /// keyboard no inset), with the 11 pt the guide is left at as reported with it.
  case floatingKeyboardGuide

  /// How high the guide stays for ``floatingKeyboardGuide``, in points.
  static let floatingGuideHeight: Double = 11
}
