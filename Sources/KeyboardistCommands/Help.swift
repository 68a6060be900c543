/// The tool's help texts.
enum Help {
  /// The overall usage.
  static let overview = [
    "keyboardist: replay recorded keyboard sessions and simulate keyboard quirks",
    "",
    "Usage:",
    "  keyboardist replay [--json] TRACE...        replay trace files or bundled traces",
    "  keyboardist verify TRACE                    measure a field recording, give a verdict",
    "  keyboardist traces                          list the bundled traces",
    "  keyboardist scenarios                       list the simulator's scenarios",
    "  keyboardist simulate NAME [--device NAME]   play one scenario on a device",
    "               [--frames] [--json]            (--frames: one row per display frame)",
    "  keyboardist plot (TRACE | NAME | --scenario NAME) [--device NAME] --output FILE.svg",
    "                                              draw the keyboard's height over time",
    "  keyboardist devices [--json]                list the device profiles",
    "  keyboardist COMMAND --help                  help for one command",
    "  keyboardist --version                       print the version",
    "",
    "Examples:",
    "  keyboardist replay quicktype-toggle-iphone6",
    "  keyboardist verify field-synthetic-iphone16-ios26",
    "  keyboardist simulate thirdPartyKeyboard --device iPhoneSE",
    "  keyboardist simulate interactiveDismissal --device iPhone16ProMax --frames",
    "  keyboardist plot quickTypeToggle --device iPadPro11M4 --output quicktype.svg",
  ]

  /// Help for `replay`.
  static let replay = [
    "Usage: keyboardist replay [--json] TRACE...",
    "",
    "Plays each trace (a JSON file, see KeyboardTrace, or the name of a bundled trace, see",
    "'keyboardist traces') through a real KeyboardObserver on a private notification center and",
    "prints, per notification: the time, the event, the end frame in screen coordinates, the",
    "visible height on the trace's screen, the coverage of a full-screen view (the visible height",
    "less the bottom safe area, when a device profile has the trace's screen), the dock state, the",
    "transition and notes (another app's keyboard, app inactive).",
    "",
    "Options:",
    "  --json      print the replays as JSON instead of tables",
    "  -h, --help  show this help",
    "",
    "A trace that is missing, unreadable, empty, not JSON (with its line and column) or not a",
    "valid trace (with the field, such as notifications[2].curve) is reported on one line of",
    "standard error naming it and the problem; the other traces are still replayed and the exit",
    "status is 1.",
  ]

  /// Help for `verify`.
  static let verify = [
    "Usage: keyboardist verify TRACE",
    "",
    "Reads a field trace (recorded by the example app's Field Test screen, or a bundled one such",
    "as field-synthetic-iphone16-ios26) and replays it once per frame source: the notification",
    "timing alone (notificationTiming), the keyboard layout guide alone (layoutGuide) and both",
    "(both, the primary source). It finds the cases (each show, hide, resize, interrupted",
    "animation and drag) and prints, per case and source, the largest and the mean gap in points",
    "between the height onMove had set for a frame and where the keyboard was shown in it, over",
    "the frames measured; then the quirks met and a one-line verdict.",
    "",
    "Ground truth: a recorded frame F is shown at its display time (the display link's",
    "targetTimestamp). Where the keyboard was shown in F is read at the recorded frame whose time",
    "is F's display time (within half a frame): the guide's presentation top, or the timing",
    "view's (probe) in a case where the guide stayed at the bottom while the notifications said",
    "the keyboard was up, or was more than 1 pt off their end frame at rest. A frame with no",
    "recorded frame at its display time is not measured. What a source handed out for F is the",
    "last height it set with onMove before F's display time. The truth is what the guide or the",
    "probe read, not a picture of the screen.",
    "",
    "Quirks: the guide stuck at the bottom; the guide off the end frame at rest by more than",
    "1 pt; a did-notification more than a frame after its animation's end by its timing, or",
    "missing; a willShow superseded within a frame; a willShow while shown with no hide (an",
    "input-view swap); no animation read on an animation's first frame; a presentation that",
    "stood still while its timing said it moved.",
    "",
    "Verdict: whether 'both' held within 1 pt on every show, hide and resize and within 2 pt on",
    "every interrupted animation (drags are measured, not judged), and whether each source alone",
    "would have. The verdict is a finding, not a failure: the exit status is 0 whenever the trace",
    "was read, and 1 for a file that is missing, not JSON, not a trace, or no field trace (no",
    "screen, no samples, a sample without its shown time), reported on one line naming the file",
    "and field.",
    "",
    "Options:",
    "  -h, --help  show this help",
  ]

