import Foundation
import KeyboardistTestSupport

@testable import KeyboardistObserver

/// One `willChangeFrame` of a run in which several threads post at once: the posting thread and
/// the post's place in that thread's sequence, carried in the end frame's origin.
struct ThreadedPost: Equatable {
  /// The posting thread's number.
  var thread: Int
  /// The post's place among that thread's posts.
  var sequence: Int

  /// Reads a post back from the options delivered for it.
  init(_ options: KeyboardOptions) {
    thread = Int(options.endFrame.minX)
    sequence = Int(options.endFrame.minY)
  }

  /// Posts `perThread` `willChangeFrame` notifications from each of `threads` global-queue tasks,
  /// each task's in sequence order, and returns without waiting for them.
  static func post(threads: Int, perThread: Int, to center: NotificationCenter) {
    for thread in 0..<threads {
      DispatchQueue.global().async {
        for sequence in 0..<perThread {
          let frame = CGRect(x: thread, y: sequence, width: 375, height: 216)
          center.post(.willChangeFrame, KeyboardOptions(endFrame: frame))
        }
      }
    }
  }
}
