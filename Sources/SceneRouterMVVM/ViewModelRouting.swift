import SceneRouter

/// Article 003's MVVM router, typed: a route is identified by id, starts from a context
/// screen and may carry parameters; the router, not the screen, decides where it leads.
///
/// ```swift
/// final class LoginScreen: Screen {
///   enum Route: String, Hashable, Sendable { case login, signUp, forgotPassword }
/// }
///
/// final class LoginRouter: ViewModelRouter<LoginViewModel>, ViewModelRouting {
///   func route(to id: LoginScreen.Route, from context: any Screen, parameters: LoginParameters?)
///     async throws(ViewModelRoutingError) {
///     switch id {
///     case .login:
///       let viewModel = try requireViewModel(for: id)
///       if viewModel.isPasswordExpired { try await open(ChangePasswordScreen(), from: context, as: .modal()) }
///       else { try await open(HomeScreen(), from: context, as: .replaceRoot) }
///     case .signUp: try await open(SignUpScreen(email: parameters?.email), from: context, as: .push)
///     case .forgotPassword: try await open(ForgotPasswordScreen(), from: context, as: .push)
///     }
///   }
/// }
/// ```
///
/// Route ids are typed (an enum per screen); ``route(toRouteNamed:from:parameters:)``
/// accepts the article's strings for compatibility, and an unknown one is a
/// ``ViewModelRoutingError/unknownRouteID(_:context:)``. Parameters are a `Sendable` type of
/// the router's choosing, never `Any`.
@MainActor
public protocol ViewModelRouting: AnyObject {
  /// The screen's route ids, such as `LoginScreen.Route`.
  associatedtype RouteID: Hashable & Sendable
  /// What a route may carry, such as the e-mail typed so far.
  associatedtype Parameters: Sendable

  /// Follows a route.
  ///
  /// - Parameters:
  ///   - id: The route.
  ///   - context: The screen it starts from.
  ///   - parameters: What it carries, if anything.
  /// - Throws: A ``ViewModelRoutingError``; nothing is shown then.
  func route(to id: RouteID, from context: any Screen, parameters: Parameters?) async throws(ViewModelRoutingError)
}

extension ViewModelRouting {
  /// Follows a route that carries nothing.
  ///
  /// - Parameters:
  ///   - id: The route.
  ///   - context: The screen it starts from.
  /// - Throws: A ``ViewModelRoutingError``; nothing is shown then.
  public func route(to id: RouteID, from context: any Screen) async throws(ViewModelRoutingError) {
    try await route(to: id, from: context, parameters: nil)
  }
}

extension ViewModelRouting where RouteID: RawRepresentable, RouteID.RawValue == String {
  /// Follows a route named by a string, as article 003's `route(to: "login", ...)`.
  ///
  /// - Parameters:
  ///   - name: The route id's raw value, such as `login`.
  ///   - context: The screen it starts from.
  ///   - parameters: What it carries, if anything.
  /// - Throws: ``ViewModelRoutingError/unknownRouteID(_:context:)`` for a name that is no
  ///   route id, or what the route throws.
  public func route(
    toRouteNamed name: String, from context: any Screen, parameters: Parameters? = nil
  ) async throws(ViewModelRoutingError) {
    guard let id = RouteID(rawValue: name) else { throw .unknownRouteID(name, context: context.screenName) }
    try await route(to: id, from: context, parameters: parameters)
  }
}
