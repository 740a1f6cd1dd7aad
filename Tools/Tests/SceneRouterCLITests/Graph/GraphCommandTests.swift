import Foundation
import Testing

@Suite("scenerouter graph")
struct GraphCommandTests {
  @Test("prints Mermaid by default")
  func mermaidByDefault() async throws {
    let outcome = try await PackageFolder.run(["graph", "Examples/Sources/ArticleApps/CleanSwift/HomeDetail"])
    #expect(outcome.status == 0)
    #expect(outcome.standardError == "")
    #expect(
      outcome.standardOutput == """
        flowchart LR
          Detail["Detail"]
          Home["Home"]
          Plain["Plain"]
          entry0(["start"]) -.-> Home
          Detail -.->|"routeBackToHome · back · message"| Home
          Home -->|"routeToDetail · push · message"| Detail

        """)
  }

  @Test("prints Graphviz DOT")
  func dot() async throws {
    let outcome = try await PackageFolder.run(["graph", "--format", "dot", PackageFolder.fixture("ArticleStyles/HomeDetail")])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        digraph navigation {
          rankdir=LR;
          node [shape=box];
          "Detail";
          "Home";
          "entry0" [label="start", shape=oval];
          "entry0" -> "Home" [style=dashed];
          "Home" -> "Detail" [label="routeToDetail · push · message"];
          "Home" -> "Detail" [label="routeToDetail · segue · message"];
        }

        """)
  }

  @Test("prints the storefront's JSON as the library builds it")
  func json() async throws {
    let outcome = try await PackageFolder.run(["graph", "--format", "json", "Examples/Sources/StorefrontKit"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == (try PackageFolder.fixtureText("Graphs/storefront.json")))
  }
}

@Suite("Tools/README.md")
struct ReadmeGraphTests {
  @Test("the tool's README shows the storefront as scenerouter graph draws it")
  func readmeShowsTheStorefront() async throws {
    let readme = try String(contentsOfFile: PackageFolder.path + "/Tools/README.md", encoding: .utf8)
    let outcome = try await PackageFolder.run(["graph", "Examples/Sources/StorefrontKit"])
    #expect(outcome.status == 0)
    #expect(readme.contains("```mermaid\n" + outcome.standardOutput + "```\n"))
  }
}
