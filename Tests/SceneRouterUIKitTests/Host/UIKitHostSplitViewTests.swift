#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
import SceneRouter
import SceneRouterUIKit
import Testing

/// UIKitHost shows a split layout in a column-style `UISplitViewController`, each column a
/// `UINavigationController`, and performs `showColumn` with `show(_:)`; the conformance suite
/// checks the rest (routes to a column, collapsing and expanding, a person's back).
@MainActor
@Suite("UIKitHost and split views")
struct UIKitHostSplitViewTests {
  @Test("a split layout is a column-style UISplitViewController with a navigation controller per column")
  func builds() throws {
    let app = UIKitTestApp()
    let inbox = app.screen("Inbox")
    let message = app.screen("Message")
    app.navigator.setRoot(.split(primary: .stack([inbox]), secondary: .screen(message)))
    app.expectScreens("split\n├─ stack (primary)\n│  └─ Inbox\n└─ stack (secondary)\n   └─ Message")
    let split = try #require(app.window.rootViewController as? UISplitViewController)
    #expect(split.style == .doubleColumn)
    #expect(!split.isCollapsed)
    #expect((split.viewController(for: .primary) as? UINavigationController)?.viewControllers == [inbox])
    #expect((split.viewController(for: .secondary) as? UINavigationController)?.viewControllers == [message])
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(app.log.lines == [
      "Inbox viewDidLoad", "Message viewDidLoad", "Inbox viewWillAppear", "Message viewWillAppear", "Inbox viewDidAppear",
      "Message viewDidAppear",
    ])
  }

  @Test("three columns make a triple-column split view")
  func tripleColumn() throws {
    let app = UIKitTestApp()
    app.navigator.setRoot(
      .split(primary: .screen(app.screen("Folders")), supplementary: .screen(app.screen("Mailbox")), secondary: .screen(app.screen("Mail"))))
    let split = try #require(app.window.rootViewController as? UISplitViewController)
    #expect(split.style == .tripleColumn)
    #expect(split.viewController(for: .supplementary) is UINavigationController)
    app.expectScreens(
      "split\n├─ stack (primary)\n│  └─ Folders\n├─ stack (supplementary)\n│  └─ Mailbox\n└─ stack (secondary)\n   └─ Mail")
  }

  @Test("collapsed, showing a column is UISplitViewController.show(_:): its stack comes on top")
  func showColumn() throws {
    let app = UIKitTestApp()
    app.device.setHorizontalSizeClass(.compact)
    let message = app.screen("Message")
    app.navigator.setRoot(.split(primary: .stack([app.screen("Inbox")]), secondary: .screen(message)))
    let split = try #require(app.window.rootViewController as? UISplitViewController)
    #expect(split.isCollapsed)
    #expect(app.log.lines == ["Message viewDidLoad", "Message viewWillAppear", "Message viewDidAppear"])
    app.log.clear()
    app.navigator.perform(.showColumn(.primary), from: message)
    #expect(app.log.lines == [
      "Inbox viewDidLoad", "Message viewWillDisappear", "Inbox viewWillAppear", "Message viewDidDisappear", "Inbox viewDidAppear",
    ])
    app.expectScreens("split (collapsed, primary on top)\n├─ stack (primary)\n│  └─ Inbox\n└─ stack (secondary)\n   └─ Message")
  }

  @Test("a person's back at the secondary column's root, collapsed, is the navigator's showColumn")
  func personBackShowsColumn() throws {
    let app = UIKitTestApp()
    app.device.setHorizontalSizeClass(.compact)
    app.navigator.setRoot(.split(primary: .stack([app.screen("Inbox")]), secondary: .screen(app.screen("Message"))))
    var heard: [String] = []
    let observation = app.navigator.addEventObserver { event in
      if case .received(let request) = event { heard.append("\(request.origin): \(request.kind)") }
    }
    try app.device.tapBackButton()
    #expect(heard == ["person's action: go back to Inbox"])
    app.expectScreens("split (collapsed, primary on top)\n├─ stack (primary)\n│  └─ Inbox\n└─ stack (secondary)\n   └─ Message")
    observation.cancel()
  }

  /// Every navigation event of a split view collapsed, a back at the secondary column's root, a
  /// route to the detail and the split view expanded again.
  private func splitEvents(tellsDelegate: Bool) throws -> [String] {
    let app = UIKitTestApp()
    app.device.tellsNavigationDelegateOnFirstAppearance = tellsDelegate
    let folder = app.screen("Folder")
    app.navigator.setRoot(.split(primary: .stack([app.screen("Inbox"), folder]), secondary: .screen(app.screen("Message"))))
    app.navigator.addEventObserver(app.log) { log, event in log.add("event: \(event)") }
    app.device.setHorizontalSizeClass(.compact)
    try app.device.tapBackButton()
    app.navigator.route(to: app.screen("Reply"), from: folder, as: .showDetail)
    app.device.setHorizontalSizeClass(.regular)
    app.expectScreens("split\n├─ stack (primary)\n│  ├─ Inbox\n│  └─ Folder\n└─ stack (secondary)\n   └─ Reply")
    return app.log.lines.filter { $0.hasPrefix("event: ") }
  }

  @Test("the events are the same whether UIKit tells a column's navigation delegate of its first appearance or not")
  func firstAppearance() throws {
    let events = try splitEvents(tellsDelegate: false)
    #expect(events.filter { $0.contains(" received ") } == [
      "event: request 2 received from person's action: the window became compact",
      "event: request 3 received from person's action: go back to Folder",
      "event: request 4 received from router call: open Reply from Folder as show(in: secondary)",
      "event: request 5 received from person's action: the window became regular",
    ])
    #expect(try splitEvents(tellsDelegate: true) == events)
  }

  @Test("a split view controller presented outside the navigator is not adopted: a presentation from there is refused, naming what it shows")
  func presentedOutsideNotAdopted() {
    let app = UIKitTestApp()
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(app.screen("Sidebar"), for: .primary)
    split.setViewController(app.screen("Outside"), for: .secondary)
    home.present(split, animated: false, completion: nil)
    var errors: [String] = []
    app.navigator.route(to: app.screen("Sheet"), from: home, as: .modal(.pageSheet)) { result in
      if case .failure(let error) = result { errors.append(error.description) }
    }
    #expect(errors == ["Cannot present 'Sheet' from 'stack': it is already presenting 'Outside'."])
    #expect(app.navigator.snapshot.description == "stack\n└─ Home")
  }
}

#endif
