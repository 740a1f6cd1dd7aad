// libFuzzer entry point for what comes into the app besides a link: a notification tap's
// payload, a Handoff or Spotlight activity, a Quick Action, a widget's or App Clip's URL, an
// intent's target; see ../README.md.
//
// Each input is decoded into up to 12 steps, run on a new storefront (its real entry reader,
// link table, "signed in" guard and plans) on the headless host. A step is an entry, built
// from lists of the storefront's kinds, keys, values and links and hostile ones, or from the
// input's own bytes read as an `Entry`'s JSON (what an App Clip or a widget hands over through
// an App Group) or as a notification's `userInfo` (JSON, any value types); or a person's
// action (signing in or out, pulling the top sheet down, the top screen's first action).
// Each entry is opened as the app opens one (`StorefrontLinkOpener.open(_:)`, in a task), and
// the run waits until the app is settled (every task finished or waiting for a person). After
// each step:
// - the host shows what the navigator says, and the navigator is idle;
// - an entry the app does not read (or whose product does not exist) is refused with a
//   reason, and changed nothing;
// - every request a link made names the source of an entry given so far, and an entry that
//   opened made at least one request naming its source;
// - an entry survives its own JSON: encoded and decoded, it is equal, and it prints.
// At the end the person pulls down what is left until no task waits, and every entry has an
// outcome. A violation prints the steps and aborts, which libFuzzer records as a crash.
import Foundation
import SceneRouter
import SceneRouterDeepLinks
import SceneRouterHeadless
import StorefrontKit

/// One thing that happens: an entry comes in, or a person acts.
enum Step: CustomStringConvertible {
  case entry(Entry)
  case signIn, signOut, pullDown, firstAction

  var description: String {
    switch self {
    case .entry(let entry): "entry \(entry) \(entry.url?.absoluteString ?? "") \(entry.payload.sorted { $0.key < $1.key })"
    case .signIn: "sign in"
    case .signOut: "sign out"
    case .pullDown: "pull down"
    case .firstAction: "first action"
    }
  }
}

/// The steps an input decodes to.
struct StepDecoder {
  let bytes: [UInt8]
  var index = 0

  static let kinds = [
    StorefrontEntries.backInStock, StorefrontEntries.priceDrop, StorefrontEntries.wishlistShortcut,
    StorefrontEntries.productActivity, "NSUserActivityTypeBrowsingWeb", "", "com.example.storefront.cart",
    "back-in-stock ", "BACK-IN-STOCK",
  ]
  static let keys = ["product", "id", "order", "", "product ", "Product"]
  static let values = [
    "42", "3", "1", "2", "0", "-1", "x", "99999999999999999999", "4 2", "", "٤٢", "+3", "0x2a", "3.0", "1e2",
  ]
  static let links = [
    "storefront://product/1", "storefront://product/42", "storefront://product/7", "storefront://product/x",
    "storefront://wishlist/product/3", "storefront://wishlist/product/99", "storefront://login",
    "storefront://signup", "storefront://forgot-password", "storefront://shop", "storefront://wishlist",
    "storefront://product/42/sheet", "https://shop.example.com/product/3", "https://shop.example.com/wishlist/product/1",
    "http://shop.example.com/product/1", "https://evil.com@shop.example.com/product/1", "storefront://nowhere",
    "https://example.com/product/1", "storefront://product/%34%32", "storefront://product/-1", "file:///etc/passwd",
  ]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func byte() -> Int? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return Int(bytes[index])
  }

  /// Up to `limit` of the input's next bytes, as they are.
  mutating func raw(_ limit: Int) -> Data {
    let count = min(limit, bytes.count - index)
    defer { index += count }
    return Data(bytes[index..<(index + count)])
  }

  mutating func pick(_ list: [String]) -> String { list[(byte() ?? 0) % list.count] }

  /// The next step, or nil at the end of the input.
  mutating func next() -> Step? {
    guard let kind = byte() else { return nil }
    switch kind % 16 {
    case 0: return .signIn
    case 1: return .signOut
    case 2: return .pullDown
    case 3: return .firstAction
    case 4:
      // An entry as another process hands it over: JSON, read as `Entry` decodes it.
      let length = byte() ?? 0
      guard let entry = try? JSONDecoder().decode(Entry.self, from: raw(length)) else { return next() }
      return .entry(entry)
    case 5:
      // A notification's userInfo as the system gives it: any JSON values.
      let source = pick(Self.kinds)
      let length = byte() ?? 0
      let object = try? JSONSerialization.jsonObject(with: raw(length), options: [.fragmentsAllowed])
      let userInfo = (object as? [String: Any]).map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) }
      return .entry(.notification(source, userInfo: userInfo ?? [:]))
    default:
      let sources = EntrySource.allCases
      let source = sources[(byte() ?? 0) % sources.count]
      let shape = byte() ?? 0
      let kindText = shape & 1 == 0 ? pick(Self.kinds) : ""
      let url = shape & 2 == 0 ? nil : URL(string: pick(Self.links))
      var payload: [String: String] = [:]
      for _ in 0..<((shape >> 2) % 4) { payload[pick(Self.keys)] = pick(Self.values) }
      return .entry(Entry(source, kind: kindText, url: url, payload: payload))
    }
  }
}

