/// Looks for a text that some automata all accept and others all refuse.
///
/// The search walks the product of the automata's state sets breadth first, so the text it
/// finds is a shortest one. Every scalar no automaton names behaves the same in all of them,
/// so one stands for all: the alphabet is finite and the search always ends. A budget of
/// visited states, shared by every search made with one value, bounds the time any input
/// can take; past it the answer is ``Outcome/undecided``.
///
/// ```swift
/// var search = LinkSearch()
/// let route = LinkAutomaton(.sequence([.text("/product/"), .repetition(.scalar(.digit), atLeastOne: true)]))
/// let claim = LinkAutomaton(.sequence([.text("/product/"), .anything]))
/// search.example(acceptedByAll: [route, claim], refusedByAll: [])  // .found("/product/0")
/// ```
package struct LinkSearch: Sendable {
  /// What a search found.
  package enum Outcome: Equatable, Sendable {
    /// A shortest text with the asked properties.
    case found(String)
    /// No text has them.
    case none
    /// The budget ran out first.
    case undecided
  }

  /// The product states the searches made with this value may still visit.
  package private(set) var budget: Int

  /// Creates a search with a budget.
  ///
  /// - Parameters:
  ///   - budget: The product states all searches made with this value may visit together.
  package init(budget: Int = 200_000) {
    self.budget = budget
  }

  /// A shortest text every automaton of `accepted` accepts and no automaton of `refused`
  /// accepts.
  ///
  /// - Parameters:
  ///   - accepted: The automata that must accept the text (at least one).
  ///   - refused: The automata that must refuse it.
  /// - Complexity: O(*v* · *a*) for *v* visited product states (at most the budget) and an
  ///   alphabet of *a* scalars.
  package mutating func example(acceptedByAll accepted: [LinkAutomaton], refusedByAll refused: [LinkAutomaton]) -> Outcome {
    guard !accepted.isEmpty else { return .undecided }
    let automata = accepted + refused
    let alphabet = Self.alphabet(of: automata)
    func isAccepting(_ state: [[Int]]) -> Bool {
      for (index, automaton) in automata.enumerated() where automaton.accepts(state[index]) != (index < accepted.count) {
        return false
      }
      return true
    }
    let first = automata.map(\.initialStates)
    if first.prefix(accepted.count).contains(where: \.isEmpty) { return .none }
    if isAccepting(first) { return .found("") }
    var states = [first]
    var parents: [(state: Int, scalar: Unicode.Scalar)] = [(-1, " ")]
    var seen: Set<[[Int]]> = [first]
    var head = 0
    while head < states.count {
      guard budget > 0 else { return .undecided }
      budget -= 1
      let current = states[head]
      symbols: for scalar in alphabet {
        var next: [[Int]] = []
        next.reserveCapacity(automata.count)
        for (index, automaton) in automata.enumerated() {
          let stepped = automaton.step(current[index], on: scalar)
          // A text no longer accepted by one that must accept it leads nowhere.
          if stepped.isEmpty && index < accepted.count { continue symbols }
          next.append(stepped)
        }
        guard seen.insert(next).inserted else { continue }
        states.append(next)
        parents.append((head, scalar))
        if isAccepting(next) { return .found(Self.text(endingAt: states.count - 1, parents)) }
      }
      head += 1
    }
    return .none
  }

  /// The scalars some class names, and one that none names, standing for all the others;
  /// digits and letters first, so that examples read well.
  static func alphabet(of automata: [LinkAutomaton]) -> [Unicode.Scalar] {
    var named: Set<Unicode.Scalar> = []
    for automaton in automata {
      for symbols in automaton.classes { named.formUnion(symbols.scalars) }
    }
    let preferred = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars
    var other = preferred.first { !named.contains($0) }
    var value: UInt32 = 0xC0
    while other == nil {
      if let scalar = Unicode.Scalar(value), !named.contains(scalar) { other = scalar }
      value += 1
    }
    func rank(_ scalar: Unicode.Scalar) -> Int {
      switch scalar {
      case "0"..."9": 0
      case "a"..."z": 1
      case "A"..."Z": 2
      default: 3
      }
    }
    let sorted = named.sorted { (rank($0), $0.value) < (rank($1), $1.value) }
    return [other ?? "a"] + sorted
  }

  private static func text(endingAt index: Int, _ parents: [(state: Int, scalar: Unicode.Scalar)]) -> String {
    var scalars: [Unicode.Scalar] = []
    var current = index
    while current > 0 {
      scalars.append(parents[current].scalar)
      current = parents[current].state
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars.reversed())
    return String(text)
  }
}
