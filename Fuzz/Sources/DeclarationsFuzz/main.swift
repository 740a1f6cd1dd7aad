// libFuzzer entry point for the readers of an app's apple-app-site-association and Info.plist
// (`scenerouter check --aasa --info-plist`); see ../README.md.
//
// Each input is read as an apple-app-site-association file and as an Info.plist. Invariants:
// no crash and no hang (libFuzzer's -timeout); a refusal is a DeclarationError naming the file,
// with a line inside the input when it has one; JSONReader accepts exactly the texts
// Foundation's JSONSerialization accepts (UTF-8 without NUL or byte order mark, nesting within
// 64 levels, no comma before a closing bracket, which Foundation on Linux accepts); a file read is compared with a fixed route table within a budget, and what the
// comparison reports holds on a concrete link. A violation prints what went wrong and aborts,
// which libFuzzer records as a crash.
import Foundation
import SceneRouterDeclarations

/// The shop's routes (Tools/Tests/SceneRouterCLITests/Fixtures/Declarations/Shop) and one of
/// each other kind of segment.
let patterns = [
  "/product/:id(int)", "/product/:id(int)/reviews", "/cart", "/search?q=:query", "/order/:id(int)?step=:step(int)",
  "/help/**", "/files/**+", "/v/:id(uuid)", "/b/:on(bool)/:x(double)", "/post/:slug-:id(int)", "/find(/:term)",
  "https://shop.example.com/caf%C3%A9", "/a/*/c",
]
let routes = patterns.map { pattern in
  guard let route = RouteLinks(pattern: pattern) else { fail("the harness's pattern \(pattern) is refused") }
  return route
}

func fail(_ message: String) -> Never {
  // Standard error is not buffered: the message is out before abort().
  FileHandle.standardError.write(Data("DeclarationsFuzz: \(message)\n".utf8))
  abort()
}

func lineCount(_ bytes: [UInt8]) -> Int {
  bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
}

/// JSONReader and JSONSerialization agree on whether the bytes are JSON.
func checkJSON(_ bytes: [UInt8]) {
  guard !bytes.contains(0), !bytes.starts(with: [0xEF, 0xBB, 0xBF]), String(validating: bytes, as: UTF8.self) != nil else { return }
  var mistake: String?
  do throws(JSONSyntaxError) {
    _ = try JSONReader.read(bytes)
  } catch {
    mistake = error.description
  }
  if let mistake, mistake.hasSuffix("nested deeper than \(JSONReader.maximumDepth) levels") { return }
  let foundation = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
  // Foundation on Linux accepts a comma before `]` or `}`; RFC 8259, and JSONReader, do not.
  let trailingComma = mistake.map { $0.hasSuffix("expected a value, found ']'") || $0.hasSuffix("expected a key in quotes, found '}'") }
  if foundation && trailingComma == true { return }
  if foundation != (mistake == nil) {
    fail("JSONReader \(mistake ?? "accepts") but JSONSerialization \(foundation ? "accepts" : "refuses") \(String(decoding: bytes, as: UTF8.self).debugDescription)")
  }
}

func checkSiteAssociation(_ bytes: [UInt8]) {
  let lines = lineCount(bytes)
  let association: SiteAssociation
  do throws(DeclarationError) {
    association = try SiteAssociation(contents: bytes, file: "aasa")
  } catch {
    guard error.description.hasPrefix("aasa: ") || error.description.hasPrefix("aasa:") else { fail("unnamed file: \(error)") }
    if let line = error.line, !(1...lines).contains(line) { fail("line \(line) of \(lines): \(error)") }
    return
  }
  let rules = association.rules(for: nil)
  for rule in rules where !(1...lines).contains(rule.line) { fail("rule \(rule.description) on line \(rule.line) of \(lines)") }
  if association.rules(for: "T.none").count != rules.count { fail("an app no entry names gets other rules than every entry's") }
  let comparison = UniversalLinkComparison(rules: rules, readers: routes, expected: routes, budget: 2_000_000)
  var search = LinkSearch(budget: 1_000_000)
  // An unread rule with no query or fragment pattern: no route without required items reads its shortest path.
  for index in comparison.unreadRules {
    let rule = rules[index]
    guard !rule.isExcluded else { fail("an excluding rule reported unread") }
    guard case .any = rule.query, rule.fragment == nil else { continue }
    var path = ""
    if let pattern = rule.path {
      guard case .found(let shortest) = search.example(acceptedByAll: [pattern.automaton], refusedByAll: []) else { continue }
      path = shortest
    }
    for route in routes where route.requiredQuery.isEmpty && route.path.matches(path) {
      fail("rule \(rule.description) reported unread, but \(route.pattern) reads \(path.debugDescription)")
    }
  }
  // An unclaimed route: its shortest printed link is not claimed.
  for unclaimed in comparison.unclaimedRoutes {
    let route = routes[unclaimed.route]
    guard case .found(let path) = search.example(acceptedByAll: [route.printedPath], refusedByAll: []) else { continue }
    var query: [(name: String, value: String)] = []
    for item in route.requiredQuery {
      guard case .found(let value) = search.example(acceptedByAll: [item.value], refusedByAll: []) else { return }
      query.append((item.name, value))
    }
    if let first = rules.first(where: { $0.matches(path: path, query: query, fragment: nil) }), !first.isExcluded {
      fail("\(route.pattern) reported unclaimed, but \(first.description) claims \(path.debugDescription)")
    }
  }
}

func checkInfoPlist(_ bytes: [UInt8]) {
  do throws(DeclarationError) {
    let registered = try RegisteredURLSchemes(contents: Data(bytes), file: "Info.plist")
    let lines = lineCount(bytes)
    for scheme in registered.schemes where !(1...lines).contains(scheme.line) { fail("scheme \(scheme) of \(lines) lines") }
  } catch {
    guard error.description.hasPrefix("Info.plist: ") else { fail("unnamed file: \(error)") }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeclarations(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  checkJSON(bytes)
  checkSiteAssociation(bytes)
  checkInfoPlist(bytes)
  return 0
}
