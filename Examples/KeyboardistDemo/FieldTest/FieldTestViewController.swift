// The Field Test: records what this device does with the keyboard, for `keyboardist verify`.
// It shows and hides the keyboard, swaps a panel in and back (inputView and reloadInputViews),
// asks for a drag to dismiss and a rotation, and records every keyboard notification's userInfo
// and, per display frame of its own display link, the link's timestamp and targetTimestamp and
// the presentation tops of two hidden views: one pinned to the keyboard layout guide, and one it
// animates inside each will-notification with the notification's duration and curve (whose
// animation Core Animation reports: a spring's or a timing function's parameters). The script and
// when frames are recorded are KeyboardFieldTest's and KeyboardRecorder's, tested on Linux; this
// file only moves values. The text field's text is never read: nothing typed is recorded.

import Keyboardist
import QuartzCore
import UIKit

/// Runs the field test and shares the trace it records.
final class FieldTestViewController: UIViewController, UITableViewDataSource {
  private static let cellIdentifier = "Row"
  private var test = KeyboardFieldTest()
  private var recorder: KeyboardRecorder?
  private var displayLink: CADisplayLink?
  private let instructions = UILabel()
  private let button = UIButton(configuration: .filled())
  private let list = UITableView()
  private let field = UITextField()
  private let panel = FieldTestPanel()
  /// Pinned to the keyboard layout guide's top: UIKit moves it with the keyboard.
  private let guideProbe = UIView()
  /// Animated inside each will-notification to the end frame's top, with its duration and curve.
  private let timingProbe = UIView()
  /// The timing of the timing view's animation, read inside the animations closure.
  private var notificationTiming: KeyboardAnimationTiming?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Field test"
    view.backgroundColor = .systemBackground
    // Nothing else moves this screen for the keyboard: the recording is of UIKit alone.
    KeyboardAvoider.shared.exclude(view)
    if #available(iOS 17.0, macCatalyst 17.0, *) {
      // The guide's top is then the keyboard's top, the screen's bottom while it is hidden.
      view.keyboardLayoutGuide.usesBottomSafeArea = false
    }
    instructions.numberOfLines = 0
    instructions.font = .preferredFont(forTextStyle: .body)
    button.addAction(
      UIAction { [weak self] _ in self?.buttonTapped() }, for: .primaryActionTriggered)
    list.dataSource = self
    list.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    list.keyboardDismissMode = .interactive
    field.borderStyle = .roundedRect
    field.placeholder = "Type anything: it is never read"
    field.autocorrectionType = .no
    let header = UIStackView(arrangedSubviews: [instructions, button])
    header.axis = .vertical
    header.spacing = 8
    for probe in [guideProbe, timingProbe] {
      probe.isHidden = true
      probe.isUserInteractionEnabled = false
    }
    for subview in [header, list, field, guideProbe] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    view.addSubview(timingProbe)
    timingProbe.frame = CGRect(x: 0, y: view.bounds.maxY, width: 1, height: 1)
    let guide = view.keyboardLayoutGuide
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: field.topAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
      guideProbe.topAnchor.constraint(equalTo: guide.topAnchor),
      guideProbe.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guideProbe.widthAnchor.constraint(equalToConstant: 1),
      guideProbe.heightAnchor.constraint(equalToConstant: 1),
    ])
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
    ] {
      NotificationCenter.default.addObserver(
        self, selector: #selector(keyboardWillMove(_:)), name: name, object: nil)
    }
    show(test.step)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // The display link holds this screen; recording ends when the screen goes.
    stopRecording()
  }

  // MARK: - The script

  private func buttonTapped() {
    if test.step == .finished {
      share()
      return
    }
    test.advance()
    if test.isRecording, recorder == nil { startRecording() }
    perform(test.step)
    show(test.step)
  }

  private func perform(_ step: KeyboardFieldTest.Step) {
    if step.showsKeyboard { field.becomeFirstResponder() }
    switch step {
    case .swapPanel:
      field.inputView = panel
      field.reloadInputViews()
    case .swapBack:
      field.inputView = nil
      field.reloadInputViews()
    case .hideKeyboard: field.resignFirstResponder()
    case .finished:
      field.resignFirstResponder()
      stopRecording()
    case .ready, .showKeyboard, .dragToDismiss, .rotate: break
    }
  }

  private func show(_ step: KeyboardFieldTest.Step) {
    instructions.text = step.instruction
    button.configuration?.title = step.buttonTitle
  }

  // MARK: - Recording

  private func startRecording() {
    guard let screen = view.window?.windowScene?.screen else { return }
    let device = FieldTestDevice.current(on: screen)
    let recorder = KeyboardRecorder(
      name: "Field test", source: "Keyboardist demo, Field Test screen", screen: screen.bounds)
    recorder.device = device
    recorder.start()
    self.recorder = recorder
    let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
    let rate = Float(screen.maximumFramesPerSecond)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  private func stopRecording() {
    displayLink?.invalidate()
    displayLink = nil
    recorder?.stop()
  }

  /// Moves the timing view as the keyboard will move, inside the notification, so that UIKit
  /// gives it the keyboard's animation.
  @objc private func keyboardWillMove(_ notification: Notification) {
    guard let space = view.window?.windowScene?.screen.coordinateSpace,
      let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
    let duration =
      (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
      .doubleValue ?? 0
    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    let start =
      begin.map { view.convert($0, from: space).minY }
      ?? timingProbe.layer.presentation()?.frame.minY ?? timingProbe.frame.minY
    let target = view.convert(end, from: space).minY
    UIView.performWithoutAnimation { timingProbe.frame.origin.y = start }
    notificationTiming = nil
    UIView.animate(
      withDuration: duration, delay: 0,
      options: UIView.AnimationOptions(rawValue: UInt(clamping: max(0, curve)) << 16)
    ) {
      self.timingProbe.frame.origin.y = target
      self.notificationTiming = FieldTestTiming.timing(
        of: self.timingProbe.layer.animation(forKey: "position"))
    }
    if let event = KeyboardEvent(notificationName: notification.name) {
      recorder?.recordTiming(notificationTiming, of: event)
    }
  }

  /// One display frame: its times, and where the guide and the timing view are shown.
  @objc private func tick(_ link: CADisplayLink) {
    guard let recorder, let space = view.window?.windowScene?.screen.coordinateSpace else {
      return
    }
    let guide = guideProbe.layer.presentation()?.frame ?? guideProbe.frame
    let probe = timingProbe.layer.presentation()?.frame ?? timingProbe.frame
    recorder.recordFrame(
      timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
      keyboardTop: view.convert(guide, to: space).minY,
      probeTop: view.convert(probe, to: space).minY,
      timing: FieldTestTiming.timing(of: timingProbe.layer.animation(forKey: "position")))
  }

  // MARK: - Sharing

  private func share() {
    guard let recorder else { return }
    let trace = recorder.trace
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent(KeyboardFieldTest.fileName(for: trace.device))
    do {
      try trace.jsonData().write(to: url)
    } catch {
      instructions.text = "The trace could not be written: \(error.localizedDescription)"
      return
    }
    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    sheet.popoverPresentationController?.sourceView = button
    present(sheet, animated: true)
  }

  // MARK: - The list to drag

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row + 1): drag the list down through the keyboard"
    cell.contentConfiguration = content
    return cell
  }
}
