import Foundation

/// Reads a pipe to its end on a thread of its own, so that several pipes of one child
/// process are drained at the same time.
final class PipeReader: @unchecked Sendable {
  // Written once by the reading thread before `group` is left; read after `group.wait()`.
  private var data = Data()

  /// Starts reading `handle` to its end; `group` is left when the end is reached.
  init(_ handle: FileHandle, group: DispatchGroup) {
    group.enter()
    DispatchQueue.global().async {
      self.data = handle.readDataToEndOfFile()
      group.leave()
    }
  }

  /// What was read, as UTF-8 text; call after the group's `wait()`.
  var text: String { String(decoding: data, as: UTF8.self) }
}
