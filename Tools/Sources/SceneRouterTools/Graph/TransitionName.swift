import SwiftSyntax

/// Names a transition as the graph prints it: `push`, `modal`, `modal(formSheet)`,
/// `modal(formSheet, in navigation)`, `sheet(medium, large)` (a sheet resting at detents),
/// `fade`, `segue`, `back`, `tab`, `replaceRoot`, `show`.
enum TransitionName {
  /// The transition a UIKit or SceneRouter call performs: `pushViewController` is a push.
  ///
  /// - Parameters:
  ///   - callee: The called function's name.
  static func of(callee: String) -> String? {
    switch callee {
    case "pushViewController", "PushTransition": "push"
    case "present", "presentViewController", "ModalTransition": "modal"
    case "FadeTransition": "fade"
    case "show", "showDetailViewController": "show"
    case "dismiss", "dismissViewControllerAnimated", "popViewController", "popToRootViewController", "popViewControllerAnimated",
      "routeBack", "unwind", "performUnwind":
      "back"
    case "setRoot", "setRootViewController": "replaceRoot"
    case "performSegue", "performSegueWithIdentifier": "segue"
    default: nil
    }
  }

  /// The transition an expression names: `.push`, `.modal(.formSheet)`, `Transition.fade(seconds: 1)`.
  ///
  /// - Parameters:
  ///   - expression: A transition value as written.
  static func of(expression: ExprSyntax) -> String? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard isTransitionBase(call.calledExpression) else { return of(callee: SyntaxText.calleeName(call.calledExpression)) }
      return of(member: SyntaxText.calleeName(call.calledExpression), arguments: Array(call.arguments))
    }
    if let member = expression.as(MemberAccessExprSyntax.self), isTransitionBase(ExprSyntax(member)) {
      return of(member: member.declName.baseName.text, arguments: [])
    }
    return nil
  }

  /// Whether `.name` or `Transition.name` is written (not `foo.push`).
  private static func isTransitionBase(_ expression: ExprSyntax) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    guard let base = member.base else { return true }
    return ["Transition", "TransitionKind"].contains(base.trimmedDescription)
  }

  /// A member of SceneRouter's `Transition`, with its arguments.
  static func of(member: String, arguments: [LabeledExprSyntax]) -> String? {
    switch member {
    case "push": return "push"
    case "fade": return "fade"
    case "replaceRoot": return "replaceRoot"
    case "selectTab": return "tab"
    case "modal":
      guard let style = arguments.first.flatMap({ SyntaxText.firstImplicitMember(in: Syntax($0.expression)) }) else {
        return "modal"
      }
      let inNavigation = arguments.contains { $0.label?.text == "inNavigation" && $0.expression.trimmedDescription == "true" }
      return "modal(\(style)\(inNavigation ? ", in navigation" : ""))"
    case "sheet":
      let detents = arguments.first.map { detentNames(in: $0.expression) } ?? []
      let inNavigation = arguments.contains { $0.label?.text == "inNavigation" && $0.expression.trimmedDescription == "true" }
      return "sheet(\((detents + (inNavigation ? ["in navigation"] : [])).joined(separator: ", ")))"
    default: return nil
    }
  }

  /// The identifiers of the detents an array literal lists: `.medium`, `.large`, and the
  /// identifier a custom height is given (`.height("peek", points: 120)` is `peek`); `?` for a
  /// detent written some other way.
  private static func detentNames(in expression: ExprSyntax) -> [String] {
    guard let array = expression.as(ArrayExprSyntax.self) else { return ["?"] }
    return array.elements.map { element in
      if let member = element.expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
      if let call = element.expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
        let identifier = SyntaxText.stringLiteral(first.expression)
      {
        return identifier
      }
      return "?"
    }
  }
}
