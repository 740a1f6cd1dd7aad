import SceneRouterDeclarations

/// What `scenerouter check` compares the route table with, besides the sources: the app's
/// `apple-app-site-association` file and its `Info.plist`, read already, and its app ID.
///
/// ```swift
/// let declarations = AppDeclarations(
///   siteAssociation: try SiteAssociation(file: "Web/apple-app-site-association"),
///   urlSchemes: try RegisteredURLSchemes(file: "App/Info.plist"),
///   appID: "ABCDE12345.com.example.shop")
/// let findings = Checker(files: tree.files, declarations: declarations).findings
/// ```
package struct AppDeclarations: Sendable {
  /// The app's `apple-app-site-association` file, when it is compared.
  package var siteAssociation: SiteAssociation?
  /// The URL schemes its `Info.plist` registers, when they are compared.
  package var urlSchemes: RegisteredURLSchemes?
  /// The app's ID (`TEAMID.bundle.identifier`): the file's entries naming it apply, and
  /// one must.
  package var appID: String?
  /// The work the comparison of links may do (``LinkSearch``); past it, what is left is
  /// reported as not compared.
  package var comparisonBudget = LinkSearch.defaultBudget

  /// Creates the declarations to compare; by default none.
  ///
  /// - Parameters:
  ///   - siteAssociation: The app's `apple-app-site-association` file.
  ///   - urlSchemes: The URL schemes its `Info.plist` registers.
  ///   - appID: The app's ID (`TEAMID.bundle.identifier`).
  package init(siteAssociation: SiteAssociation? = nil, urlSchemes: RegisteredURLSchemes? = nil, appID: String? = nil) {
    self.siteAssociation = siteAssociation
    self.urlSchemes = urlSchemes
    self.appID = appID
  }
}
