#if os(Linux)
// Drives the stand-ins' simulation, which exists on Linux only.

#if !canImport(SwiftUI)
import SwiftUIStandIn
import Testing

/// The stand-in's property wrappers keep their values outside any view hierarchy, so code
/// that reads and writes them through bindings behaves here as in a SwiftUI view's body.
/// (On a Mac these are SwiftUI's own and this file is not compiled.)
@MainActor
@Suite("SwiftUI stand-in: State, Binding, StateObject, Environment and Published keep their values")
struct StandInPropertyWrapperTests {
  private struct Draft: Equatable {
    var title: String
    var count: Int
  }

  private final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
  }

  @Test("a State's binding, and bindings to its properties, write through to the state")
  func stateBindings() {
    let state = State(wrappedValue: Draft(title: "A", count: 1))
    let draft = state.projectedValue
    draft.title.wrappedValue = "B"
    draft.count.wrappedValue += 1
    #expect(state.wrappedValue == Draft(title: "B", count: 2))
    #expect(Binding(projectedValue: draft).wrappedValue == Draft(title: "B", count: 2))
  }

  @Test("a constant binding ignores writes; the optional and AnyHashable projections read and write the base")
  func projections() {
    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)

    let state = State(wrappedValue: 5)
    let optional = Binding<Int?>(state.projectedValue)
    optional.wrappedValue = 6
    optional.wrappedValue = nil
    let hashable = Binding<AnyHashable>(state.projectedValue)
    #expect(hashable.wrappedValue == AnyHashable(6))
    hashable.wrappedValue = AnyHashable(7)
    hashable.wrappedValue = AnyHashable("not an Int")
    #expect(state.wrappedValue == 7)
  }

  @Test("a binding to an array is a collection of bindings to its elements")
  func collectionOfBindings() {
    let state = State(wrappedValue: [1, 2, 3])
    let numbers = state.projectedValue
    for number in numbers { number.wrappedValue *= 10 }
    #expect(state.wrappedValue == [10, 20, 30])
    #expect(numbers.map(\.wrappedValue) == [10, 20, 30])
    #expect(numbers.indices == 0..<3)
    #expect(numbers[numbers.index(before: numbers.endIndex)].wrappedValue == 30)
  }

  @Test("a StateObject makes its object once, on first read, and its projection binds to the object's properties")
  func stateObject() {
    var made = 0
    let basket = StateObject(
      wrappedValue: {
        made += 1
        return Basket()
      }())
    #expect(made == 0)
    let first = basket.wrappedValue
    #expect(basket.wrappedValue === first)
    #expect(made == 1)
    basket.projectedValue.note.wrappedValue = "fragile"
    basket.projectedValue.items.wrappedValue.append("tea")
    #expect(first.note == "fragile")
    #expect(first.items == ["tea"])
    let observed = ObservedObject(wrappedValue: first)
    observed.projectedValue.items.wrappedValue = []
    #expect(first.items == [])
  }

  @Test("Environment reads a key's default value; EnvironmentValues keeps what is set for a key")
  func environment() {
    #expect(Environment(\.accentName).wrappedValue == "blue")
    var values = EnvironmentValues()
    #expect(values[AccentKey.self] == "blue")
    values[AccentKey.self] = "green"
    #expect(values.accentName == "green")
    #expect(EnvironmentValues().accentName == "blue")
  }
}

/// An app's environment key, as apps declare them.
private struct AccentKey: EnvironmentKey {
  static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
  fileprivate var accentName: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}
#endif

#endif
