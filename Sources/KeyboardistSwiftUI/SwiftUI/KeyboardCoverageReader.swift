#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import KeyboardistObserver
  import SwiftUI
  import UIKit

  /// Measures the view it is the background of: its frame in its window and its safe area from
  /// SwiftUI, at first layout and at each change, and its place on its screen through a
  /// hidden UIKit view.
  ///
  /// A `GeometryReader`, so it works from iOS 15 (`onGeometryChange` needs iOS 16 or later). As a
  /// background it takes the view's size and changes nothing in its layout.
  @MainActor
  struct KeyboardCoverageReader: View {
    /// Receives the hidden UIKit view once.
    let onAnchor: @MainActor (UIView) -> Void
    /// Receives each new measurement.
    let onMeasure: @MainActor (ViewCoverage.Measurement) -> Void

    var body: some View {
      GeometryReader { proxy in
        let measurement = ViewCoverage.Measurement(
          frameInWindow: proxy.frame(in: CoordinateSpace.global),
          safeAreaBottom: proxy.safeAreaInsets.bottom, safeAreaTop: proxy.safeAreaInsets.top)
        KeyboardAnchor(onMake: onAnchor)
          .onAppear { onMeasure(measurement) }
          .onChange(of: measurement) { onMeasure($0) }
      }
    }
  }
#endif
