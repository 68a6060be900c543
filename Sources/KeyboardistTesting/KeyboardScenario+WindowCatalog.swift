import Foundation
import KeyboardistObserver

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardScenario {
  /// On iPad, the keyboard shows and hides under a form sheet that does not reach the screen's
  /// bottom.
  ///
  /// iOS posts the same notifications as for a full-screen app, with the keyboard's frames in
  /// screen coordinates (Apple:
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
  /// The sheet, ``KeyboardDeviceProfile/formSheetFrame(size:)``, is centred in the window, so the
  /// keyboard covers only its lower part, or none of it: on the iPad mini 56.5 pt of the 620 pt
  /// sheet, not the keyboard's 313 pt; on the 13-inch iPad Pro nothing. An app that insets the
  /// sheet's content by the transition's height leaves a gap. On an iPhone the form sheet is a
  /// page sheet that reaches the bottom, and the overlap is the whole height.
  public static let formSheet = Self(
    name: "form-sheet",
    summary: "The keyboard under an iPad form sheet: its overlap with the sheet is less than it."
  ) { device in
    showAndHide(on: device)
  }

  /// In a Stage Manager window, the keyboard shows docked at the bottom of the screen and hides.
  ///
  /// The keyboard stays docked at the screen's bottom while the window floats, so the window may
  /// end above the keyboard or overlap only its top (https://github.com/flutter/flutter/issues/117324 ;
  /// https://github.com/flutter-team-archive/engine/pull/37719). The notifications are those of a full-screen
  /// app; what differs is the overlap with ``KeyboardDeviceProfile/window``: 102 pt of the
  /// 378 pt keyboard for ``KeyboardDeviceProfile/iPadPro13StageManager``. Played on a full-screen
  /// profile, the window is the screen and the overlap is the keyboard's height.
  public static let stageManagerWindow = Self(
    name: "stage-manager-window",
    summary: "The keyboard docked at the screen's bottom under a Stage Manager window."
  ) { device in
    showAndHide(on: device)
  }

  /// In iPad Split View, the keyboard spans the whole screen under the app's half.
  ///
  /// The keyboard belongs to the screen: it is as wide as the screen, docked at its bottom, and
  /// both apps are told about it (`isLocal` is `true` only for the app that raised it; see
  /// ``otherAppKeyboard``). The frame is in screen coordinates, so an app in the right half
  /// must convert it into its window: on ``KeyboardDeviceProfile/iPadPro13SplitView`` the
  /// keyboard covers 378 pt of the window's height but only its 512 pt width. On the iOS 13
  /// betas the right-hand app got a frame shifted by its own x offset
  /// (https://github.com/Tencent/QMUI_iOS/issues/650); the scenario posts the full-width frame
  /// of the released systems.
  public static let splitView = Self(
    name: "split-view",
    summary: "The screen-wide keyboard under one app of an iPad Split View."
  ) { device in
    showAndHide(on: device)
  }

  /// The keyboard shows and, a second later, hides: the notifications of a full-screen app.
  private static func showAndHide(on device: KeyboardDeviceProfile) -> [Step] {
    var builder = ScenarioBuilder(device: device)
    builder.show()
    builder.wait(1)
    builder.hide()
    return builder.steps
  }
}
