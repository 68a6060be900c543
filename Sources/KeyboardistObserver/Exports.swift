// Re-exported: this module's API hands out their types (`CGRect`, `CGFloat`, `TimeInterval`,
// `Notification`), and users need their members. `CGRect` and `CGFloat` come from Foundation on
// Linux and from CoreGraphics on Apple platforms, so a module that imports this one alone builds
// on both, also with `MemberImportVisibility`.
@_exported public import Foundation

#if canImport(CoreGraphics)
  @_exported public import CoreGraphics
#endif
