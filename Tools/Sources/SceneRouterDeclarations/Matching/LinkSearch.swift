/// Looks for a text that some automata all accept and others all refuse.
///
/// The search walks the product of the automata's state sets breadth first, so the text it
/// finds is a shortest one. Every scalar no automaton names behaves the same in all of them,
/// so one stands for all: the alphabet is finite and the search always ends. Each
/// automaton's state sets and their transitions are kept (a lazily determinized automaton),
/// so the searches of one comparison, which ask about the same automata again and again,
/// step each set on each scalar once.
///
/// A budget of work, shared by every search made with one value, bounds the time any input
/// can take; past it the answer is ``Outcome/undecided``. Visiting a product state costs one
/// for each automaton and scalar, and stepping a set the first time one for each of its
/// states.
///
/// ```swift
/// var search = LinkSearch()
/// let route = LinkAutomaton(.sequence([.text("/product/"), .repetition(.scalar(.digit), atLeastOne: true)]))
/// let claim = LinkAutomaton(.sequence([.text("/product/"), .anything]))
/// search.example(acceptedByAll: [route, claim], refusedByAll: [])  // .found("/product/0")
/// ```
public struct LinkSearch: Sendable {
  /// What a search found.
  public enum Outcome: Equatable, Sendable {
    /// A shortest text with the asked properties.
    case found(String)
    /// No text has them.
    case none
    /// The budget ran out first.
    case undecided
  }

  /// The state sets of one automaton met so far, numbered, and their transitions.
  private struct Determinized: Sendable {
    var sets: [[Int]] = []
    var numbers: [[Int]: Int] = [:]
    var accepting: [Bool] = []
    var transitions: [[Unicode.Scalar: Int]] = []
  }

  /// The work the searches made with this value may still do.
  public private(set) var budget: Int

  /// The default budget: 20 million. Comparing the 142 GitHub API routes with 166
  /// components written from them took 3.1 million (2.5 s in a debug build).
  public static let defaultBudget = 20_000_000

  private var determinized: [ObjectIdentifier: Determinized] = [:]

  /// Creates a search with a budget.
  ///
  /// - Parameters:
  ///   - budget: The work all searches made with this value may do together.
  public init(budget: Int = defaultBudget) {
    self.budget = budget
  }

  /// A shortest text every automaton of `accepted` accepts and no automaton of `refused`
  /// accepts.
  ///
  /// - Parameters:
  ///   - accepted: The automata that must accept the text (at least one).
  ///   - refused: The automata that must refuse it.
  /// - Complexity: O(*v* · *a* · *k*) for *v* visited product states, an alphabet of *a*
  ///   scalars and *k* automata, besides stepping each new state set once: at most the budget.
  public mutating func example(acceptedByAll accepted: [LinkAutomaton], refusedByAll refused: [LinkAutomaton]) -> Outcome {
    guard !accepted.isEmpty else { return .undecided }
    let automata = accepted + refused
    let alphabet = Self.alphabet(of: automata)
    var first: [Int] = []
    for automaton in automata { first.append(number(automaton.initialStates, of: automaton)) }
    func isAccepting(_ state: [Int]) -> Bool {
      for (index, automaton) in automata.enumerated()
      where determinized[ObjectIdentifier(automaton.identity)]?.accepting[state[index]] != (index < accepted.count) {
        return false
      }
      return true
    }
    if isAccepting(first) { return .found("") }
    var states = [first]
    var parents: [(state: Int, scalar: Unicode.Scalar)] = [(-1, " ")]
    var seen: Set<[Int]> = [first]
    var head = 0
    while head < states.count {
      let cost = alphabet.count * automata.count
      guard budget >= cost else {
        budget = 0
        return .undecided
      }
      budget -= cost
      let current = states[head]
      symbols: for scalar in alphabet {
        var next: [Int] = []
        next.reserveCapacity(automata.count)
        for (index, automaton) in automata.enumerated() {
          let stepped = step(current[index], of: automaton, on: scalar)
          // A text no longer accepted by one that must accept it leads nowhere.
          if index < accepted.count && isDead(stepped, of: automaton) { continue symbols }
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

  /// The number of a closed state set of `automaton`, numbering it when new.
  private mutating func number(_ set: [Int], of automaton: LinkAutomaton) -> Int {
    let key = ObjectIdentifier(automaton.identity)
    if let found = determinized[key]?.numbers[set] { return found }
    var table = determinized.removeValue(forKey: key) ?? Determinized()
    let number = table.sets.count
    table.sets.append(set)
    table.numbers[set] = number
    table.accepting.append(automaton.accepts(set))
    table.transitions.append([:])
    determinized[key] = table
    return number
  }

  private func isDead(_ number: Int, of automaton: LinkAutomaton) -> Bool {
    determinized[ObjectIdentifier(automaton.identity)]?.sets[number].isEmpty ?? true
  }

  /// The number of the set that set `number` of `automaton` leads to on `scalar`.
  private mutating func step(_ number: Int, of automaton: LinkAutomaton, on scalar: Unicode.Scalar) -> Int {
    let key = ObjectIdentifier(automaton.identity)
    if let found = determinized[key]?.transitions[number][scalar] { return found }
    let set = determinized[key]?.sets[number] ?? []
    budget -= set.count
    let target = self.number(automaton.step(set, on: scalar), of: automaton)
    determinized[key]?.transitions[number][scalar] = target
    return target
  }

  /// The scalars some class names, and one that none names, standing for all the others;
  /// digits and letters first, so that examples read well.
  static func alphabet(of automata: [LinkAutomaton]) -> [Unicode.Scalar] {
    var named: Set<Unicode.Scalar> = []
    for automaton in automata { named.formUnion(automaton.namedScalars) }
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
