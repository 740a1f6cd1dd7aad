/// How navigation events name a route: its pattern and parameter names, and a
/// parameter's value only when it is marked public.
///
/// Links and route parameters can carry personal data (an email address in a reset
/// link, an order number, a search query). So by default an event names a deep link's
/// route by its pattern, such as `/product/:id`, and lists its parameters by name only:
/// `/product/:id {id}`. A parameter made with ``Parameter/public(_:_:)`` shows its value:
/// `/product/:id {id=42}`. Only values marked public are ever stored in the description,
/// so no listener, log or crash report can see the others.
///
/// A route type chooses its description by conforming to ``DescribedRoute``; other
/// routes are described by their type, their enum case and the labels of its associated
/// values, never the values.
///
/// ```swift
/// extension AppRoute: DescribedRoute {
///   var routeDescription: RouteDescription {
///     switch self {
///     case .product(let id): RouteDescription("/product/:id", [.public("id", id)])
///     case .resetPassword: RouteDescription("/reset/:token", [.private("token")])
///     }
///   }
/// }
/// ```
public struct RouteDescription: Equatable, Sendable, CustomStringConvertible {
  /// One parameter of a route: its name, and its value when it is public.
  public struct Parameter: Equatable, Sendable, CustomStringConvertible {
    /// The parameter's name, such as `id`.
    public var name: String
    /// The value as text when the parameter is public; nil when it is private.
    public var publicValue: String?

    /// A parameter whose value stays out of events: only its name is kept.
    ///
    /// - Parameter name: The parameter's name.
    /// - Returns: The parameter, without a value.
    public static func `private`(_ name: String) -> Parameter {
      Parameter(name: name, publicValue: nil)
    }

    /// A parameter whose value may appear in events and logs.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - value: Its value, kept as text.
    /// - Returns: The parameter with its value.
    public static func `public`(_ name: String, _ value: some CustomStringConvertible) -> Parameter {
      Parameter(name: name, publicValue: value.description)
    }

    /// `id` when private, `id=42` when public.
    public var description: String { publicValue.map { "\(name)=\($0)" } ?? name }
  }

  /// The route's pattern or name, such as `/product/:id`.
  public var pattern: String
  /// The route's parameters, in order.
  public var parameters: [Parameter]

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - pattern: The route's pattern or name, such as `/product/:id`.
  ///   - parameters: Its parameters; private unless made with ``Parameter/public(_:_:)``.
  public init(_ pattern: String, _ parameters: [Parameter] = []) {
    self.pattern = pattern
    self.parameters = parameters
  }

  /// Describes any route without showing a value: a route conforming to
  /// ``DescribedRoute`` describes itself; an enum case with associated values is named
  /// `Type.case` with their labels as private parameters (`_` for unlabeled ones); a case
  /// without any, which holds no data, by its own description; a struct by its type, with
  /// its stored properties' names.
  ///
  /// - Parameter route: The route.
  package init(reflecting route: some Hashable & Sendable) {
    if let described = route as? any DescribedRoute {
      self = described.routeDescription
      return
    }
    let typeName = String(describing: type(of: route))
    let mirror = Mirror(reflecting: route)
    guard mirror.displayStyle == .enum else {
      self.init(typeName, mirror.children.map { .private($0.label ?? "_") })
      return
    }
    guard let payload = mirror.children.first else {
      // A case without associated values holds no data, so its own description is safe to show.
      self.init(String(describing: route))
      return
    }
    let values = Mirror(reflecting: payload.value)
    let names: [String] =
      values.displayStyle == .tuple
      ? values.children.map { label in label.label.map { $0.hasPrefix(".") ? "_" : $0 } ?? "_" }
      : ["_"]
    self.init("\(typeName).\(payload.label ?? "_")", names.map { .private($0) })
  }

  /// `/product/:id {id}`, `/product/:id {id=42}`, or the pattern alone without parameters.
  public var description: String {
    parameters.isEmpty ? pattern : "\(pattern) {" + parameters.map(\.description).joined(separator: ", ") + "}"
  }
}
