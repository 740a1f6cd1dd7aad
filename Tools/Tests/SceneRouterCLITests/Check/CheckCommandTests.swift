import Foundation
import Testing

@Suite("scenerouter check")
struct CheckCommandTests {
  @Test("exits 0 and prints nothing on clean sources")
  func clean() async throws {
    let outcome = try await PackageFolder.run(["check", "Examples/Sources/StorefrontKit", "Examples/Sources/ArticleApps/CleanSwift/Orders"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "")
    #expect(outcome.standardError == "")
  }

  @Test("exits 1 and prints file:line: rule: message for each finding")
  func findings() async throws {
    let outcome = try await PackageFolder.run(["check", PackageFolder.fixture("Faulty/ProfileLinks.swift")])
    let file = PackageFolder.fixture("Faulty/ProfileLinks.swift")
    #expect(outcome.status == 1)
    #expect(
      outcome.standardOutput == """
        \(file):12: deep-link-collision: deep link '/items/:name' matches the same links as '/items/:id' (line 11)
        \(file):13: deep-link-never-matches: deep link pattern '/files/**/raw' can never match: '**' must be the last segment

        """)
    #expect(outcome.standardError == "")
  }

  @Test("--format json prints every finding and problem for machines")
  func json() async throws {
    let outcome = try await PackageFolder.run([
      "check", "--format", "json", PackageFolder.fixture("Faulty/ProfileLinks.swift"), "no/such/folder",
    ])
    #expect(outcome.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? NSDictionary
    let file = PackageFolder.fixture("Faulty/ProfileLinks.swift")
    let expected: NSDictionary = [
      "findings": [
        [
          "file": file, "line": 12, "rule": "deep-link-collision",
          "message": "deep link '/items/:name' matches the same links as '/items/:id' (line 11)",
        ],
        [
          "file": file, "line": 13, "rule": "deep-link-never-matches",
          "message": "deep link pattern '/files/**/raw' can never match: '**' must be the last segment",
        ],
      ],
      "problems": ["no/such/folder: no such file or folder"],
    ]
    #expect(object == expected)
    #expect(outcome.standardError == "scenerouter: no/such/folder: no such file or folder\n")
  }

  @Test("--aasa, --info-plist and --app-id: each planted mismatch, exit 1; the corrected files, exit 0")
  func declarations() async throws {
    let shop = PackageFolder.fixture("Declarations/Shop")
    let links = PackageFolder.fixture("Declarations/Shop/ShopLinks.swift")
    let aasa = PackageFolder.fixture("Declarations/planted/apple-app-site-association")
    let plist = PackageFolder.fixture("Declarations/planted/Info.plist")
    let planted = try await PackageFolder.run([
      "check", shop, "--aasa", aasa, "--info-plist", plist, "--app-id", "ABCDE12345.com.example.shop",
    ])
    #expect(planted.status == 1)
    #expect(
      planted.standardOutput == """
        \(links):24: aasa-route-unclaimed: deep link '/product/:id(int)/reviews' reads universal links, but \(aasa) claims none of them (the exclusion '/product/*/reviews' on line 8 matches them): iOS opens them in Safari
        \(links):25: aasa-route-unclaimed: deep link '/cart' reads universal links, but \(aasa) claims none of them: iOS opens them in Safari
        \(links):27: aasa-route-unclaimed: deep link '/order/:id(int)?step=:step(int)' reads universal links, but \(aasa) claims none of them: iOS opens them in Safari
        \(links):31: url-scheme-unregistered: the deep links use the custom scheme 'shop-sdk', which \(plist) does not register (CFBundleURLTypes, CFBundleURLSchemes): iOS never opens the app for its links
        \(plist):22: url-scheme-unused: registers the URL scheme 'shopbeta', which no deep-link pattern and no customSchemes or exclusiveSchemes uses: its links open the app to no route
        \(aasa):3: aasa-app-id: no applinks.details entry names the app 'ABCDE12345.com.example.shop' (it names 'ABCDE12345.com.example.other'); the rules of every entry were compared
        \(aasa):10: aasa-claim-unread: claims '/products/*', but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show
        \(aasa):12: aasa-claim-unread: claims '/order/*' ?step=first, but no deep-link pattern reads a link it matches: iOS opens the app for links it cannot show

        """)
    #expect(planted.standardError == "")
    let corrected = try await PackageFolder.run([
      "check", shop, "--aasa", PackageFolder.fixture("Declarations/corrected/apple-app-site-association"),
      "--info-plist", PackageFolder.fixture("Declarations/corrected/Info.plist"), "--app-id", "ABCDE12345.com.example.shop",
    ])
    #expect(corrected.status == 0)
    #expect(corrected.standardOutput == "")
    #expect(corrected.standardError == "")
  }

  @Test("--format json lists the declarations' findings with the others")
  func declarationsJSON() async throws {
    let plist = PackageFolder.fixture("Declarations/planted/Info.plist")
    let outcome = try await PackageFolder.run([
      "check", "--format", "json", PackageFolder.fixture("Declarations/Shop"), "--info-plist", plist,
    ])
    #expect(outcome.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? NSDictionary
    let expected: NSDictionary = [
      "findings": [
        [
          "file": PackageFolder.fixture("Declarations/Shop/ShopLinks.swift"), "line": 31, "rule": "url-scheme-unregistered",
          "message": "the deep links use the custom scheme 'shop-sdk', which \(plist) does not register (CFBundleURLTypes, CFBundleURLSchemes): iOS never opens the app for its links",
        ],
        [
          "file": plist, "line": 22, "rule": "url-scheme-unused",
          "message": "registers the URL scheme 'shopbeta', which no deep-link pattern and no customSchemes or exclusiveSchemes uses: its links open the app to no route",
        ],
      ],
      "problems": [],
    ]
    #expect(object == expected)
  }

  @Test("a malformed apple-app-site-association or Info.plist: a sentence naming the file, line and mistake; exit 1")
  func malformedDeclarations() async throws {
    let aasa = PackageFolder.fixture("Declarations/malformed/apple-app-site-association")
    let plist = PackageFolder.fixture("Declarations/malformed/Info.plist")
    let problems = [
      "\(aasa):6:9: not JSON: expected ',' or '}', found '\"'",
      // Foundation's reason, as swift-corelibs-foundation words it.
      "\(plist): not a property list: Close tag on line 10 does not match open tag array",
    ]
    let text = try await PackageFolder.run(["check", PackageFolder.fixture("Declarations/Shop"), "--aasa", aasa, "--info-plist", plist])
    #expect(text.status == 1)
    #expect(text.standardOutput == "")
    #expect(text.standardError == problems.map { "scenerouter: \($0)\n" }.joined())
    let json = try await PackageFolder.run([
      "check", "--format", "json", PackageFolder.fixture("Declarations/Shop"), "--aasa", aasa, "--info-plist", plist,
    ])
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? NSDictionary
    #expect(object == ["findings": [], "problems": problems] as NSDictionary)
  }

  @Test("--app-id without --aasa is a usage error")
  func appIDAlone() async throws {
    let outcome = try await PackageFolder.run(["check", "Examples/Sources/StorefrontKit", "--app-id", "T.a"])
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput == "")
    #expect(
      outcome.standardError == """
        Error: --app-id needs --aasa.
        Usage: scenerouter check [--format <format>] [--aasa <file>] [--info-plist <file>] [--app-id <id>] <paths> ...
          See 'scenerouter check --help' for more information.

        """)
  }
}
