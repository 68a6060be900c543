// A compile-only stand-in for Apple's UIKit module.
//
// It declares exactly the UIKit API that Sources/Keyboardist uses (and the little more that the
// playground's iOS page uses, which Checks/playground type-checks), transcribed from Apple's
// documentation (names, argument labels, types, optionality, isolation and availability), so the
// UIKit shell can be type-checked on Linux. Every body is `fatalError()`: nothing here runs, and no
// test may use it. Keep one file per UIKit type or concern, and cite the documentation page.

@_exported import Foundation
