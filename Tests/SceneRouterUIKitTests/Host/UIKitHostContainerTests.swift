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

/// `UIKitHost(container:)`: the host installs each root as a container's child, inside a
/// window whose root is another controller, and UIKit's containment rules apply.
@MainActor
@Suite("UIKitHost in a container view controller")
struct UIKitHostContainerTests {
  /// A window whose root holds `container` as its child, and a host for the container.
  @MainActor
  private struct App {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let device: UIKitSimulator
    let outer = UIViewController()
    let container = UIViewController()
    let host: UIKitHost
    let navigator: Navigator
    let log = CallLog()

    init() {
      device = UIKitSimulator(window: window)
      window.rootViewController = outer
      outer.addChild(container)
      outer.view.addSubview(container.view)
      container.didMove(toParent: outer)
      host = UIKitHost(container: container)
      navigator = Navigator(host: host)
      window.makeKeyAndVisible()
    }

    func screen(_ name: String) -> TestViewController { TestViewController(name, log: log) }
  }

  @Test("routes push, present and replace the root inside the container; the window keeps its own root")
  func routesInContainer() throws {
    let app = App()
    var errors: [String] = []
    app.navigator.unhandledErrorHandler = { errors.append("\($0)") }
    let home = app.screen("Home")
    app.navigator.setRoot(.stack([home]))
    let detail = app.screen("Detail")
    app.navigator.route(to: detail, from: home, as: .push)
    let sheet = app.screen("Sheet")
    app.navigator.route(to: sheet, from: detail, as: .modal(.pageSheet))
    #expect(app.navigator.snapshot.description == """
      stack
      ├─ Home
      └─ Detail
      presented pageSheet:
      └─ Sheet
      """)
    #expect(app.host.snapshot == app.navigator.snapshot)
    let stack = try #require(app.host.rootViewController as? UINavigationController)
    #expect(app.window.rootViewController === app.outer)
    #expect(app.container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(stack)])
    #expect(sheet.presentingViewController === app.outer)
    #expect(app.log.lines == [
      "Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear",
      "Detail viewDidLoad", "Home viewWillDisappear", "Detail viewWillAppear", "Home viewDidDisappear", "Detail viewDidAppear",
      "Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear",
    ])

    app.log.clear()
    try app.device.pullDownSheet()
    try app.device.tapBackButton()
    let login = app.screen("Login")
    app.navigator.setRoot(.screen(login))
    #expect(app.navigator.snapshot.description == "Login")
    #expect(app.host.snapshot == app.navigator.snapshot)
    #expect(app.container.children.map(ObjectIdentifier.init) == [ObjectIdentifier(login)])
    #expect(login.view.superview === app.container.view)
    #expect(stack.parent == nil)
    #expect(app.log.lines == [
      "Sheet viewWillDisappear", "Sheet viewDidDisappear",
      "Detail viewWillDisappear", "Home viewWillAppear", "Detail viewDidDisappear", "Home viewDidAppear",
      "Home viewWillDisappear", "Home viewDidDisappear", "Login viewDidLoad", "Login viewWillAppear", "Login viewDidAppear",
    ])
    #expect(app.device.exceptions == [])
    #expect(errors == [])
  }

  @Test("a host whose container is gone refuses a new root with a readable error, and changes nothing")
  func containerReleased() {
    var host: UIKitHost?
    do {
      let container = UIViewController()
      host = UIKitHost(container: container)
    }
    guard let host else { return }
    #expect(host.container == nil)
    let navigator = Navigator(host: host)
    var errors: [String] = []
    navigator.unhandledErrorHandler = { errors.append("\($0)") }
    navigator.setRoot(.screen(TestViewController("Home", log: CallLog())))
    #expect(host.snapshot.description == "(nothing on screen)")
    #expect(navigator.snapshot == host.snapshot)
    #expect(host.rootViewController == nil)
    #expect(errors == [
      "Invalid transition: the host's container view controller no longer exists, so a new root has nowhere to go."
    ])
  }

  /// The one way a plan the navigator checked whole still meets a refusal: UIKit presents
  /// nothing from a controller outside a visible window (rule 17) and says so only in the
  /// console, and the host tells the navigator, which takes its step back.
  @Test("a host whose container is in no window refuses a presentation the planner accepted; the navigator takes the step back")
  func presentationOutsideAWindow() {
    let container = UIViewController()
    let host = UIKitHost(container: container)
    let navigator = Navigator(host: host)
    var errors: [String] = []
    navigator.unhandledErrorHandler = { errors.append("\($0)") }
    let log = CallLog()
    let home = TestViewController("Home", log: log)
    navigator.setRoot(.stack([home]))
    navigator.route(to: TestViewController("Sheet", log: log), from: home, as: .modal(.pageSheet))
    #expect(navigator.snapshot.description == """
      stack
      └─ Home
      """)
    #expect(host.snapshot == navigator.snapshot)
    #expect(home.presentedViewController == nil)
    #expect(errors == [
      "The step 'present Sheet#3 from #1 as pageSheet (standard): UIKit presented nothing; is the container in a visible window?' does not fit the navigation state."
    ])
  }
}

#endif
