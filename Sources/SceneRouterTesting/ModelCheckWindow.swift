@_spi(Hosting) import SceneRouter
import SceneRouterDeepLinks

/// One window of a model-checked sequence: a host from the factory with its own navigator,
/// deep-link router and event checks, and what the sequence knows of its requests.
@MainActor
final class ModelCheckWindow<Host: ConformanceHost> {
  let id: WindowID
  let host: Host
  let navigator: Navigator
  let delegateProxy: ModelCheckDelegateProxy
  /// The navigation events' own invariants (issue 18).
  let events: ModelCheckEvents
  /// The window's deep-link router, which opens routes with the sequence's plans.
  let links: DeepLinkRouter<String>
  /// The state the navigator last told its observers.
  var lastObserved: NavigationSnapshot
  /// The sequence's requests to this window's navigator, in request order.
  var requests: [Int] = []
  /// The requests not completed yet, in request order: the first completes next.
  var outstanding: [Int] = []
  /// Whether the gesture under way is a sheet drag (else a swipe back).
  var draggingSheet = false
  /// False once the window's scene disconnected and the window was removed.
  var isOpen = true
  let observerOwner = ConformanceScreen.Transcript()

  init(id: WindowID, host: Host, plan: @escaping DeepLinkRouter<String>.Plan) {
    self.id = id
    self.host = host
    navigator = Navigator(host: host)
    delegateProxy = ModelCheckDelegateProxy(navigator: navigator)
    host.delegate = delegateProxy
    lastObserved = navigator.snapshot
    events = ModelCheckEvents(navigator)
    links = DeepLinkRouter(navigator: navigator, resolve: ModelCheckLinks.route(for:origin:), plan: plan)
  }

  /// Whether nothing is under way: no request performed or queued, no transition in flight,
  /// no gesture in progress.
  var isIdle: Bool {
    !navigator.isBusy && navigator.queuedRequestCount == 0 && host.inFlightStep == nil && !host.isGestureInProgress
  }
}
