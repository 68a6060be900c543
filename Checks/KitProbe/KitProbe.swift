// Imports what the package, its snippets and its example use: if this does not compile, the SDK is
// broken, not the package.
import CoreGraphics
import Foundation
import Observation
import SwiftUI
import UIKit

@available(iOS 17.0, *)
@Observable final class ProbeModel {
  var frame = CGRect(x: 0, y: 0, width: 320, height: 216)
}
