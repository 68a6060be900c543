#if KEYBOARDIST_UIKIT && canImport(SwiftUI)
  import Combine
  import KeyboardistAvoidance
  import KeyboardistObserver
  import SwiftUI

  /// The fields of a SwiftUI form, as `keyboardFormField(_:equals:)` reports them: where each is
  /// and whether it is enabled.
  ///
  /// The form modifiers (`keepsFocusedFieldVisible(_:distance:returnKeyAdvances:)`,
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

    /// The fields of type `Field` laid out now, in reading order (the portable ``FormOrder``
    /// inferred from their frames), less the fields that are disabled.
    ///
    /// - Parameters:
    ///   - type: The type of the form's focus values.
    ///   - isRightToLeft: Whether rows read from right to left.
    /// - Returns: The order the return key follows without a declared one.
    func readingOrder<Field: Hashable>(of type: Field.Type, isRightToLeft: Bool) -> FormOrder<Field>
    {
      var frames: [(input: Field, frame: CGRect)] = []
      var disabled = Set<Field>()
      for (key, entry) in entries {
        guard let field = key.base as? Field else { continue }
        frames.append((input: field, frame: entry.frame))
        if !entry.isEnabled { disabled.insert(field) }
      }
      return FormOrder(frames, isRightToLeft: isRightToLeft, skipping: disabled)
    }
  }

  extension EnvironmentValues {
    /// The form's fields, from the outermost form modifier; `nil` outside one.
    var keyboardFormFields: FormFields? {
      get { self[FormFieldsKey.self] }
      set { self[FormFieldsKey.self] = newValue }
    }

    /// How the fields' return keys move on, as the form modifiers above set it; `nil` outside
    /// them.
    var keyboardFormReturnKeys: FormReturnKeys? {
      get { self[FormReturnKeysKey.self] }
      set { self[FormReturnKeysKey.self] = newValue }
    }
  }

  /// How the return key of a form's fields moves on.
  ///
  /// `keyboardFormBar(_:order:returnKeyAdvances:)` sets the order it declares, or ``off``; without
  /// a bar, `keepsFocusedFieldVisible(_:distance:returnKeyAdvances:)` sets ``readingOrder`` (or
  /// ``off``). A bar's setting wins over the other's, wherever the two are in the chain.
  enum FormReturnKeys {
    /// Through the order the bar declares.
    case declared([AnyHashable])
    /// Through the fields in reading order, from where they are laid out, as UIKit's avoider
    /// orders a form's inputs.
    case readingOrder
    /// The return keys are the app's.
    case off
  }

  /// The key of ``EnvironmentValues/keyboardFormFields``.
  private struct FormFieldsKey: EnvironmentKey {
    static let defaultValue: FormFields? = nil
  }

  /// The key of ``EnvironmentValues/keyboardFormReturnKeys``.
  private struct FormReturnKeysKey: EnvironmentKey {
    static var defaultValue: FormReturnKeys? { nil }
  }
#endif
