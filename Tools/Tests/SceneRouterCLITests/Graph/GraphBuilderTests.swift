import Foundation
import SceneRouterTools
import Testing

@Suite("GraphBuilder")
struct GraphBuilderTests {
  static func graph(_ paths: String...) -> NavigationGraph {
    let tree = SourceTree(paths: paths, base: PackageFolder.path)
    return GraphBuilder(files: tree.files).graph
  }

  /// One line per edge: `from -> to route transition [data]`.
  static func lines(_ graph: NavigationGraph) -> [String] {
    graph.edges.map { "\($0.from) -> \($0.to) \($0.route) \($0.transition ?? "?") [\($0.data.joined(separator: ", "))]" }
  }

  static let regenerate = "regenerate with `swift run --package-path Tools scenerouter graph --format json PATH > Tools/Tests/SceneRouterCLITests/Fixtures/Graphs/NAME.json`"

  @Test("the orders app's graph is the expected JSON, whole")
  func ordersApp() throws {
    let json = GraphFormat.json.render(Self.graph("Examples/Sources/ArticleApps/CleanSwift/Orders"))
    #expect(json == (try PackageFolder.fixtureText("Graphs/orders.json")), "\(Self.regenerate)")
  }

  @Test("the storefront's graph is the expected JSON, whole")
  func storefront() throws {
    let json = GraphFormat.json.render(Self.graph("Examples/Sources/StorefrontKit"))
    #expect(json == (try PackageFolder.fixtureText("Graphs/storefront.json")), "\(Self.regenerate)")
  }

