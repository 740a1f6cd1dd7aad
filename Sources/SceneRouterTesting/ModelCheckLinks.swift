import Foundation

/// The model check's links: a route is a screen's name, printed as `modelcheck://screen/<name>`;
/// any other link is not a route.
enum ModelCheckLinks {
  /// A link the model check's table does not read.
  static let unreadable = URL(fileURLWithPath: "/nowhere")

  /// Prints a route as a link.
  static func link(for name: String) throws(DeepLinkError) -> URL {
    guard let url = URL(string: "modelcheck://screen/\(name)") else { throw .malformedURL }
    return url
  }

  /// Reads a link as a route.
  static func route(for url: URL, origin: EntrySource) throws(DeepLinkError) -> String {
    guard url.scheme == "modelcheck", url.host == "screen" else { throw .noMatch }
    let name = url.lastPathComponent
    guard !name.isEmpty, name != "/" else { throw .noMatch }
    return name
  }
}
