/// A nondeterministic automaton over Unicode scalars that accepts the texts of a
/// ``LinkShape``.
///
/// ```swift
/// let automaton = LinkAutomaton(.sequence([.text("/help/"), .anything]))
/// automaton.matches("/help/faq")  // true
/// ```
///
/// The states are numbered; ``LinkSearch`` steps sets of them through a shared alphabet.
public struct LinkAutomaton: Sendable {
  /// What tells two automata apart, so that ``LinkSearch`` can keep each one's
  /// determinized states between searches.
  final class Identity: Sendable {}

  /// This automaton's identity.
  let identity = Identity()

  /// A transition on one scalar of a class.
  struct Edge: Sendable {
    var symbols: ScalarClass
    var target: Int
  }

  /// The transitions leaving each state on a scalar.
  private(set) var edges: [[Edge]] = [[]]
  /// The transitions leaving each state on no scalar.
  private(set) var silentEdges: [[Int]] = [[]]
  /// The state every text starts in.
  let start = 0
  /// The one accepting state.
  private(set) var accept = 0
  /// Every scalar a transition's class lists.
  private(set) var namedScalars: Set<Unicode.Scalar> = []

  /// Builds the automaton of `shape`.
  ///
  /// - Parameters:
  ///   - shape: What the automaton accepts.
  /// - Complexity: O(*n*) in the size of the shape.
  public init(_ shape: LinkShape) {
    accept = build(shape, from: start)
    for state in edges {
      for edge in state { namedScalars.formUnion(edge.symbols.scalars) }
    }
  }

  /// The number of states.
  var stateCount: Int { edges.count }

  private mutating func newState() -> Int {
    edges.append([])
    silentEdges.append([])
    return edges.count - 1
  }

  /// Adds the states of `shape` after `from`, returning the state it ends in.
  private mutating func build(_ shape: LinkShape, from: Int) -> Int {
    switch shape {
    case .scalar(let symbols):
      let target = newState()
      edges[from].append(Edge(symbols: symbols, target: target))
      return target
    case .sequence(let parts):
      var state = from
      for part in parts { state = build(part, from: state) }
      return state
    case .choice(let options):
      let end = newState()
      for option in options {
        let start = newState()
        silentEdges[from].append(start)
        silentEdges[build(option, from: start)].append(end)
      }
      return end
    case .repetition(let body, let atLeastOne):
      let loop = newState()
      silentEdges[from].append(loop)
      let bodyEnd = build(body, from: loop)
      silentEdges[bodyEnd].append(loop)
      let end = newState()
      silentEdges[atLeastOne ? bodyEnd : loop].append(end)
      return end
    }
  }

  /// The states reachable from `states` without reading a scalar, sorted.
  ///
  /// - Parameters:
  ///   - states: States of this automaton.
  func closure(_ states: [Int]) -> [Int] {
    var reached: Set<Int> = []
    var pending = states
    while let state = pending.popLast() {
      guard reached.insert(state).inserted else { continue }
      pending.append(contentsOf: silentEdges[state])
    }
    return reached.sorted()
  }

  /// The closed set of states that `states` lead to on `scalar`.
  ///
  /// - Parameters:
  ///   - states: A closed set of states.
  ///   - scalar: The scalar read.
  func step(_ states: [Int], on scalar: Unicode.Scalar) -> [Int] {
    var targets: [Int] = []
    for state in states {
      for edge in edges[state] where edge.symbols.contains(scalar) { targets.append(edge.target) }
    }
    return targets.isEmpty ? [] : closure(targets)
  }

  /// The states the automaton starts in.
  var initialStates: [Int] { closure([start]) }

  /// Whether a closed set of states holds the accepting state.
  ///
  /// - Parameters:
  ///   - states: A closed set of states.
  func accepts(_ states: [Int]) -> Bool {
    states.contains(accept)
  }

  /// Whether the automaton accepts `text`.
  ///
  /// - Parameters:
  ///   - text: A part of a link.
  /// - Complexity: O(*n* · *s*) for a text of *n* scalars and an automaton of *s* states.
  public func matches(_ text: String) -> Bool {
    var states = initialStates
    for scalar in text.unicodeScalars {
      states = step(states, on: scalar)
      if states.isEmpty { return false }
    }
    return accepts(states)
  }
}
