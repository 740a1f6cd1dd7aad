import Foundation
import SceneRouterDeclarations
import SceneRouterTools
import Testing

@Suite("DeclarationCheck")
struct DeclarationCheckTests {
  static let shop = PackageFolder.fixture("Declarations/Shop")
  static let links = PackageFolder.fixture("Declarations/Shop/ShopLinks.swift")

  /// The declarations in a fixture folder of `Declarations/`, named as the output names them.
  static func declarations(_ folder: String, appID: String? = nil, plist: Bool = true) throws -> AppDeclarations {
    let aasa = PackageFolder.fixture("Declarations/\(folder)/apple-app-site-association")
    let infoPlist = PackageFolder.fixture("Declarations/\(folder)/Info.plist")
    return AppDeclarations(
      siteAssociation: try SiteAssociation(contents: Array(Data(contentsOf: Self.url(aasa))), file: aasa),
      urlSchemes: plist ? try RegisteredURLSchemes(contents: Data(contentsOf: Self.url(infoPlist)), file: infoPlist) : nil,
      appID: appID)
  }

  static func url(_ path: String) -> URL { URL(fileURLWithPath: PackageFolder.path + "/" + path) }

  static func findings(_ paths: [String], _ declarations: AppDeclarations) -> [String] {
    let tree = SourceTree(paths: paths, base: PackageFolder.path)
    return Checker(files: tree.files, declarations: declarations).findings.map(\.description)
  }

  /// The findings for one source file written here.
  static func findings(source: String, _ declarations: AppDeclarations) -> [String] {
    Checker(files: [SourceFile(displayPath: "App.swift", text: source)], declarations: declarations).findings.map(\.description)
  }

  static func association(_ components: String) throws -> SiteAssociation {
    try SiteAssociation(
      contents: Array(#"{"applinks": {"details": [{"appIDs": ["T.a"], "components": \#(components)}]}}"#.utf8), file: "aasa")
  }

  static func schemes(_ names: String...) throws -> RegisteredURLSchemes {
    let types: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLSchemes": names]]]
    return try RegisteredURLSchemes(
      contents: PropertyListSerialization.data(fromPropertyList: types, format: .binary, options: 0), file: "Info.plist")
  }

  @Test("finds each planted mismatch of the shop's apple-app-site-association and Info.plist")
  func planted() throws {
    let aasa = PackageFolder.fixture("Declarations/planted/apple-app-site-association")
    let plist = PackageFolder.fixture("Declarations/planted/Info.plist")
    #expect(
      Self.findings([Self.shop], try Self.declarations("planted", appID: "ABCDE12345.com.example.shop")) == [
        "\(Self.links):24: aasa-route-unclaimed: deep link '/product/:id(int)/reviews' reads universal links, but \(aasa) claims none of them (the exclusion '/product/*/reviews' on line 8 matches them): iOS opens them in Safari",
        "\(Self.links):25: aasa-route-unclaimed: deep link '/cart' reads universal links, but \(aasa) claims none of them: iOS opens them in Safari",
        "\(Self.links):27: aasa-route-unclaimed: deep link '/order/:id(int)?step=:step(int)' reads universal links, but \(aasa) claims none of them: iOS opens them in Safari",
        "\(Self.links):31: url-scheme-unregistered: the deep links use the custom scheme 'shop-sdk', which \(plist) does not register (CFBundleURLTypes, CFBundleURLSchemes): iOS never opens the app for its links",
        "\(plist):22: url-scheme-unused: registers the URL scheme 'shopbeta', which no deep-link pattern and no customSchemes or exclusiveSchemes uses: its links open the app to no route",
        "\(aasa):3: aasa-app-id: no applinks.details entry names the app 'ABCDE12345.com.example.shop' (it names 'ABCDE12345.com.example.other'); the rules of every entry were compared",
        "\(aasa):10: aasa-claim-unread: claims '/products/*', but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show",
        "\(aasa):12: aasa-claim-unread: claims '/order/*' ?step=first, but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show",
      ])
  }

  @Test("the corrected files agree with the shop's routes")
  func corrected() throws {
    #expect(Self.findings([Self.shop], try Self.declarations("corrected", appID: "ABCDE12345.com.example.shop")) == [])
  }

  @Test("the legacy paths form: NOT excludes, and a path no route reads")
  func legacy() throws {
    let aasa = PackageFolder.fixture("Declarations/legacy/apple-app-site-association")
    #expect(
      Self.findings([Self.shop], try Self.declarations("legacy", plist: false)) == [
        "\(Self.links):24: aasa-route-unclaimed: deep link '/product/:id(int)/reviews' reads universal links, but \(aasa) claims none of them (the exclusion '/product/*/reviews' on line 7 matches them): iOS opens them in Safari",
        "\(aasa):7: aasa-claim-unread: claims '/blog/*', but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show",
      ])
  }

