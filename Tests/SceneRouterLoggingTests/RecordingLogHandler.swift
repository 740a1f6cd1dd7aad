import Logging
import Synchronization

/// A log handler that keeps every record, for asserting what was logged.
struct RecordingLogHandler: LogHandler {
  /// One record as the handler received it.
  struct Record: Equatable, Sendable {
    var level: Logger.Level
    var message: String
    var metadata: [String: String]
  }

  /// The records, shared by every copy of the handler.
  final class Store: Sendable {
    private let records = Mutex<[Record]>([])

    var all: [Record] { records.withLock { $0 } }

    func append(_ record: Record) { records.withLock { $0.append(record) } }
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
