import Foundation
import SceneRouterDeepLinks

/// A small app's routes, declared once for both directions.
enum SampleRoute: Equatable, Sendable {
  case home
  case product(id: Int)
  case order(id: UUID)
  case user(name: String)
  case search(query: String, page: Int, sort: String?)
  case file(path: String)
  case settings(section: String)

  static let entries: [DeepLinkEntry<SampleRoute>] = [
    DeepLinkEntry(
      "/",
      parse: { _ in .home },
      print: { route in route == .home ? [:] : nil }),
    DeepLinkEntry(
      "/product/:id(int)",
      parse: { parameters in .product(id: try parameters.value("id")) },
      print: { route in
        guard case .product(let id) = route else { return nil }
        return ["id": id]
      }),
    DeepLinkEntry(
      "/orders/:id(uuid)",
      parse: { parameters in .order(id: try parameters.value("id")) },
      print: { route in
        guard case .order(let id) = route else { return nil }
        return ["id": id]
      }),
    DeepLinkEntry(
      "/users/:name",
      parse: { parameters in .user(name: try parameters.value("name")) },
      print: { route in
        guard case .user(let name) = route else { return nil }
        return ["name": name]
      }),
    DeepLinkEntry(
      "/search?q=:query&page=:page(int)=1&sort=:sort?",
      parse: { parameters in
        .search(
          query: try parameters.value("query"), page: try parameters.value("page"),
          sort: try parameters.optionalValue("sort"))
      },
      print: { route in
        guard case .search(let query, let page, let sort) = route else { return nil }
        return ["query": query, "page": page, "sort": sort]
      }),
    DeepLinkEntry(
      "/files/**",
      parse: { parameters in .file(path: try parameters.value("**")) },
      print: { route in
        guard case .file(let path) = route else { return nil }
        return ["**": path]
      }),
    DeepLinkEntry(
      "/settings/:section",
      exposure: .internalOnly,
      parse: { parameters in .settings(section: try parameters.value("section")) },
      print: { route in
        guard case .settings(let section) = route else { return nil }
        return ["section": section]
      }),
  ]
}
