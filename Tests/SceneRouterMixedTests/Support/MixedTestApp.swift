#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIStandIn
#endif
import SceneRouter
import SceneRouterMixed
import SceneRouterSwiftUI
import SceneRouterUIKit
import Testing

/// What the screens of one test heard, in order, such as `Shop willAppear`.
@MainActor
final class EventLog {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
  func clear() { lines.removeAll() }
}

/// A screen SwiftUI draws: a plain model that logs the appearance callbacks it is forwarded.
@MainActor
final class ModelScreen: AppearanceObserving {
  let screenName: String
  let screenTitle: String
  let refusesInteractiveDismissal: Bool
  private let log: EventLog

  init(_ name: String, title: String = "", refusesInteractiveDismissal: Bool = false, log: EventLog) {
    screenName = name
    screenTitle = title
    self.refusesInteractiveDismissal = refusesInteractiveDismissal
    self.log = log
  }

  func screen(didReceive event: AppearanceEvent) { log.add("\(screenName) \(event)") }
}

/// A screen UIKit draws: a view controller that logs its own appearance callbacks.
@MainActor
final class ControllerScreen: UIViewController, Screen {
  let screenName: String
  let screenTitle: String
  private let log: EventLog

  init(_ name: String, title: String = "", log: EventLog) {
    screenName = name
    screenTitle = title
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(screenName) viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(screenName) viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(screenName) viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(screenName) viewDidDisappear")
  }
}

/// The SwiftUI view the tests draw a model screen with.
struct ScreenLabel: View {
  let name: String

  var body: some View { Text(verbatim: name) }
}

/// A SwiftUI app whose window shows a UIKit host's container (`UIKitHostView`), the host
/// drawing model screens with SwiftUI (`drawScreens(with:)`), and one navigator over it.
///
/// The window is SwiftUI's: its root is the hosting controller SwiftUI draws the app's
/// content in, and the representable's container becomes that controller's child when
/// SwiftUI shows it (`SwiftUISimulator.show(_:in:)`).
///
/// When the test lets it go, it disconnects its window's scene first: a presentation still
/// shown keeps its presenter and itself alive, in UIKit as in the stand-in (rule 54).
@MainActor
final class MixedTestApp {
  let window: UIWindow
  let device: UIKitSimulator
  let swiftUIContent: UIHostingController<Text>
  let container: UIKitHostContainerController
  let host: UIKitHost
  let navigator: Navigator
  let view: UIKitHostView
  let log = EventLog()
  private(set) var shown: (controller: UIKitHostContainerController, coordinator: Void)?

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    device = UIKitSimulator(window: window)
    swiftUIContent = UIHostingController(rootView: Text(verbatim: "Shop app"))
    window.rootViewController = swiftUIContent
    window.makeKeyAndVisible()
    container = UIKitHostContainerController()
    host = container.host
    host.drawScreens { screen in ScreenLabel(name: screen.screenName) }
    navigator = Navigator(host: host)
    navigator.unhandledErrorHandler = { Issue.record("unhandled navigation error: \($0)") }
    view = UIKitHostView(container: container)
  }

  isolated deinit { device.disconnectScene() }

  /// SwiftUI puts the representable on screen: the container becomes its hosting
  /// controller's child, in the window.
  func appear() {
    shown = SwiftUISimulator.show(view, in: swiftUIContent)
  }

  /// SwiftUI takes the representable off screen.
  func disappear() {
    guard let shown else { return }
    SwiftUISimulator.remove(UIKitHostView.self, shown)
    self.shown = nil
  }

  func model(_ name: String, title: String = "", refusesInteractiveDismissal: Bool = false) -> ModelScreen {
    ModelScreen(name, title: title, refusesInteractiveDismissal: refusesInteractiveDismissal, log: log)
  }

  func controller(_ name: String) -> ControllerScreen { ControllerScreen(name, log: log) }

  /// The SwiftUI view drawing a screen, read off the hosting controller the host made for it.
  func swiftUIView(of screen: any Screen) -> ScreenLabel? {
    guard let id = navigator.id(of: screen) else { return nil }
    return (host.viewController(for: id) as? SwiftUIScreenController<ScreenLabel>)?.rootView
  }

  /// Asserts the navigator's snapshot as text and that UIKit's containers show the same.
  func expectScreens(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(navigator.snapshot.description == tree, sourceLocation: sourceLocation)
    #expect(host.snapshot == navigator.snapshot, sourceLocation: sourceLocation)
    #expect(device.exceptions == [], sourceLocation: sourceLocation)
  }
}

#endif
