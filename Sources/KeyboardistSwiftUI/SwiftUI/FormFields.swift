#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  import KeyboardistObserver
  import SwiftUI

  /// The fields of a SwiftUI form, as `keyboardFormField(_:equals:)` reports them: where each is
  /// and whether it is enabled.
  ///
  /// The form modifiers (`keepsFocusedFieldVisible(_:distance:)`,
  /// `keyboardFormBar(_:order:returnKeyAdvances:)`) share one, handed down the environment (which,
  /// unlike preferences, reaches the rows of a `List` or `Form`): the outermost makes it, the
  /// others use it. Fields write into it as they
  /// are laid out and scrolled, which must not render anything again, so it publishes nothing; the
  /// modifiers read it when focus or the keyboard changes.
  @MainActor
  final class FormFields: ObservableObject {
    /// One field.
    struct Entry: Equatable {
      /// Its frame in its window (SwiftUI's `.global`).
      var frame: CGRect
      /// Whether it is enabled.
      var isEnabled: Bool
    }

    /// The fields laid out now, by their focus value.
    private(set) var entries: [AnyHashable: Entry] = [:]

    /// Records a field.
    ///
    /// - Parameters:
    ///   - field: The field's focus value.
    ///   - entry: Where it is and whether it is enabled.
    func set(_ field: AnyHashable, _ entry: Entry) {
      entries[field] = entry
    }

    /// Forgets a field that is no longer laid out.
    ///
    /// - Parameter field: The field's focus value.
    func remove(_ field: AnyHashable) {
      entries[field] = nil
    }

    /// The fields among `order` that are laid out and disabled.
    ///
    /// - Parameter order: The form's fields.
    /// - Returns: Those that cannot take focus.
    func disabled<Field: Hashable>(among order: [Field]) -> Set<Field> {
      Set(order.filter { entries[AnyHashable($0)]?.isEnabled == false })
    }

    /// The fields of `order` that focus moves through: the portable ``FormOrder``, less the
    /// fields that are disabled.
    ///
    /// - Parameter order: The form's fields, as the app declares them.
    /// - Returns: The order previous, next and the return key follow.
    func order<Field: Hashable>(_ order: [Field]) -> FormOrder<Field> {
      FormOrder(order, skipping: disabled(among: order))
    }
  }

  extension EnvironmentValues {
    /// The form's fields, from the outermost form modifier; `nil` outside one.
    var keyboardFormFields: FormFields? {
      get { self[FormFieldsKey.self] }
      set { self[FormFieldsKey.self] = newValue }
    }

    /// The order `keyboardFormBar(_:order:returnKeyAdvances:)` declares, for the fields' return
    /// keys; `nil` outside one, or when its return key does not advance.
    var keyboardFormOrder: [AnyHashable]? {
      get { self[FormOrderKey.self] }
      set { self[FormOrderKey.self] = newValue }
    }
  }

  /// The key of ``EnvironmentValues/keyboardFormFields``.
  private struct FormFieldsKey: EnvironmentKey {
    static let defaultValue: FormFields? = nil
  }

  /// The key of ``EnvironmentValues/keyboardFormOrder``.
  private struct FormOrderKey: EnvironmentKey {
    static var defaultValue: [AnyHashable]? { nil }
  }
#endif