/// What became of one entry's opening.
@MainActor
final class Outcomes {
  var count = 0
  var failures: [Int: String] = [:]
}

/// Runs the steps on a new storefront and checks the invariants after each.
@MainActor
struct Harness {
  let steps: [Step]

  func fail(_ message: String, at step: Int, _ app: StorefrontApp) -> Never {
    let report = "EntryFuzz: \(message)\nsteps:\n"
      + steps.enumerated().map { "  \($0.offset == step ? ">" : " ") \($0.element)" }.joined(separator: "\n")
      + "\nnavigator:\n\(app.navigator.snapshot)\nhost:\n\(app.host.snapshot)\n"
    FileHandle.standardError.write(Data(report.utf8))
    abort()
  }

  func run() async {
    let app = StorefrontApp()
    await app.tasks.settled()
    var sources: [EntrySource] = []
    app.navigator.addEventObserver { event in
      if case .received(let request) = event, case .deepLink(_, let source) = request.origin { sources.append(source) }
    }
    let outcomes = Outcomes()
    var given: Set<EntrySource> = []
    var entries = 0
    for (number, step) in steps.enumerated() {
      let before = app.navigator.snapshot
      let nothingWaited = app.tasks.titles.isEmpty
      let seenBefore = sources.count
      switch step {
      case .signIn: app.services.session.signIn(as: "Ana")
      case .signOut: app.services.session.signOut()
      case .pullDown: try? app.host.pullDownSheet()
      case .firstAction:
        if let action = app.topMostScreen?.actions.first { app.tasks.start(action.title) { await action.perform() } }
      case .entry(let entry):
        check(entry, at: number, app)
        given.insert(entry.source)
        let index = entries
        entries += 1
        app.tasks.start("open \(entry)") { [opener = app.linkOpener] in
          do throws(StorefrontLinkError) {
            try await opener.open(entry)
          } catch {
            outcomes.failures[index] = error.description
          }
          outcomes.count += 1
        }
      }
      await app.tasks.settled()
      let after = app.navigator.snapshot
      if app.host.snapshot != after { fail("the host's tree differs from the navigator's snapshot", at: number, app) }
      if app.navigator.isBusy || app.navigator.queuedRequestCount > 0 { fail("settled with the navigator busy", at: number, app) }
      if let stray = sources.first(where: { !given.contains($0) }) { fail("a request names the source \(stray), never given", at: number, app) }
      guard case .entry(let entry) = step, nothingWaited, app.tasks.titles.isEmpty else { continue }
      // The entry ran alone and ended: refused means unchanged; opened means a request named its source.
      if let failure = outcomes.failures[entries - 1] {
        if failure.isEmpty { fail("a refusal without a reason", at: number, app) }
        let rejected = failure.contains("is not a storefront link") || failure.contains("sells no product")
        if rejected, after != before { fail("a rejected entry changed the navigation: \(failure)", at: number, app) }
      } else if !sources[seenBefore...].contains(entry.source) {
        fail("an entry that opened made no request naming its source \(entry.source)", at: number, app)
      }
    }
    // The person dismisses what is left (Login waiting for a sign-in) until no task waits.
    var pulls = 0
    while !app.tasks.titles.isEmpty {
      pulls += 1
      if pulls > 64 { fail("tasks still wait after 64 pulls: \(app.tasks.titles)", at: steps.count, app) }
      do throws(NavigationError) {
        try app.host.pullDownSheet()
      } catch {
        fail("tasks wait (\(app.tasks.titles)) and nothing can be pulled down: \(error)", at: steps.count, app)
      }
      await app.tasks.settled()
    }
    if outcomes.count != entries { fail("\(entries) entries given, \(outcomes.count) outcomes", at: steps.count, app) }
    if app.host.snapshot != app.navigator.snapshot { fail("at the end, the host differs", at: steps.count, app) }
  }

  /// An entry prints, and survives its own JSON.
  func check(_ entry: Entry, at number: Int, _ app: StorefrontApp) {
    if entry.description.isEmpty { fail("an entry prints as nothing", at: number, app) }
    guard let data = try? JSONEncoder().encode(entry) else { fail("an entry does not encode", at: number, app) }
    guard let decoded = try? JSONDecoder().decode(Entry.self, from: data), decoded == entry else {
      fail("an entry does not survive its JSON: \(String(decoding: data, as: UTF8.self))", at: number, app)
    }
  }
}

/// Set when the input's run has ended.
@MainActor
final class Ending {
  var isDone = false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntries(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var decoder = StepDecoder(Array(UnsafeBufferPointer(start: data, count: size)))
  var steps: [Step] = []
  while steps.count < 12, let step = decoder.next() { steps.append(step) }
  let script = steps
  MainActor.assumeIsolated {
    let ending = Ending()
    Task { @MainActor in
      await Harness(steps: script).run()
      ending.isDone = true
    }
    // The run loop returns after each source it serves; the main queue's jobs are among them.
    while !ending.isDone { _ = RunLoop.current.run(mode: .default, before: .distantFuture) }
  }
  return 0
}