  @Test("the storefront: its scheme and web host are constants, its patterns path-only")
  func storefront() throws {
    let plist = "Examples/StorefrontUIKit.swiftpm/AdditionalInfo.plist"
    let urlSchemes = try RegisteredURLSchemes(contents: Data(contentsOf: Self.url(plist)), file: plist)
    var declarations = try Self.declarations("storefront", appID: "ABCDE12345.com.example.scenerouter.StorefrontUIKit", plist: false)
    declarations.urlSchemes = urlSchemes
    #expect(Self.findings(["Examples/Sources/StorefrontKit"], declarations) == [])
    declarations.siteAssociation = try Self.association(#"[{"/": "/product/*"}, {"/": "/shop"}]"#)
    declarations.appID = nil
    #expect(
      Self.findings(["Examples/Sources/StorefrontKit"], declarations) == [
        "Examples/Sources/StorefrontKit/DeepLinks/StorefrontLinks.swift:72: aasa-route-unclaimed: deep link '/wishlist' reads universal links, but aasa claims none of them: iOS opens them in Safari",
        "Examples/Sources/StorefrontKit/DeepLinks/StorefrontLinks.swift:73: aasa-route-unclaimed: deep link '/search' reads universal links, but aasa claims none of them: iOS opens them in Safari",
        "Examples/Sources/StorefrontKit/DeepLinks/StorefrontLinks.swift:74: aasa-route-unclaimed: deep link '/login' reads universal links, but aasa claims none of them: iOS opens them in Safari",
        "Examples/Sources/StorefrontKit/DeepLinks/StorefrontLinks.swift:75: aasa-route-unclaimed: deep link '/signup' reads universal links, but aasa claims none of them: iOS opens them in Safari",
        "Examples/Sources/StorefrontKit/DeepLinks/StorefrontLinks.swift:76: aasa-route-unclaimed: deep link '/forgot-password' reads universal links, but aasa claims none of them: iOS opens them in Safari",
        "Examples/Sources/StorefrontKit/DeepLinks/StorefrontLinks.swift:83: aasa-route-unclaimed: deep link '/wishlist/product/:id' reads universal links, but aasa claims none of them: iOS opens them in Safari",
      ])
  }

  @Test("path-only patterns read universal links, but are expected in the file only with universalLinkHosts")
  func pathOnly() throws {
    let source = """
      let table = try DeepLinkTable<Int>(configuration: .init(customSchemes: ["app"]), [
        DeepLinkEntry("/a", parse: { _ in 1 }, print: { _ in nil }),
        DeepLinkEntry("https://web.example.com/b", parse: { _ in 2 }, print: { _ in nil }),
      ])
      """
    #expect(
      Self.findings(source: source, AppDeclarations(siteAssociation: try Self.association(#"[{"/": "/a"}, {"/": "/c"}]"#))) == [
        "App.swift:3: aasa-route-unclaimed: deep link 'https://web.example.com/b' reads universal links, but aasa claims none of them: iOS opens them in Safari",
        "aasa:1: aasa-claim-unread: claims '/c', but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show",
      ])
  }

  @Test("internal-only routes and custom-scheme patterns are not universal links; caseSensitivePaths: false folds case")
  func notUniversal() throws {
    let source = """
      let table = try DeepLinkTable<Int>(configuration: .init(universalLinkHosts: ["web.example.com"], caseSensitivePaths: false), [
        DeepLinkEntry("/help", parse: { _ in 1 }, print: { _ in nil }),
        DeepLinkEntry("/debug", exposure: .internalOnly, parse: { _ in 2 }, print: { _ in nil }),
        DeepLinkEntry("app://settings", parse: { _ in 3 }, print: { _ in nil }),
      ])
      """
    #expect(
      Self.findings(source: source, AppDeclarations(siteAssociation: try Self.association(#"[{"/": "/HELP"}, {"/": "/debug"}, {"/": "/settings"}]"#)))
        == [
          "aasa:1: aasa-claim-unread: claims '/debug', but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show",
          "aasa:1: aasa-claim-unread: claims '/settings', but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show",
        ])
  }

  @Test("schemes the sources compute: an unregistered one is still reported, an unused one is not")
  func computedSchemes() throws {
    let source = """
      enum Links {
        static let web = "app"
        static let table = try DeepLinkTable<Int>(configuration: .init(customSchemes: Links.names(), exclusiveSchemes: [web]), [
          DeepLinkEntry("sdk://done", parse: { _ in 1 }, print: { _ in nil }),
        ])
      }
      """
    #expect(
      Self.findings(source: source, AppDeclarations(urlSchemes: try Self.schemes("SDK", "other"))) == [
        "App.swift:3: url-scheme-unregistered: the deep links use the custom scheme 'app', which Info.plist does not register (CFBundleURLTypes, CFBundleURLSchemes): iOS never opens the app for its links"
      ])
    let readable = source.replacingOccurrences(of: "Links.names()", with: "[\"app\"]")
    #expect(
      Self.findings(source: readable, AppDeclarations(urlSchemes: try Self.schemes("SDK", "app", "other"))) == [
        "Info.plist:1: url-scheme-unused: registers the URL scheme 'other', which no deep-link pattern and no customSchemes or exclusiveSchemes uses: its links open the app to no route"
      ])
  }

  @Test("what the budget leaves undecided is a problem, not a finding")
  func budget() throws {
    var declarations = try Self.declarations("planted", plist: false)
    declarations.comparisonBudget = 1
    let tree = SourceTree(paths: [Self.shop], base: PackageFolder.path)
    let checker = Checker(files: tree.files, declarations: declarations)
    let aasa = PackageFolder.fixture("Declarations/planted/apple-app-site-association")
    #expect(checker.findings.map(\.rule.rawValue) == [])
    #expect(
      checker.problems == [
        "\(aasa): too complex to compare within the budget; not compared: the rule '/product/*' on line 9, the rule '/products/*' on line 10, "
          + "the rule '/search' ?q=?* on line 11, the rule '/order/*' ?step=first on line 12, the rule '/help/*' on line 13, "
          + "deep link '/product/:id(int)', deep link '/product/:id(int)/reviews', deep link '/cart', deep link '/search?q=:query', "
          + "deep link '/order/:id(int)?step=:step(int)', deep link '/help/**'"
      ])
  }

  @Test("without declarations, check is what it was")
  func none() {
    #expect(Self.findings(["Examples/Sources/StorefrontKit"], AppDeclarations()) == [])
  }
}