  @Test("the storefront's sheet with detents and its alert route are edges, named by their transitions")
  func storefrontSheetAndAlert() {
    let graph = Self.graph("Examples/Sources/StorefrontKit")
    #expect(
      Self.lines(graph).filter { $0.contains("Filters") || $0.contains("Alert") } == [
        "Shop -> Filters openFilters sheet(medium, large) [current]",
        "Wishlist -> Alert confirmRemoval modal [product]",
      ])
  }

  @Test("Home → Detail: the route there and the unwind back, with the message both ways")
  func homeDetail() {
    let graph = Self.graph("Examples/Sources/ArticleApps/CleanSwift/HomeDetail")
    #expect(
      Self.lines(graph) == [
        "Detail -> Home routeBackToHome back [message]",
        "Home -> Detail routeToDetail push [message]",
      ])
    #expect(graph.entries.map { "\($0.kind) \($0.to ?? "?")" } == ["root Home"])
    #expect(graph.unresolved == [])
  }

  @Test("the MVVM login: both destinations of 'login', chosen from the view model; the first launch's onboarding pages, then the login")
  func loginMVVM() {
    let graph = Self.graph("Examples/Sources/ArticleApps/MVVM")
    #expect(
      Self.lines(graph) == [
        "Login -> ChangePassword login modal(formSheet, in navigation) [email]",
        "Login -> ForgotPassword forgotPassword modal(formSheet) [email]",
        "Login -> Home login replaceRoot [email]",
        "Login -> SignUp signUp push [email]",
        "Onboarding -> Login getStarted replaceRoot []",
        "Onboarding -> Login skip replaceRoot []",
      ])
    #expect(graph.entries.map { "\($0.kind) \($0.to ?? "?") \($0.file):\($0.line)" } == [
      "root Login Examples/Sources/ArticleApps/MVVM/LoginApp.swift:35",
      "root Onboarding Examples/Sources/ArticleApps/MVVM/LoginApp.swift:38",
    ])
    #expect(graph.unresolved == [])
  }

  @Test("a root layout built by a collection's map, compactMap, flatMap or forEach: the screens its closures make are roots; a factory kept for later is not")
  func rootsBuiltByEagerClosures() {
    let source = """
      final class PageScreen: Screen {}
      final class WelcomeScreen: Screen {}
      final class TipScreen: Screen {}
      final class LaterScreen: Screen {}
      final class StoredScreen: Screen {}
      final class OnboardingApp {
        func start() {
          let pages = Page.allCases.map { page in Layout.screen(PageScreen(page)) }
          navigator.setRoot(.pages(pages, selected: 0))
          navigator.setRoot(.stack(names.compactMap { _ in WelcomeScreen() }))
          tips.forEach { tips.append(TipScreen($0)) }
          storyboard.register(scene: "Later") { LaterScreen() }
          factory = { StoredScreen() }
        }
      }
      """
    let graph = GraphBuilder(files: [SourceFile(displayPath: "App.swift", text: source)]).graph
    #expect(graph.entries.map { "\($0.kind) \($0.to ?? "?") line \($0.line)" } == [
      "root Page line 8", "root Tip line 11", "root Welcome line 10",
    ])
  }

  @Test("article 000/001 CleanStore: segue and code paths, unwinds, a reader's navigateTo")
  func cleanStoreStyle() {
    let graph = Self.graph(PackageFolder.fixture("ArticleStyles/CleanStore"))
    #expect(
      Self.lines(graph) == [
        "CreateOrder -> ListOrders routeToListOrders back [orders]",
        "CreateOrder -> ShowOrder routeToShowOrder back [order]",
        "ListOrders -> CreateOrder routeToCreateOrder segue []",
        "ListOrders -> ShowOrder routeToShowOrder segue [order]",
        "ListOrders -> ShowOrder routeToShowOrder show [order]",
        "ShowOrder -> AddItem navigateToAddItemScreen push []",
      ])
    #expect(graph.nodes.map(\.id) == ["AddItem", "CreateOrder", "ListOrders", "ShowOrder"])
    #expect(graph.entries.map { "\($0.kind) \($0.to ?? "?") line \($0.line)" } == ["root ListOrders line 9"])
    #expect(graph.unresolved == [])
  }

  @Test("article 004 Home → Detail: one route, by segue or pushed in code")
  func homeDetailStyle() {
    let graph = Self.graph(PackageFolder.fixture("ArticleStyles/HomeDetail"))
    #expect(
      Self.lines(graph) == [
        "Home -> Detail routeToDetail push [message]",
        "Home -> Detail routeToDetail segue [message]",
      ])
    #expect(graph.entries.map { "\($0.kind) \($0.to ?? "?")" } == ["root Home"])
  }

  @Test("article 002 composable routes: Routes typealiases, routers spawning routers, a deep-link switch")
  func composableStyle() {
    let graph = Self.graph(PackageFolder.fixture("ArticleStyles/Composable"))
    #expect(
      Self.lines(graph) == [
        "Product -> AddVoiceShortcut openAddToSiri modal [intent]",
        "Product -> Product openProduct push [id]",
        "Wishlist -> Login openLogin modal []",
        "Wishlist -> Product openProduct push [id]",
      ])
    #expect(
      graph.entries.map { "\($0.kind) \($0.pattern ?? "-") \($0.to ?? "?")" } == [
        "deepLink /login Login", "deepLink /product Product", "root - Wishlist",
      ])
    #expect(
      graph.unresolved.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line): \($0.reason)" } == [
        "Routes.swift:59: selectWishlistTab: no screen is named in its code (a tab, a variable or a closure chooses it)"
      ])
  }

  @Test("article 003 MVVM: string route ids, a destination chosen from the view model, an unknown segue left unresolved")
  func mvvmStyle() {
    let graph = Self.graph(PackageFolder.fixture("ArticleStyles/LoginMVVM"))
    #expect(
      Self.lines(graph) == [
        "Login -> ChangePassword login modal [email]",
        "Login -> ForgotPassword forgotPassword push []",
        "Login -> Home login replaceRoot []",
      ])
    #expect(
      graph.unresolved.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line): \($0.reason)" } == [
        "LoginRouter.swift:29: route signUp performs segue 'SignUp', which no storyboard registration in these sources declares"
      ])
  }
}
