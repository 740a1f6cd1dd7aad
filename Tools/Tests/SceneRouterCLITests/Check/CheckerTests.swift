import Foundation
import SceneRouterTools
import Testing

@Suite("Checker")
struct CheckerTests {
  static func findings(_ paths: String...) -> [String] {
    let tree = SourceTree(paths: paths, base: PackageFolder.path)
    return Checker(files: tree.files).findings.map(\.description)
  }

  @Test("one finding of each kind, each with its file and line")
  func everyKind() {
    let file = PackageFolder.fixture("Faulty/ProfileScene.swift")
    let links = PackageFolder.fixture("Faulty/ProfileLinks.swift")
    #expect(
      Self.findings(PackageFolder.fixture("Faulty")) == [
        "\(links):12: deep-link-collision: deep link '/items/:name' matches the same links as '/items/:id' (line 11)",
        "\(links):13: deep-link-never-matches: deep link pattern '/files/**/raw' can never match: '**' must be the last segment",
        "\(file):5: strong-reference: ProfileRouter.viewController holds its screen ProfileScreen strongly; the screen keeps the router, so neither is freed: make it weak",
        "\(file):8: route-without-parts: ProfileRouter.routeToSettings has no passDataToSettings or navigateToSettings, and calls no passDataTo…/navigateTo…",
        "\(file):12: route-without-segue: routeToHelp(segue:) has no segue 'Help' declared",
        "\(file):20: part-without-route: ProfileRouter.passDataToAbout is called by no route (routeToAbout is missing)",
        "\(file):28: strong-reference: SettingsRouter.viewModel holds its view model SettingsViewModel strongly; the screen keeps the router, so neither is freed: make it weak",
        "\(file):34: unreachable-screen: screen Lost is reached by no route and no entry point",
        "\(file):41: segue-without-route: segue 'Orphan' from Profile has no route: no routeToOrphan and no segue table entry",
      ])
  }

  @Test("the project's sample apps and the storefront are clean")
  func samplesAreClean() {
    #expect(Self.findings("Examples/Sources/ArticleApps/CleanSwift/Orders") == [])
    #expect(Self.findings("Examples/Sources/ArticleApps/MVVM") == [])
    #expect(Self.findings("Examples/Sources/StorefrontKit") == [])
  }

  @Test("the pages of a root built by a map are reached; a screen made only in a factory kept for later is not")
  func rootPagesAreReached() {
    let source = """
      final class PageScreen: Screen {}
      final class LaterScreen: Screen {}
      final class OnboardingApp {
        func start() {
          navigator.setRoot(.pages(Page.allCases.map { .screen(PageScreen($0)) }, selected: 0))
          storyboard.register(scene: "Later") { LaterScreen() }
        }
      }
      """
    #expect(
      Checker(files: [SourceFile(displayPath: "App.swift", text: source)]).findings.map(\.description) == [
        "App.swift:2: unreachable-screen: screen Later is reached by no route and no entry point"
      ])
  }

  @Test("Home → Detail: the test-only screen nobody routes to is reported")
  func homeDetail() {
    #expect(
      Self.findings("Examples/Sources/ArticleApps/CleanSwift/HomeDetail") == [
        "Examples/Sources/ArticleApps/CleanSwift/HomeDetail/DetailScene.swift:46: unreachable-screen: screen Plain is reached by no route and no entry point"
      ])
  }

  @Test("article-style sources: a segue route that passes no data and has no navigateTo is reported")
  func articleStyles() {
    #expect(
      Self.findings(PackageFolder.fixture("ArticleStyles")) == [
        "\(PackageFolder.fixture("ArticleStyles/CleanStore/ListOrdersRouter.swift")):31: route-without-parts: ListOrdersRouter.routeToCreateOrder has no passDataToCreateOrder or navigateToCreateOrder, and calls no passDataTo…/navigateTo…"
      ])
  }
}
