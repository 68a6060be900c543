/// The tool's help texts.
enum Help {
  /// The overall usage.
  static let overview = [
    "keyboardist: replay recorded keyboard sessions and simulate keyboard quirks",
    "",
    "Usage:",
    "  keyboardist replay [--json] FILE...       replay trace files through KeyboardObserver",
    "  keyboardist scenarios                     list the simulator's scenarios",
    "  keyboardist simulate NAME [--device ID]   play one scenario on a device",
    "  keyboardist devices                       list the device profiles",
    "  keyboardist COMMAND --help                help for one command",
    "  keyboardist --version                     print the version",
    "",
    "Example:",
    "  keyboardist replay Traces/quicktype-toggle-iphone6.json",
  ]

  /// Help for `replay`.
  static let replay = [
    "Usage: keyboardist replay [--json] FILE...",
    "",
    "Plays each trace file (JSON, see Traces/ and KeyboardTrace) through a real KeyboardObserver",
    "on a private notification center and prints, per notification: the time, the event, the end",
    "frame in screen coordinates, the visible height on the trace's screen, the dock state, and",
    "notes (another app's keyboard, app inactive).",
    "",
    "Options:",
    "  --json      print the replays as JSON instead of tables",
    "  -h, --help  show this help",
    "",
    "A file that is missing, unreadable, not JSON or not a valid trace is reported on one line of",
    "standard error naming the file and the problem; the other files are still replayed and the",
    "exit status is 1.",
  ]

  /// Help for `scenarios`.
  static let scenarios = [
    "Usage: keyboardist scenarios",
    "",
    "Lists the KeyboardSimulator's named scenarios, one per line: the name to pass to",
    "'keyboardist simulate' and what real keyboard behaviour it reproduces.",
  ]

  /// Help for `simulate`.
  static let simulate = [
    "Usage: keyboardist simulate NAME [--device ID] [--json]",
    "",
    "Plays one scenario (see 'keyboardist scenarios') on a device profile (see 'keyboardist",
    "devices'; iphone-8 by default) through a real KeyboardObserver and prints the same table as",
    "'keyboardist replay', headed by the device's screen (--json adds the device).",
    "",
    "Options:",
    "  --device ID  the device profile, such as iphone-se or ipad-hardware-keyboard",
    "  --json       print the replay as JSON instead of a table",
    "  -h, --help   show this help",
  ]

  /// Help for `devices`.
  static let devices = [
    "Usage: keyboardist devices",
    "",
    "Lists the simulator's device profiles, one per line: the ID to pass to --device, the",
    "device, its portrait screen and its keyboard height in points.",
  ]

  /// The help for a command, or `nil` for an unknown one.
  static func text(for command: String) -> [String]? {
    switch command {
    case "replay": replay
    case "scenarios": scenarios
    case "simulate": simulate
    case "devices": devices
    default: nil
    }
  }
}