  /// Help for `traces`.
  static let traces = [
    "Usage: keyboardist traces",
    "",
    "Lists the real keyboard sessions bundled with KeyboardistTesting, one per line: the name to",
    "pass to 'keyboardist replay' or KeyboardTrace.named(_:), and the trace's title.",
  ]

  /// Help for `scenarios`.
  static let scenarios = [
    "Usage: keyboardist scenarios",
    "",
    "Lists the KeyboardSimulator's named scenarios, one per line: the name to pass to",
    "'keyboardist simulate' (the KeyboardScenario member's name) and what real keyboard behaviour",
    "it reproduces.",
  ]

  /// Help for `simulate`.
  static let simulate = [
    "Usage: keyboardist simulate NAME [--device NAME] [--frames] [--json]",
    "",
    "Plays one scenario (see 'keyboardist scenarios') on a device profile (see 'keyboardist",
    "devices'; iPhone16 by default) through a real KeyboardObserver and prints the same table as",
    "'keyboardist replay', headed by the device's screen and bottom safe area (--json adds the",
    "device). Names are those of the Swift members, in any case.",
    "",
    "With --frames it prints instead one row per motion the observer hands to onMove: at each",
    "notification that moves the keyboard, at each display frame of its animations (60 or 120 Hz,",
    "the device's rate, along the notifications' curves) and at each position of a finger's drag.",
    "A row shows the time, what made it (the event, 'frame' or 'layout' for the finger), the phase",
    "(showing, hiding, resizing, dragging, completingDrag, cancellingDrag, settled), the visible",
    "height handed out with the reading as it is (echoed), the progress from hidden (0) to shown",
    "(1), the coverage of a full-screen view, and the height an observer that predicts hands out",
    "for the frame's display time, a frame later ('-' when it handed out none).",
    "A scenario that rotates the screen has no frames: its rows are the notifications'.",
    "",
    "Options:",
    "  --device NAME  the device profile, such as iPhoneSE or iPadWithHardwareKeyboard",
    "  --frames       one row per frame instead of one per notification",
    "  --json         print the replay as JSON instead of a table (with --frames, its frames)",
    "  -h, --help     show this help",
  ]

  /// Help for `plot`.
  static let plot = [
    "Usage: keyboardist plot TRACE --output FILE.svg",
    "       keyboardist plot NAME [--device NAME] --output FILE.svg",
    "       keyboardist plot --scenario NAME [--device NAME] --output FILE.svg",
    "",
    "Draws the keyboard's visible height over time as an SVG picture to attach to a bug report:",
    "axes in seconds and points, the height as a line, each notification as a labelled tick and",
    "each appear and disappear the observer made as a coloured mark, titled with the trace or the",
    "scenario and device. TRACE is a trace file or a bundled trace (see 'keyboardist traces');",
    "NAME a scenario (see 'keyboardist scenarios'), played on --device (iPhone16 by default) at",
    "the device's frame rate. A trace's recorded samples are drawn as they are; a trace without",
    "them is drawn along its notifications' curves.",
    "",
    "Options:",
    "  --output FILE.svg  where to write the picture (required; an existing file is replaced)",
    "  --scenario NAME    the scenario to play, when NAME could be taken for a trace",
    "  --device NAME      the device profile a scenario plays on",
    "  -h, --help         show this help",
  ]

  /// Help for `devices`.
  static let devices = [
    "Usage: keyboardist devices [--json]",
    "",
    "Lists the simulator's device profiles, one per line: the name to pass to --device (the",
    "KeyboardDeviceProfile member's name), the device, its portrait screen, its keyboard height",
    "and its bottom safe area in points, and its display's frame rate (120 Hz for ProMotion).",
    "",
    "Options:",
    "  --json      print every profile's sizes as JSON",
    "  -h, --help  show this help",
  ]

  /// The help for a command, or `nil` for an unknown one.
  static func text(for command: String) -> [String]? {
    switch command {
    case "replay": replay
    case "verify": verify
    case "traces": traces
    case "scenarios": scenarios
    case "simulate": simulate
    case "plot": plot
    case "devices": devices
    default: nil
    }
  }
}
