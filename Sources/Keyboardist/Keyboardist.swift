// Keyboardist: every library product of the package behind one import.
//
// `import Keyboardist` brings in the observer, the avoidance engine, the trace format and the
// SwiftUI layer. An app that only observes the keyboard imports `KeyboardistObserver` and links
// nothing else; see the documentation's landing page for what each product holds.

@_exported public import KeyboardistAvoidance
@_exported public import KeyboardistObserver
@_exported public import KeyboardistSwiftUI
@_exported public import KeyboardistTraces
