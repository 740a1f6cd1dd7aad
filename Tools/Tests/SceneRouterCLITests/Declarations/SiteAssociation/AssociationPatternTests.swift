import SceneRouterDeclarations
import Testing

@Suite("AssociationPattern")
struct AssociationPatternTests {
  @Test(
    "matches as Apple documents: * any characters, ? one, ?* at least one, $(…) one value of a variable",
    arguments: [
      ("/help/*", "/help/", true),
      ("/help/*", "/help/a/b", true),
      ("/help/?*", "/help/", false),
      ("/help/?*", "/help/faq", true),
      ("/a?c", "/abc", true),
      ("/a?c", "/a/c", true),
      ("/a?c", "/ac", false),
      ("*", "", true),
      ("", "", true),
      ("", "/", false),
      ("/buy", "/Buy", false),
      ("/$(digit)$(digit)", "/42", true),
      ("/$(digit)", "/x", false),
      ("/$(alpha)$(upper)$(lower)$(alnum)", "/aBc9", true),
      ("/$(xdigit)", "/F", true),
      ("/$(lang)_$(region)/", "/en_US/", true),
      ("/$(lang)_$(region)/", "/xx_US/", false),
      ("/$(food)", "/pizza", true),
      ("/$(food)", "/sushi-roll", true),
      ("/$(food)", "/pasta", false),
      ("/$5", "/$5", true),
    ])
  func matches(pattern: String, text: String, expected: Bool) throws {
    let compiled = try AssociationPattern(pattern, ignoringCase: false, variables: ["food": ["pizza", "sushi*"]])
    #expect(compiled.matches(text) == expected)
  }

  @Test("caseSensitive: false folds ASCII letters, in variables' values too")
  func ignoringCase() throws {
    let pattern = try AssociationPattern("/Help/$(food)", ignoringCase: true, variables: ["food": ["Pizza"]])
    #expect(pattern.matches("/HELP/pizza"))
    #expect(!pattern.matches("/HELP/pasta"))
  }

  @Test("the legacy form has no variables: $( is text")
  func legacy() throws {
    let pattern = try AssociationPattern("/$(digit)/*", ignoringCase: false, variables: nil)
    #expect(pattern.matches("/$(digit)/x"))
    #expect(!pattern.matches("/4/x"))
  }

  @Test(
    "names an unknown variable and a $( left open",
    arguments: [
      ("/$(nope)", "unknown substitution variable '$(nope)' in '/$(nope)'"),
      ("/$(digit", "'$(' without its ')' in '/$(digit'"),
    ])
  func mistakes(pattern: String, message: String) {
    do throws(AssociationPattern.PatternMistake) {
      _ = try AssociationPattern(pattern, ignoringCase: false)
      Issue.record("compiled")
    } catch {
      #expect(error.description == message)
    }
  }
}
