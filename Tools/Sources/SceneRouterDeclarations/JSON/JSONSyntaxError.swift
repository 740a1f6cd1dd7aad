/// Why bytes are not JSON text: the line and column of the first mistake, and what it is.
///
/// ```swift
/// do { _ = try JSONReader.read(Array("[1,]".utf8)) } catch { print(error) }
/// // line 1, column 4: expected a value, found ']'
/// ```
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The column, in bytes from the start of the line, from 1.
  public let column: Int
  /// What is wrong there.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, in bytes from the start of the line, from 1.
  ///   - message: What is wrong there.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
