/// What a popover points at: a view or a bar button item the presenting screen registers
/// under an identifier (``Screen/popoverAnchors``).
///
/// A UIKit host finds the view by its `accessibilityIdentifier` (the popover's
/// `sourceView` and `sourceRect`) or the bar button item of the screen's navigation item
/// with that identifier (`sourceItem`); SwiftUI views attach the popover to the view marked
/// with the identifier.
public enum PopoverAnchor: Equatable, Codable, Sendable, CustomStringConvertible {
  /// A view of the presenting screen, by identifier.
  case view(String)
  /// A bar button item of the presenting screen's navigation bar or toolbar, by identifier.
  case barButton(String)

  /// The identifier the screen registers.
  public var identifier: String {
    switch self {
    case .view(let identifier), .barButton(let identifier): identifier
    }
  }

  /// `cart` for a view, `bar button share` for a bar button item.
  public var description: String {
    switch self {
    case .view(let identifier): identifier
    case .barButton(let identifier): "bar button \(identifier)"
    }
  }
}

extension PopoverAnchor {
  private static let caseNames = ["view", "barButton"]

  /// Decodes an anchor from the JSON it has always been saved as, such as `{"view":{"_0":"share"}}`.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let (name, payload) = try decoder.decodeCase(of: Self.self, names: Self.caseNames)
    let identifier = try payload.decode(String.self, forKey: "_0")
    self = name == "view" ? .view(identifier) : .barButton(identifier)
  }

  /// Encodes an anchor as it has always been saved.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .view(let identifier): try encoder.encodeCase("view") { try $0.encode(identifier, forKey: "_0") }
    case .barButton(let identifier): try encoder.encodeCase("barButton") { try $0.encode(identifier, forKey: "_0") }
    }
  }
}
