import Foundation
import KeyboardistCommands

// The `keyboardist` executable: all logic lives in KeyboardistCommands, which the tests drive.
let output = CommandOutput(
  standardOutput: { print($0) },
  standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(KeyboardistCommand.run(Array(CommandLine.arguments.dropFirst()), output: output))
