// Re-exported: this module's API hands out its types, and users need their members.
@_exported public import KeyboardistObserver
