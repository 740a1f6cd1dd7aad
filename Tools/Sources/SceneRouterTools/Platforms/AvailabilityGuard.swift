import SwiftIfConfig
import SwiftSyntax

/// Whether a use of an API is guarded for a platform: inside `if #available(iOS 17, *)`,
/// after `guard #available(iOS 17, *) else { … }` in the same or an enclosing block, or in a
/// declaration, type or extension marked `@available(iOS 17, *)` (or
/// `@available(iOS, introduced: 17)`), with a version at least the one needed. A declaration
/// marked `@available(iOS, unavailable)` is never compiled for iOS, so everything in it counts
/// as guarded. A `*` never raises iOS or macOS above the deployment target.
package enum AvailabilityGuard {
  /// Whether `node` is guarded on `platform` for an API introduced in `needed`; with
  /// `needed` nil (an API the platform lacks), whether it sits in a declaration unavailable
  /// there.
  ///
  /// - Parameters:
  ///   - node: A use of the API.
  ///   - platform: An Apple platform.
  ///   - needed: The version that introduced the API there; nil when it does not exist there.
  package static func isGuarded(_ node: some SyntaxProtocol, on platform: TargetPlatform, needing needed: VersionTuple?)
    -> Bool
  {
    let names = platform.availabilityNames
    func enough(_ version: VersionTuple?) -> Bool {
      guard let needed, let version else { return false }
      return version >= needed
    }
    var current = Syntax(node)
    while let parent = current.parent {
      if let attributes = parent.asProtocol((any WithAttributesSyntax).self)?.attributes,
        parent.is(DeclSyntax.self)
      {
        for attribute in attributes {
          guard case .attribute(let attribute) = attribute, PlatformSyntax.name(attribute) == "available",
            case .availability(let arguments) = attribute.arguments
          else { continue }
          switch declared(arguments, names: names) {
          case .unavailable: return true
          case .introduced(let version): if enough(version) { return true }
          case .none: break
          }
        }
      }
      if let ifExpression = parent.as(IfExprSyntax.self) {
        let conditions = availabilityConditions(ifExpression.conditions)
        if current.id == ifExpression.body.id,
          conditions.contains(where: { !$0.isUnavailable && enough(version(in: $0.arguments, names: names)) })
        {
          return true
        }
        if current.id == ifExpression.elseBody?.id,
          conditions.contains(where: { $0.isUnavailable && enough(version(in: $0.arguments, names: names)) })
        {
          return true
        }
      }
      if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
        for earlier in list {
          if earlier.id == item.id { break }
          guard let guardStatement = earlier.item.as(GuardStmtSyntax.self) else { continue }
          let conditions = availabilityConditions(guardStatement.conditions)
          if conditions.contains(where: { !$0.isUnavailable && enough(version(in: $0.arguments, names: names)) }) {
            return true
          }
        }
      }
      current = parent
    }
    return false
  }

  /// What an `@available` attribute says about the platform.
  private enum Declared {
    case introduced(VersionTuple?)
    case unavailable
  }

  private static func declared(_ arguments: AvailabilityArgumentListSyntax, names: Set<String>) -> Declared? {
    // Long form: @available(iOS, introduced: 17.0) or @available(iOS, unavailable).
    if let first = arguments.first, case .token(let platform) = first.argument, names.contains(platform.text) {
      for argument in arguments.dropFirst() {
        switch argument.argument {
        case .token(let token) where token.text == "unavailable":
          return .unavailable
        case .availabilityLabeledArgument(let labeled) where labeled.label.text == "introduced":
          if case .version(let version) = labeled.value { return .introduced(VersionTuple(parsing: version.trimmedDescription)) }
        default:
          continue
        }
      }
      return nil
    }
    return version(in: arguments, names: names).map { .introduced($0) }
  }

  /// The version a short-form list (`iOS 17, macOS 14, *`) gives the platform.
  private static func version(in arguments: AvailabilityArgumentListSyntax, names: Set<String>) -> VersionTuple? {
    for argument in arguments {
      if case .availabilityVersionRestriction(let restriction) = argument.argument,
        names.contains(restriction.platform.text), let version = restriction.version
      {
        return VersionTuple(parsing: version.trimmedDescription)
      }
    }
    return nil
  }

  private static func availabilityConditions(_ conditions: ConditionElementListSyntax)
    -> [(isUnavailable: Bool, arguments: AvailabilityArgumentListSyntax)]
  {
    conditions.compactMap { element in
      guard case .availability(let condition) = element.condition else { return nil }
      return (condition.availabilityKeyword.tokenKind == .poundUnavailable, condition.availabilityArguments)
    }
  }
}
