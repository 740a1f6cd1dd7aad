/// Something `scenerouter check` found, with the file and line to fix.
package struct Finding: Codable, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of findings.
  package enum Rule: String, Codable, CaseIterable, Sendable {
    /// A router keeps its screen or view model alive: a cycle, since the screen keeps the router.
    case strongReference = "strong-reference"
    /// A `routeToX` that neither passes data nor navigates.
    case routeWithoutParts = "route-without-parts"
    /// A `passDataToX` or `navigateToX` no route calls.
    case partWithoutRoute = "part-without-route"
    /// A segue the storyboard declares that no route handles.
    case segueWithoutRoute = "segue-without-route"
    /// A route taking a segue, or a performed segue, that no storyboard declares.
    case routeWithoutSegue = "route-without-segue"
    /// Two deep-link patterns that match the same links.
    case deepLinkCollision = "deep-link-collision"
    /// A deep-link pattern that is malformed or can never match.
    case deepLinkNeverMatches = "deep-link-never-matches"
    /// A screen no route and no entry point reaches.
    case unreachableScreen = "unreachable-screen"
    /// A rule of the `apple-app-site-association` file claiming links no deep-link pattern reads.
    case aasaClaimUnread = "aasa-claim-unread"
    /// A deep-link pattern for universal links none of whose links the `apple-app-site-association` file claims.
    case aasaRouteUnclaimed = "aasa-route-unclaimed"
    /// No entry of the `apple-app-site-association` file names the app's ID.
    case aasaAppID = "aasa-app-id"
    /// A custom scheme the deep links use that the `Info.plist` does not register.
    case urlSchemeUnregistered = "url-scheme-unregistered"
    /// A scheme the `Info.plist` registers that no deep link uses.
    case urlSchemeUnused = "url-scheme-unused"
  }

  /// The file.
  package var file: String
  /// The line.
  package var line: Int
  /// The rule broken.
  package var rule: Rule
  /// A sentence naming what is wrong.
  package var message: String

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - file: The file, as output names it.
  ///   - line: The line.
  ///   - rule: The rule broken.
  ///   - message: A sentence naming what is wrong.
  package init(file: String, line: Int, rule: Rule, message: String) {
    self.file = file
    self.line = line
    self.rule = rule
    self.message = message
  }

  /// `file:line: rule: message`, as compilers print diagnostics.
  package var description: String { "\(file):\(line): \(rule.rawValue): \(message)" }
}
