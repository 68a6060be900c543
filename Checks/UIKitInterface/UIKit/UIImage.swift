// https://developer.apple.com/documentation/uikit/uiimage

/// https://developer.apple.com/documentation/uikit/uiimage (only named as a parameter type here)
open class UIImage: NSObject, @unchecked Sendable {}
