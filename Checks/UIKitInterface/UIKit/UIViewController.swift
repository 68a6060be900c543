// https://developer.apple.com/documentation/uikit/uiviewcontroller

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  /// (used by the playground's iOS page)
  open func loadView() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view (`var view: UIView!`)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  /// (`weak var parent: UIViewController? { get }`)
  open var parent: UIViewController? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
}
