import Foundation
import SceneRouterDeclarations
import Testing

@Suite("SiteAssociation")
struct SiteAssociationTests {
  static func read(_ text: String) throws(DeclarationError) -> SiteAssociation {
    try SiteAssociation(contents: Array(text.utf8), file: "aasa")
  }

  /// The error's text, or nil when the file is read.
  static func mistake(_ text: String) -> String? {
    do throws(DeclarationError) {
      _ = try read(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("reads the components of each entry, in order, with their lines")
  func components() throws {
    let file = PackageFolder.path + "/" + PackageFolder.fixture("Declarations/planted/apple-app-site-association")
    let association = try SiteAssociation(file: file)
    #expect(association.appIDs == ["ABCDE12345.com.example.other"])
    #expect(association.detailsLine == 3)
    #expect(
      association.rules(for: nil).map { "\($0.line) \($0.isExcluded ? "exclude" : "claim") \($0.description)" } == [
        "7 exclude '*' #no_universal_links",
        "8 exclude '/product/*/reviews'",
        "9 claim '/product/*'",
        "10 claim '/products/*'",
        "11 claim '/search' ?q=?*",
        "12 claim '/order/*' ?step=first",
        "13 claim '/help/*'",
      ])
  }

  @Test("reads the legacy paths, NOT excluding, when an entry has no components")
  func legacyPaths() throws {
    let association = try Self.read(
      #"{"applinks": {"apps": [], "details": [{"appID": "T.a", "paths": ["NOT /a/*", "/a*", "*"]}, {"appIDs": ["T.b"], "paths": ["/x"], "components": [{"/": "/y"}]}]}}"#)
    #expect(association.appIDs == ["T.a", "T.b"])
    #expect(association.rules(for: "T.a").map { "\($0.isExcluded) \($0.description)" } == ["true '/a/*'", "false '/a*'", "false '*'"])
    #expect(association.rules(for: "T.b").map(\.description) == ["'/y'"], "components win over paths")
  }

  @Test("the entries naming the app apply; with none naming it, every entry's")
  func rulesForApp() throws {
    let association = try Self.read(
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"/": "/a"}]}, {"appIDs": ["T.b", "T.a"], "components": [{"/": "/b"}]}, {"appIDs": ["T.c"], "components": [{"/": "/c"}]}]}}"#)
    #expect(association.rules(for: "T.a").map(\.description) == ["'/a'", "'/b'"])
    #expect(association.rules(for: "T.c").map(\.description) == ["'/c'"])
    #expect(association.rules(for: "T.z").map(\.description) == ["'/a'", "'/b'", "'/c'"])
    #expect(association.names("T.b"))
    #expect(!association.names("T.z"))
  }

  @Test("caseSensitive: the component's, else the entry's defaults, else the file's, else true")
  func caseSensitivity() throws {
    let association = try Self.read(
      #"""
      {"applinks": {"defaults": {"caseSensitive": false}, "details": [
        {"appIDs": ["T.a"], "components": [{"/": "/a"}, {"/": "/b", "caseSensitive": true}]},
        {"appIDs": ["T.b"], "defaults": {"caseSensitive": true}, "components": [{"/": "/c"}]}]}}
      """#)
    let rules = association.rules(for: nil)
    #expect(rules.map { $0.path?.matches($0.path?.text.uppercased() ?? "") } == [true, false, false])
  }

  @Test("substitution variables of the file, and query and fragment patterns")
  func variables() throws {
    let association = try Self.read(
      #"""
      {"applinks": {"substitutionVariables": {"food": ["pizza", "sushi"]}, "details": [{"appIDs": ["T.a"], "components": [
        {"/": "/$(food)/*", "?": {"size": "$(digit)"}, "#": "top"}, {"?": "ref=*"}]}]}}
      """#)
    let rules = association.rules(for: nil)
    #expect(rules.map(\.description) == ["'/$(food)/*' ?size=$(digit) #top", "'*' ?ref=*"])
    #expect(rules[0].matches(path: "/pizza/1", query: [("size", "9")], fragment: "top"))
    #expect(!rules[0].matches(path: "/pizza/1", query: [("size", "9")], fragment: nil))
    #expect(!rules[0].matches(path: "/pizza/1", query: [], fragment: "top"), "an absent item is the empty text")
    #expect(!rules[0].matches(path: "/pizza/1", query: [("size", "9"), ("size", "x")], fragment: "top"), "every value must match")
    #expect(rules[1].matches(path: "/any", query: [("ref", "mail")], fragment: nil))
    #expect(!rules[1].matches(path: "/any", query: [("id", "1")], fragment: nil))
  }

  @Test("a file with no applinks claims nothing")
  func noLinks() throws {
    let association = try Self.read(#"{"webcredentials": {"apps": ["T.a"]}}"#)
    #expect(association.entries.isEmpty)
    #expect(association.detailsLine == 1)
  }

  @Test(
    "names the file, the line and what is wrong",
    arguments: [
      ("{", "aasa:1:2: not JSON: expected a key in quotes, found end of file"),
      ("[]", "aasa:1: not an apple-app-site-association file: the file must be an object, not an array"),
      (#"{"applinks": []}"#, "aasa:1: not an apple-app-site-association file: applinks must be an object, not an array"),
      (
        #"{"applinks": {"details": {}}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details must be an array, not an object"
      ),
      (
        "{\"applinks\": {\"details\": [\n{\"appIDs\": \"T.a\"}]}}",
        "aasa:2: not an apple-app-site-association file: applinks.details[0].appIDs must be an array, not a string"
      ),
      (
        #"{"applinks": {"details": [{"appIDs": [1]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].appIDs[0] must be a string, not a number"
      ),
      (
        #"{"applinks": {"details": [{"components": [{"/": 1}]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].components[0]['/'] must be a string, not a number"
      ),
      (
        #"{"applinks": {"details": [{"components": [{"/": "/a", "exclude": "yes"}]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].components[0].exclude must be true or false, not a string"
      ),
      (
        #"{"applinks": {"details": [{"components": [{"?": 1}]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].components[0]['?'] must be a string or an object, not a number"
      ),
      (
        #"{"applinks": {"details": [{"components": [{"?": {"a": null}}]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].components[0]['?'].a must be a string, not null"
      ),
      (
        #"{"applinks": {"details": [{"components": [{"/": "/$(nope)"}]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].components[0]['/']: unknown substitution variable '$(nope)' in '/$(nope)'"
      ),
      (
        #"{"applinks": {"substitutionVariables": {"a": "b"}}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.substitutionVariables.a must be an array, not a string"
      ),
      (
        #"{"applinks": {"defaults": {"caseSensitive": 0}}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.defaults.caseSensitive must be true or false, not a number"
      ),
      (
        #"{"applinks": {"details": [{"paths": ["/a", false]}]}}"#,
        "aasa:1: not an apple-app-site-association file: applinks.details[0].paths[1] must be a string, not a boolean"
      ),
    ])
  func mistakes(text: String, message: String) {
    #expect(Self.mistake(text) == message)
  }

  @Test("refuses a file larger than iOS reads, and one that cannot be read")
  func files() {
    let large = "{\"a\": \"" + String(repeating: "x", count: SiteAssociation.maximumSize) + "\"}"
    #expect(Self.mistake(large) == "aasa: 131081 bytes, more than the 131072 bytes iOS reads of an apple-app-site-association file")
    do throws(DeclarationError) {
      _ = try SiteAssociation(file: "no/such/apple-app-site-association")
      Issue.record("read")
    } catch {
      #expect(error.description == "no/such/apple-app-site-association: cannot be read (no such file)")
    }
  }
}
