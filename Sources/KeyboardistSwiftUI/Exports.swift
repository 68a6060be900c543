// Re-exported: this module's API hands out their types, and users need their members.
@_exported public import KeyboardistAvoidance
@_exported public import KeyboardistObserver
