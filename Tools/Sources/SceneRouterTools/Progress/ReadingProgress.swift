/// Receives progress while the tools read a tree of sources.
///
/// The command-line tool prints it on a terminal only; tests and pipes see nothing.
package protocol ReadingProgress {
  /// Called before each file is parsed.
  ///
  /// - Parameters:
  ///   - done: Files parsed so far.
  ///   - total: Files to parse.
  func report(done: Int, of total: Int)

  /// Called once all files are parsed.
  ///
  /// - Parameters:
  ///   - done: Files parsed.
  func finish(done: Int)
}
