// An app that records keyboard sessions on a device and depends on the KeyboardistTraces product
// alone, importing nothing else of Keyboardist: the observer's types in a trace's records (events,
// options, curves) must be usable here. Checks/ios compiles it for iOS and Mac Catalyst with
// MemberImportVisibility.
import Foundation
import KeyboardistTraces
import UIKit

/// A debug screen that records the keyboard while it is on screen and saves the session as a trace.
final class RecorderViewController: UIViewController {
  private let recorder = KeyboardRecorder(name: "Sign-up form", source: "iPhone 16, iOS 18.2")
  private let textField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(textField)
    recorder.screen = view.window?.screen.bounds
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    recorder.reset()
    recorder.start()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    recorder.stop()
    print(summary(of: recorder.trace.notifications))
    do {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("session.json")
      try recorder.trace.jsonData().write(to: file)
    } catch {
      print("could not save the trace: \(error)")
    }
  }
}

/// One line per record: the event, where the keyboard ends, and how it moves there.
func summary(of records: [KeyboardTrace.Record]) -> String {
  records.map { record in
    let options = record.options
    let curve =
      options.animationCurve == .keyboard ? "keyboard" : "\(options.animationCurve.rawValue)"
    return "\(record.time) \(record.event.rawValue): \(options.endFrame.height) pt, "
      + "\(options.animationDuration) s, curve \(curve), local: \(options.belongsToCurrentApp)"
  }.joined(separator: "\n")
}

/// The shows of a saved trace, read back from its JSON.
func shows(inTraceAt file: URL) throws -> [KeyboardTrace.Record] {
  let trace = try KeyboardTrace(json: Data(contentsOf: file))
  return trace.notifications.filter { $0.event == .willShow && $0.isAppActive }
}
