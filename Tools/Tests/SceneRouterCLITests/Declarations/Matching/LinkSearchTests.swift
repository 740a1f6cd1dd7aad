import SceneRouterDeclarations
import Testing

@Suite("LinkSearch")
struct LinkSearchTests {
  static let digits = LinkShape.repetition(.scalar(.digit), atLeastOne: true)
  static let product = LinkAutomaton(.sequence([.text("/product/"), digits]))
  static let anyProduct = LinkAutomaton(.sequence([.text("/product/"), .anything]))
  static let reviews = LinkAutomaton(.sequence([.text("/product/"), .anything, .text("/reviews")]))

  @Test("finds a shortest text all the accepting automata accept")
  func found() {
    var search = LinkSearch()
    #expect(search.example(acceptedByAll: [Self.product, Self.anyProduct], refusedByAll: []) == .found("/product/0"))
    #expect(search.example(acceptedByAll: [Self.anyProduct], refusedByAll: []) == .found("/product/"))
  }

  @Test("a text the refusing automata refuse, or none")
  func refused() {
    var search = LinkSearch()
    let productReviews = LinkAutomaton(.sequence([.text("/product/"), Self.digits, .text("/reviews")]))
    #expect(search.example(acceptedByAll: [productReviews, Self.anyProduct], refusedByAll: [Self.reviews]) == .none)
    #expect(search.example(acceptedByAll: [Self.anyProduct], refusedByAll: [Self.product]) == .found("/product/"))
    #expect(
      search.example(acceptedByAll: [Self.anyProduct], refusedByAll: [LinkAutomaton(.anything)]) == .none,
      "a refusing automaton that accepts everything leaves nothing")
  }

  @Test("a scalar no automaton names stands for all of them")
  func otherScalars() {
    var search = LinkSearch()
    let anySegment = LinkAutomaton(.sequence([.text("/"), .repetition(.scalar(.anyButSlash), atLeastOne: true)]))
    let notA = LinkAutomaton(.sequence([.text("/"), .scalar(ScalarClass(scalars: ["a", "b"], isNegated: true))]))
    #expect(search.example(acceptedByAll: [anySegment, notA], refusedByAll: []) == .found("/c"))
  }

  @Test("stops when the budget shared by its searches runs out")
  func budget() {
    var search = LinkSearch(budget: 3)
    #expect(search.example(acceptedByAll: [Self.product, Self.anyProduct], refusedByAll: []) == .undecided)
    #expect(search.budget == 0)
    #expect(search.example(acceptedByAll: [Self.product], refusedByAll: []) == .undecided)
  }
}
