import Logging
import Foundation

/// A log handler that keeps every record, for asserting what was logged.
struct RecordingLogHandler: LogHandler {
  /// One record as the handler received it.
  struct Record: Equatable, Sendable {
    var level: Logger.Level
    var message: String
    var metadata: [String: String]
  }

  /// The records, shared by every copy of the handler; guarded by a lock (`Mutex` needs
  /// iOS 18 / macOS 15, the package supports iOS 17 / macOS 14).
  final class Store: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [Record] = []

    var all: [Record] { lock.withLock { records } }

    func append(_ record: Record) { lock.withLock { records.append(record) } }
  }

  let store: Store
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    var flat: [String: String] = [:]
    for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
      flat[key] = "\(value)"
    }
    store.append(Record(level: event.level, message: "\(event.message)", metadata: flat))
  }
}
